import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { industryLabels, searchPositionsFromQuery } from "./positions.service";

/** Offer reads (spec 2 §7), mounted under /api/jobs. Public. */
export function positionsApi({ db }: AppDeps) {
  return new Hono()
    .get("/search_positions", async (c) => c.json(await searchPositionsFromQuery(db, new URL(c.req.url).searchParams)))
    .get("/industry_label", async (c) => c.json(await industryLabels(db)));
}
