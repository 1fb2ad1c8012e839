import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../tests/support/test-db";
import type { Database } from "../db/client";
import { tasks } from "../db/schema/tasks";
import { enqueueTask, MAX_TASK_ATTEMPTS, periodStart, runDueTasks, scheduleDedupeKey, startTaskScheduler, taskErrorReason, taskOutcome } from "./task-runner";
import { createLogger } from "./logger";
import { loadConfig } from "../config";

let database: Database;
const db = () => database.db;
const row = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await db().delete(tasks);
});

describe("enqueueTask", () => {
  it("queues a task once per dedupe key, and every time without one", async () => {
    const first = await enqueueTask(db(), "job-alerts:weekly", {}, { dedupeKey: "job-alerts:weekly:2025-03-10T07:00:00.000Z" });
    const again = await enqueueTask(db(), "job-alerts:weekly", {}, { dedupeKey: "job-alerts:weekly:2025-03-10T07:00:00.000Z" });
    expect(first).toBeTypeOf("number");
    expect(again).toBeNull();
    expect(await enqueueTask(db(), "mail:retry", { limit: 3 })).toBeTypeOf("number");
    expect(await enqueueTask(db(), "mail:retry", { limit: 3 })).toBeTypeOf("number");
    const rows = await db().select().from(tasks).orderBy(tasks.id);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ["job-alerts:weekly", "PENDING"],
      ["mail:retry", "PENDING"],
      ["mail:retry", "PENDING"],
    ]);
    expect(rows[1].payload).toEqual({ limit: 3 });
  });
});

describe("runDueTasks", () => {
  it("runs due tasks with their payload and marks them DONE; future ones wait", async () => {
    const seen: unknown[] = [];
    const due = (await enqueueTask(db(), "echo", { n: 1 }))!;
    const later = (await enqueueTask(db(), "echo", { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) }))!;
    const counts = await runDueTasks(db(), { echo: async (payload) => void seen.push(payload) });
    expect(counts).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await row(due)).toMatchObject({ status: "DONE", attempts: 1, lastError: null });
    expect((await row(due)).finishedAt).toBeInstanceOf(Date);
    expect(await row(later)).toMatchObject({ status: "PENDING", attempts: 0 });
  });

  it("gives each task to one runner only when two run at the same time", async () => {
    for (let i = 0; i < 6; i++) await enqueueTask(db(), "slow", { i });
    const runs: number[] = [];
    // The first task holds its runner until a second task has started: only the other runner
    // can start it, so both take part without relying on timing (a runner that waited for the
    // other would never release the first task and the test would time out).
    let releaseFirst!: () => void;
    const secondStarted = new Promise<void>((resolve) => (releaseFirst = resolve));
    const slow = async (payload: unknown) => {
      runs.push((payload as { i: number }).i);
      if (runs.length === 2) releaseFirst();
      await secondStarted;
    };
    const [a, b] = await Promise.all([runDueTasks(db(), { slow }), runDueTasks(db(), { slow })]);
    expect(a.done + b.done).toBe(6);
    expect(a.done).toBeGreaterThan(0);
    expect(b.done).toBeGreaterThan(0);
    expect([...runs].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("retries a failing task later with a growing delay, then leaves it FAILED", async () => {
    const id = (await enqueueTask(db(), "flaky"))!;
    const failing = {
      flaky: async () => {
        // The message quotes personal data: it must not reach the table.
        throw Object.assign(new Error("refused for claire@example.fr"), { code: "ECONNREFUSED" });
      },
    };
    // A second ahead: run_at (database clock, microseconds) can fall later in the same
    // millisecond as a JavaScript Date taken right after it.
    let now = new Date(Date.now() + 1000);
    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_TASK_ATTEMPTS; attempt++) {
      expect(await runDueTasks(db(), failing, { now })).toEqual({ done: 0, retried: 1, failed: 0 });
      const task = await row(id);
      expect(task).toMatchObject({ status: "PENDING", attempts: attempt, lastError: "Error ECONNREFUSED" });
      delays.push(task.runAt.getTime() - now.getTime());
      // Not due again before its delay has passed.
      expect(await runDueTasks(db(), failing, { now })).toEqual({ done: 0, retried: 0, failed: 0 });
      now = task.runAt;
    }
    expect(delays).toEqual([60_000, 240_000, 960_000, 3_840_000]);
    expect(await runDueTasks(db(), failing, { now })).toEqual({ done: 0, retried: 0, failed: 1 });
    const task = await row(id);
    expect(task).toMatchObject({ status: "FAILED", attempts: MAX_TASK_ATTEMPTS });
    expect(task.lastError).not.toContain("claire");
    expect(await runDueTasks(db(), failing, { now: new Date(now.getTime() + 86_400_000) })).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it("retries a task no handler knows instead of dropping it", async () => {
    const id = (await enqueueTask(db(), "from-a-newer-version"))!;
    expect(await runDueTasks(db(), {})).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "PENDING", lastError: "UnknownTask" });
  });

  it("takes back a task left RUNNING by a process that died, after 30 minutes", async () => {
    const id = (await enqueueTask(db(), "work"))!;
    const lockedAt = new Date(Date.now() - 10 * 60_000);
    await db().update(tasks).set({ status: "RUNNING", lockedAt, attempts: 1 }).where(eq(tasks.id, id));
    let ran = 0;
    const handlers = { work: async () => void ran++ };
    expect(await runDueTasks(db(), handlers)).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "RUNNING" });

    await db()
      .update(tasks)
      .set({ lockedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(tasks.id, id));
    expect(await runDueTasks(db(), handlers)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ran).toBe(1);
    expect(await row(id)).toMatchObject({ status: "DONE", attempts: 2 });
  });
});

