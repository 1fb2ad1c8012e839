import { useState } from "react";
import { normalizeContact } from "~common/schemas/contact";
import { CAPTCHA_REQUIRED } from "~common/schemas/captcha";
import { canRetry, describeFailure } from "~common/submission-errors";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { useContactFields } from "./use-contact-fields";

export const CONTACT_SUCCESS = "Votre message a été envoyé avec succès";
export const CONTACT_FAILURE = "Une erreur est survenue lors de l'envoi du message";

type HistoryEntry = { at: number; outcome: "success" | "failure"; message: string };

export type ContactFormState = ReturnType<typeof useContactForm>;

/**
 * The employer contact form's states (spec 1 §4): the fields (useContactFields), and a submit
 * that validates, checks the captcha, then calls the API; network failures counted for the
 * retry; a history of outcomes; reset clears everything.
 */
export function useContactForm({ isFromService, sourcePage }: { isFromService: boolean; sourcePage: string }) {
  const { attemptSubmit, setServerErrors, reset: resetFields, ...fields } = useContactFields(isFromService);
  const { sending, send, cancel } = useSubmission();
  const [submitted, setSubmitted] = useState(false);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [networkFailures, setNetworkFailures] = useState(0);
  const [history, setHistory] = useState<HistoryEntry[]>([]);

  const record = (outcome: HistoryEntry["outcome"], message: string) => setHistory((current) => [...current, { at: Date.now(), outcome, message }]);

  function fail(outcome: Parameters<typeof describeFailure>[0], onCaptchaSpent: () => void) {
    const failure = describeFailure(outcome, CONTACT_FAILURE);
    if (failure.kind === "aborted") return;
    const fieldErrors = failure.kind === "rejected" ? failure.fieldErrors : undefined;
    // The server checks fields before the captcha: after any other failure it may be spent.
    if (fieldErrors) setServerErrors(fieldErrors);
    else onCaptchaSpent();
    if (failure.kind === "network") setNetworkFailures((n) => n + 1);
    setFailureMessage(failure.message);
    record("failure", failure.message);
  }

  async function submit(captchaId: string | null, onCaptchaSpent: () => void) {
    attemptSubmit();
    setFailureMessage(null);
    if (fields.hasErrors) return;
    if (!captchaId) {
      setFailureMessage(CAPTCHA_REQUIRED);
      return;
    }
    const body = { ...normalizeContact(fields.values), captchaId, isFromService, sourcePage };
    const outcome = await send((signal) => api.post("/branding/save_contact_form", { body, signal, consent: true }));
    if (!outcome) return;
    if (!outcome.ok) return fail(outcome, onCaptchaSpent);
    setSubmitted(true);
    setNetworkFailures(0);
    record("success", CONTACT_SUCCESS);
  }

  function reset() {
    cancel();
    resetFields();
    setSubmitted(false);
    setFailureMessage(null);
    setNetworkFailures(0);
    setHistory([]);
  }

  return {
    ...fields,
    sending,
    submitted,
    failureMessage,
    networkFailures,
    retryAllowed: canRetry(networkFailures),
    history,
    submit,
    reset,
  };
}
