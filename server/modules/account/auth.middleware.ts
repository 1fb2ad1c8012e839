import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { hasRole, type Role, type SessionUser } from "../../../common/roles";
import { userForToken } from "./session.service";

export const SESSION_COOKIE = "session";

export type AuthEnv = { Variables: { user: SessionUser | null } };

/** Loads the signed-in user (if any) for every request; pages and API read c.var.user. */
export function sessionMiddleware(db: Db): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set("user", await userForToken(db, getCookie(c, SESSION_COOKIE)));
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a write that rides on the session cookie, or that signs in, must come from one of our own pages.
 * Browsers always send Origin on cross-site POSTs; SameSite=Lax already blocks most, this
 * closes the rest (form posts from a sibling subdomain, old browsers).
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    // Sign-in calls are checked too: a forged login would put the victim in someone else's account.
    const signsIn = c.req.path.startsWith("/api/account/login");
    if (!SAFE_METHODS.has(c.req.method) && (getCookie(c, SESSION_COOKIE) || signsIn)) {
      const origin = c.req.header("origin");
      const requestOrigin = new URL(c.req.url).origin;
      if (!origin || (origin !== allowed && origin !== requestOrigin)) throw new HttpError(403, "Requête refusée : origine non autorisée");
    }
    await next();
  };
}
