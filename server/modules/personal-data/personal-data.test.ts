import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import {
  applications,
  candidateNotes,
  candidates,
  contactLeads,
  dataRequests,
  emails,
  jobAlerts,
  jobSurveyAttachments,
  jobSurveys,
  trainingRegistrations,
  trainings,
  trainingSessions,
} from "../../db/schema";
import { fileStoreFor } from "../../lib/storage";
import { loadConfig } from "../../config";
import { loader as pageLoader } from "../../../app/routes/admin/personal-data";
import type { SessionUser } from "../../../common/roles";
import type { DataRequestLogEntry, PersonalDataErasure, PersonalDataFindings } from "../../../common/personal-data";
import { ERASED_ADDRESS, ERASED_CONTENT, findPersonalData, subjectHash } from "./personal-data.service";

let t: TestApp;
let dataDir: string;
let admin: Person;
let staff: Person;
let sequence = 0;

const BASE = "/api/admin/personal_data";
const CV_BYTES = new TextEncoder().encode("%PDF-1.4\n% le CV de la personne\n%%EOF\n");
const SURVEY_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "personal-data-"));
  // No SMTP: messages also land in the outbox folder as .eml files, which erasure removes.
  t = await createTestApp({ env: { DATA_DIR: dataDir, PERSONAL_DATA_HMAC_SECRET: "une-cle-de-test-assez-longue" } });
  admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
  staff = await signedInPerson(t, { isStaff: true });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One person with something in every category; `email` as the forms stored it. */
async function seedPerson() {
  const n = ++sequence;
  const email = `camille.durand.${process.pid}.${n}@exemple.fr`;
  const db = t.deps.db;
  const store = fileStoreFor(t.deps.config);
  const resumeKey = await store.save("resumes", CV_BYTES, "pdf");
  const [candidate] = await db
    .insert(candidates)
    .values({ email, name: "Camille Durand", header: "Comptable", resumeKey, resumeFileName: "CV Camille é.pdf", resumeMime: "application/pdf" })
    .returning();
  await db.insert(applications).values({
    candidateId: candidate!.id,
    kind: "CV_DROP",
    resumeKey,
    resumeFileName: "CV Camille é.pdf",
    resumeMime: "application/pdf",
    resumeSize: CV_BYTES.length,
    consentAt: new Date(),
    consentText: "J'accepte",
  });
  await db.insert(candidateNotes).values({ candidateId: candidate!.id, text: "Très bon entretien", authorId: staff.id });
  // Stored with another case and spaces: found all the same.
  await db.insert(jobAlerts).values({
    id: crypto.randomUUID(),
    email: `  ${email.toUpperCase()} `,
    queryData: { query: "comptable", location: "Lyon" },
    tokenHash: "a".repeat(64),
    consentAt: new Date(),
    consentText: "J'accepte",
  });
  await db.insert(contactLeads).values({ names: "Camille Durand", society: "Atelier", mail: email, phoneNumber: "0612345678", content: "Bonjour" });
  const [training] = await db
    .insert(trainings)
    .values({ label: "Paie et administration", slug: `paie-${process.pid}-${n}` })
    .returning();
  const [session] = await db
    .insert(trainingSessions)
    .values({ trainingId: training!.id, startAt: new Date("2027-03-01T08:00:00Z"), endAt: new Date("2027-03-01T16:00:00Z") })
    .returning();
  await db.insert(trainingRegistrations).values({ sessionId: session!.id, names: "Camille Durand", mail: email, phoneNumber: "0612345678" });
  // One survey by its column, one only by its answers.
  const [survey] = await db
    .insert(jobSurveys)
    .values({ recruiterEmail: "consultante@alto-recrutement.example", candidateEmail: email, candidateFirstName: "Camille" })
    .returning();
  await db.insert(jobSurveys).values({ recruiterEmail: "consultante@alto-recrutement.example", answers: { candidateEmail: email.toUpperCase() } });
  const surveyKey = await store.save("job-surveys", SURVEY_BYTES, "jpg");
  await db.insert(jobSurveyAttachments).values({
    surveyId: survey!.id,
    field: "diploma",
    label: "Diplôme",
    fileName: "diplome.jpg",
    fileType: "image/jpeg",
    fileSize: SURVEY_BYTES.length,
    storageKey: surveyKey,
  });
  const sent = await t.deps.mailer.send(db, { category: "contact-lead", to: email, subject: "Votre demande", text: `Bonjour Camille, ${email}` });
  const toFirm = await t.deps.mailer.send(db, {
    category: "application",
    to: "cabinet@alto-recrutement.example",
    replyTo: email,
    subject: "Nouvelle candidature",
    text: "Camille Durand",
    html: "<p>Camille Durand</p>",
    attachments: [{ filename: "cv.txt", contentType: "text/plain", content: "CV" }],
  });
  return { email, resumeKey, surveyKey, emailIds: [sent.id, toFirm.id], candidateId: candidate!.id };
}

