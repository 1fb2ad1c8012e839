import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { startSmtpServer } from "../../../tests/support/smtp";
import { emails, jobSurveys, users } from "../../db/schema";
import type { JobSurveyView } from "../../../common/job-survey";
import { frenchDay, parisDay } from "../../../common/job-survey-invitation";
import type { CreatedSurvey } from "./job-surveys.service";
import { remindSurveys, SURVEY_REMINDER_TASK, type InvitationAnswer } from "./job-surveys-invitations.service";
import { completeSurveyAnswers } from "./job-surveys.testing";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;
let staff: Person;
let member: Person;
let visitor = 0;
let sequence = 0;
const STAFF_EMAIL = `jeanne.martin-${process.pid}@alto-recrutement.example`;

type SurveyAnswer = JobSurveyView & { detail?: string; survey?: JobSurveyView };
type ListRow = { id: number; status: string; invitedAt: string | null; deadline: string | null };

const visitorHeaders = (extra: Record<string, string> = {}) => ({ "X-Cookie-Consent": "true", "X-Forwarded-For": `192.0.2.${++visitor % 250}`, ...extra });
const candidateEmail = () => `candidat.${process.pid}.${++sequence}@exemple.fr`;

async function invite(body: Record<string, unknown> = {}) {
  const answer = await t.call<CreatedSurvey>("POST", "/api/jobs/job_survey_create", { recruiterEmail: STAFF_EMAIL, ...body }, staff.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [row] = await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, answer.body.publicId));
  return { ...answer.body, row: row! };
}

const surveyRow = async (id: number) => (await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.id, id)))[0]!;
const outbox = (category: string, to: string) =>
  t.deps.db
    .select()
    .from(emails)
    .where(and(eq(emails.category, category), eq(emails.toAddress, to)));
const statusInList = async (id: number) => {
  const { body } = await t.call<{ rows: ListRow[] }>("POST", "/api/jobs/search_job_surveys", { limit: 100 }, staff.headers);
  return body.rows.find((row) => row.id === id)?.status;
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), "job-survey-invitations-"));
  t = await createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true", DATA_DIR: dataDir } });
  staff = await signedInPerson(t, { isStaff: true }, STAFF_EMAIL);
  await t.deps.db.update(users).set({ firstName: "Jeanne", lastName: "Martin" }).where(eq(users.id, staff.id));
  member = await signedInPerson(t, {});
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the invitation e-mail (job_survey_create with sendInvitation)", () => {
  it("goes to the candidate through the outbox with the link, the staff member's name and the deadline; the list says «Envoyée»", async () => {
    const to = candidateEmail();
    const deadline = parisDay(10);
    const created = await invite({ type: "LIGHT", candidateFirstName: "Inès", candidateEmail: to, sendInvitation: true, deadline });
    expect(created.invitation).toMatchObject({ status: "SENT", deadline, detail: "L'invitation a été envoyée au candidat" });

    const [mail] = await outbox("job-survey-invitation", to);
    expect(mail).toMatchObject({ status: "SENT", replyTo: STAFF_EMAIL, subject: "Jeanne Martin vous invite à remplir votre questionnaire" });
    expect(mail!.textBody).toContain("Bonjour Inès,");
    expect(mail!.textBody).toContain("Jeanne Martin, qui vous accompagne chez");
    expect(mail!.textBody).toContain(`au plus tard le ${frenchDay(deadline)}`);
    expect(mail!.textBody).toContain(created.url);
    expect(created.url).toContain(`/questionnaires/light/${created.publicId}`);
    // Every e-mail to a candidate says how to ask for erasure (spec decision 9).
    expect(mail!.textBody).toContain("/donnees-personnelles");
    expect(smtp.received.at(-1)!.to).toEqual([to]);

    expect(created.row).toMatchObject({ invitedBy: staff.id, deadline, remindedAt: null, openedAt: null, startedAt: null });
    expect(created.row.invitedAt).toBeInstanceOf(Date);
    expect(await statusInList(created.row.id)).toBe("SENT");
  });

  it("without sendInvitation nothing is mailed and the list says «Non envoyée»", async () => {
    const to = candidateEmail();
    const created = await invite({ candidateEmail: to });
    expect(created.invitation).toBeUndefined();
    expect(await outbox("job-survey-invitation", to)).toHaveLength(0);
    expect(await statusInList(created.row.id)).toBe("NOT_SENT");
  });

  it("refuses in French, before creating anything: no candidate address, a past or malformed deadline", async () => {
    const surveys = async () => (await t.deps.db.select({ n: count() }).from(jobSurveys))[0]!.n;
    const before = await surveys();
    const create = (body: Record<string, unknown>) =>
      t.call("POST", "/api/jobs/job_survey_create", { recruiterEmail: STAFF_EMAIL, sendInvitation: true, ...body }, staff.headers);

    const noAddress = await create({});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors).toEqual({ candidateEmail: "Indiquez l'e-mail du candidat pour lui envoyer l'invitation" });
    const past = await create({ candidateEmail: candidateEmail(), deadline: parisDay(-1) });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ deadline: "La date limite ne peut pas être déjà passée" });
    for (const deadline of ["2026-02-31", "demain", 20261231]) {
      const bad = await create({ candidateEmail: candidateEmail(), deadline });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.deadline).toBe("Date limite invalide (format AAAA-MM-JJ)");
    }
    expect((await create({ candidateEmail: candidateEmail(), deadline: parisDay(400) })).body.errors?.deadline).toBe(
      "La date limite doit être dans moins d'un an",
    );
    expect(await surveys()).toBe(before);
  });
});

