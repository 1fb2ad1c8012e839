import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { signedInPerson } from "../../../tests/support/people";
import { mailPart } from "../../../tests/support/outbox";
import { startSmtpServer, type ReceivedMail } from "../../../tests/support/smtp";
import { emails, trainingRegistrations, trainings, trainingSessions } from "../../db/schema";
import { purgeExpiredRegistrations } from "./registrations.service";
import type { InscriptionFullAnswer } from "../../../common/schemas/inscription";
import type { TrainingDetails } from "../../../common/trainings";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let trainingId: number;
let visitor = 0;
const DAY = 86_400_000;

type Answer = { success?: true; detail: string; errors?: Record<string, string> } & Partial<InscriptionFullAnswer>;

/** Each call comes from its own address so the rate limit only bites where it is tested. */
const register = (body: unknown, { consent = true, ip = `198.51.100.${++visitor}` } = {}) =>
  t.call<Answer>("POST", "/api/branding/save_inscription", body, { "X-Forwarded-For": ip, ...(consent ? { "X-Cookie-Consent": "true" } : {}) });

const addSession = async (daysAhead: number, capacity: number | null = null) => {
  const startAt = new Date(Date.now() + daysAhead * DAY);
  startAt.setUTCHours(8, 0, 0, 0);
  const [row] = await t.deps.db
    .insert(trainingSessions)
    .values({ trainingId, startAt, endAt: new Date(startAt.getTime() + 7 * 3_600_000), capacity })
    .returning();
  return row!;
};

const trainee = async (sessionId: number, overrides: Record<string, unknown> = {}) => ({
  names: "  Camille Roux ",
  mail: ` Camille.Roux${++visitor}@Exemple-Formation.fr `,
  phoneNumber: "06 12 34 56 78",
  sessionId,
  timestamp: Date.now(),
  captchaId: await solveCaptcha(t),
  ...overrides,
});

/** The decoded part of this content type of a received message. */
function attachment(mail: ReceivedMail, contentType: string): string {
  const part = mailPart(mail.raw, contentType);
  expect(part).toBeDefined();
  return part!;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_TO: "formations@alto-recrutement.example", TRUST_PROXY: "true" } });
  [{ id: trainingId }] = await t.deps.db
    .insert(trainings)
    .values({ label: "Manager une équipe, niveau 1", slug: "manager-une-equipe-test", place: "Lyon, 12 rue de la Démonstration" })
    .returning();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST /api/branding/save_inscription: registering, and refused bodies", () => {
  it("stores the registration, then mails the firm and the trainee, whose e-mail carries the session as .ics", async () => {
    const session = await addSession(10);
    const before = smtp.received.length;
    const body = await trainee(session.id, { mail: " Camille.Roux@Exemple-Formation.fr " });
    const { status, body: answer } = await register(body);
    expect(status).toBe(200);
    expect(answer).toEqual({ success: true, detail: "Votre inscription a été enregistrée avec succès" });

    const [row] = await t.deps.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.sessionId, session.id));
    expect(row).toMatchObject({ names: "Camille Roux", mail: "camille.roux@exemple-formation.fr", phoneNumber: "0612345678" });

    const sent = await t.deps.db.select().from(emails).where(eq(emails.replyTo, "camille.roux@exemple-formation.fr"));
    expect(sent).toMatchObject([{ category: "training-registration", status: "SENT", toAddress: "formations@alto-recrutement.example" }]);
    expect(smtp.received.length).toBe(before + 2);
    const [firm, confirmation] = smtp.received.slice(-2) as [ReceivedMail, ReceivedMail];
    expect(firm.to).toEqual(["formations@alto-recrutement.example"]);
    expect(firm.raw).toContain("0612345678");
    expect(confirmation.to).toEqual(["camille.roux@exemple-formation.fr"]);

    const ics = attachment(confirmation, "text/calendar");
    const start = session.startAt
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`DTSTART:${start}\r\n`);
    expect(ics).toContain(`UID:inscription-${row!.id}@`);
    // Commas are escaped in iCalendar text values.
    expect(ics).toContain("SUMMARY:Formation : Manager une équipe\\, niveau 1");
    expect(ics).toContain("LOCATION:Lyon\\, 12 rue de la Démonstration");
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // The attachment is kept with the row, so a resend carries it too.
    const [stored] = await t.deps.db.select().from(emails).where(eq(emails.toAddress, "camille.roux@exemple-formation.fr"));
    expect(stored!.attachments).toEqual([expect.objectContaining({ filename: "session-formation.ics", content: ics })]);
  });

  it.each([
    ["names", { names: " " }, "Tous les champs obligatoires doivent être remplis"],
    ["mail", { mail: "" }, "Tous les champs obligatoires doivent être remplis"],
    ["phoneNumber", { phoneNumber: null }, "Tous les champs obligatoires doivent être remplis"],
    ["names", { names: "A" }, "Le nom doit contenir au moins 2 caractères"],
    ["mail", { mail: "camille@" }, "Format d'email invalide"],
    ["mail", { mail: "camille@yopmail.com" }, "Veuillez utiliser une adresse email valide et permanente"],
    ["phoneNumber", { phoneNumber: "06 12" }, "Numéro de téléphone trop court"],
    ["sessionId", { sessionId: "3" }, "Veuillez choisir une session"],
    ["sessionId", { sessionId: 2 ** 31 }, "Veuillez choisir une session"],
    ["captchaId", { captchaId: undefined }, "Veuillez valider le captcha avant d'envoyer le formulaire"],
  ])("refuses an invalid %s with its message, storing nothing", async (field, change, message) => {
    const session = await addSession(11);
    const before = await t.deps.db.$count(trainingRegistrations);
    const { status, body } = await register(await trainee(session.id, change));
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(await t.deps.db.$count(trainingRegistrations)).toBe(before);
  });

  it("answers 400 for bodies that are not objects and 403 without the cookie consent", async () => {
    for (const body of [null, [], "inscription", 42]) expect((await register(body)).status).toBe(400);
    const session = await addSession(12);
    const refused = await register(await trainee(session.id), { consent: false });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Veuillez accepter les cookies afin de pouvoir envoyer vos informations");
  });
});

