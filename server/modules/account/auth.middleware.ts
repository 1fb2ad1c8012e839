import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { hasRole, type Role, type SessionUser } from "../../../common/roles";
import { userForToken } from "./session.service";
import type { Config } from "../../config";
import { addVary } from "../../lib/compression";

/**
 * The session cookie's name. In production the «__Host-» prefix makes browsers refuse it
 * unless it is Secure, for the whole site and without a Domain: a sibling subdomain or a
 * plain-HTTP page cannot plant or overwrite it.
 */
export const sessionCookieName = (config: Pick<Config, "env">) => (config.env === "production" ? "__Host-session" : "session");

export type AuthEnv = { Variables: { user: SessionUser | null } };

/** Loads the signed-in user (if any) for every request; pages and API read c.var.user. */
export function sessionMiddleware(db: Db, cookieName: string): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set("user", await userForToken(db, getCookie(c, cookieName)));
    await next();
  };
}

export const currentUser = (c: Context): SessionUser | null => (c.get("user") as SessionUser | null | undefined) ?? null;

/** 401 when nobody is signed in, 403 when the signed-in user lacks the role. */
export function requireRole(role: Role): MiddlewareHandler {
  return async (c, next) => {
    const user = currentUser(c);
    if (!user) throw new HttpError(401, "Authentification requise");
    if (!hasRole(user, role)) throw new HttpError(403, "Accès refusé");
    await next();
  };
}

/**
 * Pages differ by session (staff see their tools) and say so with Vary: Cookie; what is
 * rendered or answered for a signed-in user is kept by no cache, shared or not.
 */
export function privateWhenSignedIn(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("Content-Type") ?? "";
    if (!/text\/html|application\/json|text\/x-script/.test(type)) return;
    if (/text\/html/.test(type)) addVary(c.res.headers, "Cookie");
    if (currentUser(c)) c.res.headers.set("Cache-Control", "private, no-store");
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a write that rides on the session cookie, or that signs in, must come from one of our own pages.
 * Browsers always send Origin on cross-site POSTs; SameSite=Lax already blocks most, this
 * closes the rest (form posts from a sibling subdomain, old browsers).
 */
export function sameOriginWrites(publicUrl: string, cookieName: string): MiddlewareHandler {
  // Only the public origin: one derived from the request's Host header is whatever the client says.
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    // Sign-in calls are checked too: a forged login would put the victim in someone else's account.
    const signsIn = c.req.path.startsWith("/api/account/login");
    if (!SAFE_METHODS.has(c.req.method) && (getCookie(c, cookieName) || signsIn)) {
      if (c.req.header("origin") !== allowed) throw new HttpError(403, "Requête refusée : origine non autorisée");
    }
    await next();
  };
}
