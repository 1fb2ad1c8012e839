import { lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { emails } from "../../db/schema";
import { removeOutboxCopies } from "./outbox-files";

/**
 * Decision: an e-mail is kept 2 years, like the candidates it is mostly about (spec decision 9).
 * Its copy of an application, a lead or a survey would otherwise outlive the record's own
 * retention; 2 years is long enough to answer «did you receive my message?».
 */
export const EMAIL_RETENTION_YEARS = 2;

/** Deletes the e-mails (rows and local outbox copies) older than the retention; answers the count. */
export async function purgeOldEmails(deps: Pick<AppDeps, "db" | "config">, now = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() - EMAIL_RETENTION_YEARS);
  const gone = await deps.db.delete(emails).where(lt(emails.createdAt, limit)).returning({ id: emails.id });
  await removeOutboxCopies(
    deps.config.mail.outboxDir,
    gone.map((row) => row.id),
  );
  return gone.length;
}
