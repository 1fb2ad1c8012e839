import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../account/auth.middleware";
import { jsonBody } from "../../lib/http";
import { cleanTasks, countCleanableTasks, listScheduledTasks, runTaskNow } from "./tasks.service";

/**
 * The tasks screen's own calls (spec 3 §7), mounted under /api/tasks: admins only. The list
 * and the details are the tasks manager's (task/search_tasks, tasks/get_task_details/{id}).
 */
export function tasksApi(deps: AppDeps) {
  return new Hono()
    .delete("/clean_tasks", requireRole("admin"), async (c) => c.json(await cleanTasks(deps)))
    .get("/clean_tasks_count", requireRole("admin"), async (c) => c.json(await countCleanableTasks(deps)))
    .get("/scheduled_tasks", requireRole("admin"), (c) => c.json({ rows: listScheduledTasks(deps) }))
    .post("/run_now", requireRole("admin"), async (c) => c.json(await runTaskNow(deps, await jsonBody(c))));
}
