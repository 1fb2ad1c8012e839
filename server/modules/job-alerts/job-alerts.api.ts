import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../lib/http";
import { requireCookieConsent } from "../../lib/consent";
import { createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { confirmJobAlert, fetchJobAlert, linkAnswer, subscribeJobAlert, unsubscribeJobAlert } from "./job-alerts.service";

/** A person creates a handful of alerts at most; bots hit the limit at once. */
const SUBSCRIBE_RATE = { limit: 5, windowMs: 10 * 60_000 };

export const ALERT_CONFIRMED = "Votre alerte est confirmée";
export const ALERT_UNSUBSCRIBED = "Vous êtes désinscrit(e) de cette alerte";

/** Answers about one person's alert: never stored by a browser or a proxy. */
const private_ = <T extends object>(c: Context, body: T) => {
  c.header("Cache-Control", "no-store");
  return c.json(body);
};

/** Mounted under /api/jobs (spec 2 §7). */
export function jobAlertsApi(deps: AppDeps) {
  const limiter = createRateLimiter(deps.throttleWindows, "job-alerts", SUBSCRIBE_RATE);
  const confirm = async (c: Context) => private_(c, linkAnswer(await confirmJobAlert(deps.db, c.req.param("id"), c.req.query("token")), ALERT_CONFIRMED));
  return (
    new Hono()
      .post("/job_alert_subscribe", requireCookieConsent(), rateLimit(limiter, deps.config.trustedProxyHops), async (c) =>
        c.json(await subscribeJobAlert(deps, await jsonBody(c))),
      )
      .get("/job_alert_fetch/:id", async (c) => private_(c, await fetchJobAlert(deps.db, c.req.param("id"))))
      .get("/job_alert_confirm/:id", confirm)
      .post("/job_alert_confirm/:id", confirm)
      // RFC 8058 one-click: the mail provider POSTs «List-Unsubscribe=One-Click» here, without
      // cookies; the token in the URL is the whole authorization.
      .post("/job_alert_unsubscribe/:id", async (c) =>
        private_(c, linkAnswer(await unsubscribeJobAlert(deps.db, c.req.param("id"), c.req.query("token")), ALERT_UNSUBSCRIBED)),
      )
  );
}
