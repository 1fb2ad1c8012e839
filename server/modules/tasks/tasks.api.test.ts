import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { tasks } from "../../db/schema/tasks";
import type { ListAnswer } from "../../../common/schemas/list";
import { enqueueTask, runDueTasks, scheduleDedupeKey, MAX_TASK_ATTEMPTS } from "../../lib/task-runner";
import { PURGE_UNCONFIRMED_TASK } from "../job-alerts/job-alerts.retention";
import type { CleanableTasksAnswer, CleanTasksAnswer, RunNowAnswer, ScheduledTaskEntry } from "./tasks.service";
import { scheduledTasks } from "./schedules";
import { humanDuration } from "../../../common/format/duration";

let t: TestApp;
let admin: Person;
let staff: Person;
let member: Person;

/** What the tasks screen reads of a row (spec 3 §3 Task). */
type TaskRow = {
  id: number;
  name: string;
  title: string;
  createdAt: string;
  completedAt: string | null;
  duration: string | null;
  durationMs: number | null;
  state: "running" | "success" | "failure";
  message: string | null;
  error: string | null;
  data: unknown;
  attempts: number;
  nextRunAt: string | null;
};

const search = (body: Record<string, unknown>, headers: Record<string, string>) => t.call<ListAnswer<TaskRow>>("POST", "/api/task/search_tasks", body, headers);
const details = (id: number, headers: Record<string, string>) => t.call<TaskRow>("GET", `/api/tasks/get_task_details/${id}`, undefined, headers);
const rowOf = async (id: number) => (await search({ limit: 100 }, admin.headers)).body.rows.find((row) => row.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInPerson(t, { isStaff: true, isAdmin: true });
  staff = await signedInPerson(t, { isStaff: true });
  member = await signedInPerson(t, {});
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(tasks);
});

describe("roles", () => {
  it("every tasks call: 401 for a visitor, 403 for non-staff and for staff who are not admins, 200 for an admin", async () => {
    const id = (await enqueueTask(t.deps.db, "echo"))!;
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/task/search_tasks", {}],
      ["GET", `/api/tasks/get_task_details/${id}`],
      ["DELETE", "/api/tasks/clean_tasks"],
      ["GET", "/api/tasks/clean_tasks_count"],
      ["GET", "/api/tasks/scheduled_tasks"],
      ["POST", "/api/tasks/run_now", { name: PURGE_UNCONFIRMED_TASK }],
      ["POST", "/api/admin/system/task/search", {}],
      ["GET", "/api/admin/system/task/meta"],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, body)).status, `${method} ${path} visitor`).toBe(401);
      expect((await t.call(method, path, body, member.headers)).status, `${method} ${path} member`).toBe(403);
      expect((await t.call(method, path, body, staff.headers)).status, `${method} ${path} staff`).toBe(403);
      expect((await t.call(method, path, body, admin.headers)).status, `${method} ${path} admin`).toBe(200);
    }
  });

  it("is a view-only manager in the admins' «Système» app, not in a staff member's", async () => {
    const apps = async (who: Person) =>
      (await t.call<{ apps: { appLabel: string; models: { objectName: string }[] }[] }>("GET", "/api/account/get_admin_app_list", undefined, who.headers)).body
        .apps;
    expect((await apps(admin)).find((app) => app.appLabel === "system")?.models).toContainEqual(expect.objectContaining({ objectName: "task" }));
    expect((await apps(staff)).find((app) => app.appLabel === "system")).toBeUndefined();
    const id = (await enqueueTask(t.deps.db, "echo"))!;
    expect((await t.call("POST", "/api/admin/system/task/save", { id }, admin.headers)).status).toBe(405);
    expect((await t.call("DELETE", `/api/admin/system/task/delete/${id}`, undefined, admin.headers)).status).toBe(405);
  });
});

