import { Cron } from "croner";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { tasks } from "../db/schema/tasks";
import type { Logger } from "./logger";
import type { AppDeps } from "../app-deps";

export type TaskRow = typeof tasks.$inferSelect;
export type TaskContext = { id: number; name: string; attempts: number; runAt: Date };
export type TaskHandler = (payload: unknown, ctx: TaskContext) => Promise<unknown>;

/**
 * One background task: its name in the `tasks` table, when it runs (a cron expression in
 * Paris time; none for a task only ever enqueued by code) and what it does. Here, beside the
 * runner, so that a module listing its own tasks (Breezy) need not import the table of them all.
 */
export type ScheduledTask = {
  name: string;
  cron?: string;
  run: (deps: AppDeps, payload: unknown, ctx: TaskContext) => Promise<unknown>;
};
export type TaskSchedule = { name: string; cron: string; timezone: string };
export type RunCounts = { done: number; retried: number; failed: number };

/** After this many attempts a task stays FAILED until someone looks at it. */
export const MAX_TASK_ATTEMPTS = 5;
/** A RUNNING row locked longer ago than this belongs to a process that died mid-task. */
export const ABANDONED_AFTER_MINUTES = 30;
export const DEFAULT_POLL_MS = 30_000;

/** 1, 4, 16, 64 minutes: a passing outage is retried soon, a lasting one is not hammered. */
export const retryDelaySeconds = (attempts: number) => 60 * 4 ** Math.max(0, attempts - 1);

/** The moment a query treats as "now": the database clock unless a test pins one. */
const instant = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/**
 * Queues a task. With a dedupeKey, only the first call for that key queues anything (the
 * unique index decides, so it holds across instances); returns the new id, or null.
 */
export async function enqueueTask(
  db: Db,
  name: string,
  payload: Record<string, unknown> = {},
  options: { runAt?: Date; dedupeKey?: string } = {},
): Promise<number | null> {
  const rows = await db
    .insert(tasks)
    .values({ name, payload, dedupeKey: options.dedupeKey ?? null, ...(options.runAt && { runAt: options.runAt }) })
    .onConflictDoNothing({ target: tasks.dedupeKey })
    .returning({ id: tasks.id });
  return rows[0]?.id ?? null;
}

/** Puts back the tasks of processes that stopped mid-run (their attempt counts as spent). */
export async function reclaimAbandonedTasks(db: Db, now?: Date): Promise<number> {
  const at = instant(now);
  const rows = await db
    .update(tasks)
    .set({
      status: sql`CASE WHEN ${tasks.attempts} >= ${MAX_TASK_ATTEMPTS} THEN 'FAILED' ELSE 'PENDING' END`,
      lockedAt: null,
      lastError: "Abandoned",
      runAt: at,
    })
    .where(and(eq(tasks.status, "RUNNING"), lt(tasks.lockedAt, sql`${at} - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`)))
    .returning({ id: tasks.id });
  return rows.length;
}

/**
 * Claims one due task. The inner SELECT … FOR UPDATE SKIP LOCKED makes concurrent runners
 * (other instances, overlapping polls) pass over a row another one is taking.
 */
async function claimNext(db: Db, now?: Date): Promise<TaskRow | undefined> {
  const at = instant(now);
  const due = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.status, "PENDING"), sql`${tasks.runAt} <= ${at}`))
    .orderBy(tasks.runAt, tasks.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(tasks)
    .set({ status: "RUNNING", lockedAt: at, startedAt: at, attempts: sql`${tasks.attempts} + 1` })
    .where(sql`${tasks.id} = (${due})`)
    .returning();
  return row;
}

/** The error's name and code: task errors may quote addresses or names, so never the message. */
export function taskErrorReason(error: unknown): string {
  const e = (error ?? {}) as { name?: unknown; code?: unknown };
  const name = typeof e.name === "string" && /^\w{1,40}$/.test(e.name) ? e.name : "Error";
  const code = typeof e.code === "string" && /^[\w.-]{1,40}$/.test(e.code) ? e.code : typeof e.code === "number" ? String(e.code) : "";
  return code ? `${name} ${code}` : name;
}

/** Results larger than this are not stored: the screen shows counts, not data dumps. */
const MAX_RESULT_CHARS = 4000;

/**
 * What a handler's return value leaves on its row: JSON-safe and small, or nothing (a driver's
 * result object, a huge list). A `message` string becomes the screen's short message.
 */
export function taskOutcome(value: unknown): { message: string | null; result: unknown } {
  if (value === undefined || value === null || typeof value === "function") return { message: null, result: null };
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return { message: null, result: null };
  }
  const message = typeof (value as { message?: unknown }).message === "string" ? (value as { message: string }).message.slice(0, 500) : null;
  if (json === undefined || json.length > MAX_RESULT_CHARS) return { message, result: null };
  return { message, result: JSON.parse(json) as unknown };
}

