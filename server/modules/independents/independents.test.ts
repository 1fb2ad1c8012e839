import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { independents, landRegistries, users } from "../../db/schema";
import { createSession } from "../account/session.service";
import { seedGeography } from "../../seed/geography";
import { demoIndependents, seedIndependents } from "../../seed/independents";
import type { IndependentDetails, IndependentSummary } from "../../../common/independents";
import type { Review } from "../../../common/agencies";
import type { ListAnswer } from "../../../common/schemas/list";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Departments are enough here: recruiters link to level-2 registries only.
  await seedGeography(t.deps.db, { communes: false });
  await seedIndependents(t.deps.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug);

describe("GET /api/branding/get_independant_details/slug/:slug", () => {
  it("finds a recruiter by slug with its departments, rating and descriptions", async () => {
    const { status, body } = await t.call<IndependentDetails>("GET", "/api/branding/get_independant_details/slug/claire-vasseur");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Claire Vasseur",
      slug: "claire-vasseur",
      placeId: "demo-place-independant-claire-vasseur",
      gmbUrl: "https://business.google.example/claire-vasseur",
      phone: "01 99 00 31 10",
      mainDepartment: { code: "33", label: "Gironde", prefixDeterminer: "de la" },
      googleReviewsCount: 4,
    });
    expect(body.departementsIntervention.map((d) => d.code)).toEqual(["17", "24", "40"]);
    for (const key of ["primaryLongDescription", "secondaryLongDescription", "tertiaryLongDescription"] as const)
      expect(body[key]?.length).toBeGreaterThan(150);
    expect(body.googleRating).toBeCloseTo(4.8, 5);
  });

  it("accepts any case", async () => {
    const { status, body } = await t.call<IndependentDetails>("GET", "/api/branding/get_independant_details/slug/Nadia-Amrani");
    expect(status).toBe(200);
    expect(body.slug).toBe("nadia-amrani");
  });

  it("answers 404 «Recruteur introuvable» for an unknown or malformed slug", async () => {
    for (const slug of ["inconnu", "..%2F..%2Fetc", "a_b"]) {
      const { status, body } = await t.call<IndependentDetails>("GET", `/api/branding/get_independant_details/slug/${slug}`);
      expect(status, slug).toBe(404);
      expect(body).toEqual({ detail: "Recruteur introuvable" });
    }
  });
});

