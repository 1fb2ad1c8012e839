import { lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactLeads } from "../../db/schema";

/** CNIL's rule for prospects: 3 years after the last contact, which for a lead is its request. */
export const LEAD_RETENTION_YEARS = 3;

export async function purgeOldLeads(db: Db, now = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() - LEAD_RETENTION_YEARS);
  const gone = await db.delete(contactLeads).where(lt(contactLeads.createdAt, limit)).returning({ id: contactLeads.id });
  return gone.length;
}
