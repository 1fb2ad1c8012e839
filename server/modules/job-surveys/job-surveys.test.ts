import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type ApiRefusal, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { mailPart } from "../../../tests/support/outbox";
import { startSmtpServer } from "../../../tests/support/smtp";
import { emails, jobSurveyAttachments, jobSurveys } from "../../db/schema";
import {
  REQUIRED_MESSAGE,
  SURVEY_ATTACHMENT_MAX_BYTES,
  allPositions,
  formatPosition,
  validateSubStep,
  type JobSurveyType,
  type JobSurveyView,
} from "../../../common/job-survey";
import type { CreatedSurvey } from "./job-surveys.service";
import { purgeExpiredSurveys } from "./job-surveys.service";
import { completeSurveyAnswers } from "./job-surveys.testing";
import { saveAttachment } from "./attachments.service";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;
let staff: Person;
let visitor = 0;
const CONSULTANT = "consultante@alto-recrutement.example";

type SurveyAnswer = JobSurveyView & { detail?: string; survey?: JobSurveyView; userStep?: string };

/** A candidate's browser: cookie consent given, each call from its own address (rate limits bite only where tested). */
const visitorHeaders = (extra: Record<string, string> = {}) => ({ "X-Cookie-Consent": "true", "X-Forwarded-For": `203.0.113.${++visitor % 250}`, ...extra });
const call = (path: string, body?: unknown, headers = visitorHeaders()) => t.call<SurveyAnswer>("POST", path, body, headers);

const invite = async (body: Record<string, unknown> = {}) => {
  const { status, body: created } = await t.call<CreatedSurvey>("POST", "/api/jobs/job_survey_create", { recruiterEmail: CONSULTANT, ...body }, staff.headers);
  expect(status).toBe(200);
  return created;
};

/** Every answer a type asks for, valid. */
const completeAnswers = (type: JobSurveyType) => completeSurveyAnswers(type, CONSULTANT);

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const upload = async (publicId: string, field: string, bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/pdf") => {
  const form = new FormData();
  form.set("id", publicId);
  form.set("field", field);
  form.set("uploadedFile", new File([bytes], name, { type }));
  const res = await t.app.request(`/api/jobs/job_survey_attachment_save/${publicId}`, { method: "POST", body: form, headers: visitorHeaders() });
  return { status: res.status, body: (await res.json()) as SurveyAnswer & ApiRefusal };
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), "job-surveys-"));
  t = await createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true", DATA_DIR: dataDir } });
  staff = await signedInPerson(t, { isStaff: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the survey's rules (common/job-survey.ts)", () => {
  it("has six sections; relocationPlans and the payslip only in the full type", () => {
    expect(allPositions("FULL").map(formatPosition)).toEqual([
      "1-1",
      "2-1",
      "2-2",
      "3-1",
      "3-2",
      "4-1",
      "4-2",
      "5-1",
      "5-2",
      "5-3",
      "6-1",
      "6-2",
      "6-3",
      "6-4",
    ]);
    expect(allPositions("LIGHT").map(formatPosition)).toEqual(["1-1", "2-1", "2-2", "3-1", "4-1", "4-2", "5-1", "6-1", "6-2"]);
    expect(validateSubStep("FULL", 5, 3, {})).toEqual({ jobExpectations: REQUIRED_MESSAGE, relocationPlans: REQUIRED_MESSAGE });
    expect(validateSubStep("LIGHT", 4, 2, {})).toEqual({ jobExpectations: REQUIRED_MESSAGE });
  });

  it("gives each field its message from §5, and checks the reference phone (+ optional, 10 to 15 digits)", () => {
    expect(validateSubStep("FULL", 1, 1, { candidateEmail: "pas-une-adresse" })).toEqual({
      candidateFirstName: "Prénom invalide",
      candidateLastName: "Nom invalide",
      candidateEmail: "Email invalide",
      recruiterEmail: "Email invalide",
    });
    expect(validateSubStep("FULL", 2, 1, { companyName: "  " })).toEqual({
      companyName: "Nom de la société invalide",
      jobTitle: "Titre du poste invalide",
      acquiredSkills: "Compétences acquises invalides",
    });
    expect(validateSubStep("FULL", 2, 2, {})).toEqual({ successAndFrustrations: "Description invalide", careerTransitionReasons: "Motifs invalides" });
    expect(validateSubStep("FULL", 5, 1, {})).toEqual({ salaryExpectations: "Description invalide" });
    const references = completeAnswers("FULL");
    for (const phone of ["0612345678", "+33612345678", "06 12 34 56 78", "+123456789012345"]) {
      expect(validateSubStep("FULL", 6, 1, { ...references, recommandationPhone: phone })).toEqual({});
    }
    for (const phone of ["061234567", "+1234567890123456", "06-12-AB-56-78", "++33612345678"]) {
      expect(validateSubStep("FULL", 6, 1, { ...references, recommandationPhone: phone })).toEqual({ recommandationPhone: "Téléphone invalide" });
    }
    expect(validateSubStep("FULL", 6, 4, { isConsentementCv: true })).toEqual({ isCertificationNonContact: REQUIRED_MESSAGE });
  });
});

