import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { signedInPerson, type Person } from "../../tests/support/people";
import { candidates, jobSurveys, users } from "../db/schema";
import type { ListAnswer } from "../../common/schemas/list";
import type { CreatedSurvey } from "../modules/job-surveys/job-surveys.service";
import { adminManagerPage } from "./admin-page.service";
import type { SessionUser } from "../../common/roles";

let t: TestApp;
let member: Person;
let sequence = 0;

type SurveyRow = { id: number; publicId: string; candidateFirstName: string | null; candidateLastName: string | null; candidateId: number | null } & Record<
  string,
  unknown
>;

/** A staff member with a known address: «Mes questionnaires» are the ones naming it. */
async function consultant() {
  const email = `consultant-${process.pid}-${++sequence}@alto-recrutement.example`;
  return { email, person: await signedInPerson(t, { isStaff: true }, email) };
}

async function invite(by: Person, body: Record<string, unknown>) {
  const { status, body: created } = await t.call<CreatedSurvey>("POST", "/api/jobs/job_survey_create", body, by.headers);
  expect(status).toBe(200);
  const [row] = await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, created.publicId));
  return row!;
}

const search = (body: Record<string, unknown>, headers: Record<string, string>) =>
  t.call<ListAnswer<SurveyRow>>("POST", "/api/jobs/search_job_surveys", body, headers);
const ids = (answer: { body: ListAnswer<SurveyRow> }) => answer.body.rows.map((row) => row.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInPerson(t, {});
});
afterAll(() => t.close());

describe("POST /api/jobs/search_job_surveys (the «Questionnaires» manager): access and «Mes questionnaires»", () => {
  it("is for staff only: 401 for a visitor, 403 for a signed-in non-staff user", async () => {
    expect((await search({}, { "X-Forwarded-For": "192.0.2.1" })).status).toBe(401);
    expect((await search({}, member.headers)).status).toBe(403);
  });

  it("isConsulting: true lists the signed-in consultant's surveys, false the others', absent all", async () => {
    const me = await consultant();
    const colleague = await consultant();
    const mine = await invite(me.person, { recruiterEmail: me.email, candidateLastName: "Mienne" });
    const theirs = await invite(me.person, { recruiterEmail: colleague.email, candidateLastName: "Sienne" });
    const query = { query: "ienne" };
    expect(ids(await search({ ...query, isConsulting: true }, me.person.headers))).toEqual([mine.id]);
    expect(ids(await search({ ...query, isConsulting: "false" }, me.person.headers))).toEqual([theirs.id]);
    expect(ids(await search(query, me.person.headers))).toEqual([mine.id, theirs.id]);
    expect(ids(await search({ ...query, isConsulting: true }, colleague.person.headers))).toEqual([theirs.id]);
    const refused = await search({ isConsulting: "peut-être" }, me.person.headers);
    expect(refused.status).toBe(400);
  });

  it("counts as «Mes questionnaires» a survey whose candidate picked me as consultant", async () => {
    const me = await consultant();
    const colleague = await consultant();
    const picked = await invite(me.person, { recruiterEmail: colleague.email, candidateLastName: "Choisie" });
    await t.deps.db
      .update(jobSurveys)
      .set({ answers: { recruiterEmail: me.email.toUpperCase() } })
      .where(eq(jobSurveys.id, picked.id));
    const query = { query: "choisie" };
    expect(ids(await search({ ...query, isConsulting: true }, me.person.headers))).toEqual([picked.id]);
    expect(ids(await search({ ...query, isConsulting: false }, me.person.headers))).toEqual([]);
  });

  it("opens pre-filtered on «Mes questionnaires» (spec 3 §2.4)", async () => {
    const me = await consultant();
    const mine = await invite(me.person, { recruiterEmail: me.email });
    await invite(me.person, { recruiterEmail: "autre@alto-recrutement.example" });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, me.email));
    const page = await adminManagerPage({ db: t.deps.db, user: user as SessionUser }, "jobs", "jobsurvey");
    if (page.kind !== "manager") throw new Error(page.kind);
    expect(page.meta.defaultFilters).toEqual({ isConsulting: true });
    expect(page.meta.viewOnly).toBe(true);
    expect(page.meta.permissions).toEqual({ view: true, add: false, change: false, delete: false });
    expect(page.meta.filters.map((f) => f.field)).toEqual(["query", "isCompleted", "status", "isConsulting", "sentOrAssigned", "completedSince"]);
    expect(page.initial.rows.map((row) => row.id)).toEqual([mine.id]);
  });
});

