import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createChallenge, solveChallenge, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { captchaVerifications } from "../../db/schema/captcha";
import { HttpError } from "../../lib/errors";
import { requireCaptcha } from "./captcha.service";
import type { CaptchaService } from "./captcha.service";

const VALID = { success: true, detail: "Le captcha est valide" };
const INVALID = { success: false, detail: "Le captcha est invalide" };

/** What the altcha widget puts in its payload (altcha v3, PoW v2). */
const encode = (challenge: Challenge, solution: Solution) =>
  btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));

const decode = (token: string) => JSON.parse(atob(token));

// ALTCHA, the default: one app for the file, shared by the two ALTCHA groups below.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function newId(): Promise<string> {
  const { body } = await t.call<ReturnType<CaptchaService["clientKey"]>>("GET", "/api/captcha/client_key");
  return body.id;
}

/** Fetches a challenge from the API and solves it like the browser does. */
async function solvedToken(): Promise<{ token: string; challenge: Challenge; solution: Solution }> {
  const { status, body: challenge } = await t.call<Challenge>("GET", "/api/captcha/challenge");
  expect(status).toBe(200);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  expect(solution).not.toBeNull();
  return { token: encode(challenge, solution!), challenge, solution: solution! };
}

const verify = (id: unknown, token: unknown) => t.call<Awaited<ReturnType<CaptchaService["verify"]>>>("POST", "/api/captcha/verify", { id, token });

describe("captcha (ALTCHA, the default): accepting a solved challenge once", () => {
  it("gives a fresh id and the ALTCHA settings, never cached", async () => {
    const first = await t.call<ReturnType<CaptchaService["clientKey"]>>("GET", "/api/captcha/client_key");
    const second = await t.call<ReturnType<CaptchaService["clientKey"]>>("GET", "/api/captcha/client_key");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      provider: "altcha",
      siteKey: "altcha",
      challengeUrl: "/api/captcha/challenge",
    });
    expect(second.body.id).not.toBe(first.body.id);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it("serves a signed PBKDF2/SHA-256 challenge that expires in about ten minutes", async () => {
    const { status, body, headers } = await t.call<Challenge>("GET", "/api/captcha/challenge");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const minutesLeft = (body.parameters.expiresAt! - Date.now() / 1000) / 60;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    // Low enough for a slow browser: at most ~1.5M PBKDF2 iterations in all.
    expect(body.parameters.cost).toBeLessThanOrEqual(1_000);
  });

  it("accepts a solved challenge once, for one id", async () => {
    const id = await newId();
    const { token } = await solvedToken();

    expect((await verify(id, token)).body).toEqual(VALID);
    const [row] = await t.deps.db.select().from(captchaVerifications).where(eq(captchaVerifications.id, id));
    expect(row).toMatchObject({ provider: "altcha", consumedAt: null });
    expect(row.solutionHash).toMatch(/^[0-9a-f]{64}$/);

    // The same solution for another id, or the same id again (even with a new solution).
    const replay = await verify(await newId(), token);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(INVALID);
    expect((await verify(id, token)).body).toEqual(INVALID);
    expect((await verify(id, (await solvedToken()).token)).body).toEqual(INVALID);
  });

  it("refuses the same solution re-encoded into a different token", async () => {
    const { token } = await solvedToken();
    const { challenge, solution } = decode(token);
    const reordered = btoa(JSON.stringify({ solution, challenge: { signature: challenge.signature, parameters: challenge.parameters } }, null, 1));
    expect(reordered).not.toBe(token);
    expect((await verify(await newId(), token)).body).toEqual(VALID);
    expect((await verify(await newId(), reordered)).body).toEqual(INVALID);
  });
});

describe("captcha (ALTCHA, the default): refusing a forged, expired or misdirected solution", () => {
  it("refuses forged, tampered or garbage tokens", async () => {
    const { challenge, solution } = await solvedToken();
    const wrongKey = { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0")) };
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const foreign = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      deriveKey,
      hmacSignatureSecret: "another-secret-of-another-site",
      expiresAt: new Date(Date.now() + 60_000),
    });
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    const unsigned = { parameters: foreign.parameters } as Challenge;

    const tokens = [
      encode(challenge, wrongKey),
      encode(cheaper, solution),
      encode(foreign, foreignSolution!),
      encode(unsigned, foreignSolution!),
      "not a token",
      btoa("{}"),
      btoa(JSON.stringify({ challenge: null, solution: null, test: true })),
      "",
    ];
    for (const token of tokens) {
      const answer = await verify(await newId(), token);
      expect(answer.status, token).toBe(200);
      expect(answer.body, token).toEqual(INVALID);
    }
    // The untouched payload was still good: only the forgeries were refused.
    expect((await verify(await newId(), encode(challenge, solution))).body).toEqual(VALID);
  });

  it("refuses a solution whose challenge has expired", async () => {
    const { token } = await solvedToken();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await verify(await newId(), token)).body).toEqual(INVALID);
  });

  it("answers invalid, not an error, for an id that is not a uuid", async () => {
    const { token } = await solvedToken();
    for (const id of ["", "123", "'; DROP TABLE captcha_verifications; --"]) {
      const answer = await verify(id, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(INVALID);
    }
    // Nothing was recorded, so the solution is still usable.
    expect((await verify(await newId(), token)).body).toEqual(VALID);
  });
});

