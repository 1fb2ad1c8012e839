import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobAlerts } from "../../db/schema/job-alerts";
import { CONFIRMATION_LINK_DAYS } from "./job-alerts.service";

export const PURGE_UNCONFIRMED_TASK = "job-alerts:purge-unconfirmed";

/**
 * Anyone can type any address into the alert form: an alert never confirmed within the
 * link's validity is someone else's address or a forgotten click, so it is deleted.
 */
export async function purgeUnconfirmedAlerts(db: Db, now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - CONFIRMATION_LINK_DAYS * 86_400_000);
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.isVerified, false), lt(jobAlerts.consentAt, limit)))
    .returning({ id: jobAlerts.id });
  return deleted.length;
}