describe("POST /api/jobs/job_survey_create", () => {
  it("is for staff only: 401 for a visitor, 403 for a signed-in non-staff user", async () => {
    expect((await call("/api/jobs/job_survey_create", { recruiterEmail: CONSULTANT })).status).toBe(401);
    const member = await signedInPerson(t, {});
    expect((await t.call("POST", "/api/jobs/job_survey_create", { recruiterEmail: CONSULTANT }, member.headers)).status).toBe(403);
  });

  it("answers an unguessable public address per type, with the answers pre-filled", async () => {
    const full = await invite({ candidateFirstName: "Camille", candidateEmail: " Camille.Roux@Exemple.fr " });
    expect(full.publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(full.url).toBe(`http://localhost:3000/questionnaires/${full.publicId}`);
    const light = await invite({ type: "LIGHT" });
    expect(light.url).toBe(`http://localhost:3000/questionnaires/light/${light.publicId}`);

    const { status, body } = await call(`/api/jobs/job_survey_fetch/${full.publicId}`, { type: "FULL" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: full.publicId,
      type: "FULL",
      userStep: "1-1",
      isCompleted: false,
      revision: 0,
      attachments: [],
      answers: { candidateFirstName: "Camille", candidateEmail: "camille.roux@exemple.fr", recruiterEmail: CONSULTANT },
    });
    expect(JSON.stringify(body)).not.toMatch(/"id":\d/);
  });

  it("refuses a bad consultant address with a French message", async () => {
    const { status, body } = await t.call("POST", "/api/jobs/job_survey_create", { recruiterEmail: "nope", type: "MEDIUM" }, staff.headers);
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({ recruiterEmail: "Adresse e-mail non valide", type: "Type de questionnaire invalide" });
  });
});

describe("POST /api/jobs/job_survey_fetch/{id}", () => {
  it("answers 404 in French for an unknown, a malformed or a serial id, and for the other type's address", async () => {
    const { publicId } = await invite();
    const [row] = await t.deps.db.select({ id: jobSurveys.id }).from(jobSurveys).where(eq(jobSurveys.publicId, publicId));
    for (const id of ["00000000-0000-4000-8000-000000000000", "pas-un-id", String(row!.id), "1'%20or%201=1"]) {
      const { status, body } = await call(`/api/jobs/job_survey_fetch/${id}`, {});
      expect(status).toBe(404);
      expect(body.detail).toBe("Questionnaire introuvable");
    }
    expect((await call(`/api/jobs/job_survey_fetch/${publicId}`, { type: "LIGHT" })).status).toBe(404);
  });

  it("needs the cookie consent header", async () => {
    const { publicId } = await invite();
    const { status } = await t.call("POST", `/api/jobs/job_survey_fetch/${publicId}`, {}, { "X-Forwarded-For": "203.0.113.251" });
    expect(status).toBe(403);
  });

  it("opens the consulting view to staff only", async () => {
    const { publicId } = await invite();
    expect((await call(`/api/jobs/job_survey_fetch/${publicId}`, { isConsulting: true })).status).toBe(401);
    const member = await signedInPerson(t, {});
    expect((await call(`/api/jobs/job_survey_fetch/${publicId}`, { isConsulting: true }, visitorHeaders(member.headers))).status).toBe(403);
    expect((await call(`/api/jobs/job_survey_fetch/${publicId}`, { isConsulting: true }, visitorHeaders(staff.headers))).status).toBe(200);
  });
});

describe("POST /api/jobs/job_survey_save/{id}: saving answers as the candidate goes", () => {
  it("saves answers and position; a reload resumes there", async () => {
    const { publicId } = await invite();
    const answers = { candidateFirstName: "Camille", candidateLastName: "Roux", companyName: "Atelier" };
    const saved = await call(`/api/jobs/job_survey_save/${publicId}`, { answers, userStep: "2-1", type: "FULL", revision: 0, startMailSent: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ userStep: "2-1", revision: 1, answers });
    const reloaded = await call(`/api/jobs/job_survey_fetch/${publicId}`, { type: "FULL" });
    expect(reloaded.body).toMatchObject({ userStep: "2-1", revision: 1, answers });
  });

  it("keeps a position inside the type's steps", async () => {
    const { publicId } = await invite({ type: "LIGHT" });
    const { body } = await call(`/api/jobs/job_survey_save/${publicId}`, { answers: {}, userStep: "3-7", revision: 0 });
    expect(body.userStep).toBe("3-1");
    const refused = await call(`/api/jobs/job_survey_save/${publicId}`, { answers: {}, userStep: "trois", revision: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ userStep: "Étape invalide" });
  });

  it("refuses a stale revision (another tab saved since) with 409 and keeps the newer answers", async () => {
    const { publicId } = await invite();
    const path = `/api/jobs/job_survey_save/${publicId}`;
    expect((await call(path, { answers: { companyName: "Nouvelle" }, userStep: "2-1", revision: 0 })).status).toBe(200);
    const stale = await call(path, { answers: { companyName: "Ancienne" }, userStep: "1-1", revision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe("Ce questionnaire a été modifié dans un autre onglet");
    expect(stale.body.survey).toMatchObject({ revision: 1, userStep: "2-1", answers: { companyName: "Nouvelle" } });
    const [row] = await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, publicId));
    expect(row).toMatchObject({ revision: 1, answers: { companyName: "Nouvelle" } });
  });

  it("refuses unknown fields (relocationPlans in a light survey too) and wrong value types with a French 400", async () => {
    const full = await invite();
    const unknown = await call(`/api/jobs/job_survey_save/${full.publicId}`, { answers: { password: "x" }, userStep: "1-1", revision: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ password: "Réponse inconnue pour ce questionnaire" });
    const light = await invite({ type: "LIGHT" });
    const relocation = await call(`/api/jobs/job_survey_save/${light.publicId}`, { answers: { relocationPlans: "Lyon" }, userStep: "1-1", revision: 0 });
    expect(relocation.status).toBe(400);
    expect(relocation.body.errors).toEqual({ relocationPlans: "Réponse inconnue pour ce questionnaire" });
    const types = await call(`/api/jobs/job_survey_save/${full.publicId}`, {
      answers: { companyName: 42, isConsentementCv: "oui", jobSkills: "x".repeat(5001) },
      userStep: "1-1",
      revision: 0,
    });
    expect(types.status).toBe(400);
    expect(types.body.errors).toEqual({ companyName: "Valeur invalide", isConsentementCv: "Valeur invalide", jobSkills: "Ce texte est trop long" });
  });
});

describe("POST /api/jobs/job_survey_save/{id}: the submission", () => {
  it("on submission checks every sub-step: a missing required field is a 400 with its message and where it is", async () => {
    const { publicId } = await invite();
    const answers = completeAnswers("FULL");
    delete answers.lastCareerTransitionReasons;
    const before = smtp.received.length;
    const { status, body } = await call(`/api/jobs/job_survey_save/${publicId}`, {
      answers,
      userStep: "6-4",
      revision: 0,
      isCompleted: true,
      captchaId: await solveCaptcha(t),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ lastCareerTransitionReasons: "Motifs invalides" });
    expect(body.userStep).toBe("3-2");
    expect(smtp.received.length).toBe(before);
    const [row] = await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, publicId));
    expect(row!.isCompleted).toBe(false);
  });

  it("on submission needs a valid captcha (a light survey here)", async () => {
    const { publicId } = await invite({ type: "LIGHT" });
    const path = `/api/jobs/job_survey_save/${publicId}`;
    const body = { answers: completeAnswers("LIGHT"), userStep: "6-2", revision: 0, isCompleted: true };
    expect((await call(path, body)).status).toBe(403);
    expect((await call(path, { ...body, captchaId: "00000000-0000-4000-8000-000000000000" })).status).toBe(403);
    const done = await call(path, { ...body, captchaId: await solveCaptcha(t) });
    expect(done.status).toBe(200);
    expect(done.body.isCompleted).toBe(true);
  });

  it("a complete submission e-mails the consultant a laid-out summary once, then the survey is read-only", async () => {
    const { publicId } = await invite();
    expect((await upload(publicId, "diploma", PDF, "diplome.pdf")).status).toBe(200);
    const before = smtp.received.length;
    const completedMails = async () => (await t.deps.db.select().from(emails).where(eq(emails.category, "job-survey-completed"))).length;
    const rowsBefore = await completedMails();
    const path = `/api/jobs/job_survey_save/${publicId}`;
    const answers = completeAnswers("FULL");
    const done = await call(path, { answers, userStep: "6-4", revision: 0, isCompleted: true, captchaId: await solveCaptcha(t) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isCompleted: true, userStep: "6-4", revision: 1 });

    // The consultant's copy, then the candidate's receipt (issue 48).
    expect(smtp.received.length).toBe(before + 2);
    const mail = smtp.received.at(-2)!;
    expect(mail.to).toEqual([CONSULTANT]);
    expect(smtp.received.at(-1)!.to).toEqual(["camille.roux@exemple.fr"]);
    const html = mailPart(mail.raw, "text/html")!;
    expect(html).toContain("Camille Roux a complété son questionnaire");
    expect(html).toContain("Gestion de planning &lt;b&gt;et&lt;/b&gt; budgets");
    expect(html).toContain("Lyon ou Grenoble");
    expect(html).toContain("diplome.pdf");
    expect(html).toContain(`/questionnaires/consulting/${publicId}`);
    expect(await completedMails()).toBe(rowsBefore + 1);

    // Submitted twice (a second tab, a double click): refused, no second mail.
    const again = await call(path, { answers, userStep: "6-4", revision: 1, isCompleted: true, captchaId: await solveCaptcha(t) });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Ce questionnaire a déjà été envoyé");
    expect(smtp.received.length).toBe(before + 2);
    expect(await completedMails()).toBe(rowsBefore + 1);
    expect((await upload(publicId, "diploma", PDF, "autre.pdf")).status).toBe(409);
  });
});

