/**
 * Cookie consent (CNIL): the choice is a first-party cookie kept 6 months; forms that send
 * personal data call the API with the consent header, and the server refuses them without it.
 */
export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_HEADER = "X-Cookie-Consent";
/** Six months, the longest the CNIL accepts for keeping a consent choice. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export const COOKIES_REQUIRED_MESSAGE = "Veuillez accepter les cookies afin de pouvoir envoyer vos informations";

export type ConsentChoice = "accepted" | "refused" | null;

/** Reads the choice from a Cookie header or document.cookie. */
export function readConsent(cookieHeader: string | null | undefined): ConsentChoice {
  const match = (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`));
  if (!match) return null;
  return match[1] === "true" ? "accepted" : match[1] === "false" ? "refused" : null;
}

/** The document.cookie assignment for a choice; null removes the cookie. */
export function consentCookie(choice: ConsentChoice): string {
  if (choice === null) return `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const value = choice === "accepted" ? "true" : "false";
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Headers a form call carries once consent is given. */
export const consentHeaders = (): Record<string, string> => ({ [CONSENT_HEADER]: "true" });
