import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { positions } from "../../db/schema";

export const ARCHIVE_EXPIRED_TASK = "positions:archive-expired";

/**
 * Offers whose JobPosting `validThrough` has passed are archived: they answer 410, leave the
 * search and the sitemap (Google drops a posting past its date and may penalise the site).
 */
export async function archiveExpiredOffers(db: Db, now = new Date()): Promise<number> {
  const archived = await db
    .update(positions)
    .set({ state: "archived", updatedDate: now })
    .where(and(eq(positions.state, "published"), lt(positions.validThrough, now)))
    .returning({ id: positions.id });
  return archived.length;
}
