import {
  APPLICATION_MESSAGES,
  CANDIDATE_SEND_FAILURE,
  COVER_LETTER_MAX_LENGTH,
  MISSING,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  isValidEmail,
} from "~common/candidate-forms";
import { describeFailure } from "~common/submission-errors";
import type { ApiAnswer, CallOutcome } from "~/lib/api";

// The rules of the apply and CV drop forms (spec 2 §4, §5), kept free of React so they are
// tested as plain functions: what a chosen file gives, which messages show, when «Envoyer»
// is enabled, and what a call's answer means for the form.

export type ResumeField = "email" | "resume" | "rgpd" | "coverLetter";
type FileLike = { name: string; type: string; size: number };

const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(Object.entries(RESUME_TYPES).map(([type, extension]) => [extension, type]));

/**
 * Why a file cannot be the CV, or null when it can. Browsers without an office suite give
 * .doc/.docx files no type at all: the extension stands in then. The server checks the
 * content anyway, so a renamed file gets no further than this.
 */
export function resumeFileError(file: FileLike): string | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  const type = file.type || EXTENSION_TYPES[extension] || "";
  if (!(type in RESUME_TYPES)) return APPLICATION_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return APPLICATION_MESSAGES.resumeTooLarge;
  return null;
}

export type ResumeFormState<F extends FileLike = File> = {
  email: string;
  coverLetter: string;
  resume: F | null;
  /** Why the last dropped or picked file was not taken. */
  rejection: string | null;
  rgpd: boolean;
  /** The e-mail's message is live once the field was left once. */
  emailTouched: boolean;
  /** The CV and consent messages show once the visitor did something meaningful. */
  interacted: boolean;
  submitAttempted: boolean;
  serverErrors: Partial<Record<ResumeField, string>>;
};

export const initialResumeForm: ResumeFormState<never> = {
  email: "",
  coverLetter: "",
  resume: null,
  rejection: null,
  rgpd: false,
  emailTouched: false,
  interacted: false,
  submitAttempted: false,
  serverErrors: {},
};

export type ResumeFormAction<F extends FileLike = File> =
  | { type: "email"; value: string }
  | { type: "emailBlur" }
  | { type: "coverLetter"; value: string }
  | { type: "files"; files: F[] }
  | { type: "removeResume" }
  | { type: "rgpd"; checked: boolean }
  | { type: "submitAttempt" }
  | { type: "serverErrors"; errors: Partial<Record<ResumeField, string>> }
  | { type: "reset" };

const withoutServerError = (errors: ResumeFormState["serverErrors"], field: ResumeField) => {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
};

export function resumeFormReducer<F extends FileLike>(state: ResumeFormState<F>, action: ResumeFormAction<F>): ResumeFormState<F> {
  switch (action.type) {
    case "email":
      return { ...state, email: action.value, serverErrors: withoutServerError(state.serverErrors, "email") };
    case "emailBlur":
      return { ...state, emailTouched: true, interacted: true };
    case "coverLetter":
      return { ...state, coverLetter: action.value, serverErrors: withoutServerError(state.serverErrors, "coverLetter") };
    case "files": {
      // One CV: the first file is the one the visitor meant. A refused file changes nothing
      // else (spec: other types are ignored), only the message says why.
      const file = action.files[0];
      if (!file) return state;
      const rejection = resumeFileError(file);
      const serverErrors = withoutServerError(state.serverErrors, "resume");
      return rejection ? { ...state, rejection, interacted: true, serverErrors } : { ...state, resume: file, rejection: null, interacted: true, serverErrors };
    }
    case "removeResume":
      return { ...state, resume: null, rejection: null, interacted: true, serverErrors: withoutServerError(state.serverErrors, "resume") };
    case "rgpd":
      return { ...state, rgpd: action.checked, interacted: true, serverErrors: withoutServerError(state.serverErrors, "rgpd") };
    case "submitAttempt":
      return { ...state, submitAttempted: true, emailTouched: true, interacted: true };
    case "serverErrors":
      return { ...state, serverErrors: action.errors };
    case "reset":
      return initialResumeForm;
  }
}

