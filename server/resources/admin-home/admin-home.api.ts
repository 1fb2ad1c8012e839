import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { currentUser, requireRole } from "../../modules/account/auth.middleware";
import { adminHome } from "./admin-home.service";

/**
 * The back-office home's figures (issue 49), mounted under /api/admin/home: staff only (401
 * for a visitor, 403 for a signed-in non-staff account). Each call records an opening of the
 * home (the «since your last visit» of the figures).
 */
export function adminHomeApi({ db }: Pick<AppDeps, "db">) {
  // requireRole has run: a user is there.
  return new Hono().get("/", requireRole("staff"), async (c) => c.json(await adminHome(db, currentUser(c)!)));
}
