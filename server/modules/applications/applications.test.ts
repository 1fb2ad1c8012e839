import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { startSmtpServer } from "../../../tests/support/smtp";
import { cfbBytes, docxBombBytes, docxBytes, elfBytes, exeBytes, pdfBytes } from "../../../tests/support/resume-fixtures";
import { applications, candidates, emails, users } from "../../db/schema";
import { signedInPerson } from "../../../tests/support/people";
import { CONSULTANT_NOT_STAFF } from "../offers/offer-consultant";
import { insertOffers } from "../offers/offers.service";
import { purgeExpiredCandidates } from "./retention";
import { NUL_CHARACTER_MESSAGE } from "../../lib/nul-characters";
import {
  APPLICATION_ALREADY_RECEIVED,
  APPLICATION_MESSAGES,
  APPLICATION_SUCCESS,
  CV_DROP_SUCCESS,
  applicationConsentText,
} from "../../../common/candidate-forms";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;
let openId: number;
let archivedId: number;
let otherOpenId: number;
let visitor = 0;

type Upload = { name: string; bytes: Uint8Array; type?: string };
type Options = { consent?: boolean; query?: Record<string, string>; fields?: Record<string, string>; file?: Upload | null; fileField?: string };

/** A multipart call like the dialogs make, from its own address unless told otherwise. */
async function post(path: string, { consent = true, query = {}, fields = {}, file, fileField = "resume" }: Options, ip = `203.0.113.${++visitor}`) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set(fileField, new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/pdf" }));
  const search = new URLSearchParams(query).toString();
  const headers: Record<string, string> = { "X-Forwarded-For": ip, ...(consent ? { "X-Cookie-Consent": "true" } : {}) };
  const response = await t.app.request(`${path}${search ? `?${search}` : ""}`, { method: "POST", body: form, headers });
  return { status: response.status, body: (await response.json()) as { success?: boolean; detail: string; errors?: Record<string, string> } };
}

const apply = async (overrides: Partial<Options> & { email?: string } = {}) =>
  post("/api/jobs/position/apply", {
    query: {
      positionId: String(openId),
      email: overrides.email ?? "lea.dubois@example.org",
      rgpd: "true",
      captchaId: await solveCaptcha(t),
      ...overrides.query,
    },
    fields: { coverLetter: "Conductrice de travaux depuis six ans, je souhaite rejoindre vos chantiers lyonnais.", ...overrides.fields },
    file: overrides.file === undefined ? { name: "cv-lea.pdf", bytes: pdfBytes() } : overrides.file,
    consent: overrides.consent,
  });

const drop = async (fields: Record<string, string> = {}, file: Upload | null = { name: "mon cv.docx", bytes: docxBytes() }) =>
  post("/api/jobs/drop_cv", {
    fields: { email: "sam.petit@example.org", isRgpd: "true", captchaId: await solveCaptcha(t), ...fields },
    file,
    fileField: "uploadedFile",
  });

