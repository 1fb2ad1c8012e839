import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { hash, verify, type Algorithm, type Options as HashOptions } from "@node-rs/argon2";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { registeredPages, sessions, users } from "../../db/schema";
import { HttpError, forbidden, notFound, parseOrThrow } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { TOO_MANY_ATTEMPTS } from "../../lib/rate-limit";
import type { ThrottleWindows } from "../../lib/throttle-windows";
import type { SessionUser } from "../../../common/roles";
import { createSession, sessionUserColumns } from "./session.service";
import { PASSWORD_CHANGE, STAFF_ACCOUNT_MODEL, writeHistoryLine } from "../history/history.service";

/*
 * Who may sign in: any existing user, with a password or with Google. Signing in only
 * proves who someone is; every back-office call checks the role it needs on the server
 * (requireRole), so a plain user gets a session that opens nothing but /me and logout.
 * This keeps one rule for both sign-in paths, and lets the Google domain rule create
 * plain accounts that an admin later promotes to staff.
 */

export const ACCOUNT_MESSAGES = {
  loginFailed: "Adresse e-mail ou mot de passe incorrect",
  emailRequired: "Veuillez saisir votre adresse e-mail",
  passwordRequired: "Veuillez saisir votre mot de passe",
  passwordTooShort: "Le mot de passe doit contenir au moins 12 caractères",
  passwordTooLong: "Le mot de passe ne peut pas dépasser 256 caractères",
  ownPassword: "Vous ne pouvez pas changer votre propre mot de passe ici",
  passwordChanged: "Le mot de passe a été changé",
  userNotFound: "Utilisateur introuvable",
  invalidId: "Identifiant d'utilisateur invalide",
  invalidPageUrl: "L'adresse de la page doit être un chemin commençant par « / »",
  unknownProvider: "Fournisseur de connexion inconnu",
  googleNotConfigured: "Connexion Google non configurée",
  googleNoAccess: "Ce compte Google n'a pas accès à l'espace collaborateurs",
  googleStateInvalid: "La demande de connexion a expiré ou n'est pas valide. Veuillez réessayer.",
  googleFailed: "La connexion Google a échoué. Veuillez réessayer.",
  googleUnavailable: "Le service de connexion Google ne répond pas. Veuillez réessayer plus tard.",
} as const;

// ---------------------------------------------------------------------------------------
// Passwords

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane). `Algorithm` is an ambient
 * const enum, which isolatedModules cannot read as a value: 2 is Algorithm.Argon2id.
 */
const HASH_OPTIONS: HashOptions = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, HASH_OPTIONS);

/**
 * The two slow steps of a failed sign-in, in one object so tests can watch them instead of
 * timing them: an argon2 verification for every attempt, and the wait after a failure.
 */
export const signInCosts = {
  verifyPassword: (storedHash: string, password: string) => verify(storedHash, password),
  waitAfterFailure: (ms: number) => sleep(ms),
};

/** A hash of nothing anyone knows, verified when the account is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(24).toString("base64url")));

async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await signInCosts.verifyPassword(await getDummyHash(), password).catch(() => false);
    return false;
  }
  // A malformed stored hash is a failed login, not a 500.
  return signInCosts.verifyPassword(storedHash, password).catch(() => false);
}

/** The rule for any new password (change_password, create-admin, ADMIN_PASSWORD). */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(12, ACCOUNT_MESSAGES.passwordTooShort)
  .max(256, ACCOUNT_MESSAGES.passwordTooLong);

const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.loginFailed);

// Extra keys the old client sends (position…) are ignored.
export const passwordLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1024, ACCOUNT_MESSAGES.loginFailed),
});

// ---------------------------------------------------------------------------------------
// Login throttle

/**
 * Failed sign-ins, counted per (address, e-mail) pair and per address. A pair is blocked
 * after `perPair` failures in `windowMs`, for a window that doubles each time the pair is
 * blocked again within a day (15 min, 30, 1 h… at most a day); an address is blocked after
 * `perAddress` failures over any accounts. No count is kept per e-mail alone: someone
 * guessing from elsewhere can never lock the account's owner out.
 */