const post = <T>(path: string, body: unknown, who: Person | null = admin) => t.call<T>("POST", `${BASE}${path}`, body, who?.headers ?? {});

describe("the log's key (PERSONAL_DATA_HMAC_SECRET)", () => {
  it("is taken from the environment when set, drawn per process otherwise, refused when short", () => {
    const env = { NODE_ENV: "test" as const, LOG_LEVEL: "silent" };
    const set = loadConfig({ ...env, PERSONAL_DATA_HMAC_SECRET: "une-cle-de-test-assez-longue" });
    expect(set.personalData).toEqual({ hmacSecret: "une-cle-de-test-assez-longue", stableSecret: true });
    const [a, b] = [loadConfig({ ...env, PERSONAL_DATA_HMAC_SECRET: "" }), loadConfig(env)];
    expect(a.personalData.stableSecret).toBe(false);
    expect(a.personalData.hmacSecret).not.toBe(b.personalData.hmacSecret);
    expect(subjectHash(a, "x@exemple.fr")).not.toBe(subjectHash(b, "x@exemple.fr"));
    expect(() => loadConfig({ ...env, PERSONAL_DATA_HMAC_SECRET: "court" })).toThrow(/PERSONAL_DATA_HMAC_SECRET/);
  });
});

describe("who may call", () => {
  it("answers 401 to a visitor, 403 to staff who are not admins, 200 to an admin", async () => {
    const body = { email: "personne@exemple.fr" };
    for (const [path, payload] of [
      ["/search", body],
      ["/export", body],
      ["/erase", { ...body, confirm: true }],
    ] as const) {
      expect((await post(path, payload, null)).status).toBe(401);
      expect((await post(path, payload, staff)).status).toBe(403);
    }
    expect((await t.call("GET", `${BASE}/requests`)).status).toBe(401);
    expect((await t.call("GET", `${BASE}/requests`, undefined, staff.headers)).status).toBe(403);
    expect((await post("/search", body)).status).toBe(200);
    expect((await t.call("GET", `${BASE}/requests`, undefined, admin.headers)).status).toBe(200);
  });

  it("shows the page /admin/donnees-personnelles to admins only (401 visitor, 403 staff)", async () => {
    const user = (roles: Partial<SessionUser>): SessionUser => ({
      id: 1,
      email: "x@cabinet.test",
      firstName: null,
      lastName: null,
      isStaff: true,
      isAdmin: false,
      isSuperuser: false,
      authPicture: null,
      ...roles,
    });
    const load = (who: SessionUser | null) =>
      pageLoader({ context: { ...t.deps, user: who }, request: new Request("http://localhost:3000/admin/donnees-personnelles"), params: {} } as never);
    const refused = (answer: unknown) => answer as { data: { restricted: boolean }; init: { status: number } };
    expect(refused(await load(null))).toMatchObject({ data: { restricted: true }, init: { status: 401 } });
    expect(refused(await load(user({})))).toMatchObject({ data: { restricted: true }, init: { status: 403 } });
    expect(await load(user({ isAdmin: true }))).toEqual({ restricted: false });
    expect(await load(user({ isStaff: false, isSuperuser: true }))).toEqual({ restricted: false });
  });

  it("refuses bad input with French messages, and hostile bytes", async () => {
    const bad = await post("/search", { email: "pas-une-adresse" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: "Adresse e-mail non valide" });
    expect((await post("/search", {})).body.errors).toEqual({ email: "Adresse e-mail non valide" });
    expect((await post("/search", { email: `${"a".repeat(300)}@exemple.fr` })).status).toBe(400);
    const nul = await post("/search", { email: "a\u0000@exemple.fr" });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual({ email: "Ce champ contient un caractère non autorisé" });
    expect((await post("/search", "{pas du json")).status).toBe(400);
    const unconfirmed = await post("/erase", { email: "personne@exemple.fr" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors).toEqual({ confirm: "Confirmez l'effacement des données" });
    expect((await post("/erase", { email: "personne@exemple.fr", confirm: "true" })).status).toBe(400);
  });
});

describe("a person's data: found and exported", () => {
  it("is found in every category, whatever the case and spaces of the address typed", async () => {
    const person = await seedPerson();
    const { status, body } = await post<PersonalDataFindings>("/search", { email: `  ${person.email.toUpperCase()}  ` });
    expect(status).toBe(200);
    expect(body.counts).toEqual({
      candidates: 1,
      applications: 1,
      candidateNotes: 1,
      resumeFiles: 1,
      jobAlerts: 1,
      contactLeads: 1,
      trainingRegistrations: 1,
      jobSurveys: 2,
      surveyFiles: 1,
      emails: 2,
    });
    expect(body.total).toBe(12);
    expect(body.items.candidates[0]!.label).toBe("Camille Durand · Comptable");
    expect(body.items.jobAlerts[0]!.label).toBe("Alerte non confirmée · Recherche\u00a0: comptable\u00a0; Lieu\u00a0: Lyon");
    expect(body.items.resumeFiles[0]!.label).toContain("CV Camille é.pdf");
    expect(body.items.trainingRegistrations[0]!.label).toBe("Paie et administration · session du 01/03/2027");
    expect(body.items.emails.map((e) => e.label)).toEqual(["Votre demande (envoyé)", "Nouvelle candidature (envoyé)"]);
    // Someone else's address finds nothing of it.
    expect((await findPersonalData(t.deps, `autre.${person.email}`)).total).toBe(0);
  });

  it("is exported as a ZIP holding donnees.json and the files' bytes", async () => {
    const person = await seedPerson();
    const res = await t.app.request(`${BASE}/export`, {
      method: "POST",
      body: JSON.stringify({ email: person.email }),
      headers: { ...admin.headers, "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="donnees-personnelles-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual(["donnees.json", "fichiers/cv/1-CV_Camille_e.pdf", "fichiers/questionnaires/" + names[2]!.split("/")[2]].sort());
    expect(files["fichiers/cv/1-CV_Camille_e.pdf"]).toEqual(CV_BYTES);
    expect(Object.entries(files).find(([name]) => name.startsWith("fichiers/questionnaires/"))![1]).toEqual(SURVEY_BYTES);
    const data = JSON.parse(strFromU8(files["donnees.json"]!));
    expect(data.adresse).toBe(person.email);
    expect(data.candidates[0].name).toBe("Camille Durand");
    expect(data.applications[0].kind).toBe("CV_DROP");
    expect(data.candidateNotes[0].text).toBe("Très bon entretien");
    expect(data.contactLeads[0].content).toBe("Bonjour");
    expect(data.jobAlerts[0].queryData).toEqual({ query: "comptable", location: "Lyon" });
    expect(data.trainingRegistrations[0].training).toBe("Paie et administration");
    expect(data.jobSurveys).toHaveLength(2);
    expect(data.emails.map((e: { subject: string }) => e.subject)).toEqual(["Votre demande", "Nouvelle candidature"]);
    const json = strFromU8(files["donnees.json"]!);
    // The store's internal names and the alert token's hash are ours, not the person's.
    expect(json).not.toContain(person.resumeKey);
    expect(json).not.toContain(person.surveyKey);
    expect(json).not.toContain("a".repeat(64));
  });
});

describe("a person's data: erased, and every request logged", () => {
  it("is erased: rows gone in every category, files removed, e-mails redacted and kept", async () => {
    const person = await seedPerson();
    const bystander = await seedPerson();
    const store = fileStoreFor(t.deps.config);
    const outbox = t.deps.config.mail.outboxDir;
    const ownCopies = async () => (await readdir(outbox)).filter((f) => person.emailIds.some((id) => f.startsWith(`${id}-`)));
    expect(await ownCopies()).toHaveLength(2);

    const { status, body } = await post<PersonalDataErasure>("/erase", { email: person.email.toUpperCase(), confirm: true });
    expect(status).toBe(200);
    expect(body.total).toBe(12);
    expect(body.detail).toBe("Les données ont été effacées");

    expect((await findPersonalData(t.deps, person.email)).total).toBe(0);
    expect(await store.read(person.resumeKey)).toBeNull();
    expect(await store.read(person.surveyKey)).toBeNull();
    expect(await ownCopies()).toEqual([]);
    expect(await t.deps.db.select().from(applications).where(eq(applications.candidateId, person.candidateId))).toEqual([]);
    expect(await t.deps.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, person.candidateId))).toEqual([]);
    const [own, toFirm] = await t.deps.db.select().from(emails).where(inArray(emails.id, person.emailIds)).orderBy(emails.id);
    expect(own).toMatchObject({ toAddress: ERASED_ADDRESS, replyTo: null, subject: ERASED_CONTENT, textBody: ERASED_CONTENT, htmlBody: null, status: "SENT" });
    expect(toFirm).toMatchObject({ toAddress: "cabinet@alto-recrutement.example", replyTo: ERASED_ADDRESS, subject: ERASED_CONTENT, htmlBody: ERASED_CONTENT });
    expect(JSON.stringify(toFirm!.attachments)).not.toContain('"CV"');
    expect(JSON.stringify([own, toFirm]).toLowerCase()).not.toContain(person.email);

    // The other person is untouched.
    expect((await findPersonalData(t.deps, bystander.email)).total).toBe(12);
    expect(await store.read(bystander.resumeKey)).not.toBeNull();
  });

  it("logs every access, export and erasure: who, what kind, counts, a keyed hash, never the address", async () => {
    const person = await seedPerson();
    await post("/search", { email: person.email });
    await post("/export", { email: person.email });
    await post("/erase", { email: person.email, confirm: true });
    const hash = subjectHash(t.deps.config, person.email);
    expect(hash).toBe(subjectHash(t.deps.config, ` ${person.email.toUpperCase()}`));
    const rows = await t.deps.db.select().from(dataRequests).where(eq(dataRequests.subjectHash, hash)).orderBy(dataRequests.id);
    expect(rows.map((r) => r.kind)).toEqual(["ACCESS", "EXPORT", "ERASURE"]);
    for (const row of rows) {
      expect(row.handledBy).toBe(admin.id);
      expect(row.summary.candidates).toBe(1);
      expect(row.summary.emails).toBe(2);
      const stored = JSON.stringify(row).toLowerCase();
      expect(stored).not.toContain(person.email);
      expect(stored).not.toContain("camille");
    }

    const log = await t.call<{ requests: DataRequestLogEntry[] }>("GET", `${BASE}/requests`, undefined, admin.headers);
    expect(log.status).toBe(200);
    expect(log.body.requests.slice(0, 3).map((r) => r.kind)).toEqual(["ERASURE", "EXPORT", "ACCESS"]);
    expect(log.body.requests[0]!.handledBy).toMatch(/@cabinet\.test$/);
    expect(log.body.requests[0]!.summary.resumeFiles).toBe(1);
    expect(JSON.stringify(log.body).toLowerCase()).not.toContain(person.email);
    expect(JSON.stringify(log.body)).not.toContain(hash);
  });
});
