import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/** Removes the local outbox's copies (`{id}-{n}.eml`) of these e-mails: they hold what the rows held. */
export async function removeOutboxCopies(outboxDir: string, emailIds: number[]): Promise<void> {
  if (emailIds.length === 0) return;
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const ids = new Set(emailIds.map(String));
  await Promise.all(
    names.filter((name) => /^\d+-\d+\.eml$/.test(name) && ids.has(name.split("-")[0]!)).map((name) => rm(join(outboxDir, name), { force: true })),
  );
}
