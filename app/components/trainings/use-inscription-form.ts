import { useState } from "react";
import {
  INSCRIPTION_FIELDS,
  INSCRIPTION_MESSAGES as M,
  normalizeInscription,
  validateInscription,
  type InscriptionField,
  type InscriptionFullAnswer,
  type InscriptionValues,
} from "~common/schemas/inscription";
import { describeFailure } from "~common/submission-errors";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { MISSING } from "~common/candidate-forms";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";

type NextSession = NonNullable<InscriptionFullAnswer["nextSession"]>;
/** What the form reads of the registration's answer or of its refusal (a full session's names the next one). */
type InscriptionReply = Partial<InscriptionFullAnswer> & { errors?: Record<string, string> };
type Refusal = { message: string; nextSession: NextSession | null };

/**
 * The «Inscription» dialog's states (spec 1 §2, §5): the three fields with their messages once
 * left, the data box that also gives the cookie consent, the captcha, and the call. A full
 * session's answer names the next one, which the dialog offers.
 */
export function useInscriptionForm(sessionId: number) {
  const captcha = useCaptcha();
  const consent = useCookieConsent();
  const [values, setValues] = useState<InscriptionValues>({ names: "", mail: "", phoneNumber: "" });
  const [touched, setTouched] = useState<Partial<Record<InscriptionField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [accepted, setAccepted] = useState(false);
  const { sending, send } = useSubmission();
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const errors = validateInscription(values);
  const invalid = Object.keys(errors) as InscriptionField[];
  // What the disabled «S'inscrire» says is left.
  const missing = [
    ...(invalid.some((field) => !values[field].trim()) ? [MISSING.fields] : []),
    ...(invalid.some((field) => values[field].trim()) ? [MISSING.flagged] : []),
    ...(accepted ? [] : [MISSING.rgpd]),
    ...(consent.accepted ? [] : [MISSING.cookies]),
    ...(captcha.isValidated ? [] : [MISSING.captcha]),
  ];
  const canSend = missing.length === 0 && !sending;

  async function submit(targetSession = sessionId) {
    setTouched(Object.fromEntries(INSCRIPTION_FIELDS.map((field) => [field, true])));
    if (!canSend || !captcha.captchaId) return;
    setRefusal(null);
    const body = { ...normalizeInscription(values), sessionId: targetSession, timestamp: Date.now(), captchaId: captcha.captchaId };
    const outcome = await send<InscriptionReply>((signal) => api.post("/branding/save_inscription", { body, signal, consent: true }));
    if (!outcome) return;
    if (outcome.ok) {
      setDone(true);
      return;
    }
    const answer = outcome.body;
    if (outcome.status === 409 || outcome.status === 404) {
      setRefusal({ message: answer?.detail ?? M.failure, nextSession: answer?.nextSession ?? null });
      // Refused before or after the captcha was spent: a fresh one costs the visitor nothing.
      captcha.reset();
      return;
    }
    const failure = describeFailure(outcome, M.failure);
    if (failure.kind === "aborted") return;
    if (failure.kind === "rejected" && failure.fieldErrors) setServerErrors(failure.fieldErrors);
    else captcha.reset();
    setRefusal({ message: failure.message, nextSession: null });
  }

  return {
    values,
    captcha,
    accepted,
    missing,
    canSend,
    sending,
    done,
    refusal,
    submit,
    dismissRefusal: () => setRefusal(null),
    /** A field's message once it was left (or a send was tried), the server's first. */
    error: (field: InscriptionField) => (touched[field] ? (serverErrors[field] ?? errors[field]) : undefined),
    setField: (field: InscriptionField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    touch: (field: InscriptionField) => setTouched((current) => ({ ...current, [field]: true })),
    setAccepted: (checked: boolean) => {
      setAccepted(checked);
      consent.setFromTerms(checked);
    },
  };
}
