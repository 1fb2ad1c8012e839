import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { idParam, jsonBody } from "../../lib/http";
import { requireRole } from "../account/auth.middleware";
import { requireCookieConsent } from "../../lib/consent";
import { createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { cancelRegistration, saveInscription } from "./registrations.service";

/** A person registers for a session or two; the contact form's allowance. */
const INSCRIPTION_RATE = { limit: 5, windowMs: 10 * 60_000 };

/** POST /api/branding/save_inscription (spec 1 §7), with the cookie-consent header. */
export function registrationApi(deps: AppDeps) {
  const limiter = createRateLimiter(deps.throttleWindows, "training-registrations", INSCRIPTION_RATE);
  return new Hono().post("/save_inscription", requireCookieConsent(), rateLimit(limiter, deps.config.trustedProxyHops), async (c) =>
    c.json(await saveInscription(deps, await jsonBody(c))),
  );
}

/**
 * DELETE /api/training/registration_delete/{id} (admins): a trainee who cancels. A session
 * with registrations cannot be deleted, so this is also how staff free it.
 */
export function registrationAdminApi({ db }: AppDeps) {
  return new Hono().delete("/registration_delete/:id", requireRole("admin"), async (c) => c.json(await cancelRegistration(db, idParam(c.req.param("id")))));
}
