import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import type { Config, GoogleConfig } from "../../config";
import { users } from "../../db/schema";
import { HttpError, forbidden, notFound, parseOrThrow } from "../../lib/errors";
import { ACCOUNT_MESSAGES, type SignedIn } from "./account.service";
import { createSession, sessionUserColumns } from "./session.service";

// Google sign-in (OIDC, authorization code + PKCE), for staff.

/*
 * arctic's `Google` class is a thin wrapper that calls `OAuth2Client` with Google's fixed
 * endpoints (see node_modules/arctic/dist/providers/google.js). We call `OAuth2Client`
 * ourselves with the endpoints from the configuration: with no GOOGLE_ISSUER_URL they are
 * Google's, in tests they point to a fake provider on loopback. Real Google and the fake go
 * through exactly the same code, and nothing in the code knows about tests.
 */
const GOOGLE_SCOPES = ["openid", "email", "profile"];

export const googleRedirectUri = (publicUrl: string) => `${publicUrl}/account/authenticate/google/`;

function googleClient(google: GoogleConfig, publicUrl: string) {
  return new OAuth2Client(google.clientId, google.clientSecret, googleRedirectUri(publicUrl));
}

/** The provider is a query parameter; google is the only one. */
export function requireGoogle(config: Config, provider: string | undefined): GoogleConfig {
  if (provider !== "google") throw notFound(ACCOUNT_MESSAGES.unknownProvider);
  if (!config.google) throw notFound(ACCOUNT_MESSAGES.googleNotConfigured);
  return config.google;
}

/** Where to send the browser, and the two secrets the callback must present again. */
export function startGoogleLogin(config: Config, provider: string | undefined) {
  const google = requireGoogle(config, provider);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = googleClient(google, config.publicUrl).createAuthorizationURLWithPKCE(
    google.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    GOOGLE_SCOPES,
  );
  // Staff often have a personal and a work Google account in the same browser.
  url.searchParams.set("prompt", "select_account");
  return { url: url.toString(), state, codeVerifier };
}

export const googleCallbackSchema = z.object({
  code: z.string({ error: ACCOUNT_MESSAGES.googleFailed }).min(1, ACCOUNT_MESSAGES.googleFailed).max(4096, ACCOUNT_MESSAGES.googleFailed),
  state: z.string({ error: ACCOUNT_MESSAGES.googleStateInvalid }).min(1, ACCOUNT_MESSAGES.googleStateInvalid).max(512, ACCOUNT_MESSAGES.googleStateInvalid),
});

const idTokenClaimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  exp: z.number(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  /** Google Workspace domain; absent for consumer accounts. */
  hd: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().url().optional(),
});

export type GoogleIdentity = {
  email: string;
  hostedDomain?: string;
  firstName?: string;
  lastName?: string;
  picture?: string;
};

/**
 * The ID token comes straight from the token endpoint over TLS, in answer to our own
 * authenticated request, so OIDC Core §3.1.3.7 lets the TLS check stand in for the
 * signature check. The claims are still checked: issuer, audience (and azp when several
 * audiences), expiry, and a verified e-mail.
 */
export function identityFromClaims(claims: unknown, google: Pick<GoogleConfig, "clientId" | "issuers">, now = Date.now()): GoogleIdentity {
  const parsed = idTokenClaimsSchema.safeParse(claims);
  if (!parsed.success) throw new HttpError(400, ACCOUNT_MESSAGES.googleFailed);
  const c = parsed.data;
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  const audienceOk = audiences.includes(google.clientId) && (audiences.length === 1 || c.azp === google.clientId);
  if (!google.issuers.includes(c.iss) || !audienceOk || c.exp * 1000 <= now) {
    throw new HttpError(400, ACCOUNT_MESSAGES.googleFailed);
  }
  const verified = c.email_verified === true || c.email_verified === "true";
  if (!c.email || !verified) throw forbidden(ACCOUNT_MESSAGES.googleNoAccess);
  return {
    email: c.email.trim().toLowerCase(),
    hostedDomain: c.hd?.toLowerCase(),
    firstName: c.given_name || undefined,
    lastName: c.family_name || undefined,
    picture: c.picture || undefined,
  };
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The callback page posts the code and state it received. The state must match the cookie
 * set when the browser left (no login forced on someone from another site), and the code
 * is only good with the PKCE verifier from the other cookie.
 */
export async function loginWithGoogle(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  provider: string | undefined,
  input: unknown,
  kept: { state?: string; codeVerifier?: string },
): Promise<SignedIn> {
  const { db, config, logger } = deps;
  const google = requireGoogle(config, provider);
  const { code, state } = parseOrThrow(googleCallbackSchema, input);
  if (!kept.state || !kept.codeVerifier || !sameSecret(state, kept.state)) {
    throw new HttpError(400, ACCOUNT_MESSAGES.googleStateInvalid);
  }

  let idToken: string;
  try {
    const tokens = await googleClient(google, config.publicUrl).validateAuthorizationCode(google.tokenEndpoint, code, kept.codeVerifier);
    idToken = tokens.idToken();
  } catch (error) {
    // A refused code (expired, reused, wrong verifier) is the user's to retry; anything
    // else is the provider failing.
    if (error instanceof OAuth2RequestError) throw new HttpError(400, ACCOUNT_MESSAGES.googleFailed);
    logger.warn({ err: error }, "google token exchange failed");
    throw new HttpError(502, ACCOUNT_MESSAGES.googleUnavailable);
  }
  let claims: object;
  try {
    claims = decodeIdToken(idToken);
  } catch {
    throw new HttpError(400, ACCOUNT_MESSAGES.googleFailed);
  }
  const identity = identityFromClaims(claims, google);

  const profile = {
    ...(identity.firstName && { firstName: identity.firstName }),
    ...(identity.lastName && { lastName: identity.lastName }),
    ...(identity.picture && { authPicture: identity.picture }),
  };
  let [user] = await db.select(sessionUserColumns).from(users).where(eq(users.email, identity.email));
  if (user) {
    if (Object.keys(profile).length > 0) {
      [user] = await db.update(users).set(profile).where(eq(users.id, user.id)).returning(sessionUserColumns);
    }
  } else if (google.allowedDomain && isOfDomain(identity, google.allowedDomain)) {
    // A colleague of the firm's Workspace without an account yet: a plain user, no role.
    // An admin grants staff rights; until then the session opens nothing.
    await db
      .insert(users)
      .values({ email: identity.email, ...profile })
      .onConflictDoNothing({ target: users.email });
    [user] = await db.select(sessionUserColumns).from(users).where(eq(users.email, identity.email));
  }
  if (!user) throw forbidden(ACCOUNT_MESSAGES.googleNoAccess);
  return { user, ...(await createSession(db, user.id)) };
}

/**
 * The address alone is not enough: anyone can open a consumer Google account with an
 * address at the firm's domain. Only Workspace accounts carry `hd`, set by Google.
 */
function isOfDomain(identity: GoogleIdentity, domain: string): boolean {
  return identity.email.endsWith(`@${domain}`) && identity.hostedDomain === domain;
}
