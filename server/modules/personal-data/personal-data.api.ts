import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { currentUser, requireRole } from "../account/auth.middleware";
import { contentDisposition, jsonBody } from "../../lib/http";
import { erasePersonalData, exportPersonalData, listDataRequests, searchPersonalData } from "./personal-data.service";

/**
 * Personal-data requests (issue 19), mounted under /api/admin/personal_data: admins only,
 * checked before the body is read. The address travels in POST bodies, never in a URL that
 * proxies or access logs would keep.
 */
export function personalDataApi(deps: AppDeps) {
  const admin = requireRole("admin");
  // requireRole has run: a user is there.
  const handler = (c: Parameters<typeof currentUser>[0]) => currentUser(c)!.id;
  return new Hono()
    .post("/search", admin, async (c) => c.json(await searchPersonalData(deps, await jsonBody(c), handler(c))))
    .post("/export", admin, async (c) => {
      const { bytes, fileName } = await exportPersonalData(deps, await jsonBody(c), handler(c));
      c.header("Content-Type", "application/zip");
      c.header("Content-Disposition", contentDisposition("attachment", fileName));
      // Personal data: kept by no cache, shared or private.
      c.header("Cache-Control", "private, no-store");
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    })
    .post("/erase", admin, async (c) => c.json(await erasePersonalData(deps, await jsonBody(c), handler(c))))
    .get("/requests", admin, async (c) => c.json({ requests: await listDataRequests(deps.db) }));
}
