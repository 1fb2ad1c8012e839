import { createHash, createHmac } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { captchaVerifications } from "../../db/schema/captcha";
import { HttpError } from "../../lib/errors";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, CAPTCHA_VALID, type CaptchaClientKey, type CaptchaVerifyAnswer } from "../../../common/schemas/captcha";

export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** How long a verified captcha may wait for the form it protects. */
export const VERIFIED_TTL_MINUTES = 30;
/**
 * The browser tries counters from 0 up to the hidden one: ~1 000 PBKDF2 runs of 1 000
 * iterations (~1M SHA-256 HMACs), about 0.3 s on one server core; a machine several times
 * slower stays near a second as the widget splits the work between its workers. The server
 * derives one key to create a challenge and none to verify one.
 */
const ALTCHA_COST = 1_000;
const ALTCHA_COUNTER = { min: 500, max: 1_500 };
const TURNSTILE_TIMEOUT_MS = 10_000;

export type CaptchaService = {
  clientKey(): CaptchaClientKey;
  challenge(): Promise<Challenge>;
  verify(db: Db, input: { id?: unknown; token?: unknown }): Promise<CaptchaVerifyAnswer>;
  consume(db: Db, id: unknown): Promise<boolean>;
};

const uuidSchema = z.uuid();
const altchaPayloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is covered by the signature, so all of them are kept as sent.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const valid: CaptchaVerifyAnswer = { success: true, detail: CAPTCHA_VALID };
const invalid: CaptchaVerifyAnswer = { success: false, detail: CAPTCHA_INVALID };

type TurnstileSettings = NonNullable<Config["captcha"]["turnstile"]>;

/** The string that makes a solution single-use, or null when the token does not verify. */
async function altchaSolution(token: string, secrets: { hmacSecret: string; keySecret: string }): Promise<string | null> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const payload = altchaPayloadSchema.safeParse(decoded);
  if (!payload.success) return null;
  const { challenge, solution } = payload.data;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.hmacSecret,
      hmacKeySignatureSecret: secrets.keySecret,
    });
    // The token itself can be re-encoded (key order, spacing) into a new string that still
    // verifies; the challenge signature cannot, so it is what gets recorded.
    return result.verified ? `altcha:${challenge.signature}` : null;
  } catch {
    return null;
  }
}

/** The same for a Turnstile token, which Cloudflare verifies. */
async function turnstileSolution(turnstile: TurnstileSettings, token: string): Promise<string | null> {
  if (!token) return null;
  try {
    const response = await fetch(turnstile.verifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret: turnstile.secretKey, response: token }),
      signal: AbortSignal.timeout(TURNSTILE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true ? `turnstile:${token}` : null;
  } catch {
    // Cloudflare unreachable: the visitor may retry, the form stays closed meanwhile.
    return null;
  }
}

export function createCaptchaService(config: Config): CaptchaService {
  const { hmacSecret, turnstile } = config.captcha;
  // Signing the expected key lets verification be one HMAC instead of a PBKDF2 run, so
  // forged payloads cost the server nothing. Derived, so there is one secret to configure.
  const keySecret = createHmac("sha256", hmacSecret).update("altcha-key-signature").digest("hex");

  return {
    clientKey() {
      const id = crypto.randomUUID();
      return turnstile
        ? { id, provider: "turnstile", siteKey: turnstile.siteKey }
        : { id, provider: "altcha", siteKey: "altcha", challengeUrl: "/api/captcha/challenge" };
    },

    challenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: ALTCHA_COST,
        counter: randomInt(ALTCHA_COUNTER.max, ALTCHA_COUNTER.min),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(db, { id, token }) {
      if (!uuidSchema.safeParse(id).success || typeof token !== "string" || !token) return invalid;
      const solution = turnstile ? await turnstileSolution(turnstile, token) : await altchaSolution(token, { hmacSecret, keySecret });
      if (!solution) return invalid;
      // One statement decides: a second use of the id or of the solution inserts nothing.
      const inserted = await db
        .insert(captchaVerifications)
        .values({ id: id as string, provider: turnstile ? "turnstile" : "altcha", solutionHash: sha256(solution) })
        .onConflictDoNothing()
        .returning({ id: captchaVerifications.id });
      return inserted.length === 1 ? valid : invalid;
    },

    async consume(db, id) {
      if (!uuidSchema.safeParse(id).success) return false;
      const consumed = await db
        .update(captchaVerifications)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(captchaVerifications.id, id as string),
            isNull(captchaVerifications.consumedAt),
            gt(captchaVerifications.verifiedAt, sql`now() - make_interval(mins => ${VERIFIED_TTL_MINUTES})`),
          ),
        )
        .returning({ id: captchaVerifications.id });
      return consumed.length === 1;
    },
  };
}

/** For form calls: the captcha id they carry must be verified and unused, else 403. */
export async function requireCaptcha(service: CaptchaService, db: Db, id: unknown): Promise<void> {
  if (!(await service.consume(db, id))) throw new HttpError(403, CAPTCHA_REQUIRED);
}