describe("POST /api/jobs/job_survey_send_invitation", () => {
  const send = (body: unknown, headers = staff.headers) => t.call<InvitationAnswer>("POST", "/api/jobs/job_survey_send_invitation", body, headers);

  it("is for staff only: 401 for a visitor, 403 for a signed-in non-staff user", async () => {
    const { row } = await invite({ candidateEmail: candidateEmail() });
    expect((await send({ jobSurveyId: row.id }, visitorHeaders())).status).toBe(401);
    expect((await send({ jobSurveyId: row.id }, member.headers)).status).toBe(403);
    expect(await surveyRow(row.id)).toMatchObject({ invitedAt: null });
  });

  it("sends a link-only survey's invitation by its list id, then again with a new deadline (one more reminder allowed)", async () => {
    const to = candidateEmail();
    const { row } = await invite({ candidateEmail: to });
    const first = await send({ jobSurveyId: row.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "SENT", deadline: parisDay(14) });
    await t.deps.db.update(jobSurveys).set({ remindedAt: new Date() }).where(eq(jobSurveys.id, row.id));

    const again = await send({ jobSurveyId: row.publicId, deadline: parisDay(3) });
    expect(again.body).toMatchObject({ status: "SENT", deadline: parisDay(3) });
    expect(await surveyRow(row.id)).toMatchObject({ deadline: parisDay(3), remindedAt: null, invitedBy: staff.id });
    expect(await outbox("job-survey-invitation", to)).toHaveLength(2);
  });

  it("answers in French, never 500: no candidate address, unknown survey, completed survey, hostile ids", async () => {
    const { row } = await invite();
    const noAddress = await send({ jobSurveyId: row.id });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.detail).toBe("Indiquez l'e-mail du candidat pour lui envoyer l'invitation");
    for (const jobSurveyId of [2147483647, "x".repeat(100), "00000000-0000-4000-8000-000000000000"]) {
      const missing = await send({ jobSurveyId });
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe("Questionnaire introuvable");
    }
    expect((await send({ jobSurveyId: { $ne: 1 } })).status).toBe(400);
    expect((await send("pas du JSON")).status).toBe(400);

    const done = await invite({ candidateEmail: candidateEmail() });
    await t.deps.db.update(jobSurveys).set({ isCompleted: true, completedAt: new Date() }).where(eq(jobSurveys.id, done.row.id));
    const completed = await send({ jobSurveyId: done.row.id });
    expect(completed.status).toBe(409);
    expect(completed.body.detail).toBe("Ce questionnaire est déjà terminé\u00a0: l'invitation n'a plus lieu d'être");
  });

  it("keeps an undelivered invitation in the outbox as FAILED, says so, and the outbox's resend delivers it", async () => {
    const to = candidateEmail();
    const { row } = await invite({ candidateEmail: to });
    const port = smtp.port;
    await smtp.close();
    const failed = await send({ jobSurveyId: row.id });
    expect(failed.status).toBe(200);
    expect(failed.body.status).toBe("FAILED");
    expect(failed.body.detail).toContain("sera renvoyé automatiquement");
    const [mail] = await outbox("job-survey-invitation", to);
    expect(mail!.status).toBe("FAILED");

    const received = smtp.received;
    smtp = await startSmtpServer({ port });
    expect(await t.deps.mailer.resend(t.deps.db, mail!.id)).toEqual({ id: mail!.id, status: "SENT" });
    expect(smtp.received.at(-1)!.to).toEqual([to]);
    expect(received.length).toBeGreaterThan(0);
  });
});

