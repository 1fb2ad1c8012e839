import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { jobAlerts } from "../../db/schema/job-alerts";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { requireCaptcha } from "../captcha/captcha.service";
import { ALERT_PENDING, ALERT_SUCCESS, alertConsentText } from "../../../common/candidate-forms";
import { alertPayloadSchema } from "./job-alerts.schema";
import { confirmationMail, criteriaLines, searchUrl } from "./job-alerts.mail";
import { hashLinkToken, isAlertId, newLinkToken, sameSecret, unsubscribeToken } from "./job-alerts.tokens";

export const ALERT_NOT_FOUND = "Alerte introuvable";
export const ALERT_LINK_INVALID = "Ce lien n'est plus valide";
/** A confirmation link left unopened this long no longer activates anything. */
export const CONFIRMATION_LINK_DAYS = 30;

/** `criteria` in words («Contrat : CDI»), `searchPath` the offers page of the search: for the page. */
export type ConfirmResult = { status: "confirmed"; criteria: string[]; searchPath: string } | { status: "invalid" };
export type UnsubscribeResult = { status: "unsubscribed" } | { status: "invalid" };

/**
 * POST /api/jobs/job_alert_subscribe, after the consent header and the rate limit. Fields
 * first (a typo must not burn the captcha), then the captcha, then the alert, stored
 * unverified, and the confirmation e-mail. Asking again for the same search does not make
 * a second alert: a pending one gets a fresh link, an active one is left as it is.
 */
export async function subscribeJobAlert(deps: Pick<AppDeps, "db" | "captcha" | "mailer" | "config">, input: unknown) {
  const { db, captcha, mailer, config } = deps;
  const { email, criteria, captchaId } = parseOrThrow(alertPayloadSchema, input);
  await requireCaptcha(captcha, db, captchaId);

  // jsonb equality ignores key order: the same search is found however it was sent.
  const [existing] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.email, email), eq(jobAlerts.isArchived, false), sql`${jobAlerts.queryData} = ${JSON.stringify(criteria)}::jsonb`))
    .limit(1);
  if (existing?.isVerified) return { success: true as const, isVerified: true, detail: ALERT_SUCCESS };

  const token = newLinkToken();
  const values = { tokenHash: hashLinkToken(token), consentAt: new Date(), consentText: alertConsentText(config.brand.name) };
  const [alert] = existing
    ? await db.update(jobAlerts).set(values).where(eq(jobAlerts.id, existing.id)).returning()
    : await db
        .insert(jobAlerts)
        .values({ id: crypto.randomUUID(), email, queryData: criteria, ...values })
        .returning();
  // A delivery failure leaves the row FAILED for the retry task; the visitor's request succeeded.
  await mailer.send(db, confirmationMail(config, alert, token, await criteriaLines(db, alert.queryData)));
  return { success: true as const, isVerified: false, detail: ALERT_PENDING };
}

async function findAlert(db: Db, id: unknown) {
  if (!isAlertId(id)) return undefined;
  const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return alert;
}

/** GET /api/jobs/job_alert_fetch/{id}: the id is random, so knowing it is the authorization. */
/**
 * GET job_alert_fetch: the alert's criteria and state. Never the subscriber's e-mail: the id
 * travels in links and logs, it is no secret (the link token is).
 */
export async function fetchJobAlert(db: Db, id: unknown) {
  const alert = await findAlert(db, id);
  if (!alert) throw notFound(ALERT_NOT_FOUND);
  return {
    id: alert.id,
    frequency: alert.frequency,
    queryData: alert.queryData,
    isVerified: alert.isVerified,
    isArchived: alert.isArchived,
    lastSent: alert.lastSent?.toISOString() ?? null,
    positions: alert.positions,
  };
}

/**
 * The confirmation link: activates the alert. Opening it again is harmless (mail scanners
 * open links too). Unknown alert, wrong token, expired link or an alert since unsubscribed
 * all give the same answer, so the result never tells which part was wrong.
 */
export async function confirmJobAlert(db: Db, id: unknown, token: unknown, now = new Date()): Promise<ConfirmResult> {
  const alert = await findAlert(db, id);
  if (!alert || typeof token !== "string" || !sameSecret(hashLinkToken(token), alert.tokenHash) || alert.isArchived) {
    return { status: "invalid" };
  }
  if (!alert.isVerified) {
    if (now.getTime() - alert.consentAt.getTime() > CONFIRMATION_LINK_DAYS * 86_400_000) return { status: "invalid" };
    await db
      .update(jobAlerts)
      .set({ isVerified: true, verifiedAt: now })
      .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.isVerified, false)));
  }
  return { status: "confirmed", criteria: await criteriaLines(db, alert.queryData), searchPath: searchUrl({ publicUrl: "" }, alert.queryData) };
}

/** The unsubscribe link (page and one-click POST): archives the alert; again is still a success. */
export async function unsubscribeJobAlert(db: Db, id: unknown, token: unknown): Promise<UnsubscribeResult> {
  const alert = await findAlert(db, id);
  if (!alert || !sameSecret(token, unsubscribeToken(alert))) return { status: "invalid" };
  if (!alert.isArchived) await db.update(jobAlerts).set({ isArchived: true }).where(eq(jobAlerts.id, alert.id));
  return { status: "unsubscribed" };
}

/** The API form of a link result: 400 with the same message whatever was wrong. */
export function linkAnswer(result: ConfirmResult | UnsubscribeResult, detail: string) {
  if (result.status === "invalid") throw new HttpError(400, ALERT_LINK_INVALID);
  return { success: true as const, detail };
}
