import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { parseOptions, verify } from "@node-rs/argon2";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { testTarget } from "../../../tests/support/app-under-test";
import { createApp } from "../../app";
import { loadConfig, type Config } from "../../config";
import type { Db } from "../../db/client";
import { registeredPages, sessions, users } from "../../db/schema";
import { createSession } from "./session.service";
import { memoryThrottleWindows } from "../../lib/throttle-windows";
import { LOGIN_THROTTLE, createLoginThrottle, ensureInitialSuperuser, hashPassword, signInCosts, upsertSuperuser } from "./account.service";
import type { SessionUser } from "../../../common/roles";

const ORIGIN = "http://localhost:3000";
const CLIENT_ID = "site-client-id.apps.example";
const CLIENT_SECRET = "fake-google-secret";
const ALLOWED_DOMAIN = "alto-recrutement.example";
const LOGIN_FAILED = "Adresse e-mail ou mot de passe incorrect";
const TOO_MANY = "Trop de tentatives. Veuillez patienter avant de réessayer.";

let t: TestApp;
let google: FakeGoogle;
let seq = 0;
/** Each test call comes from its own address unless a test is about the address. */
const nextIp = () => {
  const n = ++seq;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
const uniqueEmail = (prefix: string) => `${prefix}.${++seq}@example.fr`;

// ---------------------------------------------------------------------------------------
// Factories and helpers

type Roles = Partial<{ isStaff: boolean; isAdmin: boolean; isSuperuser: boolean }>;

async function createUser({
  email = uniqueEmail("user"),
  password = "mot-de-passe-solide",
  roles = {},
  withPassword = true,
}: { email?: string; password?: string; roles?: Roles; withPassword?: boolean } = {}) {
  const [user] = await t.deps.db
    .insert(users)
    .values({ email, passwordHash: withPassword ? await hashPassword(password) : null, ...roles })
    .returning();
  return { ...user, password };
}

/** A signed-in browser for a user, without going through the throttled login. */
async function sessionFor(userId: number) {
  const { token } = await createSession(t.deps.db, userId);
  return { Cookie: `session=${token}`, Origin: ORIGIN };
}

const login = (email: string, password: string, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.call<{ user: SessionUser }>("POST", "/api/account/login_old", { email, password }, { "X-Forwarded-For": ip, Origin: ORIGIN, ...headers });

/** Set-Cookie lines by cookie name. */
function setCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of headers.getSetCookie()) out[line.split("=", 1)[0]] = line;
  return out;
}
const cookieValue = (line: string) => line.split(";", 1)[0].slice(line.indexOf("=") + 1);