describe("the tasks list and details", () => {
  it("shows a task whose handler throws as failed, red, with its error (name and code only)", async () => {
    const id = (await enqueueTask(t.deps.db, PURGE_UNCONFIRMED_TASK))!;
    const failing = {
      [PURGE_UNCONFIRMED_TASK]: async () => {
        throw Object.assign(new Error("refused for claire@example.fr"), { code: "ECONNREFUSED" });
      },
    };
    await runDueTasks(t.deps.db, failing);
    // Waiting for its retry: already a failure on screen, with the next attempt's time.
    const retrying = await rowOf(id);
    expect(retrying).toMatchObject({ state: "failure", error: "Error ECONNREFUSED", title: "Suppression des alertes non confirmées", attempts: 1 });
    expect(retrying.nextRunAt).toBeTruthy();

    await t.deps.db
      .update(tasks)
      .set({ attempts: MAX_TASK_ATTEMPTS - 1, runAt: new Date(Date.now() - 1000) })
      .where(eq(tasks.id, id));
    await runDueTasks(t.deps.db, failing);
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ id, state: "failure", error: "Error ECONNREFUSED", data: null, nextRunAt: null });
    expect(failed.completedAt).toBeTruthy();
    expect(JSON.stringify(failed)).not.toContain("claire");
    expect((await details(id, admin.headers)).body).toMatchObject({ id, state: "failure", error: "Error ECONNREFUSED" });
    // The «Échec» filter finds it, «Succès» does not.
    expect((await search({ state: "failure" }, admin.headers)).body.rows.map((row) => row.id)).toEqual([id]);
    expect((await search({ state: "success" }, admin.headers)).body.rows).toEqual([]);
  });

  it("shows a successful task green with its message, its result as data and its duration", async () => {
    const id = (await enqueueTask(t.deps.db, "report:count"))!;
    const pending = await rowOf(id);
    expect(pending).toMatchObject({ state: "running", completedAt: null, duration: null, title: "report:count" });
    await runDueTasks(t.deps.db, {
      "report:count": async () => {
        await new Promise((resolve) => setTimeout(resolve, 120));
        return { message: "3 pages lues", pages: 3 };
      },
    });
    const done = (await details(id, admin.headers)).body;
    expect(done).toMatchObject({ id, state: "success", message: "3 pages lues", data: { message: "3 pages lues", pages: 3 }, error: null, attempts: 1 });
    expect(done.durationMs).toBeGreaterThanOrEqual(100);
    expect(done.duration).toMatch(/^\d+,\d\u00a0s$/);
    expect(await rowOf(id)).toMatchObject({ state: "success", duration: done.duration });
  });

  it("lists 20 a page, newest first, and finds a task by its French title", async () => {
    for (let i = 0; i < 22; i++) await enqueueTask(t.deps.db, i === 21 ? PURGE_UNCONFIRMED_TASK : "echo", { i });
    const { body } = await search({}, admin.headers);
    expect(body.rows).toHaveLength(20);
    expect(body.count).toBe(22);
    expect(body.rows[0]!.name).toBe(PURGE_UNCONFIRMED_TASK);
    const found = await search({ query: "alertes non confirmees" }, admin.headers);
    expect(found.body.rows.map((row) => row.name)).toEqual([PURGE_UNCONFIRMED_TASK]);
  });

  it("says durations the French way", () => {
    expect(humanDuration(2_345)).toBe("2,3\u00a0s");
    expect(humanDuration(40)).toBe("0,0\u00a0s");
    expect(humanDuration(65_000)).toBe("1\u00a0min 05\u00a0s");
    expect(humanDuration(7_380_000)).toBe("2\u00a0h 03\u00a0min");
  });
});