describe("POST /api/jobs/search_job_surveys (the «Questionnaires» manager): finding by names and e-mails", () => {
  it("finds names and e-mails without accents or case, those the candidate typed too; isCompleted filters", async () => {
    const me = await consultant();
    const hélène = await invite(me.person, {
      recruiterEmail: me.email,
      candidateFirstName: "Hélène",
      candidateLastName: "Dupré-Zyx",
      candidateEmail: "HELENE.zyx@exemple.fr",
    });
    const other = await invite(me.person, { recruiterEmail: me.email });
    // The candidate types their own name in step 1: the list shows and finds it.
    const saved = await t.call(
      "POST",
      `/api/jobs/job_survey_save/${other.publicId}`,
      { answers: { candidateFirstName: "Zoë", candidateLastName: "Quixwö", candidateEmail: "Zoe.Q@Exemple.fr" }, userStep: "1-1", revision: 0 },
      { "X-Cookie-Consent": "true" },
    );
    expect(saved.status).toBe(200);
    expect(ids(await search({ query: "helene dupre" }, me.person.headers))).toEqual([hélène.id]);
    expect(ids(await search({ query: "helene.zyx@exemple" }, me.person.headers))).toEqual([hélène.id]);
    expect(ids(await search({ query: "QUIXWO" }, me.person.headers))).toEqual([other.id]);
    const [row] = (await search({ query: "zoe.q@exemple.fr" }, me.person.headers)).body.rows;
    expect(row).toMatchObject({ id: other.id, candidateFirstName: "Zoë", candidateLastName: "Quixwö", candidateEmail: "zoe.q@exemple.fr" });
    // The answers map is not sent to the list.
    expect(row).not.toHaveProperty("answers");

    await t.deps.db.update(jobSurveys).set({ isCompleted: true, completedAt: new Date() }).where(eq(jobSurveys.id, hélène.id));
    expect(ids(await search({ query: "exemple.fr", isConsulting: true, isCompleted: true }, me.person.headers))).toEqual([hélène.id]);
    expect(ids(await search({ query: "exemple.fr", isConsulting: true, isCompleted: false }, me.person.headers))).toEqual([other.id]);
  });
});

describe("POST /api/jobs/search_job_surveys (the «Questionnaires» manager): states, and the CVthèque candidate", () => {
  it("shows each survey's state (Non envoyée, Envoyée, Ouverte, Commencée, Terminée) and filters on it (issue 48)", async () => {
    const me = await consultant();
    const states = { NOT_SENT: {}, SENT: { invitedAt: new Date() }, OPENED: { invitedAt: new Date(), openedAt: new Date() } } as const;
    const made: Record<string, number> = {};
    for (const [state, dates] of Object.entries(states)) {
      const row = await invite(me.person, { recruiterEmail: me.email, candidateLastName: `Etat-${state}` });
      if (Object.keys(dates).length > 0) await t.deps.db.update(jobSurveys).set(dates).where(eq(jobSurveys.id, row.id));
      made[state] = row.id;
    }
    const started = await invite(me.person, { recruiterEmail: me.email, candidateLastName: "Etat-STARTED" });
    await t.deps.db.update(jobSurveys).set({ openedAt: new Date(), startedAt: new Date() }).where(eq(jobSurveys.id, started.id));
    made.STARTED = started.id;
    const completed = await invite(me.person, { recruiterEmail: me.email, candidateLastName: "Etat-COMPLETED" });
    await t.deps.db.update(jobSurveys).set({ startedAt: new Date(), isCompleted: true, completedAt: new Date() }).where(eq(jobSurveys.id, completed.id));
    made.COMPLETED = completed.id;

    const rows = (await search({ query: "Etat-", isConsulting: true }, me.person.headers)).body.rows;
    for (const [state, id] of Object.entries(made)) expect(rows.find((row) => row.id === id)?.status).toBe(state);
    for (const [state, id] of Object.entries(made)) expect(ids(await search({ query: "Etat-", status: state }, me.person.headers))).toEqual([id]);
    const refused = await search({ status: "PERDU" }, me.person.headers);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.status).toBe("Valeur inconnue pour État");
    const page = await adminManagerPage(
      { db: t.deps.db, user: (await t.deps.db.select().from(users).where(eq(users.email, me.email)))[0] as SessionUser },
      "jobs",
      "jobsurvey",
    );
    if (page.kind !== "manager") throw new Error(page.kind);
    expect(page.meta.columns.find((c) => c.field === "status")?.options?.map((o) => o.label)).toEqual([
      "Non envoyée",
      "Envoyée",
      "Ouverte",
      "Commencée",
      "Terminée",
    ]);
  });

  it("gives each row the CVthèque candidate with the same e-mail, and the drawer's fetch too; saves are refused", async () => {
    const me = await consultant();
    const [candidate] = await t.deps.db.insert(candidates).values({ email: "candidat.cvtheque@exemple.fr", name: "Candidat CVthèque" }).returning();
    const known = await invite(me.person, { recruiterEmail: me.email, candidateEmail: "Candidat.CVtheque@exemple.fr" });
    const unknown = await invite(me.person, { recruiterEmail: me.email, candidateEmail: "inconnu@exemple.fr" });
    const rows = (await search({ isConsulting: true }, me.person.headers)).body.rows;
    expect(rows.find((row) => row.id === known.id)).toMatchObject({ candidateId: candidate!.id, publicId: known.publicId, type: "FULL" });
    expect(rows.find((row) => row.id === unknown.id)!.candidateId).toBeNull();
    const fetched = await t.call<SurveyRow>("GET", `/api/admin/jobs/jobsurvey/fetch/${known.id}`, undefined, me.person.headers);
    expect(fetched.body).toMatchObject({ id: known.id, candidateId: candidate!.id });
    expect((await t.call("POST", "/api/admin/jobs/jobsurvey/save", { id: known.id, recruiterEmail: "x@y.fr" }, me.person.headers)).status).toBe(405);
    expect((await t.call("DELETE", `/api/admin/jobs/jobsurvey/delete/${known.id}`, undefined, me.person.headers)).status).toBe(405);
  });

  it("is listed in the staff's admin apps under «Emplois»", async () => {
    const me = await consultant();
    const { body } = await t.call<{ apps: { appLabel: string; models: { objectName: string; name: string }[] }[] }>(
      "GET",
      "/api/account/get_admin_app_list",
      undefined,
      me.person.headers,
    );
    expect(body.apps.find((app) => app.appLabel === "jobs")?.models).toContainEqual(
      expect.objectContaining({ objectName: "jobsurvey", name: "Questionnaires" }),
    );
  });
});
