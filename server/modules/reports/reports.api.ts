import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../account/auth.middleware";
import { jsonBody } from "../../lib/http";
import { reportDetails, runReportsNow, searchReports } from "./reports.service";

/** Link and SEO reports (spec 3 §7), mounted under /api/content: staff only. */
export function reportsApi(deps: AppDeps) {
  return new Hono()
    .post("/report_search", requireRole("staff"), async (c) => c.json(await searchReports(deps, await jsonBody(c))))
    .post("/report_details", requireRole("staff"), async (c) => c.json(await reportDetails(deps, await jsonBody(c))))
    .post("/report_run", requireRole("staff"), async (c) => c.json(await runReportsNow(deps)));
}
