import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { allCities, getDepartmentDetails, searchLandRegistries } from "./geo.service";
import { idParam, jsonBody } from "../../lib/http";

export function geoApi({ db }: AppDeps) {
  return new Hono()
    .post("/search_land_registries", async (c) => c.json(await searchLandRegistries(db, await jsonBody(c))))
    .get("/get_department_details/:id", async (c) => c.json(await getDepartmentDetails(db, idParam(c.req.param("id")))))
    .get("/all_cities", async (c) => c.json(await allCities(db)));
}