export const LOGIN_THROTTLE = { perPair: 5, perAddress: 20, windowMs: 15 * 60_000, maxBlockMs: 24 * 3_600_000 };

type FailureWindow = { failures: number; resetAt: number; blocks: number; blocksResetAt: number };

/**
 * Counts failures only: a staff member who signs in and out often is never slowed down. The
 * windows are shared by the instances on one PostgreSQL (throttle-windows.ts).
 */
export function createLoginThrottle(windows: ThrottleWindows, { perPair, perAddress, windowMs, maxBlockMs } = LOGIN_THROTTLE) {
  const keysOf = (address: string, email: string) => ({ pair: `login:pair:${address}|${email}`, address: `login:address:${address}` });
  const waitOf = async (key: string, limit: number, now: number) => {
    const w = await windows.read<FailureWindow>(key);
    return w && w.resetAt > now && w.failures >= limit ? Math.ceil((w.resetAt - now) / 1000) : 0;
  };
  const count = (key: string, limit: number) =>
    windows.update<FailureWindow>(key, (previous, now) => {
      const blocks = previous && previous.blocksResetAt > now ? previous.blocks : 0;
      const w: FailureWindow =
        previous && previous.resetAt > now ? { ...previous } : { failures: 0, resetAt: now + windowMs, blocks, blocksResetAt: now + maxBlockMs };
      w.failures += 1;
      if (w.failures === limit) {
        // Reaching the limit blocks for a window that grows with each block of the day.
        w.blocks = blocks + 1;
        w.resetAt = now + Math.min(windowMs * 2 ** (w.blocks - 1), maxBlockMs);
      }
      // Kept while it blocks or remembers the day's blocks.
      return { state: w, expiresAt: Math.max(w.resetAt, w.blocksResetAt) };
    });
  return {
    /** Seconds to wait before this address may try this e-mail again, else 0. */
    async retryAfter(address: string, email: string, now = Date.now()): Promise<number> {
      const keys = keysOf(address, email);
      return Math.max(await waitOf(keys.pair, perPair, now), await waitOf(keys.address, perAddress, now));
    },
    /** Counts a failure; returns the pair's failures in its current window (the slow-down grows with them). */
    async fail(address: string, email: string): Promise<number> {
      const keys = keysOf(address, email);
      await count(keys.address, perAddress);
      return (await count(keys.pair, perPair))!.failures;
    },
    /** After a success the pair starts again; the address counter does not, or one valid
     * account would let a client reset its allowance between guesses. */
    async succeed(address: string, email: string): Promise<void> {
      await windows.update(keysOf(address, email).pair, () => undefined);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

// ---------------------------------------------------------------------------------------
// Sign-in, password

/** 429 with the number of seconds for Retry-After. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS);
  }
}

export type SignedIn = { user: SessionUser; token: string; expiresAt: Date };

export async function loginWithPassword(
  deps: Pick<AppDeps, "db" | "config">,
  input: unknown,
  { clientAddress, throttle }: { clientAddress: string; throttle: LoginThrottle },
): Promise<SignedIn> {
  const { db, config } = deps;
  const { email, password } = parseOrThrow(passwordLoginSchema, input);
  const retryAfter = await throttle.retryAfter(clientAddress, email);
  if (retryAfter > 0) throw new TooManyAttempts(retryAfter);

  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  // Unknown account, account without a password (Google only) and wrong password all cost
  // one argon2 verification and answer the same words.
  const ok = await passwordMatches(row?.passwordHash, password);
  if (!row || !ok) {
    const failures = await throttle.fail(clientAddress, email);
    // Each failure of the pair waits longer (1×, 2×… 5× the configured delay).
    const delay = config.account.loginFailureDelayMs * Math.min(failures, 5);
    if (delay > 0) await signInCosts.waitAfterFailure(delay);
    throw new HttpError(401, ACCOUNT_MESSAGES.loginFailed);
  }
  await throttle.succeed(clientAddress, email);
  const { passwordHash: _hash, ...user } = row;
  return { user, ...(await createSession(db, user.id)) };
}

// ---------------------------------------------------------------------------------------
// Password change (superuser, for another user)

export const changePasswordSchema = z.object({
  id: z.number({ error: ACCOUNT_MESSAGES.invalidId }).int(ACCOUNT_MESSAGES.invalidId).positive(ACCOUNT_MESSAGES.invalidId),
  password: newPasswordSchema,
});

/** The caller is a superuser (checked by the route); the target must be someone else. */
export async function changePassword(db: Db, actor: SessionUser, input: unknown): Promise<{ detail: string }> {
  const { id, password } = parseOrThrow(changePasswordSchema, input);
  if (id === actor.id) throw forbidden(ACCOUNT_MESSAGES.ownPassword);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ passwordHash }).where(eq(users.id, id)).returning({ id: users.id });
    if (updated.length === 0) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    // Whoever knew the old password may hold a session: every one of them ends now.
    await tx.delete(sessions).where(eq(sessions.userId, id));
    // The account's «Historique» says it happened, never with any value.
    await writeHistoryLine(tx, { user: actor, model: STAFF_ACCOUNT_MODEL, recordId: id, action: "update", changes: [PASSWORD_CHANGE] });
  });
  return { detail: ACCOUNT_MESSAGES.passwordChanged };
}