describe("POST /api/jobs/job_survey_send_start_mail", () => {
  it("is sent once, and only when both names are filled", async () => {
    const { publicId } = await invite();
    const path = "/api/jobs/job_survey_send_start_mail";
    const before = smtp.received.length;
    expect((await call(path, { jobSurveyId: publicId, candidateFirstName: "Camille", candidateLastName: " ", recruiterEmail: CONSULTANT })).body).toEqual({
      sent: false,
    });
    expect(smtp.received.length).toBe(before);
    expect((await call(path, { jobSurveyId: publicId, candidateFirstName: "Camille", candidateLastName: "Roux", recruiterEmail: CONSULTANT })).body).toEqual({
      sent: true,
    });
    expect((await call(path, { jobSurveyId: publicId, candidateFirstName: "Camille", candidateLastName: "Roux", recruiterEmail: CONSULTANT })).body).toEqual({
      sent: false,
    });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([CONSULTANT]);
    expect((await call(`/api/jobs/job_survey_fetch/${publicId}`, {})).body.startMailSent).toBe(true);
  });

  it("goes to the consultant the candidate picked by id (the picker gives ids, never addresses)", async () => {
    const colleague = await signedInPerson(t, { isStaff: true }, "collegue.choisie@alto-recrutement.example");
    const { publicId } = await invite();
    const saved = await call(`/api/jobs/job_survey_save/${publicId}`, { answers: { recruiterEmail: String(colleague.id) }, userStep: "1-1", revision: 0 });
    expect(saved.status).toBe(200);
    await call("/api/jobs/job_survey_send_start_mail", { jobSurveyId: publicId, candidateFirstName: "A", candidateLastName: "B" });
    expect(smtp.received.at(-1)!.to).toEqual(["collegue.choisie@alto-recrutement.example"]);
  });

  it("never mails an address the visitor typed that is not a staff member's", async () => {
    const { publicId } = await invite();
    await call(`/api/jobs/job_survey_save/${publicId}`, { answers: { recruiterEmail: "victime@ailleurs.example" }, userStep: "1-1", revision: 0 });
    await call("/api/jobs/job_survey_send_start_mail", { jobSurveyId: publicId, candidateFirstName: "A", candidateLastName: "B" });
    expect(smtp.received.at(-1)!.to).toEqual([CONSULTANT]);
  });
});

