import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { consentHeaders } from "~common/cookie-consent";
import { CONTACT_MESSAGES, isContactComplete, normalizeContact, validateContact, type ContactValues } from "~common/schemas/contact";
import { CAPTCHA_REQUIRED } from "~common/schemas/captcha";
import { MISSING } from "~common/candidate-forms";
import { canRetry, describeFailure } from "~common/submission-errors";
import { useThrowawayEmailCheck } from "~/lib/use-throwaway-email-check";

export const CONTACT_SUCCESS = "Votre message a été envoyé avec succès";
export const CONTACT_FAILURE = "Une erreur est survenue lors de l'envoi du message";

const emptyValues: ContactValues = { names: "", society: "", departmentId: null, mail: "", phoneNumber: "", content: "" };

type Field = keyof ContactValues;
type HistoryEntry = { at: number; outcome: "success" | "failure"; message: string };

/**
 * The employer contact form's states (spec 1 §4): per-field touch, live validation, a
 * submit that validates, checks the captcha, then calls the API; network failures counted
 * for the retry; a history of outcomes; reset clears everything.
 */
export function useContactForm({ isFromService, sourcePage }: { isFromService: boolean; sourcePage: string }) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [networkFailures, setNetworkFailures] = useState(0);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const errors = useMemo(() => validateContact(values, isFromService), [values, isFromService]);
  // A throwaway address flagged on leaving the field keeps «Envoyer» off: the server refuses it.
  const hasErrors = Object.keys(errors).length > 0 || !isContactComplete(values, isFromService) || Boolean(serverErrors.mail);

  // What the disabled «Envoyer» says is left (with the terms, the cookies and the captcha, which the form adds).
  const isEmpty = (field: Field) => values[field] === null || values[field] === "";
  const fieldsMissing = [
    ...((Object.keys(errors) as Field[]).some(isEmpty) ? [MISSING.fields] : []),
    ...((Object.keys(errors) as Field[]).some((field) => !isEmpty(field)) || serverErrors.mail ? [MISSING.flagged] : []),
  ];

  const throwaway = useThrowawayEmailCheck(useCallback(() => setServerErrors((current) => ({ ...current, mail: CONTACT_MESSAGES.mailNotPermanent })), []));

  const setField = useCallback(
    <F extends Field>(field: F, value: ContactValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
      if (field === "mail") throwaway.cancel();
    },
    [throwaway],
  );

  const touch = (field: Field) => {
    setTouched((current) => ({ ...current, [field]: true }));
    if (field === "mail" && !errors.mail) throwaway.check(values.mail);
  };

  /** An error shows once its field was touched or a submit was attempted. */
  const visibleError = (field: Field): string | undefined => (touched[field] || submitAttempted ? (serverErrors[field] ?? errors[field]) : undefined);

  const record = (outcome: HistoryEntry["outcome"], message: string) => setHistory((current) => [...current, { at: Date.now(), outcome, message }]);

  async function submit(captchaId: string | null, onCaptchaSpent: () => void) {
    setSubmitAttempted(true);
    setFailureMessage(null);
    if (hasErrors) return;
    if (!captchaId) {
      setFailureMessage(CAPTCHA_REQUIRED);
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending(true);
    let status = 0;
    let body: { detail?: string; errors?: Record<string, string> } | undefined;
    let error: unknown;
    try {
      const response = await fetch("/api/branding/save_contact_form", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...consentHeaders() },
        body: JSON.stringify({ ...normalizeContact(values), captchaId, isFromService, sourcePage }),
        signal: controller.signal,
      });
      status = response.status;
      body = await response.json().catch(() => undefined);
    } catch (caught) {
      error = caught;
    }
    if (controller.signal.aborted) return;
    setSending(false);

    if (status >= 200 && status < 300) {
      setSubmitted(true);
      setNetworkFailures(0);
      record("success", CONTACT_SUCCESS);
      return;
    }
    const failure = describeFailure({ status, body, error }, CONTACT_FAILURE);
    if (failure.kind === "aborted") return;
    const fieldErrors = failure.kind === "rejected" ? failure.fieldErrors : undefined;
    // The server checks fields before the captcha: after any other failure it may be spent.
    if (fieldErrors) setServerErrors(fieldErrors);
    else onCaptchaSpent();
    if (failure.kind === "network") setNetworkFailures((n) => n + 1);
    setFailureMessage(failure.message);
    record("failure", failure.message);
  }

  function reset() {
    inFlight.current?.abort();
    setValues(emptyValues);
    setTouched({});
    setSubmitAttempted(false);
    setServerErrors({});
    setSending(false);
    setSubmitted(false);
    setFailureMessage(null);
    setNetworkFailures(0);
    setHistory([]);
  }

  return {
    values,
    setField,
    touch,
    visibleError,
    hasErrors,
    fieldsMissing,
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
