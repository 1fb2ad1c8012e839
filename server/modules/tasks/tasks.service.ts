import { and, count, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../app-deps";
import { tasks } from "../../db/schema/tasks";
import { HttpError, notFound } from "../../lib/errors";
import { enqueueTask, pollTasksNow } from "../../lib/task-runner";
import { scheduledTasks, taskTitle } from "./schedules";

export type ScheduledTaskEntry = { name: string; title: string; cron: string };
export type RunNowAnswer = { taskId: number; alreadyQueued: boolean };
export type CleanTasksAnswer = { deleted: number };
export type CleanableTasksAnswer = { count: number };

/** The tasks an admin may start from the screen: those with a schedule (the others need a payload). */
export function listScheduledTasks({ config }: Pick<AppDeps, "config">): ScheduledTaskEntry[] {
  return scheduledTasks(config).flatMap((task) => (task.cron ? [{ name: task.name, title: taskTitle(task.name), cron: task.cron }] : []));
}

/** One key per task and minute: a double click (or two admins at once) queues one run. */
export const runNowDedupeKey = (name: string, now: Date) => `manual:${name}:${now.toISOString().slice(0, 16)}`;

/**
 * «Lancer maintenant»: queues a scheduled task to run at once. The payload says it was asked
 * for (a late scheduled crawl is skipped, an asked one is not).
 */
export async function runTaskNow({ db, config }: Pick<AppDeps, "db" | "config">, body: unknown, now = new Date()): Promise<RunNowAnswer> {
  const name = (body as { name?: unknown } | null)?.name;
  if (typeof name !== "string" || !name) throw new HttpError(400, "Tâche attendue", { name: "Tâche attendue" });
  if (!listScheduledTasks({ config }).some((task) => task.name === name)) throw notFound("Tâche inconnue");
  const dedupeKey = runNowDedupeKey(name, now);
  const queued = await enqueueTask(db, name, { manual: true }, { dedupeKey });
  // This process's runner starts it now rather than at its next poll.
  pollTasksNow();
  if (queued != null) return { taskId: queued, alreadyQueued: false };
  const [existing] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.dedupeKey, dedupeKey));
  return { taskId: existing!.id, alreadyQueued: true };
}

/**
 * What «Nettoyer les tâches» removes: finished tasks (DONE, FAILED); waiting and running ones
 * stay. Each schedule's latest period row stays too: its dedupe key is what keeps a restart from
 * running that period again (the weekly alerts sent twice).
 */
function cleanable(db: Db) {
  const latestPeriods = db
    .selectDistinctOn([tasks.name], { id: tasks.id })
    .from(tasks)
    .where(and(sql`${tasks.dedupeKey} is not null`, sql`${tasks.dedupeKey} not like 'manual:%'`))
    .orderBy(tasks.name, sql`${tasks.createdAt} desc`, sql`${tasks.id} desc`);
  return and(inArray(tasks.status, ["DONE", "FAILED"]), lte(tasks.finishedAt, sql`now()`), notInArray(tasks.id, latestPeriods));
}

/** GET /tasks/clean_tasks_count: the figure the clean-up's confirmation states before anything goes. */
export async function countCleanableTasks({ db }: Pick<AppDeps, "db">): Promise<CleanableTasksAnswer> {
  const [row] = await db.select({ count: count() }).from(tasks).where(cleanable(db));
  return { count: row!.count };
}

/** DELETE /tasks/clean_tasks: removes what countCleanableTasks counted (and any task finished since). */
export async function cleanTasks({ db }: Pick<AppDeps, "db">): Promise<CleanTasksAnswer> {
  const deleted = await db.delete(tasks).where(cleanable(db)).returning({ id: tasks.id });
  return { deleted: deleted.length };
}