describe("POST /api/branding/save_inscription: closed, full and racing sessions, and a mail server down", () => {
  it("refuses an unknown session, a session already started and a second registration with the same e-mail", async () => {
    expect((await register(await trainee(999_999))).body).toMatchObject({ detail: "Cette session n'existe pas ou plus" });
    const past = await addSession(-1);
    const started = await register(await trainee(past.id));
    expect(started.status).toBe(409);
    expect(started.body.detail).toBe("Cette session a déjà commencé : choisissez une session à venir");

    const session = await addSession(13);
    const first = await trainee(session.id);
    expect((await register(first)).status).toBe(200);
    const again = await register({ ...first, captchaId: await solveCaptcha(t) });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Vous êtes déjà inscrit·e à cette session avec cette adresse e-mail");
  });

  it("says a full session is full and offers the next one with a seat, before spending the captcha", async () => {
    const full = await addSession(20, 1);
    await addSession(22, 1).then(async (alsoFull) => expect((await register(await trainee(alsoFull.id))).status).toBe(200));
    const next = await addSession(25, 3);
    expect((await register(await trainee(full.id))).status).toBe(200);

    const late = await trainee(full.id);
    const { status, body } = await register(late);
    expect(status).toBe(409);
    expect(body.detail).toBe("Cette session est complète");
    expect(body.nextSession).toEqual({ id: next.id, startAt: next.startAt.toISOString(), endAt: next.endAt.toISOString() });
    // The same captcha still registers for the next session.
    expect((await register({ ...late, sessionId: next.id })).status).toBe(200);
    // The training page says which sessions are full and how many seats are left.
    const details = await t.call<TrainingDetails>("GET", "/api/training/get_training_details/manager-une-equipe-test");
    const seats = Object.fromEntries(details.body.sessions.map((listed) => [listed.id, listed.seatsLeft]));
    expect(seats).toMatchObject({ [full.id]: 0, [next.id]: 2 });
  });

  it("serialises two registrations racing for the last seat: one wins, the other is told the session is full", async () => {
    const session = await addSession(30, 2);
    expect((await register(await trainee(session.id))).status).toBe(200);
    const [a, b] = [await trainee(session.id), await trainee(session.id)];
    const answers = await Promise.all([register(a), register(b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.detail).toBe("Cette session est complète");
    expect(await t.deps.db.$count(trainingRegistrations, eq(trainingRegistrations.sessionId, session.id))).toBe(2);
  });

  it("makes a registration wait for one in progress on the same session, then counts it (row lock)", async () => {
    const session = await addSession(31, 1);
    let answer: ReturnType<typeof register> | undefined;
    const late = await trainee(session.id);
    await t.deps.db.transaction(async (tx) => {
      // Another visitor's registration, locked and written but not committed yet: its seat
      // is invisible to a plain count, so only the lock on the session row tells the truth.
      await tx.select().from(trainingSessions).where(eq(trainingSessions.id, session.id)).for("update");
      await tx.insert(trainingRegistrations).values({ sessionId: session.id, names: "Inès Blanc", mail: "ines.blanc@exemple.fr", phoneNumber: "0600000000" });
      answer = register(late);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const { status, body } = await answer!;
    expect(status).toBe(409);
    expect(body.detail).toBe("Cette session est complète");
    expect(await t.deps.db.$count(trainingRegistrations, eq(trainingRegistrations.sessionId, session.id))).toBe(1);
  });

  it("keeps the registration when the SMTP server is down: the e-mails are FAILED, to be resent", async () => {
    const down = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9", TRUST_PROXY: "true" } });
    try {
      const [{ id }] = await down.deps.db.insert(trainings).values({ label: "Recruter sans biais", slug: "recruter-sans-biais" }).returning();
      const startAt = new Date(Date.now() + 5 * DAY);
      const [session] = await down.deps.db
        .insert(trainingSessions)
        .values({ trainingId: id, startAt, endAt: new Date(startAt.getTime() + 3_600_000) })
        .returning();
      const { status } = await down.call("POST", "/api/branding/save_inscription", await trainee(session!.id, { captchaId: await solveCaptcha(down) }), {
        "X-Cookie-Consent": "true",
      });
      expect(status).toBe(200);
      expect(await down.deps.db.$count(trainingRegistrations)).toBe(1);
      expect((await down.deps.db.select({ status: emails.status }).from(emails)).map((row) => row.status)).toEqual(["FAILED", "FAILED"]);
    } finally {
      await down.close();
    }
  });
});

describe("DELETE /api/training/registration_delete/{id}", () => {
  it("lets an admin cancel a registration, which frees the seat and lets the session be deleted", async () => {
    const session = await addSession(40, 1);
    expect((await register(await trainee(session.id))).status).toBe(200);
    const [{ id }] = await t.deps.db
      .select({ id: trainingRegistrations.id })
      .from(trainingRegistrations)
      .where(eq(trainingRegistrations.sessionId, session.id));
    const staff = await signedInPerson(t, { isStaff: true });
    const admin = await signedInPerson(t, { isAdmin: true });
    expect((await t.call("DELETE", `/api/training/registration_delete/${id}`)).status).toBe(401);
    expect((await t.call("DELETE", `/api/training/registration_delete/${id}`, undefined, staff.headers)).status).toBe(403);
    expect((await t.call("DELETE", `/api/training/session_delete/${session.id}`, undefined, admin.headers)).status).toBe(409);

    expect((await t.call("DELETE", `/api/training/registration_delete/${id}`, undefined, admin.headers)).body).toEqual({ id });
    expect((await t.call("DELETE", `/api/training/registration_delete/${id}`, undefined, admin.headers)).status).toBe(404);
    expect((await t.call("DELETE", "/api/training/registration_delete/abc", undefined, admin.headers)).status).toBe(404);
    expect((await t.call("DELETE", `/api/training/session_delete/${session.id}`, undefined, admin.headers)).status).toBe(200);
  });
});

describe("retention", () => {
  it("deletes the registrations of sessions ended more than 3 years ago, and keeps the others", async () => {
    const old = await addSession(-3 * 366);
    const recent = await addSession(-2 * 365);
    for (const session of [old, recent]) {
      await t.deps.db
        .insert(trainingRegistrations)
        .values({ sessionId: session.id, names: "Ancien Stagiaire", mail: `ancien-${session.id}@exemple.fr`, phoneNumber: "0600000000" });
    }
    expect(await purgeExpiredRegistrations(t.deps.db)).toBe(1);
    expect(await t.deps.db.$count(trainingRegistrations, eq(trainingRegistrations.sessionId, old.id))).toBe(0);
    expect(await t.deps.db.$count(trainingRegistrations, eq(trainingRegistrations.sessionId, recent.id))).toBe(1);
  });
});
