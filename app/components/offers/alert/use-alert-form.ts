import { useCallback, useState } from "react";
import { ALERT_MESSAGES } from "~common/candidate-forms";
import type { OfferSearch } from "~common/offer-search";
import { useCaptcha } from "~/components/captcha/use-captcha";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { useThrowawayEmailCheck } from "~/lib/use-throwaway-email-check";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { alertEmailError, alertMissing, alertPayload, readAlertOutcome, type AlertField } from "./alert-rules";

/**
 * The alert dialog's states: e-mail (its message once the field was left), the consent box
 * that also gives the cookie consent, the captcha, and the subscription call.
 */
export function useAlertForm(search: OfferSearch) {
  const captcha = useCaptcha();
  const consent = useCookieConsent();
  const [email, setEmailValue] = useState("");
  const [emailTouched, setEmailTouched] = useState(false);
  const [rgpd, setRgpdValue] = useState(false);
  const [rgpdTouched, setRgpdTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AlertField, string>>>({});
  const { sending, send } = useSubmission();
  // null until subscribed; then whether the alert is already active or waits for its link.
  const [subscribed, setSubscribed] = useState<null | { isVerified: boolean }>(null);
  const throwaway = useThrowawayEmailCheck(useCallback(() => setServerErrors((current) => ({ ...current, email: ALERT_MESSAGES.email })), []));

  const errors: Partial<Record<AlertField, string>> = {
    email: serverErrors.email ?? alertEmailError(email, emailTouched),
    rgpd: serverErrors.rgpd ?? (rgpdTouched && !rgpd ? ALERT_MESSAGES.rgpd : undefined),
  };
  const missing = alertMissing({ email, rgpd, captchaValidated: captcha.isValidated, cookiesAccepted: consent.accepted, serverErrors });
  const canActivate = missing.length === 0 && !sending;

  async function submit() {
    setEmailTouched(true);
    if (!canActivate || !captcha.captchaId) return;
    const body = alertPayload(search, email, captcha.captchaId);
    const outcome = await send((signal) => api.post("/jobs/job_alert_subscribe", { body, signal, consent: true }));
    if (!outcome) return;
    const result = readAlertOutcome(outcome);
    if (result.kind === "aborted") return;
    if (result.kind === "subscribed") {
      setSubscribed({ isVerified: result.isVerified });
      return;
    }
    // Spec 2 §4 and §8: a failed subscription yields false and shows no message. The dialog
    // stays open; a refused field still gets its message under it (the visitor could not
    // fix it otherwise), and a spent captcha is renewed so «Activer» can be used again.
    setServerErrors(result.fieldErrors);
    if (result.captchaSpent) captcha.reset();
  }

  return {
    email,
    rgpd,
    errors,
    missing,
    canActivate,
    sending,
    subscribed,
    captcha,
    cookiesAccepted: consent.accepted,
    setEmail: (value: string) => {
      setEmailValue(value);
      setServerErrors(({ email: _dropped, ...rest }) => rest);
      throwaway.cancel();
    },
    blurEmail: () => {
      setEmailTouched(true);
      if (!alertEmailError(email, true)) throwaway.check(email);
    },
    setRgpd: (checked: boolean) => {
      setRgpdValue(checked);
      setRgpdTouched(true);
      setServerErrors(({ rgpd: _dropped, ...rest }) => rest);
      consent.setFromTerms(checked);
    },
    submit,
  };
}
