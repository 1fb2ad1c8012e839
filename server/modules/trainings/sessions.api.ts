import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { idParam, jsonBody } from "../../lib/http";
import { requireRole } from "../account/auth.middleware";
import { deleteSession, fetchSession, registrationsCsv, saveSession, searchSessions } from "./sessions.service";

/**
 * The sessions calendar's calls (spec 3 §7), mounted under /api/training, admins only. The
 * role is checked before the body or the id is read: an outsider learns nothing (401/403).
 * Writes also pass the app-wide same-origin check (sameOriginWrites) as every staff write.
 */
export function sessionsApi({ db }: AppDeps) {
  const admin = requireRole("admin");
  return new Hono()
    .post("/search_sessions", admin, async (c) => c.json(await searchSessions(db, await jsonBody(c))))
    .get("/session_fetch/:id", admin, async (c) => c.json(await fetchSession(db, idParam(c.req.param("id")))))
    .post("/session_save", admin, async (c) => c.json({ session: await saveSession(db, null, await jsonBody(c)) }))
    .post("/session_save/:id", admin, async (c) => {
      const id = idParam(c.req.param("id"));
      return c.json({ session: await saveSession(db, id, await jsonBody(c)) });
    })
    .delete("/session_delete/:id", admin, async (c) => c.json(await deleteSession(db, idParam(c.req.param("id")))))
    .get("/session_registrations_csv/:id", admin, async (c) => {
      const { filename, body } = await registrationsCsv(db, idParam(c.req.param("id")));
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${filename}"`);
      // Personal data: no cache keeps it (privateWhenSignedIn only marks HTML and JSON).
      c.header("Cache-Control", "private, no-store");
      return c.body(body);
    });
}
