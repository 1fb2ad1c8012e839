import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../lib/http";
import { requireCookieConsent } from "../../lib/consent";
import { createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { saveInscription } from "./registrations.service";

/** A person registers for a session or two; the contact form's allowance. */
const INSCRIPTION_RATE = { limit: 5, windowMs: 10 * 60_000 };

/** POST /api/branding/save_inscription (spec 1 §7), with the cookie-consent header. */
export function registrationApi(deps: AppDeps) {
  const limiter = createRateLimiter(INSCRIPTION_RATE);
  return new Hono().post("/save_inscription", requireCookieConsent(), rateLimit(limiter, deps.config.trustedProxyHops), async (c) =>
    c.json(await saveInscription(deps, await jsonBody(c))),
  );
}
