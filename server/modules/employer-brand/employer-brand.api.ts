import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../lib/http";
import { searchPartners, searchTeamMembers } from "./employer-brand.service";

/** Employer-brand reads (spec 1 §7), mounted under /api/branding. Public: no personal data beyond what the pages show. */
export function brandApi({ db }: AppDeps) {
  return new Hono()
    .post("/search_team_members", async (c) => c.json(await searchTeamMembers(db, await jsonBody(c))))
    .post("/search_partners", async (c) => c.json(await searchPartners(db, await jsonBody(c))));
}