const sessionCount = async (userId: number) => (await t.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

// ---------------------------------------------------------------------------------------
// A fake Google (OIDC provider) on loopback

type Claims = Record<string, unknown>;
type FakeGoogle = {
  url: string;
  /** Claims of the next ID token the provider issues; tests override parts. */
  identity: (email: string, extra?: Claims) => void;
  tokenRequests: number;
  close: () => Promise<void>;
};

const b64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, { challenge: string; redirectUri: string; claims: Claims }>();
  let next: Claims = {};
  const fake: FakeGoogle = {
    url: "",
    tokenRequests: 0,
    identity(email, extra = {}) {
      next = {
        sub: `sub-${email}`,
        email,
        email_verified: true,
        given_name: "Camille",
        family_name: "Roux",
        picture: "https://lh3.example/photo.jpg",
        ...extra,
      };
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const idToken = (claims: Claims) => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
    const payload = b64url(JSON.stringify({ iss: fake.url, aud: CLIENT_ID, iat: now, exp: now + 3600, ...claims }));
    const signature = createHmac("sha256", CLIENT_SECRET).update(`${header}.${payload}`).digest("base64url");
    return `${header}.${payload}.${signature}`;
  };
  const json = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", fake.url);
    if (req.method === "GET" && url.pathname === "/authorize") {
      // The account chooser: issues a code for the identity the test set, bound to the
      // PKCE challenge and redirect URI of this request.
      const q = url.searchParams;
      if (q.get("client_id") !== CLIENT_ID || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge"))
        return json(res, 400, { error: "invalid_request" });
      const code = randomBytes(12).toString("hex");
      codes.set(code, { challenge: q.get("code_challenge")!, redirectUri: q.get("redirect_uri")!, claims: next });
      const back = new URL(q.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", q.get("state")!);
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/token") {
      fake.tokenRequests += 1;
      let text = "";
      for await (const chunk of req) text += chunk;
      const form = new URLSearchParams(text);
      const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== basic) return json(res, 401, { error: "invalid_client" });
      const issued = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? ""); // single use, as at Google
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (form.get("grant_type") !== "authorization_code" || !issued || issued.challenge !== challenge || issued.redirectUri !== form.get("redirect_uri")) {
        return json(res, 400, { error: "invalid_grant" });
      }
      return json(res, 200, {
        access_token: "at-" + randomBytes(8).toString("hex"),
        token_type: "Bearer",
        expires_in: 3599,
        scope: "openid email profile",
        id_token: idToken(issued.claims),
      });
    }
    json(res, 404, { error: "not_found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * The whole browser round trip: our /login → the provider's /authorize → the callback
 * page's POST. `tamper` changes what the callback posts or which cookies it carries.
 */
async function googleSignIn(email: string, extra: Claims = {}, tamper: { state?: string; verifier?: string; dropCookies?: boolean } = {}) {
  google.identity(email, extra);
  const start = await t.app.request("/api/account/login?provider=google");
  expect(start.status).toBe(302);
  const kept = setCookies(start.headers);
  const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get("location")!);
  expect(callback.origin + callback.pathname).toBe(`${ORIGIN}/account/authenticate/google/`);
  const state = tamper.state ?? callback.searchParams.get("state")!;
  const verifier = tamper.verifier ?? cookieValue(kept.oauth_code_verifier);
  const cookie = tamper.dropCookies ? "" : `oauth_state=${cookieValue(kept.oauth_state)}; oauth_code_verifier=${verifier}`;
  return t.call<{ user: SessionUser }>(
    "POST",
    "/api/account/login/me?provider=google",
    { code: callback.searchParams.get("code"), state },
    cookie ? { Cookie: cookie, Origin: ORIGIN } : { Origin: ORIGIN },
  );
}

// ---------------------------------------------------------------------------------------

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    env: {
      TRUST_PROXY: "true",
      LOGIN_FAILURE_DELAY_MS: "0",
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ALLOWED_DOMAIN: ALLOWED_DOMAIN,
      GOOGLE_ISSUER_URL: google.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

// Spies on signInCosts must not outlive their test (files share one module graph).
afterEach(() => vi.restoreAllMocks());

describe("POST /api/account/login_old: signing in", () => {
  it("refuses a sign-in posted from another site (login CSRF)", async () => {
    const user = await createUser();
    const { status, headers } = await login(user.email, user.password, nextIp(), { Origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(headers.get("set-cookie")).toBeNull();
  });

  it("opens a session: {user} and an HttpOnly, SameSite=Lax session cookie for the whole site", async () => {
    const user = await createUser({ email: uniqueEmail("claire"), roles: { isStaff: true } });
    const { status, body, headers } = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(status).toBe(200);
    expect(body).toEqual({
      user: { id: user.id, email: user.email, firstName: null, lastName: null, isStaff: true, isAdmin: false, isSuperuser: false, authPicture: null },
    });
    const cookie = setCookies(headers).session;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/); // only in production
    expect(await sessionCount(user.id)).toBe(1);

    const me = await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, { Cookie: `session=${cookieValue(cookie)}` });
    expect(me.body.user).toMatchObject({ id: user.id, isStaff: true });
  });

  it("answers the same 401 for a wrong password, an unknown e-mail and an account without password", async () => {
    const user = await createUser();
    const googleOnly = await createUser({ withPassword: false });
    const wrong = await login(user.email, "pas le bon mot de passe");
    const unknown = await login(uniqueEmail("personne"), "pas le bon mot de passe");
    const noHash = await login(googleOnly.email, "mot-de-passe-solide");
    for (const answer of [wrong, unknown, noHash]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: LOGIN_FAILED });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(await sessionCount(user.id)).toBe(0);
  });

  // A spy on the sources' function: the bundle has its own copy, which the spy cannot see.
  it.skipIf(testTarget === "build")("verifies a password hash for an unknown e-mail as for a wrong password, so timing does not tell them apart", async () => {
    const user = await createUser();
    const verifications = vi.spyOn(signInCosts, "verifyPassword");
    const googleOnly = await createUser({ withPassword: false });
    for (const email of [user.email, uniqueEmail("absent"), googleOnly.email]) {
      verifications.mockClear();
      expect((await login(email, "faux-mot-de-passe")).status).toBe(401);
      expect(verifications).toHaveBeenCalledOnce();
      // A real argon2id hash each time: the dummy one costs what an account's does.
      expect(verifications.mock.calls[0][0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it("refuses an empty form with field messages", async () => {
    const { status, body } = await login("", "");
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: "Veuillez saisir votre adresse e-mail", password: "Veuillez saisir votre mot de passe" });
  });
});

describe("POST /api/account/login_old: throttling failures, and the browser's previous session", () => {
  it("blocks an address after 5 failures on one account, even with the right password, without locking the owner out elsewhere", async () => {
    const user = await createUser();
    const ip = "198.51.100.10";
    for (let i = 0; i < 5; i++) expect((await login(user.email, "faux-mot-de-passe", ip)).status).toBe(401);
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: TOO_MANY });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, from their own address, still signs in.
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("blocks an address that fails on many accounts, and counts only failures", async () => {
    const user = await createUser();
    const ip = "198.51.100.11";
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) expect((await login(uniqueEmail("essai"), "faux-mot-de-passe", ip)).status).toBe(401);
    expect((await login(user.email, user.password, ip)).status).toBe(429);
    expect((await login(user.email, user.password)).status).toBe(200);

    // Successful sign-ins from one address never add up to a block.
    const other = "198.51.100.20";
    for (let i = 0; i < 7; i++) expect((await login(user.email, user.password, other)).status).toBe(200);
  });

  it("blocks a pair again for twice as long each time within a day", async () => {
    let now = 0;
    const throttle = createLoginThrottle(memoryThrottleWindows(() => now));
    const minutes = (n: number) => n * 60_000;
    const failFive = async () => {
      for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) await throttle.fail("203.0.113.1", "cible@cabinet.test");
    };
    await failFive();
    expect(await throttle.retryAfter("203.0.113.1", "cible@cabinet.test", now)).toBe(15 * 60);
    now += minutes(16);
    expect(await throttle.retryAfter("203.0.113.1", "cible@cabinet.test", now)).toBe(0);
    await failFive();
    expect(await throttle.retryAfter("203.0.113.1", "cible@cabinet.test", now)).toBe(30 * 60);
    expect(await throttle.retryAfter("203.0.113.2", "cible@cabinet.test", now)).toBe(0);
  });

  it("slows every failure down by the configured delay before answering", async () => {
    const user = await createUser();
    const slowConfig: Config = { ...t.deps.config, account: { ...t.deps.config.account, loginFailureDelayMs: 400 } };
    const slowApp = createApp({ ...t.deps, config: slowConfig });
    let endWait!: () => void;
    const wait = vi.spyOn(signInCosts, "waitAfterFailure").mockImplementation(() => new Promise<void>((resolve) => (endWait = resolve)));
    let answered = false;
    const answer = Promise.resolve(
      slowApp.request("/api/account/login_old", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp(), Origin: ORIGIN },
        body: JSON.stringify({ email: user.email, password: "faux-mot-de-passe" }),
      }),
    ).then((res) => ((answered = true), res));
    await vi.waitFor(() => expect(wait).toHaveBeenCalledWith(400));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    endWait();
    expect((await answer).status).toBe(401);
  });

  it("closes the browser's previous session when it signs in again", async () => {
    const user = await createUser();
    const previous = await sessionFor(user.id);
    const { status } = await login(user.email, user.password, nextIp(), previous);
    expect(status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
    const me = await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, previous);
    expect(me.body).toEqual({ user: null });
  });
});

describe("GET /api/account/me and POST /api/account/logout", () => {
  it("answers {user: null} without a cookie, never cached", async () => {
    const { status, body, headers } = await t.call<{ user: SessionUser | null }>("GET", "/api/account/me");
    expect(status).toBe(200);
    expect(body).toEqual({ user: null });
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("answers the signed-in user, not cached", async () => {
    const user = await createUser({ roles: { isAdmin: true } });
    const { status, body, headers } = await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, await sessionFor(user.id));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, isAdmin: true });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses an expired session", async () => {
    const user = await createUser({ roles: { isStaff: true } });
    const browser = await sessionFor(user.id);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, browser)).body).toEqual({ user: null });
  });

  it("logout deletes the session row and clears the cookie", async () => {
    const user = await createUser();
    const browser = await sessionFor(user.id);
    const { status, body, headers } = await t.call("POST", "/api/account/logout", {}, browser);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await sessionCount(user.id)).toBe(0);
    const cleared = setCookies(headers).session;
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Path=\/(;|$)/);
    expect((await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, browser)).body).toEqual({ user: null });
  });

  it("logout answers success when nobody is signed in", async () => {
    const { status, body } = await t.call("POST", "/api/account/logout", {});
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
  });

  it("compares the Origin with PUBLIC_URL's, not with one the request's Host header makes up", async () => {
    const user = await createUser();
    const { token } = await createSession(t.deps.db, user.id);
    // In-process requests are addressed to http://localhost: that origin is not the site's.
    const { status } = await t.call("POST", "/api/account/logout", {}, { Cookie: `session=${token}`, Origin: "http://localhost" });
    expect(status).toBe(403);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("logout from another site is refused (same-origin check on cookie writes)", async () => {
    const user = await createUser();
    const { token } = await createSession(t.deps.db, user.id);
    const { status } = await t.call("POST", "/api/account/logout", {}, { Cookie: `session=${token}`, Origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe("POST /api/account/change_password", () => {
  const NEW_PASSWORD = "nouveau-mot-de-passe-2024";

  it("refuses anonymous callers (401) and anyone below superuser (403)", async () => {
    const target = await createUser();
    const anonymous = await t.call("POST", "/api/account/change_password", { id: target.id, password: NEW_PASSWORD });
    expect(anonymous.status).toBe(401);
    for (const roles of [{ isStaff: true }, { isStaff: true, isAdmin: true }]) {
      const caller = await createUser({ roles });
      const { status, body } = await t.call("POST", "/api/account/change_password", { id: target.id, password: NEW_PASSWORD }, await sessionFor(caller.id));
      expect(status).toBe(403);
      expect(body).toEqual({ detail: "Accès refusé" });
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target.id));
    expect(await verify(row.passwordHash!, target.password)).toBe(true);
  });

  it("never changes the superuser's own password", async () => {
    const superuser = await createUser({ roles: { isSuperuser: true } });
    const { status, body } = await t.call("POST", "/api/account/change_password", { id: superuser.id, password: NEW_PASSWORD }, await sessionFor(superuser.id));
    expect(status).toBe(403);
    expect(body).toEqual({ detail: "Vous ne pouvez pas changer votre propre mot de passe ici" });
  });

  it("requires 12 characters at least", async () => {
    const superuser = await createUser({ roles: { isSuperuser: true } });
    const target = await createUser();
    const { status, body } = await t.call("POST", "/api/account/change_password", { id: target.id, password: "court" }, await sessionFor(superuser.id));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ password: "Le mot de passe doit contenir au moins 12 caractères" });
  });

  it("answers 404 for an unknown user", async () => {
    const superuser = await createUser({ roles: { isSuperuser: true } });
    const { status } = await t.call("POST", "/api/account/change_password", { id: 987_654, password: NEW_PASSWORD }, await sessionFor(superuser.id));
    expect(status).toBe(404);
  });

  it("stores an argon2id hash of the new password and ends the target's sessions", async () => {
    const superuser = await createUser({ roles: { isSuperuser: true } });
    const target = await createUser({ roles: { isStaff: true } });
    const targetBrowser = await sessionFor(target.id);
    await sessionFor(target.id);
    const superBrowser = await sessionFor(superuser.id);

    const { status, body } = await t.call("POST", "/api/account/change_password", { id: target.id, password: NEW_PASSWORD }, superBrowser);
    expect(status).toBe(200);
    expect(body).toEqual({ detail: "Le mot de passe a été changé" });

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target.id));
    expect(parseOptions(row.passwordHash!).algorithm).toBe(2); // Argon2id
    expect(await verify(row.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(await verify(row.passwordHash!, target.password)).toBe(false);
    expect(await sessionCount(target.id)).toBe(0);
    expect((await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, targetBrowser)).body).toEqual({ user: null });
    expect(await sessionCount(superuser.id)).toBe(1);

    expect((await login(target.email, target.password)).status).toBe(401);
    expect((await login(target.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("GET /api/content/register_page", () => {
  const register = (url: string, headers: Record<string, string> = {}) =>
    t.call("GET", `/api/content/register_page?url=${encodeURIComponent(url)}`, undefined, headers);

  it("is for superusers only", async () => {
    expect((await register("/agences")).status).toBe(401);
    const admin = await createUser({ roles: { isStaff: true, isAdmin: true } });
    expect((await register("/agences", await sessionFor(admin.id))).status).toBe(403);
    const rows = await t.deps.db.select().from(registeredPages).where(eq(registeredPages.url, "/agences"));
    expect(rows).toEqual([]);
  });

  it("records the path once and counts the views; the query string is not kept", async () => {
    const superuser = await createUser({ roles: { isSuperuser: true } });
    const browser = await sessionFor(superuser.id);
    const first = await register("/offres/secretaire-medical-lyon?email=jean@example.fr", browser);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, url: "/offres/secretaire-medical-lyon" });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    await register("/offres/secretaire-medical-lyon#postuler", browser);

    const rows = await t.deps.db.select().from(registeredPages).where(eq(registeredPages.url, "/offres/secretaire-medical-lyon"));
    expect(rows).toHaveLength(1);
    expect(rows[0].views).toBe(2);
    expect(rows[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0].firstSeenAt.getTime());
    const all = await t.deps.db.select().from(registeredPages);
    expect(all.some((r) => r.url.includes("jean@"))).toBe(false);
  });

  it("refuses anything that is not a site path", async () => {
    const superuser = await createUser({ roles: { isSuperuser: true } });
    const browser = await sessionFor(superuser.id);
    for (const url of ["https://evil.example/", "//evil.example/x", "agences", ""]) {
      const { status, body } = await register(url, browser);
      expect(status, url).toBe(400);
      expect(body.errors?.url).toBe("L'adresse de la page doit être un chemin commençant par « / »");
    }
    const missing = await t.call("GET", "/api/content/register_page", undefined, browser);
    expect(missing.status).toBe(400);
  });
});

describe("Google sign-in: the redirect to the provider", () => {
  it("GET /login redirects to the provider with state and PKCE, keeping both in short-lived HttpOnly cookies", async () => {
    const res = await t.app.request("/api/account/login?provider=google");
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get("location")!);
    expect(target.origin + target.pathname).toBe(`${google.url}/authorize`);
    const q = target.searchParams;
    expect(q.get("client_id")).toBe(CLIENT_ID);
    expect(q.get("response_type")).toBe("code");
    expect(q.get("redirect_uri")).toBe(`${ORIGIN}/account/authenticate/google/`);
    expect(q.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(q.get("code_challenge_method")).toBe("S256");

    const cookies = setCookies(res.headers);
    expect(cookieValue(cookies.oauth_state)).toBe(q.get("state"));
    const verifier = cookieValue(cookies.oauth_code_verifier);
    expect(createHash("sha256").update(verifier).digest("base64url")).toBe(q.get("code_challenge"));
    for (const line of [cookies.oauth_state, cookies.oauth_code_verifier]) {
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Path=\/api\/account\/login/);
      expect(line).toMatch(/Max-Age=600/);
    }
  });

  it("404 for an unknown provider, and when Google is not configured", async () => {
    const unknown = await t.call<{ user: SessionUser }>("GET", "/api/account/login?provider=github");
    expect(unknown.status).toBe(404);
    const bare = createApp({ ...t.deps, config: { ...t.deps.config, google: undefined } });
    for (const [method, path] of [
      ["GET", "/api/account/login?provider=google"],
      ["POST", "/api/account/login/me?provider=google"],
    ]) {
      const res = await bare.request(path, {
        method,
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: method === "POST" ? JSON.stringify({ code: "x", state: "y" }) : undefined,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Connexion Google non configurée" });
    }
  });
});

describe("Google sign-in: who is signed in, who gets an account", () => {
  it("signs a known staff member in, refreshing name and picture from the ID token", async () => {
    const staff = await createUser({ email: uniqueEmail("camille"), roles: { isStaff: true }, withPassword: false });
    const { status, body, headers } = await googleSignIn(staff.email.toUpperCase());
    expect(status).toBe(200);
    expect(body.user).toEqual({
      id: staff.id,
      email: staff.email,
      firstName: "Camille",
      lastName: "Roux",
      isStaff: true,
      isAdmin: false,
      isSuperuser: false,
      authPicture: "https://lh3.example/photo.jpg",
    });
    const cookies = setCookies(headers);
    expect(cookies.session).toMatch(/HttpOnly/);
    expect(cookies.session).toMatch(/SameSite=Lax/);
    // The state and verifier are single use.
    expect(cookies.oauth_state).toMatch(/Max-Age=0/);
    expect(cookies.oauth_code_verifier).toMatch(/Max-Age=0/);
    const me = await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, { Cookie: `session=${cookieValue(cookies.session)}` });
    expect(me.body.user).toMatchObject({ id: staff.id, isStaff: true });
  });

  it("refuses an e-mail with no account outside the allowed domain (403)", async () => {
    const email = uniqueEmail("inconnu").replace("example.fr", "gmail.example");
    const { status, body } = await googleSignIn(email);
    expect(status).toBe(403);
    expect(body).toEqual({ detail: "Ce compte Google n'a pas accès à l'espace collaborateurs" });
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("creates a plain, non-staff account for a Workspace member of the allowed domain", async () => {
    const email = `nouveau.${++seq}@${ALLOWED_DOMAIN}`;
    const { status, body } = await googleSignIn(email, { hd: ALLOWED_DOMAIN, given_name: "Léa", family_name: "Morel" });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email, firstName: "Léa", lastName: "Morel", isStaff: false, isAdmin: false, isSuperuser: false });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toBeNull();
    // Signed in, yet the back-office stays closed.
    const cookie = (await googleSignIn(email, { hd: ALLOWED_DOMAIN })).headers.getSetCookie().find((l) => l.startsWith("session="))!;
    const denied = await t.call(
      "POST",
      "/api/account/change_password",
      { id: 1, password: "x".repeat(12) },
      { Cookie: cookie.split(";", 1)[0], Origin: ORIGIN },
    );
    expect(denied.status).toBe(403);
  });

  it("does not trust an address of the allowed domain on a consumer account (no hd claim)", async () => {
    const email = `usurpateur.${++seq}@${ALLOWED_DOMAIN}`;
    const { status } = await googleSignIn(email);
    expect(status).toBe(403);
  });

  it("refuses an unverified e-mail (403)", async () => {
    const staff = await createUser({ roles: { isStaff: true } });
    const { status, body } = await googleSignIn(staff.email, { email_verified: false });
    expect(status).toBe(403);
    expect(body.detail).toBe("Ce compte Google n'a pas accès à l'espace collaborateurs");
    expect(await sessionCount(staff.id)).toBe(0);
  });
});

describe("Google sign-in: checks on the ID token, the state and PKCE", () => {
  it("checks issuer, audience and expiry of the ID token", async () => {
    const staff = await createUser({ roles: { isStaff: true } });
    const past = Math.floor(Date.now() / 1000) - 60;
    for (const claims of [{ iss: "https://accounts.evil.example" }, { aud: "another-client" }, { aud: [CLIENT_ID, "another-client"] }, { exp: past }]) {
      const { status, body } = await googleSignIn(staff.email, claims);
      expect(status, JSON.stringify(claims)).toBe(400);
      expect(body.detail).toBe("La connexion Google a échoué. Veuillez réessayer.");
    }
    // Several audiences are fine when we are the authorized party.
    expect((await googleSignIn(staff.email, { aud: [CLIENT_ID, "another-client"], azp: CLIENT_ID })).status).toBe(200);
  });

  it("refuses a state that does not match the cookie, or no cookies at all, before calling the provider", async () => {
    const staff = await createUser({ roles: { isStaff: true } });
    const before = google.tokenRequests;
    for (const tamper of [{ state: "etat-falsifie" }, { dropCookies: true }]) {
      const { status, body } = await googleSignIn(staff.email, {}, tamper);
      expect(status).toBe(400);
      expect(body.detail).toBe("La demande de connexion a expiré ou n'est pas valide. Veuillez réessayer.");
    }
    expect(google.tokenRequests).toBe(before);
    expect(await sessionCount(staff.id)).toBe(0);
  });

  it("sends the PKCE verifier: a code redeemed with another verifier is refused", async () => {
    const staff = await createUser({ roles: { isStaff: true } });
    const { status } = await googleSignIn(staff.email, {}, { verifier: "un-autre-verificateur-de-quarante-trois-caracteres" });
    expect(status).toBe(400);
    expect(await sessionCount(staff.id)).toBe(0);
  });
});

describe("superuser bootstrap", () => {
  /** Runs against the shared database inside a transaction that is rolled back. */
  async function isolated(run: (db: Db) => Promise<void>) {
    const rollback = new Error("rollback");
    await t.deps.db
      .transaction(async (tx) => {
        await run(tx as unknown as Db);
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
  }

  it("ensureInitialSuperuser creates the ADMIN_EMAIL superuser only when none exists", async () => {
    const config = loadConfig({ NODE_ENV: "test", ADMIN_EMAIL: "Direction@Example.fr", ADMIN_PASSWORD: "un-mot-de-passe-long" });
    await isolated(async (db) => {
      await db.update(users).set({ isSuperuser: false });
      expect(await ensureInitialSuperuser(db, config)).toBe("created");
      const [row] = await db.select().from(users).where(eq(users.email, "direction@example.fr"));
      expect(row).toMatchObject({ isStaff: true, isAdmin: true, isSuperuser: true });
      expect(await verify(row.passwordHash!, "un-mot-de-passe-long")).toBe(true);
      expect(
        await ensureInitialSuperuser(db, {
          ...config,
          account: { ...config.account, initialAdmin: { email: "autre@example.fr", password: "encore-plus-long-123" } },
        }),
      ).toBe("exists");
    });
    expect(await ensureInitialSuperuser(t.deps.db, loadConfig({ NODE_ENV: "test" }))).toBe("not-configured");
  });

  it("upsertSuperuser promotes an existing account, replaces its password and ends its sessions", async () => {
    const user = await createUser({ roles: { isStaff: true } });
    await sessionFor(user.id);
    const result = await upsertSuperuser(t.deps.db, user.email, "mot-de-passe-du-script");
    expect(result).toEqual({ id: user.id, created: false });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isStaff: true, isAdmin: true, isSuperuser: true });
    expect(await verify(row.passwordHash!, "mot-de-passe-du-script")).toBe(true);
    expect(await sessionCount(user.id)).toBe(0);
    await expect(upsertSuperuser(t.deps.db, uniqueEmail("x"), "court")).rejects.toThrow("au moins 12 caractères");
  });

  it("configuration: ADMIN_PASSWORD has no weak value, Google needs both id and secret", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@example.fr", ADMIN_PASSWORD: "admin" })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" }).google).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: "a@example.fr" }).account.initialAdmin).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).google).toMatchObject({
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
    });
  });
});

