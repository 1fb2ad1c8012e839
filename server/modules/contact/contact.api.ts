import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../lib/http";
import { requireCookieConsent } from "../../lib/consent";
import { createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { saveContactForm } from "./contact.service";
import { checkEmailDomain } from "../../lib/disposable-email";

/** A person sends a handful of requests at most; bots hit the limit at once. */
const CONTACT_RATE = { limit: 5, windowMs: 10 * 60_000 };

export function contactApi(deps: AppDeps) {
  const limiter = createRateLimiter(deps.throttleWindows, "contact", CONTACT_RATE);
  return (
    new Hono()
      .post("/save_contact_form", requireCookieConsent(), rateLimit(limiter, deps.config.trustedProxyHops), async (c) =>
        c.json(await saveContactForm(deps, await jsonBody(c))),
      )
      // Asked as a visitor leaves an e-mail field: only the domain travels, never the address.
      .get("/check_email_domain", (c) => c.json(checkEmailDomain(c.req.query("domain"))))
  );
}
