import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { requireCityPageDetails } from "./city-pages.service";

/** Spec 3 §7, the public city page call (mounted under /api/content). */
export function cityPagesApi({ db }: AppDeps) {
  return new Hono().get("/get_city_page_details/:slug", async (c) => c.json(await requireCityPageDetails(db, c.req.param("slug"))));
}