describe("POST /api/jobs/job_survey_attachment_save/{id}", () => {
  it("stores a PDF outside the web root, lists it, replaces it, then deletes it", async () => {
    const { publicId } = await invite();
    const first = await upload(publicId, "recommandationAttachment", PDF, "../../lettre.PDF");
    expect(first.status).toBe(200);
    expect(first.body.detail).toBe("Le document a été enregistré");
    expect(first.body.attachments).toMatchObject([
      { field: "recommandationAttachment", label: "Lettre de recommandation", fileName: "lettre.pdf", fileType: "application/pdf", fileSize: PDF.length },
    ]);
    const files = () => readdir(join(dataDir, "uploads", "job-surveys"));
    const stored = await files();
    const replaced = await upload(publicId, "recommandationAttachment", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "scan.jpeg", "image/jpeg");
    expect(replaced.body.attachments).toMatchObject([{ fileName: "scan.jpg", fileType: "image/jpeg" }]);
    expect((await files()).length).toBe(stored.length);

    const form = new FormData();
    form.set("id", publicId);
    form.set("field", "recommandationAttachment");
    form.set("delete", "true");
    const res = await t.app.request(`/api/jobs/job_survey_attachment_save/${publicId}`, { method: "POST", body: form, headers: visitorHeaders() });
    const deleted = (await res.json()) as SurveyAnswer;
    expect(res.status).toBe(200);
    expect(deleted).toMatchObject({ detail: "L'attachement a été supprimé", attachments: [] });
    expect((await files()).length).toBe(stored.length - 1);

    const twice = await call(`/api/jobs/job_survey_attachment_save/${publicId}`, { id: publicId, field: "recommandationAttachment", delete: true });
    expect(twice.status).toBe(404);
    expect(twice.body.detail).toBe("Erreur lors de la suppression");
  });

  it("serves a document for its preview to the survey's holder while it is filled, then to staff only", async () => {
    const { publicId } = await invite();
    const { body } = await upload(publicId, "diploma", PDF, "diplôme.pdf");
    const [document] = body.attachments;
    const read = (id: number | string, headers: Record<string, string> = visitorHeaders()) =>
      t.app.request(`/api/jobs/job_survey_attachment/${publicId}/${id}`, { headers });
    const res = await read(document!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Disposition")).toContain("inline");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect((await read(999_999)).status).toBe(404);
    expect((await read("1e3")).status).toBe(404);
    const other = await invite();
    expect((await t.app.request(`/api/jobs/job_survey_attachment/${other.publicId}/${document!.id}`, { headers: visitorHeaders() })).status).toBe(404);

    await t.deps.db.update(jobSurveys).set({ isCompleted: true }).where(eq(jobSurveys.publicId, publicId));
    expect((await read(document!.id)).status).toBe(403);
    expect((await read(document!.id, staff.headers)).status).toBe(200);
  });

  it("refuses a PNG renamed .pdf, an unknown field and the payslip of a light survey", async () => {
    const full = await invite();
    const png = await upload(full.publicId, "diploma", PNG, "diplome.pdf");
    expect(png.status).toBe(400);
    expect(png.body.errors).toEqual({ uploadedFile: "Seuls les documents PDF et JPEG sont acceptés" });
    expect((await upload(full.publicId, "avatar", PDF, "a.pdf")).status).toBe(400);
    const light = await invite({ type: "LIGHT" });
    expect((await upload(light.publicId, "salaryAttachment", PDF, "bulletin.pdf")).status).toBe(400);
    expect(await t.deps.db.select().from(jobSurveyAttachments)).not.toContainEqual(expect.objectContaining({ field: "avatar" }));
  });

  it("refuses a document over the limit with 413 «Document trop volumineux»", async () => {
    const { publicId } = await invite();
    const big = new Uint8Array(SURVEY_ATTACHMENT_MAX_BYTES + 1);
    big.set(PDF);
    // Through the service (the HTTP body limit in front of it answers 413 too).
    await expect(
      saveAttachment(t.deps, publicId, { field: "diploma", uploadedFile: new File([big], "gros.pdf", { type: "application/pdf" }) }),
    ).rejects.toMatchObject({ status: 413, detail: "Document trop volumineux" });
    const refused = await upload(publicId, "diploma", big, "gros.pdf");
    expect(refused.status).toBe(413);
    expect(refused.body.detail).toBe("Document trop volumineux");
    // A real scan (a few hundred kilobytes) passes the API's JSON limit of 100 KB.
    const scan = new Uint8Array(800 * 1024);
    scan.set(PDF);
    const accepted = await upload(publicId, "diploma", scan, "diplome.pdf");
    expect(accepted.status).toBe(200);
    expect(accepted.body.attachments).toMatchObject([{ field: "diploma", fileSize: scan.length }]);
  });
});

describe("hostile input", () => {
  it("answers 4xx, never 500, to NUL bytes, huge numbers and wrong types", async () => {
    const { publicId } = await invite();
    const save = `/api/jobs/job_survey_save/${publicId}`;
    const bodies: unknown[] = [
      { answers: { companyName: "a\u0000b" }, userStep: "1-1", revision: 0 },
      { answers: {}, userStep: "1-1", revision: 1e308 },
      { answers: {}, userStep: "1-1", revision: -1 },
      { answers: {}, userStep: "99999999999999999999-1", revision: 0 },
      { answers: [], userStep: "1-1", revision: 0 },
      { answers: "tout", userStep: 12, revision: "0" },
      { answers: { __proto__: { x: 1 }, constructor: "x" }, userStep: "1-1", revision: 0 },
      null,
      [],
      "pas du json",
    ];
    for (const body of bodies) {
      const { status } = await call(save, body);
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const body of [{ jobSurveyId: 12 }, { jobSurveyId: publicId, candidateFirstName: ["x"] }, { jobSurveyId: "a\u0000" }]) {
      const { status } = await call("/api/jobs/job_survey_send_start_mail", body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    for (const body of [{ field: "diploma", delete: true, id: 5 }, { field: 5 }, { id: publicId, field: "diploma" }]) {
      const { status } = await call(`/api/jobs/job_survey_attachment_save/${publicId}`, body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await call(`/api/jobs/job_survey_fetch/${"f".repeat(5000)}`, {})).status).toBe(404);
    expect((await call(`/api/jobs/job_survey_fetch/${publicId}`, { isConsulting: "oui", type: 7 })).status).toBe(400);
  });
});

describe("retention", () => {
  it("purgeExpiredSurveys deletes surveys untouched for 2 years, with their documents", async () => {
    const old = await invite();
    const recent = await invite();
    await upload(old.publicId, "diploma", PDF, "ancien.pdf");
    const [{ storageKey }] = await t.deps.db
      .select({ storageKey: jobSurveyAttachments.storageKey })
      .from(jobSurveyAttachments)
      .innerJoin(jobSurveys, eq(jobSurveys.id, jobSurveyAttachments.surveyId))
      .where(eq(jobSurveys.publicId, old.publicId));
    const now = new Date();
    const longAgo = new Date(now.getTime() - 2 * 366 * 86_400_000);
    await t.deps.db.update(jobSurveys).set({ updatedAt: longAgo }).where(eq(jobSurveys.publicId, old.publicId));

    expect(await purgeExpiredSurveys(t.deps, now)).toBe(1);
    expect(await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, old.publicId))).toEqual([]);
    expect(await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, recent.publicId))).toHaveLength(1);
    expect(await readdir(join(dataDir, "uploads", "job-surveys"))).not.toContain(storageKey!.split("/").pop());
  });
});
