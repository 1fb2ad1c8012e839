import { useReducer, useState } from "react";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { initialResumeForm, resumeFormMissing, readSendOutcome, resumeFormErrors, resumeFormReducer, type ResumeFormState } from "./resume-form-rules";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";

/** The call of the apply form (identity and consent in the query) or of the drop; the CV in the multipart body. */
export type ResumeRequest = { path: "/jobs/position/apply"; query: Record<string, string>; body: FormData } | { path: "/jobs/drop_cv"; body: FormData };
type Options = {
  /** The call of this form (apply or drop), from the checked values and the captcha id. */
  buildRequest: (values: ResumeFormState & { resume: File }, captchaId: string) => ResumeRequest;
  /** Runs once the server accepted the CV. */
  onSent?: () => void;
};

/**
 * The mechanics shared by the apply and CV drop dialogs: the values and their messages,
 * the terms box that also gives the cookie consent (as the contact form does), the captcha,
 * and a send that shows the server's field errors under the fields and the rest above the
 * button. The dialog mounts with a fresh form and a fresh captcha each time it opens.
 */
export function useResumeForm({ buildRequest, onSent }: Options) {
  const [state, dispatch] = useReducer(resumeFormReducer<File>, initialResumeForm as ResumeFormState);
  const captcha = useCaptcha();
  const consent = useCookieConsent();
  const { sending, send } = useSubmission();
  // null until the server took the CV; then whether it already had this application.
  const [sent, setSent] = useState<null | { alreadyReceived: boolean }>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const errors = resumeFormErrors(state);
  const missing = resumeFormMissing(state, { captchaValidated: captcha.isValidated, cookiesAccepted: consent.accepted });
  const canSend = missing.length === 0 && !sending;

  async function submit() {
    dispatch({ type: "submitAttempt" });
    if (!canSend || !state.resume || !captcha.captchaId) return;
    setFailure(null);
    const request = buildRequest({ ...state, resume: state.resume }, captcha.captchaId);
    const query = "query" in request ? request.query : undefined;
    const outcome = await send((signal) => api.post(request.path, { query, body: request.body, signal, consent: true }));
    if (!outcome) return;
    const result = readSendOutcome(outcome);
    if (result.kind === "aborted") return;
    if (result.kind === "sent") {
      setSent({ alreadyReceived: result.alreadyReceived });
      onSent?.();
      return;
    }
    if (Object.keys(result.fieldErrors).length > 0) dispatch({ type: "serverErrors", errors: result.fieldErrors });
    if (result.captchaSpent) captcha.reset();
    setFailure(result.message);
  }

  return {
    state,
    errors,
    missing,
    canSend,
    sending,
    sent,
    failure,
    captcha,
    cookiesAccepted: consent.accepted,
    setEmail: (value: string) => dispatch({ type: "email", value }),
    blurEmail: () => dispatch({ type: "emailBlur" }),
    setCoverLetter: (value: string) => dispatch({ type: "coverLetter", value }),
    chooseFiles: (files: File[]) => dispatch({ type: "files", files }),
    removeResume: () => dispatch({ type: "removeResume" }),
    setRgpd: (checked: boolean) => {
      dispatch({ type: "rgpd", checked });
      consent.setFromTerms(checked);
    },
    submit,
  };
}

export type ResumeFormController = ReturnType<typeof useResumeForm>;