/** The messages under the fields. */
export function resumeFormErrors(state: ResumeFormState<FileLike>): Partial<Record<ResumeField, string>> {
  const { serverErrors: server } = state;
  const errors: Partial<Record<ResumeField, string>> = {};
  const email = server.email ?? (state.emailTouched && !isValidEmail(state.email) ? APPLICATION_MESSAGES.email : undefined);
  const resume = server.resume ?? state.rejection ?? (state.interacted && !state.resume ? APPLICATION_MESSAGES.resume : undefined);
  const rgpd = server.rgpd ?? (state.interacted && !state.rgpd ? APPLICATION_MESSAGES.rgpd : undefined);
  const coverLetter = server.coverLetter ?? (state.coverLetter.length > COVER_LETTER_MAX_LENGTH ? APPLICATION_MESSAGES.coverLetterTooLong : undefined);
  if (email) errors.email = email;
  if (resume) errors.resume = resume;
  if (rgpd) errors.rgpd = rgpd;
  if (coverLetter) errors.coverLetter = coverLetter;
  return errors;
}

type SendEnv = { captchaValidated: boolean; cookiesAccepted: boolean; sending: boolean };

/** What is left before «Envoyer» can be used (spec 2 §4), as the button's reasons say it. */
export function resumeFormMissing(state: ResumeFormState<FileLike>, env: Omit<SendEnv, "sending">): string[] {
  const missing: string[] = [];
  if (!isValidEmail(state.email)) missing.push(MISSING.email);
  if (state.coverLetter.length > COVER_LETTER_MAX_LENGTH) missing.push(MISSING.coverLetter);
  if (state.resume === null) missing.push(MISSING.resume);
  if (!state.rgpd) missing.push(MISSING.rgpd);
  if (Object.keys(state.serverErrors).length > 0) missing.push(MISSING.flagged);
  if (!env.cookiesAccepted) missing.push(MISSING.cookies);
  if (!env.captchaValidated) missing.push(MISSING.captcha);
  return missing;
}

/** Spec 2 §4: disabled until a CV is chosen, terms accepted, captcha validated and cookies consented. */
export function canSendResumeForm(state: ResumeFormState<FileLike>, env: SendEnv): boolean {
  return resumeFormMissing(state, env).length === 0 && !env.sending;
}

/** The drop call names its fields after the old API; they show under the same controls. */
const SERVER_FIELD_NAMES: Record<string, ResumeField> = {
  email: "email",
  resume: "resume",
  uploadedFile: "resume",
  rgpd: "rgpd",
  isRgpd: "rgpd",
  coverLetter: "coverLetter",
};

/** What the apply or drop call answers, or its refusal's body: the form reads either through it. */
export type SendAnswer = Partial<ApiAnswer<"post", "/jobs/position/apply">> & { detail?: string; errors?: Record<string, string> };

export type SendResult =
  | { kind: "sent"; alreadyReceived: boolean }
  | { kind: "aborted" }
  | { kind: "failed"; message: string; fieldErrors: Partial<Record<ResumeField, string>>; captchaSpent: boolean };

/** What an answer of the apply or drop call means for the form. */
export function readSendOutcome(outcome: CallOutcome<SendAnswer>): SendResult {
  const { status, body } = outcome;
  if (outcome.ok) return { kind: "sent", alreadyReceived: body?.alreadyReceived === true };
  // The offer disappeared meanwhile: the server's detail says so, in its own words.
  if (status === 404 || status === 410) {
    const fallback = status === 404 ? APPLICATION_MESSAGES.offerNotFound : APPLICATION_MESSAGES.offerExpired;
    return { kind: "failed", message: body?.detail || fallback, fieldErrors: {}, captchaSpent: true };
  }
  const failure = describeFailure(outcome, CANDIDATE_SEND_FAILURE);
  if (failure.kind === "aborted") return failure;
  const fieldErrors: Partial<Record<ResumeField, string>> = {};
  if (failure.kind === "rejected") {
    for (const [name, message] of Object.entries(failure.fieldErrors ?? {})) {
      const field = SERVER_FIELD_NAMES[name];
      if (field && message) fieldErrors[field] = message;
    }
  }
  // The server checks the fields before the captcha: only then is the captcha still unused.
  const checkedFieldsOnly = (status === 400 || status === 413 || status === 422) && Object.keys(fieldErrors).length > 0;
  return { kind: "failed", message: failure.message, fieldErrors, captchaSpent: !checkedFieldsOnly };
}
