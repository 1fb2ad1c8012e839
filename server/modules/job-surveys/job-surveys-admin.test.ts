import { mkdtemp, readdir, rm } from "node:fs/promises";
import { completeSurveyAnswers } from "./job-surveys.testing";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { startSmtpServer } from "../../../tests/support/smtp";
import { emails, jobSurveyAttachments, jobSurveys } from "../../db/schema";
import type { JobSurveyType } from "../../../common/job-survey";
import type { CreatedSurvey } from "./job-surveys.service";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;
let staff: Person;
let member: Person;
let visitor = 0;
const CONSULTANT = "consultante@alto-recrutement.example";

const visitorHeaders = (extra: Record<string, string> = {}) => ({ "X-Cookie-Consent": "true", "X-Forwarded-For": `198.51.100.${++visitor % 250}`, ...extra });

const invite = async (body: Record<string, unknown> = {}) => {
  const { status, body: created } = await t.call<CreatedSurvey>("POST", "/api/jobs/job_survey_create", { recruiterEmail: CONSULTANT, ...body }, staff.headers);
  expect(status).toBe(200);
  const [row] = await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.publicId, created.publicId));
  return { ...created, id: row!.id };
};

const LONG = "Très « engagée » dans l’équipe ; cœur de métier : 42\u202fK€. ".repeat(90).trim().slice(0, 5000);

const completeAnswers = (type: JobSurveyType) =>
  completeSurveyAnswers(type, CONSULTANT, {
    candidateFirstName: "Éloïse",
    candidateLastName: "Lefèvre",
    candidateEmail: "eloise.lefevre@exemple.fr",
    acquiredSkills: LONG,
  });

/** The candidate sends the whole survey, as the last step's «Soumettre» does. */
async function complete(publicId: string, type: JobSurveyType = "FULL") {
  const { status } = await t.call(
    "POST",
    `/api/jobs/job_survey_save/${publicId}`,
    { answers: completeAnswers(type), userStep: type === "FULL" ? "6-4" : "6-2", revision: 0, isCompleted: true, captchaId: await solveCaptcha(t) },
    visitorHeaders(),
  );
  expect(status).toBe(200);
}

/** The bytes of a message's attachment of this content type (nodemailer writes them in base64). */
function attachmentBytes(raw: string, contentType: string): Uint8Array | undefined {
  const mail = raw.replace(/\r\n/g, "\n");
  const start = mail.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return undefined;
  const headersEnd = mail.indexOf("\n\n", start);
  const rest = mail.slice(headersEnd + 2);
  return new Uint8Array(Buffer.from(rest.slice(0, rest.indexOf("\n--")).replace(/\s/g, ""), "base64"));
}

async function pdfText(bytes: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: (text as string).replace(/[\s\u00a0]+/g, " "), totalPages };
}

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const upload = async (publicId: string, field: string) => {
  const form = new FormData();
  form.set("id", publicId);
  form.set("field", field);
  form.set("uploadedFile", new File([PDF], "document.pdf", { type: "application/pdf" }));
  const res = await t.app.request(`/api/jobs/job_survey_attachment_save/${publicId}`, { method: "POST", body: form, headers: visitorHeaders() });
  expect(res.status).toBe(200);
};