// ---------------------------------------------------------------------------------------
// Pages viewed by a superuser

export const registerPageSchema = z.object({
  url: z
    .string({ error: ACCOUNT_MESSAGES.invalidPageUrl })
    .max(2048, ACCOUNT_MESSAGES.invalidPageUrl)
    // A site path: not an absolute URL, not protocol-relative (//host), no control characters.
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .refine((url) => url.startsWith("/") && !url.startsWith("//") && !/[\u0000-\u001f\u007f\\]/.test(url), ACCOUNT_MESSAGES.invalidPageUrl),
});

export async function registerPage(db: Db, input: unknown): Promise<{ success: true; url: string }> {
  const { url: raw } = parseOrThrow(registerPageSchema, input);
  // The query string and fragment can hold what a visitor typed: only the path is kept.
  const url = raw.split(/[?#]/, 1)[0];
  await db
    .insert(registeredPages)
    .values({ url })
    .onConflictDoUpdate({
      target: registeredPages.url,
      set: { lastSeenAt: sql`now()`, views: sql`${registeredPages.views} + 1` },
    });
  return { success: true, url };
}

// ---------------------------------------------------------------------------------------
// Superusers: npm run create-admin, and ADMIN_EMAIL/ADMIN_PASSWORD on first start

/** Creates the account, or promotes the existing one, with this password and every role. */
export async function upsertSuperuser(db: Db, email: string, password: string): Promise<{ id: number; created: boolean }> {
  const checked = z.object({ email: emailSchema.pipe(z.email("Adresse e-mail invalide")), password: newPasswordSchema }).safeParse({ email, password });
  if (!checked.success) throw new Error(checked.error.issues[0].message);
  const normalized = checked.data.email;
  const passwordHash = await hashPassword(checked.data.password);
  const roles = { isStaff: true, isAdmin: true, isSuperuser: true };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  const [row] = await db
    .insert(users)
    .values({ email: normalized, passwordHash, ...roles })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, ...roles } })
    .returning({ id: users.id });
  // A reset password ends the sessions opened with the old one.
  if (existing) await db.delete(sessions).where(eq(sessions.userId, row.id));
  return { id: row.id, created: !existing };
}

/**
 * First start of a fresh site: with ADMIN_EMAIL and ADMIN_PASSWORD set and no superuser
 * yet, create one. Once any superuser exists it does nothing, so the variables can stay
 * set without resetting a password that was changed since.
 */
export async function ensureInitialSuperuser(db: Db, config: Config, logger?: Logger): Promise<"created" | "exists" | "not-configured"> {
  const admin = config.account.initialAdmin;
  if (!admin) return "not-configured";
  const [superuser] = await db.select({ id: users.id }).from(users).where(eq(users.isSuperuser, true)).limit(1);
  if (superuser) return "exists";
  const { id } = await upsertSuperuser(db, admin.email, admin.password);
  logger?.info({ userId: id }, "initial superuser created from ADMIN_EMAIL");
  return "created";
}