const storedFiles = async () => readdir(join(dataDir, "uploads", "resumes")).catch(() => [] as string[]);
const rowCounts = async () => ({
  candidates: (await t.deps.db.select({ n: count() }).from(candidates))[0].n,
  applications: (await t.deps.db.select({ n: count() }).from(applications))[0].n,
  files: (await storedFiles()).length,
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "applications-"));
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_TO: "cvtheque@alto-recrutement.example", TRUST_PROXY: "true", DATA_DIR: dataDir } });
  [openId, archivedId, otherOpenId] = await insertOffers(t.deps.db, [
    { name: "Conducteur de travaux H/F", description: "<p>Chantiers de logements à Lyon.</p>", city: "Lyon", departmentCode: "69" },
    { name: "Chef de chantier H/F", description: "<p>Pourvu.</p>", state: "archived", city: "Lyon", departmentCode: "69" },
    { name: "Métreur H/F", description: "<p>Bureau d'études à Lyon.</p>", city: "Lyon", departmentCode: "69" },
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("POST /api/jobs/position/apply: storing and announcing an application", () => {
  it("stores the CV outside the web root, the candidate, the application with its consent, and sends both e-mails", async () => {
    const before = smtp.received.length;
    const { status, body } = await apply({ email: "  Lea.Dubois@Example.org " });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, alreadyReceived: false, detail: APPLICATION_SUCCESS });

    const [candidate] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "lea.dubois@example.org"));
    expect(candidate).toMatchObject({ resumeFileName: "cv-lea.pdf", resumeMime: "application/pdf" });
    expect(candidate.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    const stored = await readFile(join(dataDir, "uploads", candidate.resumeKey!));
    expect(stored.subarray(0, 8).toString()).toBe("%PDF-1.4");

    const [application] = await t.deps.db.select().from(applications).where(eq(applications.candidateId, candidate.id));
    expect(application).toMatchObject({
      kind: "APPLICATION",
      positionId: openId,
      resumeKey: candidate.resumeKey,
      consentText: applicationConsentText(t.deps.config.brand.name),
    });
    expect(application.coverLetter).toContain("chantiers lyonnais");
    expect(Date.now() - application.consentAt.getTime()).toBeLessThan(60_000);

    expect(smtp.received.length).toBe(before + 2);
    const toCandidate = smtp.received.find((m) => m.to.includes("lea.dubois@example.org"))!;
    expect(toCandidate.raw).toContain("Conducteur de travaux H/F");
    expect(toCandidate.raw).toMatch(/effacer/);
    expect(toCandidate.raw).toContain("/donnees-personnelles");
    expect(toCandidate.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(toCandidate.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(toCandidate.raw).toMatch(/^Content-Type: text\/html/m);
    const [confirmation] = await t.deps.db.select().from(emails).where(eq(emails.category, "application-confirmation"));
    expect(confirmation.textBody).toContain(`${t.deps.config.publicUrl}/nos-offres/`);
    expect(confirmation.htmlBody).toContain(`<a href="${t.deps.config.publicUrl}/nos-offres"`);
    expect(confirmation.htmlBody).toContain("Conducteur de travaux H/F</a>");
    const toFirm = smtp.received.find((m) => m.to.includes("cvtheque@alto-recrutement.example"))!;
    expect(toFirm.raw).toContain(`Candidature n=C2=B0 ${application.id}`);
    // The way to the CV: the CVthèque, behind the staff sign-in.
    const [notification] = await t.deps.db.select().from(emails).where(eq(emails.category, "application-received"));
    expect(notification.textBody).toContain(`${t.deps.config.publicUrl}/admin/jobs/candidat?candidate=${application.candidateId}`);
  });

  it("announces an application to the offer's consultant, picked by staff among the team, and to the firm once that account is no longer staff's", async () => {
    const staff = await signedInPerson(t, { isStaff: true }, "camille.roux@alto-recrutement.example");
    const visitorAccount = await signedInPerson(t, {});
    const save = (consultantId: number | null) =>
      t.call("POST", "/api/admin/jobs/position/save", { id: otherOpenId, name: "Métreur H/F", consultantId }, staff.headers);
    // The manager's select lists the team, and the server takes no one else.
    const listed = await t.call<{ rows: { id: number; label: string }[] }>("POST", "/api/jobs/offer_consultants", {}, staff.headers);
    expect(listed.body.rows.map((row) => row.id)).toContain(staff.id);
    expect(listed.body.rows.map((row) => row.id)).not.toContain(visitorAccount.id);
    expect((await t.call("POST", "/api/jobs/offer_consultants", {}, visitorAccount.headers)).status).toBe(403);
    const refused = await save(visitorAccount.id);
    expect([refused.status, (refused.body as { errors?: Record<string, string> }).errors?.consultantId]).toEqual([400, CONSULTANT_NOT_STAFF]);
    // As the manager's form sends it before anyone is picked: no consultant.
    expect((await t.call("POST", "/api/admin/jobs/position/save", { id: otherOpenId, name: "Métreur H/F", consultantId: "" }, staff.headers)).status).toBe(200);
    expect((await save(staff.id)).status).toBe(200);

    const applyToOther = (email: string) => apply({ email, query: { positionId: String(otherOpenId) } });
    expect((await applyToOther("noe.blanc@example.org")).status).toBe(200);
    const [toConsultant] = await t.deps.db.select().from(emails).where(eq(emails.replyTo, "noe.blanc@example.org"));
    expect(toConsultant).toMatchObject({ category: "application-received", toAddress: "camille.roux@alto-recrutement.example" });
    const [noe] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "noe.blanc@example.org"));
    expect(toConsultant.textBody).toContain(`/admin/jobs/candidat?candidate=${noe.id}`);

    // The consultant leaves the team: the next candidates' data goes to the firm's address.
    await t.deps.db.update(users).set({ isStaff: false }).where(eq(users.id, staff.id));
    expect((await applyToOther("ines.marchal@example.org")).status).toBe(200);
    const [toFirm] = await t.deps.db.select().from(emails).where(eq(emails.replyTo, "ines.marchal@example.org"));
    expect(toFirm.toAddress).toBe("cvtheque@alto-recrutement.example");
  });
});

