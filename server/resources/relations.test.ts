import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { agencies, agencyDepartments, independentDepartments, landRegistries, users } from "../db/schema";
import { createSession } from "../modules/account/session.service";
import { UNKNOWN_DEPARTMENT, UNKNOWN_TOWN } from "./land-registry-refs";

let t: TestApp;
let admin: Record<string, string>;
let rhone: number;
let ain: number;
let villeurbanne: number;

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.deps.db
    .insert(users)
    .values({ email: "relations@cabinet.test", passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$unused", isAdmin: true })
    .returning();
  admin = { Cookie: `session=${(await createSession(t.deps.db, user!.id)).token}`, Origin: "http://localhost:3000" };
  const places = await t.deps.db
    .insert(landRegistries)
    .values([
      { level: 2, code: "69", label: "Rhône" },
      { level: 2, code: "01", label: "Ain" },
      { level: 3, code: "69266", label: "Villeurbanne", zipcode: "69100" },
    ])
    .returning({ id: landRegistries.id });
  [rhone, ain, villeurbanne] = places.map((p) => p.id) as [number, number, number];
});
afterAll(() => t.close());

type Agency = typeof agencies.$inferSelect & { departementsInterventionIds: number[] };

describe("an agency's town and departments (POST /api/branding/save_agency)", () => {
  it("stores the town and the departments picked, reads them back with the record, and replaces them as a whole", async () => {
    const created = await t.call<Agency>(
      "POST",
      "/api/branding/save_agency",
      {
        title: "Agence Villeurbanne",
        slug: "villeurbanne-rel",
        place_id: "abc-place",
        landRegistryId: villeurbanne,
        departementsInterventionIds: [rhone, ain, rhone],
      },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ landRegistryId: villeurbanne, placeId: "abc-place", departementsInterventionIds: [rhone, ain].sort((a, b) => a - b) });

    const edited = await t.call<Agency>(
      "POST",
      "/api/branding/save_agency",
      { id: created.body.id, title: "Agence Villeurbanne", slug: "villeurbanne-rel", departementsInterventionIds: [ain] },
      admin,
    );
    expect(edited.body.departementsInterventionIds).toEqual([ain]);
    // Absent from the body: left as it was.
    const untouched = await t.call<Agency>(
      "POST",
      "/api/branding/save_agency",
      { id: created.body.id, title: "Agence Villeurbanne", slug: "villeurbanne-rel" },
      admin,
    );
    expect(untouched.body.departementsInterventionIds).toEqual([ain]);
    const fetched = await t.call<Agency>("GET", `/api/admin/branding/agency/fetch/${created.body.id}`, undefined, admin);
    expect(fetched.body.departementsInterventionIds).toEqual([ain]);

    // The public page reads the same departments.
    await t.deps.db.update(agencies).set({ isActive: true }).where(eq(agencies.id, created.body.id));
    const page = await t.call<{ departementsIntervention: { label: string }[] }>("GET", "/api/branding/get_agency_details/villeurbanne-rel");
    expect(page.status).toBe(200);
    expect(page.body.departementsIntervention.map((d) => d.label)).toEqual(["Ain"]);

    // The spec's delete call removes the agency and its departments.
    expect((await t.call("DELETE", `/api/branding/delete_agency/${created.body.id}`, undefined, admin)).status).toBe(200);
    expect(await t.deps.db.select().from(agencyDepartments).where(eq(agencyDepartments.agencyId, created.body.id))).toHaveLength(0);
  });

  it("refuses a town given as a department, a department given as the town, or hostile values, writing nothing", async () => {
    const base = { title: "Agence Refusée", slug: "refusee-rel" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ departementsInterventionIds: [villeurbanne] }, "departementsInterventionIds", UNKNOWN_DEPARTMENT],
      [{ departementsInterventionIds: [999_999] }, "departementsInterventionIds", UNKNOWN_DEPARTMENT],
      [{ departementsInterventionIds: "69" }, "departementsInterventionIds", UNKNOWN_DEPARTMENT],
      [{ departementsInterventionIds: [1e300] }, "departementsInterventionIds", UNKNOWN_DEPARTMENT],
      [{ landRegistryId: rhone }, "landRegistryId", UNKNOWN_TOWN],
      [{ landRegistryId: -1 }, "landRegistryId", UNKNOWN_TOWN],
    ];
    for (const [fields, key, message] of cases) {
      const answer = await t.call("POST", "/api/branding/save_agency", { ...base, ...fields }, admin);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.errors?.[key]).toBe(message);
    }
    expect(await t.deps.db.select().from(agencies).where(eq(agencies.slug, "refusee-rel"))).toHaveLength(0);
    expect(await t.deps.db.select().from(agencyDepartments).where(eq(agencyDepartments.landRegistryId, villeurbanne))).toHaveLength(0);
  });
});

describe("an independent recruiter's departments (POST /api/branding/save_independant)", () => {
  it("stores the main department and the departments of intervention", async () => {
    const saved = await t.call<{ id: number; mainDepartmentId: number; departementsInterventionIds: number[] }>(
      "POST",
      "/api/branding/save_independant",
      { name: "Rémi Relations", slug: "remi-relations", mainDepartmentId: rhone, departementsInterventionIds: [ain, rhone] },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.mainDepartmentId).toBe(rhone);
    expect((await t.deps.db.select().from(independentDepartments).where(eq(independentDepartments.independentId, saved.body.id))).length).toBe(2);
    const refused = await t.call(
      "POST",
      "/api/branding/save_independant",
      { id: saved.body.id, name: "Rémi Relations", slug: "remi-relations", mainDepartmentId: villeurbanne },
      admin,
    );
    expect(refused.body.errors?.mainDepartmentId).toBe(UNKNOWN_DEPARTMENT);
    expect((await t.call("DELETE", `/api/branding/delete_independant/${saved.body.id}`, undefined, admin)).status).toBe(200);
    expect(await t.deps.db.select().from(independentDepartments).where(eq(independentDepartments.independentId, saved.body.id))).toHaveLength(0);
  });
});

describe("a city page's excluded towns and «Villes Dynamiques» (POST /api/content/save_city_page)", () => {
  it("keeps towns only and postcodes of 5 digits, in French", async () => {
    const page = { slug: "cabinet-de-recrutement--relations", name: "Page relations" };
    const saved = await t.call<{ excludedLandRegistryIds: number[]; cityData: unknown[] }>(
      "POST",
      "/api/content/save_city_page",
      { ...page, excludedLandRegistryIds: [villeurbanne], cityData: [{ zipcode: "69100", label: "Villeurbanne", content: " Industrie et services. " }] },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      excludedLandRegistryIds: [villeurbanne],
      cityData: [{ zipcode: "69100", label: "Villeurbanne", content: "Industrie et services." }],
    });
    const department = await t.call(
      "POST",
      "/api/content/save_city_page",
      { ...page, slug: "cabinet-de-recrutement--relations-2", excludedLandRegistryIds: [rhone] },
      admin,
    );
    expect(department.body.errors?.excludedLandRegistryIds).toBe(UNKNOWN_TOWN);
    const postcode = await t.call(
      "POST",
      "/api/content/save_city_page",
      { ...page, slug: "cabinet-de-recrutement--relations-3", cityData: [{ zipcode: "691", label: "X", content: "" }] },
      admin,
    );
    expect(postcode.body.errors?.["cityData.0.zipcode"]).toBe("Le code postal a 5 chiffres (ex. : 69100)");
  });
});