describe("captcha (ALTCHA, the default): consuming a verified id", () => {
  it("lets a verified id be consumed once, within 30 minutes", async () => {
    const { captcha, db } = t.deps;
    const id = await newId();
    expect((await verify(id, (await solvedToken()).token)).body).toEqual(VALID);

    expect(await captcha.consume(db, id)).toBe(true);
    expect(await captcha.consume(db, id)).toBe(false);
    const [row] = await db.select().from(captchaVerifications).where(eq(captchaVerifications.id, id));
    expect(row.consumedAt).toBeInstanceOf(Date);

    const late = await newId();
    expect((await verify(late, (await solvedToken()).token)).body).toEqual(VALID);
    await db
      .update(captchaVerifications)
      .set({ verifiedAt: sql`now() - interval '31 minutes'` })
      .where(eq(captchaVerifications.id, late));
    expect(await captcha.consume(db, late)).toBe(false);
  });

  it("cannot consume an id that was never verified", async () => {
    const { captcha, db } = t.deps;
    expect(await captcha.consume(db, await newId())).toBe(false);
    expect(await captcha.consume(db, "not-a-uuid")).toBe(false);
    expect(await captcha.consume(db, undefined)).toBe(false);
  });

  it("requireCaptcha answers 403 unless the id can be consumed", async () => {
    const { captcha, db } = t.deps;
    const id = await newId();
    await expect(requireCaptcha(captcha, db, id)).rejects.toMatchObject({
      status: 403,
      detail: "Veuillez valider le captcha avant d'envoyer le formulaire",
    });
    expect((await verify(id, (await solvedToken()).token)).body).toEqual(VALID);
    await expect(requireCaptcha(captcha, db, id)).resolves.toBeUndefined();
    await expect(requireCaptcha(captcha, db, id)).rejects.toBeInstanceOf(HttpError);
  });

  it("answers 400 with field errors for a malformed body", async () => {
    const notJson = await t.call<Awaited<ReturnType<CaptchaService["verify"]>>>("POST", "/api/captcha/verify", "{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.body.detail).toEqual(expect.any(String));

    const missing = await t.call<Awaited<ReturnType<CaptchaService["verify"]>>>("POST", "/api/captcha/verify", { id: 42 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ detail: expect.any(String), errors: { id: expect.any(String), token: expect.any(String) } });
  });
});

describe("captcha (Turnstile, when configured)", () => {
  const SECRET = "turnstile-test-secret";
  const SITE_KEY = "1x00000000000000000000AA";
  let t: TestApp;
  let siteverify: Server;
  const received: Array<{ secret: string | null; response: string | null }> = [];
  let failNext = false;

  beforeAll(async () => {
    // Stands in for Cloudflare's siteverify: only "good-token", with our secret, passes.
    siteverify = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        received.push({ secret: form.get("secret"), response: form.get("response") });
        if (failNext) {
          failNext = false;
          res.writeHead(500).end("oops");
          return;
        }
        const success = req.method === "POST" && form.get("secret") === SECRET && form.get("response") === "good-token";
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(success ? { success } : { success, "error-codes": ["invalid-input-response"] }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
    const { port } = siteverify.address() as AddressInfo;
    t = await createTestApp({
      env: {
        TURNSTILE_SITE_KEY: SITE_KEY,
        TURNSTILE_SECRET_KEY: SECRET,
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  const newId = async () => (await t.call<ReturnType<CaptchaService["clientKey"]>>("GET", "/api/captcha/client_key")).body.id as string;
  const verify = (id: string, token: string) => t.call<Awaited<ReturnType<CaptchaService["verify"]>>>("POST", "/api/captcha/verify", { id, token });

  it("gives the Turnstile site key", async () => {
    const { status, body } = await t.call<ReturnType<CaptchaService["clientKey"]>>("GET", "/api/captcha/client_key");
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(String), provider: "turnstile", siteKey: SITE_KEY });
  });

  it("asks siteverify with the secret and accepts its success once", async () => {
    received.length = 0;
    const id = await newId();
    expect((await verify(id, "good-token")).body).toEqual(VALID);
    expect(received).toEqual([{ secret: SECRET, response: "good-token" }]);
    const [row] = await t.deps.db.select().from(captchaVerifications).where(eq(captchaVerifications.id, id));
    expect(row.provider).toBe("turnstile");

    expect((await verify(await newId(), "good-token")).body).toEqual(INVALID);
    expect(await t.deps.captcha.consume(t.deps.db, id)).toBe(true);
    expect(await t.deps.captcha.consume(t.deps.db, id)).toBe(false);
  });

  it("refuses what siteverify refuses, or when it fails", async () => {
    received.length = 0;
    expect((await verify(await newId(), "bad-token")).body).toEqual(INVALID);
    expect(received).toEqual([{ secret: SECRET, response: "bad-token" }]);

    await t.deps.db.delete(captchaVerifications);
    failNext = true;
    expect((await verify(await newId(), "good-token")).body).toEqual(INVALID);
    // The same token passes once siteverify is back: the failure recorded nothing.
    expect((await verify(await newId(), "good-token")).body).toEqual(VALID);
  });
});