describe("GET /api/branding/get_independant_details/:id", () => {
  it("finds the same recruiter by id", async () => {
    const { body: bySlug } = await t.call<IndependentDetails>("GET", "/api/branding/get_independant_details/slug/julien-lefort");
    const { status, body } = await t.call<IndependentDetails>("GET", `/api/branding/get_independant_details/${bySlug.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(bySlug);
  });

  it("answers 404 «Recruteur introuvable» for an unknown or malformed id", async () => {
    for (const id of ["99999", "abc", "0", "-1"]) {
      const { status, body } = await t.call<IndependentDetails>("GET", `/api/branding/get_independant_details/${id}`);
      expect(status, id).toBe(404);
      expect(body).toEqual({ detail: "Recruteur introuvable" });
    }
  });
});

describe("GET /api/branding/get_reviews_independant_details/:id", () => {
  it("lists the recruiter's reviews newest first, consistent with its rating and count", async () => {
    const { body: recruiter } = await t.call<IndependentDetails>("GET", "/api/branding/get_independant_details/slug/nadia-amrani");
    const { status, body } = await t.call<Review[]>("GET", `/api/branding/get_reviews_independant_details/${recruiter.id}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(recruiter.googleReviewsCount);
    expect(Object.keys(body[0]).sort()).toEqual(["author", "author_photo", "rating", "text", "time"]);
    const times = body.map((r: { time: string }) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const average = body.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / body.length;
    expect(recruiter.googleRating).toBeCloseTo(average, 1);
  });

  it("answers an empty list for a recruiter without place id, 404 for an unknown one", async () => {
    const [row] = await t.deps.db
      .insert(independents)
      .values({ name: "Sans Fiche", slug: "sans-fiche", positionOrder: 999 })
      .returning({ id: independents.id });
    expect(await t.call<Review[]>("GET", `/api/branding/get_reviews_independant_details/${row.id}`)).toMatchObject({ status: 200, body: [] });
    const missing = await t.call<Review[]>("GET", "/api/branding/get_reviews_independant_details/99999");
    expect(missing).toMatchObject({ status: 404, body: { detail: "Recruteur introuvable" } });
    await t.deps.db.delete(independents).where(eq(independents.id, row.id));
  });
});

describe("GET /api/branding/search_independants", () => {
  it("lists every recruiter by positionOrder then name, with count and total", async () => {
    const { status, body } = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?page=1&limit=99");
    expect(status).toBe(200);
    expect(body.count).toBe(demoIndependents.length);
    expect(body.total).toBe(demoIndependents.length);
    // Mathieu and Nadia share position 20: the name decides.
    expect(slugs(body.rows)).toEqual(["claire-vasseur", "mathieu-roussel", "nadia-amrani", "julien-lefort", "sandrine-morel"]);
    expect(body.rows[0]).toMatchObject({ name: "Claire Vasseur", mainDepartment: { code: "33" }, googleReviewsCount: 4 });
    expect(body.rows[0].departementsIntervention).toHaveLength(3);
  });

  it("defaults to page 1 and 99 rows", async () => {
    const { body } = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants");
    expect(body.rows).toHaveLength(demoIndependents.length);
  });

  it("filters on the main or an intervention department, by INSEE code or land registry id", async () => {
    const byMain = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?departement=33");
    expect(slugs(byMain.body.rows)).toEqual(["claire-vasseur"]);
    expect(byMain.body).toMatchObject({ count: 1, total: demoIndependents.length });

    const byArea = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?departement=17");
    expect(slugs(byArea.body.rows)).toEqual(["claire-vasseur", "nadia-amrani"]);

    // Region codes overlap department codes (01 is Guadeloupe): level 2 only.
    const [ain] = await t.deps.db
      .select({ id: landRegistries.id })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 2), eq(landRegistries.code, "01")));
    const byId = await t.call<ListAnswer<IndependentSummary>>("GET", `/api/branding/search_independants?departement=${ain.id}`);
    expect(slugs(byId.body.rows)).toEqual(["mathieu-roussel"]);
  });

  it("answers no rows for a department nobody covers or that does not exist", async () => {
    for (const value of ["75", "zzz", "999999"]) {
      const { status, body } = await t.call<ListAnswer<IndependentSummary>>("GET", `/api/branding/search_independants?departement=${value}`);
      expect(status, value).toBe(200);
      expect(body, value).toEqual({ rows: [], count: 0, total: demoIndependents.length });
    }
    const empty = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?departement=");
    expect(empty.body.count).toBe(demoIndependents.length);
  });

  it("honours page and limit, and refuses invalid ones", async () => {
    const second = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?page=2&limit=2");
    expect(slugs(second.body.rows)).toEqual(["nadia-amrani", "julien-lefort"]);
    expect(second.body.count).toBe(demoIndependents.length);
    const last = await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?page=3&limit=2");
    expect(slugs(last.body.rows)).toEqual(["sandrine-morel"]);
    expect((await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?page=0")).status).toBe(400);
    expect((await t.call<ListAnswer<IndependentSummary>>("GET", "/api/branding/search_independants?limit=101")).status).toBe(400);
  });
});

describe("«Recruteurs indépendants» back-office manager", () => {
  const ORIGIN = "http://localhost:3000";
  const signedIn = async (flags: { isStaff?: boolean; isAdmin?: boolean }, email: string) => {
    const [row] = await t.deps.db
      .insert(users)
      .values({ email, passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$never-used", ...flags })
      .returning({ id: users.id });
    const { token } = await createSession(t.deps.db, row.id);
    return { Cookie: `session=${token}`, Origin: ORIGIN };
  };

  it("lets an admin search and save recruiters, with French validation messages", async () => {
    const admin = await signedIn({ isStaff: true, isAdmin: true }, "admin-independants@cabinet.test");
    const found = await t.call<ListAnswer<typeof independents.$inferSelect>>("POST", "/api/admin/branding/independant/search", { query: "vasseur" }, admin);
    expect(found.status).toBe(200);
    expect(slugs(found.body.rows)).toEqual(["claire-vasseur"]);
    const id = found.body.rows[0].id;

    const saved = await t.call<typeof independents.$inferSelect>(
      "POST",
      "/api/admin/branding/independant/save",
      { id, name: "Claire Vasseur", slug: "claire-vasseur", positionOrder: "5" },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ positionOrder: 5 });

    const refused = await t.call<typeof independents.$inferSelect>(
      "POST",
      "/api/admin/branding/independant/save",
      { id, name: "Claire", slug: "Claire Vasseur", gmbUrl: "javascript:alert(1)" },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ gmbUrl: "Le lien Google Business doit être une adresse https://" });
    expect(refused.body.errors?.slug).toBeTruthy();

    const duplicate = await t.call<typeof independents.$inferSelect>(
      "POST",
      "/api/admin/branding/independant/save",
      { name: "Doublon", slug: "julien-lefort" },
      admin,
    );
    expect(duplicate.status).toBe(400);
  });

  it("is closed to staff members who are not admins", async () => {
    const staff = await signedIn({ isStaff: true }, "staff-independants@cabinet.test");
    expect((await t.call<ListAnswer<typeof independents.$inferSelect>>("POST", "/api/admin/branding/independant/search", {}, staff)).status).toBe(403);
  });
});
