import { contentChanged } from "../../lib/content-changes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { cityPages, landRegistries, users } from "../../db/schema";
import { demoCityPages, seedCityPages } from "../../seed/city-pages";
import { LANDING_SLUGS } from "../../../common/landing-routes";
import { createSession } from "../account/session.service";
import { getCityPageDetails } from "./city-pages.service";
import { loader } from "../../../app/routes/landing/city-page";
import type { CityPageDetails } from "./city-pages.service";
import type { ListAnswer } from "../../../common/schemas/list";
import type { adminAppList } from "../../resources/registry";

const PARIS = "cabinet-de-recrutement-chasseurs-de-tetes--paris";

let t: TestApp;
beforeAll(async () => {
  // One landing route in the table, as React Router builds it, so sitemap.xml can list it.
  t = await createTestApp({ routes: { ...testRoutes, [`landing:${PARIS}`]: { id: `landing:${PARIS}`, parentId: "root", path: PARIS } } });
  // The department the Paris page is attached to, as the geography step loads it.
  await t.deps.db.insert(landRegistries).values({ level: 2, code: "75", label: "Paris", departmentCode: "75" });
  await seedCityPages(t.deps.db);
  await t.deps.db.insert(cityPages).values({ slug: "cabinet-de-recrutement--brouillon", name: "Brouillon", body: "Pas encore prêt.", isPublished: false });
});
afterAll(() => t.close());

describe("demo city pages", () => {
  it("seed one page per landing route, each with 3 to 6 towns and its SEO fields", () => {
    expect(demoCityPages.map((p) => p.slug).sort()).toEqual([...LANDING_SLUGS].sort());
    for (const page of demoCityPages) {
      expect(page.cityData!.length).toBeGreaterThanOrEqual(3);
      expect(page.cityData!.length).toBeLessThanOrEqual(6);
      for (const town of page.cityData!) expect(town.zipcode).toMatch(/^\d{5}$/);
      expect(page.seoTitle!.length).toBeLessThanOrEqual(120);
      expect(page.seoDescription!.length).toBeLessThanOrEqual(320);
      expect(page.body!.split("\n\n").length).toBeGreaterThan(1);
    }
  });
});

describe("getCityPageDetails", () => {
  it("returns a published page with its towns", async () => {
    const page = await getCityPageDetails(t.deps.db, PARIS);
    expect(page).toMatchObject({ slug: PARIS, name: "Cabinet de recrutement et chasseurs de têtes à Paris", redirectionUrl: null, isAgencyPageRef: true });
    expect(page!.cityData).toContainEqual(expect.objectContaining({ zipcode: "92100", label: "Boulogne-Billancourt" }));
    const [paris] = await t.deps.db.select({ id: landRegistries.id }).from(landRegistries).where(eq(landRegistries.code, "75"));
    expect(page!.landRegistryId).toBe(paris!.id);
    // Departments not loaded (no geography in this test): the page simply has no link.
    expect((await getCityPageDetails(t.deps.db, "cabinet-de-recrutement-chasseurs-de-tetes--nord"))!.landRegistryId).toBeNull();
  });

  it("answers null for an unknown, unpublished or malformed slug", async () => {
    expect(await getCityPageDetails(t.deps.db, "cabinet-de-recrutement-chasseurs-de-tetes--lune")).toBeNull();
    expect(await getCityPageDetails(t.deps.db, "cabinet-de-recrutement--brouillon")).toBeNull();
    expect(await getCityPageDetails(t.deps.db, "../etc/passwd")).toBeNull();
    expect(await getCityPageDetails(t.deps.db, PARIS.toUpperCase())).toBeNull();
  });
});

describe("GET /api/content/get_city_page_details/:slug", () => {
  it("answers the page with every field the landing page and back-office use", async () => {
    const { status, body } = await t.call<CityPageDetails>("GET", `/api/content/get_city_page_details/${PARIS}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "body",
        "cityData",
        "excludedLandRegistryIds",
        "id",
        "isAgencyPageRef",
        "landRegistryId",
        "name",
        "redirectionUrl",
        "seoDescription",
        "seoTitle",
        "slug",
      ].sort(),
    );
    expect(body.excludedLandRegistryIds).toEqual([]);
    expect(body.cityData[0]).toEqual({ zipcode: "75008", label: "Paris 8e", content: expect.any(String) });
  });

  it("answers 404 «Page introuvable» for an unpublished or unknown page", async () => {
    for (const slug of ["cabinet-de-recrutement--brouillon", "inconnue"]) {
      const { status, body } = await t.call<CityPageDetails>("GET", `/api/content/get_city_page_details/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ detail: "Page introuvable" });
    }
  });
});

