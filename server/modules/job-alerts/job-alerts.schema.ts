import { z } from "zod";
import { ALERT_MESSAGES, isValidEmail } from "../../../common/candidate-forms";
import { hasSearchCriteria, readOfferSearch, searchCriteria } from "../../../common/offer-search";
import { isPermanentEmail } from "../../lib/disposable-email";

/** A JSON value as the query string would carry it; objects and arrays count as absent. */
const asParam = (value: unknown) => (typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : null);

/**
 * POST /api/jobs/job_alert_subscribe body. The criteria are read exactly as the offers page
 * reads its query string (same limits and messages), so an alert replays the search the
 * visitor saw. Every message comes at once, keyed by field.
 */
export const alertPayloadSchema = z.unknown().transform((raw, ctx) => {
  // Not an object: every field counts as missing, so the visitor still gets field messages.
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const fail = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  const { search, errors } = readOfferSearch({ get: (name) => asParam(body[name]) });
  for (const [field, message] of Object.entries(errors)) fail(field, message);
  if (Object.keys(errors).length === 0 && !hasSearchCriteria(search)) fail("criteria", ALERT_MESSAGES.criteria);

  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  if (!email) fail("email", ALERT_MESSAGES.emailRequired);
  // Server-only: the throwaway-domain list is far too large for browsers.
  else if (!isValidEmail(email)) fail("email", ALERT_MESSAGES.email);
  else if (!isPermanentEmail(email)) fail("email", ALERT_MESSAGES.emailNotPermanent);

  if (body.rgpd !== true && body.rgpd !== "true") fail("rgpd", ALERT_MESSAGES.rgpd);
  // Only the set criteria: what the alert stores and compares to find a duplicate.
  return { email, criteria: searchCriteria(search), captchaId: body.captcha_id };
});
