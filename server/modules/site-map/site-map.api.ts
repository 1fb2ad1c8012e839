import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { getSiteMap } from "./site-map.service";

export function siteMapApi({ db }: AppDeps) {
  return new Hono().get("/get_sitemap", async (c) => c.json(await getSiteMap(db)));
}