describe("landing route loader", () => {
  const load = (path: string) => loader({ params: {}, context: t.deps, request: new Request(`http://localhost${path}`) } as never);

  it("reads the slug from the URL and splits the body into paragraphs", async () => {
    const { page } = (await load(`/${PARIS}`)) as Awaited<ReturnType<typeof loader>>;
    expect(page.name).toBe("Cabinet de recrutement et chasseurs de têtes à Paris");
    expect(page.paragraphs.length).toBe(3);
    expect(page.paragraphs.every((p) => p && !p.includes("\n"))).toBe(true);
  });

  it("throws a 404 for an unpublished page", async () => {
    await expect(load("/cabinet-de-recrutement--brouillon")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("redirects permanently when staff set a redirection", async () => {
    const slug = "trouver-un-nouveau-collaborateur--sud-ouest";
    // Written here in the database: the change signal a staff write through the API raises.
    const redirect = async (redirectionUrl: string | null) => {
      await t.deps.db.update(cityPages).set({ redirectionUrl }).where(eq(cityPages.slug, slug));
      contentChanged(t.deps.db);
    };
    await redirect("/nos-agences");
    const answer = await load(`/${slug}`).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe("/nos-agences");
    // Pointing at itself would loop: the page is shown instead.
    await redirect(`/${slug}`);
    expect(await load(`/${slug}`)).toMatchObject({ page: { name: "Trouver un nouveau collaborateur dans le Sud-Ouest" } });
    await redirect(null);
  });
});

describe("sitemap.xml", () => {
  it("lists a landing route of the route table", async () => {
    const { status, body } = await t.call("GET", "/sitemap.xml");
    expect(status).toBe(200);
    expect(body).toContain(`<loc>http://localhost:3000/${PARIS}</loc>`);
  });
});

describe("back-office manager «Pages»", () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    const [admin] = await t.deps.db.insert(users).values({ email: "admin-villes@cabinet.test", passwordHash: "x", isAdmin: true }).returning({ id: users.id });
    const { token } = await createSession(t.deps.db, admin!.id);
    headers = { Cookie: `session=${token}`, Origin: "http://localhost:3000" };
  });

  it("appears in the «Contenu» app of an admin", async () => {
    const { body } = await t.call<ReturnType<typeof adminAppList>>("GET", "/api/account/get_admin_app_list", undefined, headers);
    const app = body.apps.find((a) => a.appLabel === "content");
    expect(app?.name).toBe("Contenu");
    expect(app?.models).toContainEqual(expect.objectContaining({ name: "Pages villes", objectName: "citypage" }));
  });

  it("searches 10 a page, filtered by isAgencyPageRef, through the spec's path", async () => {
    const { status, body } = await t.call<ListAnswer<typeof cityPages.$inferSelect>>(
      "POST",
      "/api/content/search_city_pages",
      { isAgencyPageRef: true },
      headers,
    );
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    const all = await t.call<ListAnswer<typeof cityPages.$inferSelect>>("POST", "/api/admin/content/citypage/search", {}, headers);
    expect(all.body.rows).toHaveLength(10);
    expect(all.body.total).toBe(11);
  });

  it("saves a page, keeps its towns and refuses a script redirection", async () => {
    const [paris] = await t.deps.db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.slug, PARIS));
    const saved = await t.call<typeof cityPages.$inferSelect>(
      "POST",
      "/api/content/save_city_page",
      { id: paris!.id, slug: PARIS, name: "Recrutement à Paris", body: "Un.\n\nDeux." },
      headers,
    );
    expect(saved.status).toBe(200);
    const page = await getCityPageDetails(t.deps.db, PARIS);
    expect(page).toMatchObject({ name: "Recrutement à Paris", body: "Un.\n\nDeux." });
    expect(page!.cityData.length).toBe(5);

    const script = await t.call<typeof cityPages.$inferSelect>(
      "POST",
      "/api/content/save_city_page",
      { slug: "autre--page", name: "Autre", redirectionUrl: "javascript:alert(1)" },
      headers,
    );
    expect(script.status).toBe(400);
    expect(script.body.errors?.redirectionUrl).toMatch(/^L'adresse de redirection doit être/);
    const duplicate = await t.call<typeof cityPages.$inferSelect>("POST", "/api/content/save_city_page", { slug: PARIS, name: "Doublon" }, headers);
    expect(duplicate.body).toMatchObject({ detail: "Une page ville utilise déjà ce slug" });
  });

  it("refuses anonymous callers", async () => {
    expect((await t.call<ListAnswer<typeof cityPages.$inferSelect>>("POST", "/api/content/search_city_pages", {})).status).toBe(401);
  });
});