const download = async (id: string | number, headers: Record<string, string> = staff.headers) => {
  const res = await t.app.request(`/api/jobs/job_surveys/${id}/download`, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), "job-surveys-admin-"));
  t = await createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true", DATA_DIR: dataDir } });
  staff = await signedInPerson(t, { isStaff: true });
  member = await signedInPerson(t, {});
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the survey's PDF in the consultant's completion mail", () => {
  it("is attached, and holds the answers, accents and a 5000-character answer over several pages", async () => {
    const { publicId } = await invite();
    const before = smtp.received.length;
    await complete(publicId);
    // The consultant's mail with the PDF, then the candidate's receipt (no PDF, no answers).
    expect(smtp.received.length).toBe(before + 2);
    const mail = smtp.received.at(-2)!;
    expect(mail.to).toEqual([CONSULTANT]);
    expect(smtp.received.at(-1)!.to).toEqual(["eloise.lefevre@exemple.fr"]);
    expect(attachmentBytes(smtp.received.at(-1)!.raw, "application/pdf")).toBeUndefined();
    expect(mail.raw).toMatch(/filename="?questionnaire-eloise-lefevre\.pdf"?/);
    const bytes = attachmentBytes(mail.raw, "application/pdf")!;
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const { text, totalPages } = await pdfText(bytes);
    expect(totalPages).toBeGreaterThan(2);
    expect(text).toContain("Questionnaire d'Éloïse Lefèvre");
    expect(text).toContain("Version complète · Complété le");
    expect(text).toContain("Lyon ou Grenoble");
    expect(text).toContain("Très « engagée » dans l’équipe ; cœur de métier : 42 K€.");
    expect(text.split("cœur de métier").length - 1).toBe(LONG.split("cœur de métier").length - 1);

    // Stored with the row, so a resend of the mail carries it too.
    const rows = await t.deps.db.select().from(emails).where(eq(emails.category, "job-survey-completed")).orderBy(emails.id);
    expect(rows.at(-1)!.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf", encoding: "base64" })]);
  });
});

describe("GET /api/jobs/job_surveys/{id}/download", () => {
  it("is for staff only: 401 for a visitor, 403 for a signed-in non-staff user", async () => {
    const { id } = await invite();
    expect((await download(id, visitorHeaders())).res.status).toBe(401);
    expect((await download(id, member.headers)).res.status).toBe(403);
  });

  it("gives staff the PDF as an attachment with an ASCII file name, by serial id (and public id)", async () => {
    const { id, publicId } = await invite({ type: "LIGHT", candidateFirstName: "Zoë", candidateLastName: "D'Œuf" });
    await complete(publicId, "LIGHT");
    const { res, bytes } = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="questionnaire-eloise-lefevre.pdf"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { text } = await pdfText(bytes);
    expect(text).toContain("Version courte");
    expect(text).not.toContain("Projets de mobilité");
    expect((await download(publicId)).res.status).toBe(200);
  });

  it("also works for a survey not yet completed", async () => {
    const { id } = await invite({ candidateFirstName: "Noé", candidateLastName: "Martin" });
    const { res, bytes } = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="questionnaire-noe-martin.pdf"');
    const { text } = await pdfText(bytes);
    expect(text).toContain("Questionnaire de Noé Martin");
    expect(text).toContain("Non complété (étape 1-1)");
  });

  it("answers 404 «Questionnaire introuvable» for an unknown or malformed id", async () => {
    for (const id of ["999999", "00000000-0000-4000-8000-000000000000", "abc", "99999999999999", "0"]) {
      const res = await t.app.request(`/api/jobs/job_surveys/${id}/download`, { headers: staff.headers });
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { detail: string }).detail).toBe("Questionnaire introuvable");
    }
  });
});

describe("DELETE /api/jobs/job_survey_delete/{id}", () => {
  const remove = (id: string | number, headers: Record<string, string> = staff.headers) =>
    t.call("DELETE", `/api/jobs/job_survey_delete/${id}`, undefined, headers);

  it("is for staff only: 401 for a visitor, 403 for a signed-in non-staff user; the survey stays", async () => {
    const { id } = await invite();
    expect((await remove(id, visitorHeaders())).status).toBe(401);
    expect((await remove(id, member.headers)).status).toBe(403);
    expect(await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.id, id))).toHaveLength(1);
  });

  it("deletes the survey, its attachment rows and then their files", async () => {
    const { id, publicId } = await invite();
    const other = await invite();
    await upload(publicId, "diploma");
    await upload(publicId, "recommandationAttachment");
    await upload(other.publicId, "diploma");
    const keys = (await t.deps.db.select().from(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, id))).map((a) => a.storageKey.split("/").pop());
    expect(keys).toHaveLength(2);
    const files = () => readdir(join(dataDir, "uploads", "job-surveys"));
    for (const key of keys) expect(await files()).toContain(key);
    const before = (await files()).length;

    const { status, body } = await remove(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, detail: "Le questionnaire a été supprimé" });
    expect(await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.id, id))).toEqual([]);
    expect(await t.deps.db.select().from(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, id))).toEqual([]);
    for (const key of keys) expect(await files()).not.toContain(key);
    expect((await files()).length).toBe(before - 2);
    // The other survey and its document are untouched.
    expect(await t.deps.db.select().from(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, other.id))).toHaveLength(1);

    const again = await remove(id);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe("Questionnaire introuvable");
    const fetched = await t.call("POST", `/api/jobs/job_survey_fetch/${publicId}`, {}, visitorHeaders());
    expect(fetched.status).toBe(404);
  });

  it("answers 404 for an unknown or malformed id, and accepts the public id", async () => {
    for (const id of ["999999", "00000000-0000-4000-8000-000000000000", "x'; drop table job_surveys; --"]) {
      const { status, body } = await remove(encodeURIComponent(id));
      expect(status, id).toBe(404);
      expect(body.detail).toBe("Questionnaire introuvable");
    }
    const { id, publicId } = await invite();
    expect((await remove(publicId)).status).toBe(200);
    expect(await t.deps.db.select().from(jobSurveys).where(eq(jobSurveys.id, id))).toEqual([]);
  });
});

