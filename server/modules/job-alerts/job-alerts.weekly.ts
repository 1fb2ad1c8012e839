import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { jobAlerts, type AlertQuery } from "../../db/schema/job-alerts";
import { taskErrorReason } from "../../lib/task-runner";
import { searchOffers } from "../offers/offers.service";
import { EMPTY_OFFER_SEARCH, type OfferSearch } from "../../../common/offer-search";
import { criteriaLines, weeklyAlertMail } from "./job-alerts.mail";

export const WEEKLY_ALERTS_TASK = "job-alerts:weekly";
/** Offers listed in one e-mail; the e-mail links to the full search for the rest. */
export const ALERT_OFFERS_LIMIT = 10;

// The stored criteria hold only the set ones: the others keep their empty defaults.
const searchOf = (query: AlertQuery): OfferSearch => ({ ...EMPTY_OFFER_SEARCH, ...query, limit: ALERT_OFFERS_LIMIT });

export type WeeklyCounts = { alerts: number; sent: number; skipped: number; failed: number };

/**
 * The weekly task: each confirmed, active alert gets one e-mail with the offers of its
 * search published since its last e-mail (or its confirmation), and nothing when there are
 * none. Alerts are handled one by one, so one failure does not deprive the others.
 */
export async function sendWeeklyAlerts(deps: Pick<AppDeps, "db" | "mailer" | "config" | "logger">, now = new Date()): Promise<WeeklyCounts> {
  const { db, mailer, config, logger } = deps;
  const alerts = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.isVerified, true), eq(jobAlerts.isArchived, false)))
    .orderBy(asc(jobAlerts.createdAt));
  const counts: WeeklyCounts = { alerts: alerts.length, sent: 0, skipped: 0, failed: 0 };
  for (const alert of alerts) {
    try {
      const since = alert.lastSent ?? alert.verifiedAt ?? alert.createdAt;
      // The offers of the last e-mail are left out even if dated after it (clock or sync drift).
      const answer = await searchOffers(db, searchOf(alert.queryData), { createdAfter: since, excludeIds: alert.positions });
      if (answer.rows.length === 0) {
        counts.skipped += 1;
        continue;
      }
      // A FAILED delivery stays recorded and is resent by the mail retry task: the alert counts as sent.
      await mailer.send(db, weeklyAlertMail(config, alert, answer.rows, answer.count, await criteriaLines(db, alert.queryData)));
      await db
        .update(jobAlerts)
        .set({ lastSent: now, positions: answer.rows.map((offer) => offer.id) })
        .where(eq(jobAlerts.id, alert.id));
      counts.sent += 1;
    } catch (error) {
      counts.failed += 1;
      logger.warn({ alertId: alert.id, reason: taskErrorReason(error) }, "job alert not sent");
    }
  }
  logger.info({ task: WEEKLY_ALERTS_TASK, ...counts }, "weekly job alerts");
  return counts;
}