describe("the survey's state and privacy, from invitation to receipt", () => {
  it("envoyée → ouverte → commencée → terminée; the candidate's receipt; the answers then readable by staff only", async () => {
    const to = candidateEmail();
    const { row, publicId } = await invite({ candidateFirstName: "Camille", candidateEmail: to, sendInvitation: true });
    const fetchPath = `/api/jobs/job_survey_fetch/${publicId}`;

    // Staff trying the candidate's link do not open it for them.
    expect((await t.call("POST", fetchPath, {}, visitorHeaders(staff.headers))).status).toBe(200);
    expect((await surveyRow(row.id)).openedAt).toBeNull();
    expect((await t.call("POST", fetchPath, {}, visitorHeaders())).status).toBe(200);
    expect((await surveyRow(row.id)).openedAt).toBeInstanceOf(Date);
    expect(await statusInList(row.id)).toBe("OPENED");

    const savePath = `/api/jobs/job_survey_save/${publicId}`;
    const answers = completeSurveyAnswers("FULL", STAFF_EMAIL, { candidateEmail: to, relocationPlans: "Lyon ou Grenoble" });
    expect((await t.call("POST", savePath, { answers: { candidateLastName: "Roux" }, userStep: "1-1", revision: 0 }, visitorHeaders())).status).toBe(200);
    expect((await surveyRow(row.id)).startedAt).toBeInstanceOf(Date);
    expect(await statusInList(row.id)).toBe("STARTED");

    const done = await t.call<SurveyAnswer>(
      "POST",
      savePath,
      { answers, userStep: "6-4", revision: 1, isCompleted: true, captchaId: await solveCaptcha(t) },
      visitorHeaders(),
    );
    expect(done.status).toBe(200);
    // Even the answer to the submission carries no answers back.
    expect(done.body).toMatchObject({ isCompleted: true, answers: {}, attachments: [] });
    expect(await statusInList(row.id)).toBe("COMPLETED");

    const [receipt] = await outbox("job-survey-receipt", to);
    expect(receipt).toMatchObject({ status: "SENT", subject: "Votre questionnaire a bien été envoyé", replyTo: STAFF_EMAIL });
    expect(receipt!.textBody).toContain("Bonjour Camille,");
    expect(receipt!.textBody).toContain("Jeanne Martin a reçu vos réponses");
    expect(receipt!.textBody).toContain("/donnees-personnelles");
    expect(receipt!.textBody).not.toContain("Lyon ou Grenoble");
    expect(await outbox("job-survey-completed", STAFF_EMAIL)).toHaveLength(1);

    // Whoever holds the link: the state, no answers, no documents.
    const sealed = await t.call<SurveyAnswer>("POST", fetchPath, { type: "FULL" }, visitorHeaders());
    expect(sealed.status).toBe(200);
    expect(sealed.body).toMatchObject({ isCompleted: true, answers: {}, attachments: [], recruiterEmail: "" });
    expect(JSON.stringify(sealed.body)).not.toContain("Lyon ou Grenoble");
    expect(JSON.stringify(sealed.body)).not.toContain(to);
    // A non-staff account cannot ask for the consulting view; a save is refused with nothing in it.
    expect((await t.call("POST", fetchPath, { isConsulting: true }, visitorHeaders(member.headers))).status).toBe(403);
    const late = await t.call<SurveyAnswer>("POST", savePath, { answers: {}, userStep: "1-1", revision: 2 }, visitorHeaders());
    expect(late.status).toBe(409);
    expect(late.body.survey).toMatchObject({ isCompleted: true, answers: {} });
    expect(JSON.stringify(late.body)).not.toContain("Lyon ou Grenoble");

    // Staff's consulting view keeps every answer.
    const consulted = await t.call<SurveyAnswer>("POST", fetchPath, { isConsulting: true }, visitorHeaders(staff.headers));
    expect(consulted.status).toBe(200);
    expect(consulted.body.answers.relocationPlans).toBe("Lyon ou Grenoble");
    // And staff opening the candidate's link (not consulting) see the sealed view too.
    expect((await t.call<SurveyAnswer>("POST", fetchPath, {}, visitorHeaders(staff.headers))).body.answers).toEqual({});
  });
});

