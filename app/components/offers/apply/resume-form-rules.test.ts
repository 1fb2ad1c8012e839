import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES, CANDIDATE_SEND_FAILURE, RESUME_MAX_BYTES } from "~common/candidate-forms";
import { SUBMISSION_MESSAGES } from "~common/submission-errors";
import {
  canSendResumeForm,
  initialResumeForm,
  readSendOutcome,
  resumeFileError,
  resumeFormErrors,
  resumeFormReducer,
  type ResumeFormAction,
  type ResumeFormState,
} from "./resume-form-rules";

type FakeFile = { name: string; type: string; size: number };
const pdf: FakeFile = { name: "cv-claire.pdf", type: "application/pdf", size: 120_000 };
const docx: FakeFile = { name: "cv.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: 40_000 };
const txt: FakeFile = { name: "cv.txt", type: "text/plain", size: 2_000 };

const run = (...actions: ResumeFormAction<FakeFile>[]) => actions.reduce<ResumeFormState<FakeFile>>(resumeFormReducer, initialResumeForm);
const ready = { captchaValidated: true, cookiesAccepted: true, sending: false };
const complete = () => run({ type: "email", value: "claire.martin@exemple.fr" }, { type: "files", files: [pdf] }, { type: "rgpd", checked: true });

describe("which files can be the CV", () => {
  it("takes PDF, DOC and DOCX up to 10 MB", () => {
    expect(resumeFileError(pdf)).toBeNull();
    expect(resumeFileError(docx)).toBeNull();
    expect(resumeFileError({ name: "cv.doc", type: "application/msword", size: 1 })).toBeNull();
    expect(resumeFileError({ ...pdf, size: RESUME_MAX_BYTES })).toBeNull();
  });

  it("refuses other types, whatever the name, and files over 10 MB", () => {
    expect(resumeFileError(txt)).toBe(APPLICATION_MESSAGES.resumeType);
    expect(resumeFileError({ name: "photo.png", type: "image/png", size: 10 })).toBe(APPLICATION_MESSAGES.resumeType);
    expect(resumeFileError({ name: "cv.pdf", type: "application/x-msdownload", size: 10 })).toBe(APPLICATION_MESSAGES.resumeType);
    expect(resumeFileError({ ...pdf, size: RESUME_MAX_BYTES + 1 })).toBe(APPLICATION_MESSAGES.resumeTooLarge);
  });

  it("falls back on the extension when the browser gives no type", () => {
    expect(resumeFileError({ name: "CV.DOCX", type: "", size: 10 })).toBeNull();
    expect(resumeFileError({ name: "cv.txt", type: "", size: 10 })).toBe(APPLICATION_MESSAGES.resumeType);
    expect(resumeFileError({ name: "cv", type: "", size: 10 })).toBe(APPLICATION_MESSAGES.resumeType);
  });
});

describe("choosing and removing the CV", () => {
  it("ignores a refused file: no CV, the type message under the field", () => {
    const state = run({ type: "files", files: [txt] });
    expect(state.resume).toBeNull();
    expect(resumeFormErrors(state).resume).toBe(APPLICATION_MESSAGES.resumeType);
  });

  it("keeps the chosen CV when a refused one is dropped after it, and says why the new one was refused", () => {
    const state = run({ type: "files", files: [pdf] }, { type: "files", files: [{ ...pdf, size: RESUME_MAX_BYTES + 1 }] });
    expect(state.resume).toBe(pdf);
    expect(resumeFormErrors(state).resume).toBe(APPLICATION_MESSAGES.resumeTooLarge);
  });

  it("takes the first file of a multiple drop and clears the previous message", () => {
    const state = run({ type: "files", files: [txt] }, { type: "files", files: [docx, pdf] });
    expect(state.resume).toBe(docx);
    expect(resumeFormErrors(state).resume).toBeUndefined();
  });

  it("asks for a CV once it was removed", () => {
    const state = run({ type: "files", files: [pdf] }, { type: "removeResume" });
    expect(state.resume).toBeNull();
    expect(resumeFormErrors(state).resume).toBe(APPLICATION_MESSAGES.resume);
  });
});

describe("messages under the fields", () => {
  it("stays quiet while nothing was done", () => {
    expect(resumeFormErrors(initialResumeForm)).toEqual({});
  });

  it("checks the e-mail once the field was left, then live at each change", () => {
    let state = run({ type: "email", value: "claire@" });
    expect(resumeFormErrors(state).email).toBeUndefined();
    state = resumeFormReducer(state, { type: "emailBlur" });
    expect(resumeFormErrors(state).email).toBe(APPLICATION_MESSAGES.email);
    state = resumeFormReducer(state, { type: "email", value: "claire@exemple.fr" });
    expect(resumeFormErrors(state).email).toBeUndefined();
    state = resumeFormReducer(state, { type: "email", value: "claire exemple.fr" });
    expect(resumeFormErrors(state).email).toBe(APPLICATION_MESSAGES.email);
  });

  it("explains the missing CV and consent once the visitor interacted", () => {
    const state = run({ type: "email", value: "claire@exemple.fr" }, { type: "emailBlur" });
    expect(resumeFormErrors(state)).toEqual({ resume: APPLICATION_MESSAGES.resume, rgpd: APPLICATION_MESSAGES.rgpd });
    const unticked = run({ type: "rgpd", checked: true }, { type: "rgpd", checked: false });
    expect(resumeFormErrors(unticked).rgpd).toBe(APPLICATION_MESSAGES.rgpd);
  });

  it("shows every message on a submit attempt", () => {
    expect(resumeFormErrors(run({ type: "submitAttempt" }))).toEqual({
      email: APPLICATION_MESSAGES.email,
      resume: APPLICATION_MESSAGES.resume,
      rgpd: APPLICATION_MESSAGES.rgpd,
    });
  });

  it("refuses a cover letter over 5 000 characters", () => {
    expect(resumeFormErrors(run({ type: "coverLetter", value: "a".repeat(5000) })).coverLetter).toBeUndefined();
    expect(resumeFormErrors(run({ type: "coverLetter", value: "a".repeat(5001) })).coverLetter).toBe(APPLICATION_MESSAGES.coverLetterTooLong);
  });
});

describe("when «Envoyer» is enabled", () => {
  it("needs a CV, a valid e-mail, the terms, the captcha and the cookies", () => {
    expect(canSendResumeForm(complete(), ready)).toBe(true);
    expect(canSendResumeForm(resumeFormReducer(complete(), { type: "removeResume" }), ready)).toBe(false);
    expect(canSendResumeForm(resumeFormReducer(complete(), { type: "email", value: "claire@" }), ready)).toBe(false);
    expect(canSendResumeForm(resumeFormReducer(complete(), { type: "rgpd", checked: false }), ready)).toBe(false);
    expect(canSendResumeForm(complete(), { ...ready, captchaValidated: false })).toBe(false);
    expect(canSendResumeForm(complete(), { ...ready, cookiesAccepted: false })).toBe(false);
    expect(canSendResumeForm(complete(), { ...ready, sending: true })).toBe(false);
    expect(canSendResumeForm(resumeFormReducer(complete(), { type: "coverLetter", value: "a".repeat(5001) }), ready)).toBe(false);
  });

  it("waits for the field the server refused to be changed", () => {
    const refused = resumeFormReducer(complete(), { type: "serverErrors", errors: { email: "Adresse e-mail jetable refusée" } });
    expect(resumeFormErrors(refused).email).toBe("Adresse e-mail jetable refusée");
    expect(canSendResumeForm(refused, ready)).toBe(false);
    const fixed = resumeFormReducer(refused, { type: "email", value: "claire.martin@exemple.org" });
    expect(resumeFormErrors(fixed).email).toBeUndefined();
    expect(canSendResumeForm(fixed, ready)).toBe(true);
  });

  it("a new file clears the server's message about the previous one", () => {
    const refused = resumeFormReducer(complete(), { type: "serverErrors", errors: { resume: "Ce fichier n'est pas un PDF" } });
    const replaced = resumeFormReducer(refused, { type: "files", files: [docx] });
    expect(resumeFormErrors(replaced).resume).toBeUndefined();
    expect(canSendResumeForm(replaced, ready)).toBe(true);
  });
});

describe("what the answer means for the form", () => {
  it("a 200 is sent", () => {
    expect(readSendOutcome({ ok: true, status: 200, body: { detail: "ok" } })).toEqual({ kind: "sent", alreadyReceived: false });
    expect(readSendOutcome({ ok: true, status: 200, body: { detail: "ok", alreadyReceived: true } })).toEqual({ kind: "sent", alreadyReceived: true });
    // A 200 whose body is not the API's answer (a proxy's page): the CV was not confirmed received.
    expect(readSendOutcome({ ok: false, status: 200 })).toMatchObject({ kind: "failed" });
  });

  it("a 400 puts the field errors under the fields and keeps the captcha", () => {
    expect(
      readSendOutcome({ ok: false, status: 400, body: { detail: "x", errors: { email: "Adresse e-mail non valide", rgpd: APPLICATION_MESSAGES.rgpd } } }),
    ).toEqual({
      kind: "failed",
      message: SUBMISSION_MESSAGES.validation,
      fieldErrors: { email: "Adresse e-mail non valide", rgpd: APPLICATION_MESSAGES.rgpd },
      captchaSpent: false,
    });
  });

  it("reads the drop call's field names as the form's", () => {
    const result = readSendOutcome({ ok: false, status: 400, body: { errors: { uploadedFile: "Type refusé", isRgpd: "Consentement requis" } } });
    expect(result).toMatchObject({ fieldErrors: { resume: "Type refusé", rgpd: "Consentement requis" }, captchaSpent: false });
  });

  it("a 413 says the file is too large, under the CV", () => {
    const result = readSendOutcome({
      ok: false,
      status: 413,
      body: { detail: "Fichier trop volumineux", errors: { resume: APPLICATION_MESSAGES.resumeTooLarge } },
    });
    expect(result).toEqual({
      kind: "failed",
      message: "Fichier trop volumineux",
      fieldErrors: { resume: APPLICATION_MESSAGES.resumeTooLarge },
      captchaSpent: false,
    });
  });

  it("a vanished or expired offer says so, in the server's words or the form's", () => {
    expect(readSendOutcome({ ok: false, status: 410, body: { detail: "Cette offre a été pourvue" } })).toMatchObject({
      message: "Cette offre a été pourvue",
      captchaSpent: true,
    });
    expect(readSendOutcome({ ok: false, status: 410 })).toMatchObject({ message: APPLICATION_MESSAGES.offerExpired });
    expect(readSendOutcome({ ok: false, status: 404, body: {} })).toMatchObject({ message: APPLICATION_MESSAGES.offerNotFound });
  });

  it("other refusals read the catalogue and renew the captcha", () => {
    expect(readSendOutcome({ ok: false, status: 403, body: { detail: "x" } })).toEqual({
      kind: "failed",
      message: SUBMISSION_MESSAGES.securityCheck,
      fieldErrors: {},
      captchaSpent: true,
    });
    expect(readSendOutcome({ ok: false, status: 429 })).toMatchObject({ message: SUBMISSION_MESSAGES.tooManyAttempts, captchaSpent: true });
    expect(readSendOutcome({ ok: false, status: 0, error: new TypeError("Failed to fetch") })).toMatchObject({
      message: SUBMISSION_MESSAGES.network,
      captchaSpent: true,
    });
    expect(readSendOutcome({ ok: false, status: 409, body: {} })).toMatchObject({ message: CANDIDATE_SEND_FAILURE, captchaSpent: true });
    // A 400 without usable field errors (the captcha id itself refused): the captcha is renewed.
    expect(readSendOutcome({ ok: false, status: 400, body: { errors: { captchaId: "Captcha requis" } } })).toMatchObject({
      fieldErrors: {},
      captchaSpent: true,
    });
  });

  it("an aborted call (dialog closed) changes nothing", () => {
    expect(readSendOutcome({ ok: false, status: 0, error: new DOMException("stop", "AbortError") })).toEqual({ kind: "aborted" });
  });
});