describe("schedules", () => {
  const weekly = { name: "job-alerts:weekly", cron: "0 8 * * 1", timezone: "Europe/Paris" };

  it("names each period by its start in Paris time, winter and summer", () => {
    // Wednesday 12 March 2025: the period began Monday 10 at 08:00 Paris (UTC+1).
    expect(periodStart(weekly, new Date("2025-03-12T10:00:00Z"))?.toISOString()).toBe("2025-03-10T07:00:00.000Z");
    // A trigger a few milliseconds early still belongs to its own period.
    expect(periodStart(weekly, new Date("2025-03-10T06:59:59.990Z"))?.toISOString()).toBe("2025-03-10T07:00:00.000Z");
    expect(periodStart(weekly, new Date("2025-06-17T09:00:00Z"))?.toISOString()).toBe("2025-06-16T06:00:00.000Z");
    expect(scheduleDedupeKey(weekly.name, new Date("2025-03-10T07:00:00Z"))).toBe("job-alerts:weekly:2025-03-10T07:00:00.000Z");
  });

  it("enqueues the current period once however many instances start, and runs it", async () => {
    const logger = createLogger("silent");
    let runs = 0;
    const handlers = { [weekly.name]: async () => void runs++ };
    const stops = [1, 2].map(() => startTaskScheduler({ db: db(), logger, schedules: [weekly], handlers, pollMs: 20 }));
    await expect.poll(async () => (await db().select().from(tasks))[0]?.status, { timeout: 5_000 }).toBe("DONE");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(stops.map((stop) => stop()));
    const rows = await db().select().from(tasks);
    expect(rows).toHaveLength(1);
    expect(rows[0].dedupeKey).toBe(scheduleDedupeKey(weekly.name, periodStart(weekly)!));
    expect(runs).toBe(1);
  });
});

describe("taskOutcome (what a finished task keeps of its handler's answer)", () => {
  it("keeps small JSON and its message; drops what is not JSON or too large", () => {
    expect(taskOutcome({ message: "2 offres archivées", archived: 2 })).toEqual({
      message: "2 offres archivées",
      result: { message: "2 offres archivées", archived: 2 },
    });
    expect(taskOutcome(3)).toEqual({ message: null, result: 3 });
    expect(taskOutcome(undefined)).toEqual({ message: null, result: null });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(taskOutcome(cyclic)).toEqual({ message: null, result: null });
    expect(taskOutcome({ rows: Array.from({ length: 5000 }, (_, i) => i) })).toEqual({ message: null, result: null });
    expect(taskOutcome({ at: new Date("2026-01-02T03:04:05Z") }).result).toEqual({ at: "2026-01-02T03:04:05.000Z" });
  });

  it("is stored on the row with the start time of the attempt", async () => {
    const id = (await enqueueTask(db(), "count"))!;
    await runDueTasks(db(), { count: async () => ({ message: "1 ligne", rows: 1 }) });
    const task = await row(id);
    expect(task).toMatchObject({ status: "DONE", message: "1 ligne", result: { message: "1 ligne", rows: 1 } });
    expect(task.startedAt).toBeInstanceOf(Date);
    expect(task.finishedAt!.getTime()).toBeGreaterThanOrEqual(task.startedAt!.getTime());
  });
});

describe("taskErrorReason", () => {
  it("keeps the name and code, never the message", () => {
    expect(taskErrorReason(new TypeError("bad value for paul@example.fr"))).toBe("TypeError");
    expect(taskErrorReason(Object.assign(new Error("x"), { code: "23505" }))).toBe("Error 23505");
    expect(taskErrorReason("just a string")).toBe("Error");
  });
});

describe("task settings", () => {
  it("runs tasks and sends alerts on Monday 08:00 by default; refuses a broken cron", () => {
    expect(loadConfig({ NODE_ENV: "test" }).tasks).toEqual({ enabled: true, alertsCron: "0 8 * * 1", pollMs: 30_000 });
    expect(loadConfig({ NODE_ENV: "test", TASKS_ENABLED: "false", ALERTS_CRON: "*/5 * * * *" }).tasks).toEqual({
      enabled: false,
      alertsCron: "*/5 * * * *",
      pollMs: 30_000,
    });
    expect(() => loadConfig({ NODE_ENV: "test", ALERTS_CRON: "tous les lundis" })).toThrow(/ALERTS_CRON/);
  });
});