/**
 * Runs due tasks one after the other, at most `limit` of them. A failing handler never
 * throws out of here: its task goes back to PENDING with a later run_at, or FAILED after
 * MAX_TASK_ATTEMPTS attempts.
 */
export async function runDueTasks(
  db: Db,
  handlers: Record<string, TaskHandler>,
  options: { limit?: number; now?: Date; logger?: Logger } = {},
): Promise<RunCounts> {
  const { limit = 20, now, logger } = options;
  const counts: RunCounts = { done: 0, retried: 0, failed: 0 };
  await reclaimAbandonedTasks(db, now);
  for (let i = 0; i < limit; i++) {
    const task = await claimNext(db, now);
    if (!task) break;
    const fields = { taskId: task.id, task: task.name, attempt: task.attempts };
    try {
      const handler = handlers[task.name];
      // Another instance may run a newer version that knows this task: retried, not dropped.
      if (!handler) throw Object.assign(new Error("unknown task"), { name: "UnknownTask" });
      const returned = await handler(task.payload, { id: task.id, name: task.name, attempts: task.attempts, runAt: task.runAt });
      const { message, result } = taskOutcome(returned);
      await db
        .update(tasks)
        .set({ status: "DONE", finishedAt: instant(now), lockedAt: null, lastError: null, message, result })
        .where(eq(tasks.id, task.id));
      counts.done += 1;
      logger?.info(fields, "task done");
    } catch (error) {
      const reason = taskErrorReason(error);
      const failed = task.attempts >= MAX_TASK_ATTEMPTS;
      await db
        .update(tasks)
        .set(
          failed
            ? { status: "FAILED", finishedAt: instant(now), lockedAt: null, lastError: reason }
            : {
                status: "PENDING",
                lockedAt: null,
                lastError: reason,
                runAt: sql`${instant(now)} + make_interval(secs => ${retryDelaySeconds(task.attempts)})`,
              },
        )
        .where(eq(tasks.id, task.id));
      if (failed) counts.failed += 1;
      else counts.retried += 1;
      logger?.warn({ ...fields, reason }, failed ? "task failed" : "task will be retried");
    }
  }
  return counts;
}

/** The start of the schedule's period that contains `now`: the same instant on every instance. */
export function periodStart(schedule: TaskSchedule, now = new Date()): Date | undefined {
  const job = new Cron(schedule.cron, { timezone: schedule.timezone, paused: true });
  // A trigger may fire a few milliseconds around the minute: a second of slack keeps it in its period.
  return job.previousRuns(1, new Date(now.getTime() + 1000))[0];
}

export const scheduleDedupeKey = (name: string, start: Date) => `${name}:${start.toISOString()}`;

/** The polls of the schedulers running in this process, for pollTasksNow. */
const pollers = new Set<() => unknown>();

/**
 * Asks this process's scheduler (if any) to look at the queue now instead of at its next
 * tick: a task queued from the screen starts within a second. Other instances still pick
 * it up at their own poll; without a scheduler (tests, TASKS_ENABLED=false) nothing happens.
 */
export function pollTasksNow(): void {
  for (const poll of pollers) poll();
}

/**
 * Runs the schedules and the queue in this process. Each schedule enqueues its task with a
 * per-period dedupe key, so however many instances tick, each period runs once; at start the
 * current period is enqueued too, which catches up on a run missed while nothing was up.
 * Returns stop(), which resolves once the task in progress (if any) has finished.
 */
export function startTaskScheduler(options: {
  db: Db;
  logger: Logger;
  schedules: TaskSchedule[];
  handlers: Record<string, TaskHandler>;
  pollMs?: number;
}): () => Promise<void> {
  const { db, logger, schedules, handlers, pollMs = DEFAULT_POLL_MS } = options;
  let stopped = false;
  let running: Promise<void> | null = null;

  const poll = () => {
    if (stopped || running) return running ?? Promise.resolve();
    running = runDueTasks(db, handlers, { logger })
      .then(() => undefined)
      .catch((error) => logger.error({ reason: taskErrorReason(error) }, "task queue unavailable"))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const enqueuePeriod = async (schedule: TaskSchedule) => {
    const start = periodStart(schedule);
    if (!start) return;
    try {
      const id = await enqueueTask(db, schedule.name, {}, { dedupeKey: scheduleDedupeKey(schedule.name, start) });
      if (id != null) logger.info({ taskId: id, task: schedule.name }, "task enqueued");
    } catch (error) {
      logger.error({ task: schedule.name, reason: taskErrorReason(error) }, "task not enqueued");
    }
  };

  const jobs = schedules.map(
    (schedule) =>
      new Cron(schedule.cron, { timezone: schedule.timezone, unref: true, protect: true }, async () => {
        await enqueuePeriod(schedule);
        await poll();
      }),
  );
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  pollers.add(poll);
  void Promise.all(schedules.map(enqueuePeriod)).then(() => poll());

  return async () => {
    stopped = true;
    pollers.delete(poll);
    clearInterval(timer);
    for (const job of jobs) job.stop();
    await running;
  };
}