describe("the reminder (job-surveys:remind)", () => {
  const invitedDaysAgo = async (days: number, extra: Partial<typeof jobSurveys.$inferInsert> = {}) => {
    const to = candidateEmail();
    const { row } = await invite({ candidateFirstName: "Léa", candidateEmail: to, sendInvitation: true, deadline: parisDay(10) });
    await t.deps.db
      .update(jobSurveys)
      .set({ invitedAt: sql`now() - make_interval(days => ${days})`, ...extra })
      .where(eq(jobSurveys.id, row.id));
    return { id: row.id, to };
  };
  const runReminderTask = () => t.taskHandlers()[SURVEY_REMINDER_TASK]!(undefined, { signal: new AbortController().signal } as never);

  it("is a scheduled task (hourly in the day) with its French title", async () => {
    const { scheduledTasks, taskTitle } = await import("../tasks/schedules");
    expect(scheduledTasks(t.deps.config).find((task) => task.name === SURVEY_REMINDER_TASK)?.cron).toBe("10 9-19 * * *");
    expect(taskTitle(SURVEY_REMINDER_TASK)).toBe("Relance des candidats aux questionnaires non terminés");
    expect(scheduledTasks({ ...t.deps.config, jobSurveys: { reminderDays: 0 } }).find((task) => task.name === SURVEY_REMINDER_TASK)?.cron).toBeUndefined();
  });

  it("reminds once, JOB_SURVEY_REMINDER_DAYS (3) after the invitation, only surveys not completed whose deadline has not passed", async () => {
    const due = await invitedDaysAgo(4);
    const started = await invitedDaysAgo(3, { startedAt: new Date() });
    const tooSoon = await invitedDaysAgo(2);
    const completed = await invitedDaysAgo(5, { isCompleted: true, completedAt: new Date() });
    const expired = await invitedDaysAgo(5, { deadline: parisDay(-1) });

    await runReminderTask();
    const [reminder] = await outbox("job-survey-reminder", due.to);
    expect(reminder).toMatchObject({
      status: "SENT",
      replyTo: STAFF_EMAIL,
      subject: `Rappel\u00a0: votre questionnaire à remplir avant le ${frenchDay(parisDay(10))}`,
    });
    expect(reminder!.textBody).toContain("Bonjour Léa,");
    expect(reminder!.textBody).toContain("Jeanne Martin vous a invité(e) le");
    expect(reminder!.textBody).toContain("Remplir mon questionnaire");
    expect((await outbox("job-survey-reminder", started.to))[0]!.textBody).toContain("Reprendre mon questionnaire");
    for (const other of [tooSoon, completed, expired]) expect(await outbox("job-survey-reminder", other.to)).toHaveLength(0);
    expect((await surveyRow(due.id)).remindedAt).toBeInstanceOf(Date);

    // Run again (another instance, the next hour): nothing twice.
    await runReminderTask();
    expect(await remindSurveys(t.deps)).toEqual({ reminded: 0, failed: 0 });
    expect(await outbox("job-survey-reminder", due.to)).toHaveLength(1);
  });

  it("sends none when JOB_SURVEY_REMINDER_DAYS is 0", async () => {
    const due = await invitedDaysAgo(6);
    expect(await remindSurveys({ ...t.deps, config: { ...t.deps.config, jobSurveys: { reminderDays: 0 } } })).toEqual({ reminded: 0, failed: 0 });
    expect(await outbox("job-survey-reminder", due.to)).toHaveLength(0);
  });
});
