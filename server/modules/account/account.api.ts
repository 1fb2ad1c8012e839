import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import { jsonBody } from "../../lib/http";
import { clientAddress, createRateLimiter, rateLimit } from "../../lib/rate-limit";
import { hasRole } from "../../../common/roles";
import { searchConsultants } from "./consultant-picker";
import { currentUser, requireRole, sessionCookieName } from "./auth.middleware";
import { SESSION_TTL_MS, deleteSession } from "./session.service";
import { TooManyAttempts, changePassword, createLoginThrottle, loginWithPassword, registerPage, type SignedIn } from "./account.service";
import { loginWithGoogle, startGoogleLogin } from "./google-signin.service";

/** The two halves of a Google sign-in kept by the browser between leaving and coming back. */
const OAUTH_STATE_COOKIE = "oauth_state";
const OAUTH_VERIFIER_COOKIE = "oauth_code_verifier";
/** Only the login calls need them (GET /login sets, POST /login/me reads). */
const OAUTH_COOKIE_PATH = "/api/account/login";
/** Time to pick an account and consent at the provider. */
const OAUTH_COOKIE_MAX_AGE = 10 * 60;

// Lax, not Strict: the session must be sent when staff follow a link to the site from
// elsewhere (a mail, a bookmark in another tab); cross-site writes are stopped by Lax and
// by sameOriginWrites.
const cookieBase = (config: Config) => ({ httpOnly: true, sameSite: "Lax", secure: config.env === "production" }) as const;

function setSessionCookie(c: Context, config: Config, signedIn: SignedIn) {
  setCookie(c, sessionCookieName(config), signedIn.token, { ...cookieBase(config), path: "/", maxAge: Math.floor(SESSION_TTL_MS / 1000) });
}

function clearOAuthCookies(c: Context, config: Config) {
  for (const name of [OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE]) deleteCookie(c, name, { ...cookieBase(config), path: OAUTH_COOKIE_PATH });
}

/** The picker searches as the candidate types (debounced): a survey's worth, not a crawl of the staff. */
const PICKER_RATE = { limit: 60, windowMs: 10 * 60_000 };

const noStore = (c: Context) => c.header("Cache-Control", "no-store");

export function accountApi(deps: AppDeps) {
  const { db, config } = deps;
  const throttle = createLoginThrottle(deps.throttleWindows);
  const pickerRate = rateLimit(createRateLimiter(deps.throttleWindows, "user-picker", PICKER_RATE), config.trustedProxyHops);

  return (
    new Hono()
      .post("/login_old", async (c) => {
        noStore(c);
        let signedIn: SignedIn;
        try {
          signedIn = await loginWithPassword(deps, await jsonBody(c), { clientAddress: clientAddress(c, config.trustedProxyHops), throttle });
        } catch (error) {
          if (error instanceof TooManyAttempts) c.header("Retry-After", String(error.retryAfterSeconds));
          throw error;
        }
        // A previous session of this browser is closed rather than left to expire.
        await deleteSession(db, getCookie(c, sessionCookieName(config)));
        setSessionCookie(c, config, signedIn);
        return c.json({ user: signedIn.user });
      })
      .get("/login", (c) => {
        const { url, state, codeVerifier } = startGoogleLogin(config, c.req.query("provider"));
        const options = { ...cookieBase(config), path: OAUTH_COOKIE_PATH, maxAge: OAUTH_COOKIE_MAX_AGE };
        setCookie(c, OAUTH_STATE_COOKIE, state, options);
        setCookie(c, OAUTH_VERIFIER_COOKIE, codeVerifier, options);
        noStore(c);
        return c.redirect(url, 302);
      })
      .post("/login/me", async (c) => {
        noStore(c);
        const kept = { state: getCookie(c, OAUTH_STATE_COOKIE), codeVerifier: getCookie(c, OAUTH_VERIFIER_COOKIE) };
        // Single use whatever happens: a failed attempt starts again from GET /login.
        clearOAuthCookies(c, config);
        const signedIn = await loginWithGoogle(deps, c.req.query("provider"), await jsonBody(c), kept);
        await deleteSession(db, getCookie(c, sessionCookieName(config)));
        setSessionCookie(c, config, signedIn);
        return c.json({ user: signedIn.user });
      })
      .post("/logout", async (c) => {
        await deleteSession(db, getCookie(c, sessionCookieName(config)));
        deleteCookie(c, sessionCookieName(config), { ...cookieBase(config), path: "/" });
        noStore(c);
        return c.json({ success: true });
      })
      .get("/me", (c) => {
        noStore(c);
        return c.json({ user: currentUser(c) });
      })
      .post("/change_password", requireRole("superuser"), async (c) => {
        return c.json(await changePassword(db, currentUser(c)!, await jsonBody(c)));
      })
      // The survey's consultant picker (isRestricted) for whoever may not read the users
      // manager; admins, and every other search, go on to the manager's own route.
      .post("/search_users", async (c, next) => {
        const body = await jsonBody(c);
        const restricted = typeof body === "object" && body !== null && (body as { isRestricted?: unknown }).isRestricted === true;
        if (!restricted || hasRole(currentUser(c), "admin")) return next();
        await pickerRate(c, async () => {});
        return c.json(await searchConsultants(db, body));
      })
  );
}

/** Mounted under /content: the spec files page registration there (spec 3 §7, Content). */
export function registerPageApi(deps: AppDeps) {
  return new Hono().get("/register_page", requireRole("superuser"), async (c) => {
    noStore(c);
    return c.json(await registerPage(deps.db, { url: c.req.query("url") }));
  });
}
