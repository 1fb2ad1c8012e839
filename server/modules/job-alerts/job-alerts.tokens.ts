import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config";

// The confirmation link carries a random secret of which only the SHA-256 is stored. The
// unsubscribe link must be rebuilt for every weekly e-mail, so its token is an HMAC keyed by
// that stored hash: nothing to configure, stable across restarts and instances, and useless
// to anyone who cannot read the database (who could archive the row directly anyway).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAlertId = (id: unknown): id is string => typeof id === "string" && UUID.test(id);

export const newLinkToken = () => randomBytes(32).toString("base64url");
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const unsubscribeToken = (alert: { id: string; tokenHash: string }) =>
  createHmac("sha256", alert.tokenHash).update(`job-alert-unsubscribe:${alert.id}`).digest("base64url");

/** Constant-time comparison; hashing both sides first evens out their lengths. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || given.length === 0 || given.length > 200) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The absolute links an alert e-mail carries. */
export function alertLinks(config: Pick<Config, "publicUrl">, alert: { id: string; tokenHash: string }, confirmToken?: string) {
  const base = `${config.publicUrl}/nos-offres/alertes/${alert.id}`;
  const token = unsubscribeToken(alert);
  return {
    confirm: confirmToken ? `${base}/confirmation?token=${confirmToken}` : null,
    unsubscribe: `${base}/desinscription?token=${token}`,
    /** RFC 8058 one-click target of the List-Unsubscribe header (a POST by the mail provider). */
    oneClick: `${config.publicUrl}/api/jobs/job_alert_unsubscribe/${alert.id}?token=${token}`,
  };
}
