import { ALERT_MESSAGES, MISSING, isValidEmail } from "~common/candidate-forms";
import { formatEuros } from "~common/format/number";
import { contractLabel, salaryMinLabel } from "~common/offers";
import { placeWithRadius, type OfferSearch } from "~common/offer-search";
import type { ApiAnswer, CallOutcome } from "~/lib/api";

// The alert dialog's rules (spec 2 §4, §5), as plain functions for the tests.

export type AlertField = "email" | "rgpd";

/** E-mail required (message under the field), then a standard address. */
export function alertEmailError(email: string, touched: boolean): string | undefined {
  if (!touched) return undefined;
  if (!email.trim()) return ALERT_MESSAGES.emailRequired;
  return isValidEmail(email) ? undefined : ALERT_MESSAGES.email;
}

type ActivateInput = {
  email: string;
  rgpd: boolean;
  captchaValidated: boolean;
  cookiesAccepted: boolean;
  sending: boolean;
  serverErrors: Partial<Record<AlertField, string>>;
};

/** What is left before «Activer» can be used: the cookie consent, an e-mail, the consent box, the captcha. */
export function alertMissing(input: Omit<ActivateInput, "sending">): string[] {
  const missing: string[] = [];
  if (!isValidEmail(input.email)) missing.push(MISSING.email);
  if (!input.rgpd) missing.push(MISSING.rgpd);
  if (Object.keys(input.serverErrors).length > 0) missing.push(MISSING.flagged);
  if (!input.cookiesAccepted) missing.push(MISSING.cookies);
  if (!input.captchaValidated) missing.push(MISSING.captcha);
  return missing;
}

/** «Activer» waits for the cookie consent, an e-mail, the consent box and the captcha. */
export function canActivateAlert(input: ActivateInput): boolean {
  return alertMissing(input).length === 0 && !input.sending;
}

/** The salary criterion in words: a range, a minimum (as the slider says it) or a maximum. */
function salaryRecap(min: number | null, max: number | null): string | null {
  if (min != null && max != null) return `de ${formatEuros(min)} à ${formatEuros(max)}`;
  if (min != null) return salaryMinLabel(min);
  if (max != null) return `jusqu'à ${formatEuros(max)}`;
  return null;
}

/**
 * The criteria the alert will follow, as the dialog recalls them; the place as the alert's
 * e-mails name it (the server's locationLabel: «Gironde (33)» for «33») when it is known.
 */
export function alertCriteria(search: OfferSearch, placeLabel?: string | null): { label: string; value: string }[] {
  const rows: { label: string; value: string | null }[] = [
    { label: "Recherche", value: search.query || null },
    { label: "Lieu", value: search.location ? placeWithRadius(placeLabel || search.location, search.distance) : null },
    { label: "Secteur", value: search.domain || null },
    { label: "Contrat", value: search.contract ? contractLabel(search.contract) : null },
    { label: "Salaire", value: salaryRecap(search.salaryMin, search.salaryMax) },
  ];
  return rows.filter((row): row is { label: string; value: string } => row.value !== null);
}

/** The body of POST /api/jobs/job_alert_subscribe (spec 2 §7). */
export function alertPayload(search: OfferSearch, email: string, captchaId: string) {
  return {
    query: search.query,
    location: search.location,
    domain: search.domain,
    contract: search.contract,
    salaryMin: search.salaryMin,
    salaryMax: search.salaryMax,
    // The radius around the place, when the search has one: the alert follows the same area.
    distance: search.location ? search.distance : null,
    email: email.trim(),
    captcha_id: captchaId,
    rgpd: true,
  };
}

export type AlertResult =
  | { kind: "subscribed"; isVerified: boolean }
  | { kind: "aborted" }
  /** Spec 2 §8: a failed subscription shows no message; only field errors of a 400 are shown. */
  | { kind: "failed"; fieldErrors: Partial<Record<AlertField, string>>; captchaSpent: boolean };

/** What the subscription answers, or its refusal's body. */
export type AlertAnswer = Partial<ApiAnswer<"post", "/jobs/job_alert_subscribe">> & { errors?: Record<string, string> };

export function readAlertOutcome(outcome: CallOutcome<AlertAnswer>): AlertResult {
  const { status, body, error } = outcome;
  if (error instanceof DOMException && error.name === "AbortError") return { kind: "aborted" };
  if (outcome.ok) return { kind: "subscribed", isVerified: body?.isVerified === true };
  const fieldErrors: Partial<Record<AlertField, string>> = {};
  if (status === 400 || status === 422) {
    for (const field of ["email", "rgpd"] as const) {
      const message = body?.errors?.[field];
      if (message) fieldErrors[field] = message;
    }
  }
  // Fields are checked before the captcha: after any other refusal it may be spent.
  return { kind: "failed", fieldErrors, captchaSpent: Object.keys(fieldErrors).length === 0 };
}
