import { inArray, lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { applications, candidates } from "../../db/schema";
import { fileStoreFor } from "../../lib/storage";

/** Spec decision 9: CVs and candidate data are kept at most 2 years after the last contact. */
export const CANDIDATE_RETENTION_YEARS = 2;

/**
 * Deletes candidates whose last contact is older than the retention period, with their
 * applications (cascade) and every CV file they sent. Rows go first, in one statement, so
 * a file is never left pointed to by a row; a file that cannot be removed is only logged
 * (by count: never a name or an address).
 */
export async function purgeExpiredCandidates(deps: Pick<AppDeps, "db" | "config" | "logger">, now = new Date()): Promise<number> {
  const { db, config, logger } = deps;
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() - CANDIDATE_RETENTION_YEARS);
  const expired = await db.select({ id: candidates.id, resumeKey: candidates.resumeKey }).from(candidates).where(lt(candidates.lastContactAt, limit));
  if (expired.length === 0) return 0;
  const ids = expired.map((c) => c.id);
  const keys = new Set(expired.map((c) => c.resumeKey).filter((key): key is string => Boolean(key)));
  await db.transaction(async (tx) => {
    const sent = await tx.select({ key: applications.resumeKey }).from(applications).where(inArray(applications.candidateId, ids));
    for (const { key } of sent) keys.add(key);
    await tx.delete(candidates).where(inArray(candidates.id, ids));
  });
  const store = fileStoreFor(config);
  const failures = (await Promise.allSettled([...keys].map((key) => store.remove(key)))).filter((r) => r.status === "rejected").length;
  if (failures > 0) logger.warn({ failures }, "candidate files not removed");
  logger.info({ candidates: ids.length, files: keys.size - failures }, "expired candidates purged");
  return ids.length;
}
