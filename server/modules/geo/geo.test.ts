import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { locationLabel } from "./geo.service";
import type { City, LandRegistry } from "../../../common/schemas/geo";
import type { ListAnswer } from "../../../common/schemas/list";
import type { getDepartmentDetails } from "./geo.service";

let t: TestApp;
const search = (body: unknown) => t.call<ListAnswer<LandRegistry>>("POST", "/api/geo/search_land_registries", body);

beforeAll(async () => {
  t = await createTestApp({ communes: true });
});
afterAll(() => t.close());

describe("POST /api/geo/search_land_registries", () => {
  it("finds the Rhône department from «rhone» or «69», with its article", async () => {
    for (const query of ["rhone", "RHÔNE", "69"]) {
      const { status, body } = await search({ query, level: 2, page: 1, limit: 10 });
      expect(status).toBe(200);
      const rhone = body.rows.find((row) => row.code === "69");
      expect(rhone, query).toMatchObject({ label: "Rhône", level: 2, prefixDeterminer: "du" });
    }
  });

  it("lists all 101 departments ordered by code, paginated or at once", async () => {
    const all = await search({ level: 2, limit: 10_000 });
    expect(all.body.rows).toHaveLength(101);
    const first = await search({ level: 2, page: 1, limit: 100 });
    expect(first.body.count).toBe(101);
    expect(first.body.rows).toHaveLength(100);
    const codes = first.body.rows.map((row) => row.code);
    expect(codes.slice(0, 3)).toEqual(["01", "02", "03"]);
    expect(codes).toContain("2A");
    const second = await search({ level: 2, page: 2, limit: 100 });
    expect(second.body.rows.map((row) => row.code)).toEqual(["976"]);
  });

  it("derives the article from the INSEE name type", async () => {
    const { body } = await search({ level: 2, limit: 100 });
    const byCode = Object.fromEntries(body.rows.map((row) => [row.code, row.prefixDeterminer]));
    expect(byCode).toMatchObject({ "01": "de l'", "33": "de la", "69": "du", "78": "des", "75": "de" });
  });

  it("finds communes by postal code and without accents", async () => {
    const byZip = await search({ query: "69003", level: 3 });
    expect(byZip.body.rows.map((row) => row.label)).toContain("Lyon");
    const byName = await search({ query: "saint-etienne", level: 3, limit: 5 });
    expect(byName.body.rows[0]).toMatchObject({ label: "Saint-Étienne", zipcode: "42000" });
  });

  it("has France at level 0 and the regions at level 1", async () => {
    const france = await search({ level: 0 });
    expect(france.body.rows).toEqual([expect.objectContaining({ code: "FR", label: "France" })]);
    const regions = await search({ level: 1, limit: 50 });
    expect(regions.body.count).toBe(18);
    expect(regions.body.rows.map((row) => row.label)).toContain("Auvergne-Rhône-Alpes");
  });

  it("treats LIKE wildcards in the query as plain text", async () => {
    const { body } = await search({ query: "%", level: 2 });
    expect(body.count).toBe(0);
  });

  it("answers 400 with field messages for a bad payload, never a 500", async () => {
    const { status, body } = await search({ level: 9, limit: 10_001 });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["level", "limit"]);
    const malformed = await t.call<ListAnswer<LandRegistry>>("POST", "/api/geo/search_land_registries", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe("Le corps de la requête n'est pas un JSON valide");
  });
});

describe("department details and cities", () => {
  it("answers a department with its region, and 404 for anything else", async () => {
    const { body } = await search({ query: "gironde", level: 2 });
    const details = await t.call<Awaited<ReturnType<typeof getDepartmentDetails>>>("GET", `/api/geo/get_department_details/${body.rows[0].id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ label: "Gironde", code: "33", region: { label: "Nouvelle-Aquitaine" } });
    const region = (await search({ level: 1, query: "bretagne" })).body.rows[0];
    expect((await t.call<Awaited<ReturnType<typeof getDepartmentDetails>>>("GET", `/api/geo/get_department_details/${region.id}`)).status).toBe(404);
    expect((await t.call<Awaited<ReturnType<typeof getDepartmentDetails>>>("GET", "/api/geo/get_department_details/abc")).status).toBe(404);
  });

  it("lists the cities the firm works in, with coordinates", async () => {
    const { status, body } = await t.call<City[]>("GET", "/api/geo/all_cities");
    expect(status).toBe(200);
    expect(body).toHaveLength(13);
    expect(body.find((city) => city.name === "Lyon")).toMatchObject({ zipcode: "69001", isUsed: true, latitude: expect.any(Number) });
  });
});

describe("locationLabel (the place an alert e-mail names)", () => {
  it("names a department code, a postal code's commune, and keeps a typed name", async () => {
    expect(await locationLabel(t.deps.db, "33")).toBe("Gironde (33)");
    expect(await locationLabel(t.deps.db, "2a")).toBe("Corse-du-Sud (2A)");
    expect(await locationLabel(t.deps.db, "69003")).toBe("Lyon (69003)");
    expect(await locationLabel(t.deps.db, "Villeurbanne")).toBe("Villeurbanne");
    expect(await locationLabel(t.deps.db, "99999")).toBe("99999");
  });
});
