import type { MiddlewareHandler } from "hono";
import { CONSENT_HEADER, COOKIES_REQUIRED_MESSAGE } from "../../common/cookie-consent";
import { HttpError } from "./errors";

/** Calls that send personal data need the visitor's cookie consent (spec decision 11). */
export function requireCookieConsent(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header(CONSENT_HEADER) !== "true") throw new HttpError(403, COOKIES_REQUIRED_MESSAGE);
    await next();
  };
}