describe("what signed-in answers and the production cookie look like", () => {
  it("answers a signed-in user with Cache-Control: private, no-store; a visitor's answers stay cacheable", async () => {
    const user = await createUser();
    const signedIn = await t.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, await sessionFor(user.id));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const visitor = await t.call("GET", "/api/branding/get_sitemap");
    expect(visitor.headers.get("cache-control") ?? "").not.toMatch(/private/);
  });

  it("names the session cookie with the __Host- prefix in production: Secure, whole site, no Domain", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production", PUBLIC_URL: ORIGIN, TASKS_ENABLED: "false" } });
    try {
      const [user] = await production.deps.db
        .insert(users)
        .values({ email: "prod@cabinet.test", passwordHash: await hashPassword("Mot-de-passe-42!") })
        .returning();
      const { status, headers } = await production.call(
        "POST",
        "/api/account/login_old",
        { email: user.email, password: "Mot-de-passe-42!" },
        { Origin: ORIGIN },
      );
      expect(status).toBe(200);
      const cookie = headers.getSetCookie().find((line) => line.startsWith("__Host-session="));
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
      const me = await production.call<{ user: SessionUser | null }>("GET", "/api/account/me", undefined, { Cookie: cookie!.split(";")[0] });
      expect(me.body.user).toMatchObject({ email: "prod@cabinet.test" });
    } finally {
      await production.close();
    }
  });
});