describe("POST /api/jobs/position/apply: a second application, and a Word 97-2003 file", () => {
  it("acknowledges a second application to the same offer as already received, without storing or mailing it again", async () => {
    const [before, mails] = [await rowCounts(), smtp.received.length];
    const { status, body } = await apply({ email: "lea.dubois@example.org" });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, alreadyReceived: true, detail: APPLICATION_ALREADY_RECEIVED });
    expect(await rowCounts()).toEqual(before);
    expect(smtp.received.length).toBe(mails);
  });

  it("updates the same candidate on an application to another offer (found by e-mail)", async () => {
    const { status } = await apply({
      email: "LEA.dubois@example.org",
      query: { positionId: String(otherOpenId) },
      file: { name: "cv-2026.docx", bytes: docxBytes() },
    });
    expect(status).toBe(200);
    const rows = await t.deps.db.select().from(candidates).where(eq(candidates.email, "lea.dubois@example.org"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resumeFileName: "cv-2026.docx", resumeMime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" });
    expect(await t.deps.db.select().from(applications).where(eq(applications.candidateId, rows[0].id))).toHaveLength(2);
  });

  it("accepts a Word 97-2003 file by its content", async () => {
    const { status } = await apply({ email: "doc@example.org", file: { name: "cv.doc", bytes: cfbBytes(), type: "application/msword" } });
    expect(status).toBe(200);
  });
});