describe("DELETE /api/tasks/clean_tasks", () => {
  it("removes finished tasks, leaves waiting and running ones, and answers the count", async () => {
    const done = (await enqueueTask(t.deps.db, "echo"))!;
    const failed = (await enqueueTask(t.deps.db, "echo"))!;
    const pending = (await enqueueTask(t.deps.db, "echo", {}, { runAt: new Date(Date.now() + 3_600_000) }))!;
    const running = (await enqueueTask(t.deps.db, "echo"))!;
    await t.deps.db
      .update(tasks)
      .set({ status: "DONE", finishedAt: new Date(Date.now() - 1000) })
      .where(eq(tasks.id, done));
    await t.deps.db
      .update(tasks)
      .set({ status: "FAILED", finishedAt: new Date(Date.now() - 1000) })
      .where(eq(tasks.id, failed));
    await t.deps.db.update(tasks).set({ status: "RUNNING", lockedAt: new Date() }).where(eq(tasks.id, running));
    // The confirmation's figure first: counting deletes nothing.
    expect(await t.call<CleanableTasksAnswer>("GET", "/api/tasks/clean_tasks_count", undefined, admin.headers)).toMatchObject({
      status: 200,
      body: { count: 2 },
    });
    expect(await t.deps.db.$count(tasks)).toBe(4);
    const answer = await t.call<CleanTasksAnswer>("DELETE", "/api/tasks/clean_tasks", undefined, admin.headers);
    expect(answer).toMatchObject({ status: 200, body: { deleted: 2 } });
    const left = await t.deps.db.select({ id: tasks.id }).from(tasks).orderBy(tasks.id);
    expect(left.map((row) => row.id)).toEqual([pending, running]);
  });

  it("keeps each schedule's latest period, whose key stops a restart from running it twice", async () => {
    const old = (await enqueueTask(
      t.deps.db,
      "job-alerts:weekly",
      {},
      { dedupeKey: scheduleDedupeKey("job-alerts:weekly", new Date("2025-03-03T07:00:00Z")) },
    ))!;
    const latest = (await enqueueTask(
      t.deps.db,
      "job-alerts:weekly",
      {},
      { dedupeKey: scheduleDedupeKey("job-alerts:weekly", new Date("2025-03-10T07:00:00Z")) },
    ))!;
    await t.deps.db
      .update(tasks)
      .set({ createdAt: new Date("2025-03-03T07:00:00Z") })
      .where(eq(tasks.id, old));
    await runDueTasks(t.deps.db, { "job-alerts:weekly": async () => ({ sent: 0 }) });
    expect((await t.call<CleanableTasksAnswer>("GET", "/api/tasks/clean_tasks_count", undefined, admin.headers)).body).toEqual({ count: 1 });
    expect((await t.call<CleanTasksAnswer>("DELETE", "/api/tasks/clean_tasks", undefined, admin.headers)).body).toEqual({ deleted: 1 });
    expect((await t.deps.db.select({ id: tasks.id }).from(tasks)).map((row) => row.id)).toEqual([latest]);
  });
});

describe("«Lancer maintenant» (POST /api/tasks/run_now)", () => {
  it("lists the scheduled tasks with their French titles", async () => {
    const { body } = await t.call<{ rows: ScheduledTaskEntry[] }>("GET", "/api/tasks/scheduled_tasks", undefined, admin.headers);
    const scheduled = scheduledTasks(t.deps.config).filter((task) => task.cron);
    expect(body.rows.map((row) => row.name)).toEqual(scheduled.map((task) => task.name));
    expect(body.rows).toContainEqual({ name: PURGE_UNCONFIRMED_TASK, title: "Suppression des alertes non confirmées", cron: "15 3 * * *" });
  });

  it("queues a scheduled task once a minute however often it is clicked; the runner then runs it", async () => {
    const first = await t.call<RunNowAnswer>("POST", "/api/tasks/run_now", { name: PURGE_UNCONFIRMED_TASK }, admin.headers);
    const second = await t.call<RunNowAnswer>("POST", "/api/tasks/run_now", { name: PURGE_UNCONFIRMED_TASK }, admin.headers);
    expect(first.status).toBe(200);
    expect(first.body.alreadyQueued).toBe(false);
    expect(second.body).toEqual({ taskId: first.body.taskId, alreadyQueued: true });
    const rows = await t.deps.db.select().from(tasks);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: PURGE_UNCONFIRMED_TASK, status: "PENDING", payload: { manual: true } });

    expect(await t.runTasks()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await rowOf(first.body.taskId)).toMatchObject({ state: "success", data: { deleted: 0 } });
  });

  it("answers 404 for a task that is not scheduled, 400 without a name", async () => {
    expect((await t.call("POST", "/api/tasks/run_now", { name: "rm -rf" }, admin.headers)).status).toBe(404);
    // Queued with each CV, with its payload: not something to start by hand.
    expect((await t.call("POST", "/api/tasks/run_now", { name: "candidates:read-resume" }, admin.headers)).status).toBe(404);
    expect((await t.call("POST", "/api/tasks/run_now", {}, admin.headers)).status).toBe(400);
    expect(await t.deps.db.select().from(tasks)).toEqual([]);
  });
});