describe("POST /api/jobs/job_survey_send_form", () => {
  const send = (body: unknown, headers: Record<string, string> = staff.headers) => t.call("POST", "/api/jobs/job_survey_send_form", body, headers);

  it("is for staff only: 401 for a visitor, 403 for a signed-in non-staff user; nothing is sent", async () => {
    const { publicId } = await invite();
    await complete(publicId);
    const before = smtp.received.length;
    expect((await send({ jobSurveyId: publicId, type: "FULL" }, visitorHeaders())).status).toBe(401);
    expect((await send({ jobSurveyId: publicId, type: "FULL" }, member.headers)).status).toBe(403);
    expect(smtp.received.length).toBe(before);
  });

  it("sends the completed survey's mail and PDF to its consultant again", async () => {
    const { publicId } = await invite();
    await complete(publicId);
    const before = smtp.received.length;
    const { status, body } = await send({ jobSurveyId: publicId, type: "FULL", recruiterEmail: "" });
    expect(status).toBe(200);
    expect(body.detail).toBe("Message renvoyé avec succès");
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([CONSULTANT]);
    const { text } = await pdfText(attachmentBytes(mail.raw, "application/pdf")!);
    expect(text).toContain("Questionnaire d'Éloïse Lefèvre");
  });

  it("sends it to another staff member named by recruiterEmail, never to an outside address", async () => {
    const colleague = "collegue@alto-recrutement.example";
    await signedInPerson(t, { isStaff: true }, colleague);
    const { publicId } = await invite();
    await complete(publicId);
    const before = smtp.received.length;
    const outside = await send({ jobSurveyId: publicId, recruiterEmail: "quelquun@ailleurs.example" });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ recruiterEmail: "Cette adresse n'est pas celle d'un membre de l'équipe" });
    expect(smtp.received.length).toBe(before);
    expect((await send({ jobSurveyId: publicId, recruiterEmail: " Collegue@Alto-Recrutement.example " })).status).toBe(200);
    expect(smtp.received.at(-1)!.to).toEqual([colleague]);
  });

  it("answers 409 for a survey not completed yet, 404 for an unknown one or the other type", async () => {
    const { publicId } = await invite();
    const before = smtp.received.length;
    const pending = await send({ jobSurveyId: publicId, type: "FULL" });
    expect(pending.status).toBe(409);
    expect(pending.body.detail).toBe("Ce questionnaire n'a pas encore été complété");
    for (const body of [{ jobSurveyId: "00000000-0000-4000-8000-000000000000" }, { jobSurveyId: "12" }, { jobSurveyId: publicId, type: "LIGHT" }]) {
      const { status, body: answer } = await send(body);
      expect(status, JSON.stringify(body)).toBe(404);
      expect(answer.detail).toBe("Questionnaire introuvable");
    }
    for (const body of [null, [], { jobSurveyId: 5 }, { jobSurveyId: publicId, type: "MEDIUM" }]) {
      const { status } = await send(body);
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(smtp.received.length).toBe(before);
  });
});