describe("POST /api/jobs/position/apply: refusals store nothing and keep the captcha unspent", () => {
  let before: Awaited<ReturnType<typeof rowCounts>>;
  beforeEach(async () => {
    before = await rowCounts();
  });

  it.each([
    ["a renamed Linux executable", { name: "cv.pdf", bytes: elfBytes(), type: "application/pdf" }],
    ["a renamed Windows executable", { name: "cv.docx", bytes: exeBytes() }],
    ["a DOCX zip bomb (2 GB declared in its directory)", { name: "cv.docx", bytes: docxBombBytes() }],
    ["an Excel file (same container as .doc)", { name: "cv.doc", bytes: cfbBytes("Workbook") }],
    ["plain text", { name: "cv.pdf", bytes: new TextEncoder().encode("Je suis un CV en texte brut, sans format reconnu.") }],
  ])("refuses %s with the type message", async (_label, file) => {
    const { status, body } = await apply({ file });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ resume: APPLICATION_MESSAGES.resumeType });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a 20 MB file with the size message (413)", async () => {
    const { status, body } = await apply({ file: { name: "cv.pdf", bytes: pdfBytes(20 * 1024 * 1024) } });
    expect(status).toBe(413);
    expect(body.detail).toBe(APPLICATION_MESSAGES.resumeTooLarge);
    expect(body.errors).toEqual({ resume: APPLICATION_MESSAGES.resumeTooLarge });
    expect(await rowCounts()).toEqual(before);
  });

  it("lists every field mistake at once: e-mail, consent and missing CV", async () => {
    const { status, body } = await apply({ query: { email: "pas-une-adresse", rgpd: "false" }, file: null });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: APPLICATION_MESSAGES.email, rgpd: APPLICATION_MESSAGES.rgpd, resume: APPLICATION_MESSAGES.resume });
    expect(await rowCounts()).toEqual(before);
  });

  it.each(["x@mailinator.com", "paul@yopmail.fr", "paul@mail.yopmail.com", "jean@aaaaaaa.fr"])(
    "refuses a throwaway or made-up address (%s) with the spec's message, storing and mailing nothing",
    async (email) => {
      const mails = smtp.received.length;
      const { status, body } = await apply({ query: { email } });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ email: "Veuillez utiliser une adresse email valide et permanente" });
      expect(await rowCounts()).toEqual(before);
      expect(smtp.received.length).toBe(mails);
    },
  );

  it("does not burn the captcha on a mistake: the same id works once corrected", async () => {
    const captchaId = await solveCaptcha(t);
    expect((await apply({ query: { email: "faux", captchaId } })).status).toBe(400);
    expect((await apply({ query: { email: "corrige@example.org", captchaId } })).status).toBe(200);
    expect((await apply({ query: { email: "encore@example.org", captchaId } })).status).toBe(403);
    before = await rowCounts();
  });

  it("refuses without the cookie consent header (403)", async () => {
    const { status } = await apply({ consent: false });
    expect(status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an unknown captcha (403)", async () => {
    const { status } = await apply({ query: { captchaId: "inconnu" } });
    expect(status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 404 for an unknown offer and 410 for an archived one", async () => {
    const unknown = await apply({ query: { positionId: "999999" } });
    expect(unknown).toMatchObject({ status: 404, body: { detail: APPLICATION_MESSAGES.offerNotFound } });
    const archived = await apply({ query: { positionId: String(archivedId) } });
    expect(archived).toMatchObject({ status: 410, body: { detail: APPLICATION_MESSAGES.offerExpired } });
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 400, not a crash, to a body that is not multipart", async () => {
    const response = await t.app.request(`/api/jobs/position/apply?positionId=${openId}`, {
      method: "POST",
      headers: { "X-Cookie-Consent": "true", "Content-Type": "multipart/form-data; boundary=x", "X-Forwarded-For": "203.0.113.250" },
      body: "--y\r\nnot a part\r\n",
    });
    expect(response.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("POST /api/jobs/position/apply: the upload limit", () => {
  it("limits a client to 10 uploads in 10 minutes (429)", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++) expect((await post("/api/jobs/position/apply", { query: { positionId: String(openId) } }, ip)).status).toBe(400);
    const { status, body } = await post("/api/jobs/position/apply", {}, ip);
    expect(status).toBe(429);
    expect(body.detail).toBe("Trop de tentatives. Veuillez patienter avant de réessayer.");
  });
});

describe("POST /api/jobs/drop_cv", () => {
  it("puts the CV in the talent pool (no offer) and confirms by e-mail", async () => {
    const { status, body } = await drop();
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, detail: CV_DROP_SUCCESS });
    const [candidate] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "sam.petit@example.org"));
    expect(candidate.resumeFileName).toBe("mon cv.docx");
    const [application] = await t.deps.db.select().from(applications).where(eq(applications.candidateId, candidate.id));
    expect(application).toMatchObject({ kind: "CV_DROP", positionId: null });
    const [confirmation] = await t.deps.db.select().from(emails).where(eq(emails.toAddress, "sam.petit@example.org"));
    expect(confirmation).toMatchObject({ category: "cv-drop-confirmation", status: "SENT" });
    expect(confirmation.textBody).toContain("Nous avons bien reçu votre CV.");
    expect(confirmation.htmlBody).toContain("<p>Nous avons bien reçu votre CV.");
  });

  it("names the stored file with the extension its bytes show, whatever the visitor called it", async () => {
    expect((await drop({ email: "double.extension@example.org" }, { name: "cv.pdf.exe", bytes: pdfBytes() })).status).toBe(200);
    const [candidate] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "double.extension@example.org"));
    expect(candidate.resumeFileName).toBe("cv.pdf");
    expect(candidate.resumeKey).toMatch(/\.pdf$/);
  });

  it("ignores a candidateId sent by the browser: a visitor never writes to someone else's record", async () => {
    const { status } = await drop({ candidateId: "1", email: "autre.personne@example.org" });
    expect(status).toBe(200);
    const [lea] = await t.deps.db.select().from(candidates).where(eq(candidates.id, 1));
    expect(lea.email).not.toBe("autre.personne@example.org");
  });

  it("refuses a NUL character in a form field or the query, and an offer id beyond the column's range", async () => {
    const before = await rowCounts();
    const inField = await apply({ email: "nul@example.org", fields: { coverLetter: "Bonjour\u0000" } });
    expect(inField).toMatchObject({ status: 400, body: { errors: { coverLetter: NUL_CHARACTER_MESSAGE } } });
    const inQuery = await apply({ email: "nul\u0000@example.org" });
    expect(inQuery.status).toBe(400);
    const farId = await apply({ email: "loin@example.org", query: { positionId: "2147483648" } });
    expect(farId).toMatchObject({ status: 400, body: { errors: { positionId: APPLICATION_MESSAGES.offerNotFound } } });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a throwaway address with the spec's message: the pool never mails a public inbox", async () => {
    const before = await rowCounts();
    const { status, body } = await drop({ email: "x@mailinator.com" });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: "Veuillez utiliser une adresse email valide et permanente" });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a missing file, a missing consent and a bad e-mail together", async () => {
    const before = await rowCounts();
    const { status, body } = await drop({ email: "x@", isRgpd: "" }, null);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: APPLICATION_MESSAGES.email, isRgpd: APPLICATION_MESSAGES.rgpd, resume: APPLICATION_MESSAGES.resume });
    expect(await rowCounts()).toEqual(before);
  });
});

