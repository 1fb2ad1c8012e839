import { contentChanged } from "../../lib/content-changes";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";

export const ARCHIVE_EXPIRED_TASK = "positions:archive-expired";

/**
 * Offers whose JobPosting `validThrough` has passed are archived: they answer 410, leave the
 * search and the sitemap (Google drops a posting past its date and may penalise the site).
 */
export async function archiveExpiredOffers(db: Db, now = new Date()): Promise<number> {
  const archived = await db
    .update(offers)
    .set({ state: "archived", updatedDate: now })
    .where(and(eq(offers.state, "published"), lt(offers.validThrough, now)))
    .returning({ id: offers.id });
  if (archived.length > 0) contentChanged(db);
  return archived.length;
}