describe("retention (2 years after the last contact)", () => {
  it("deletes expired candidates with their applications and CV files, and keeps the others", async () => {
    expect((await apply({ email: "ancien@example.org" })).status).toBe(200);
    const [old] = await t.deps.db.select().from(candidates).where(eq(candidates.email, "ancien@example.org"));
    const oldFiles = (await t.deps.db.select().from(applications).where(eq(applications.candidateId, old.id))).map((a) => a.resumeKey);
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000);
    await t.deps.db.update(candidates).set({ lastContactAt: threeYearsAgo }).where(eq(candidates.id, old.id));
    const before = await rowCounts();

    expect(await purgeExpiredCandidates(t.deps)).toBe(1);

    expect(await t.deps.db.select().from(candidates).where(eq(candidates.id, old.id))).toEqual([]);
    expect(await t.deps.db.select().from(applications).where(eq(applications.candidateId, old.id))).toEqual([]);
    const files = await storedFiles();
    for (const key of oldFiles) expect(files).not.toContain(key.replace("resumes/", ""));
    expect(await rowCounts()).toEqual({
      candidates: before.candidates - 1,
      applications: before.applications - oldFiles.length,
      files: before.files - oldFiles.length,
    });
    expect(await purgeExpiredCandidates(t.deps)).toBe(0);
  });
});
