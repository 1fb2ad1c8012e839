import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { servicePages, users } from "../../db/schema";
import { demoServicePages, seedServicePages } from "../../seed/service-pages";
import { createSession } from "../account/session.service";
import { getServicePage, listPublishedServicePages } from "./service-pages.service";
import { loader } from "../../../app/routes/services/service-page";
import type { adminAppList } from "../../resources/registry";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedServicePages(t.deps.db);
});
afterAll(() => t.close());

describe("service pages service", () => {
  it("finds a published page by slug with its paragraphs and button target", async () => {
    const page = await getServicePage(t.deps.db, "recrutement-cdi-cdd");
    expect(page).toMatchObject({ slug: "recrutement-cdi-cdd", title: "Recrutement en CDI et CDD", learnMoreHref: "#contact" });
    expect(page!.paragraphs.length).toBeGreaterThan(1);
    expect(page!.seoTitle).toBeTruthy();
  });

  it("answers null for an unknown slug, a malformed one and an unpublished page", async () => {
    expect(await getServicePage(t.deps.db, "nulle-part")).toBeNull();
    expect(await getServicePage(t.deps.db, "../../etc/passwd")).toBeNull();
    expect(await getServicePage(t.deps.db, "Recrutement-CDI-CDD")).toBeNull();
    await t.deps.db.insert(servicePages).values({ slug: "brouillon", title: "Brouillon", header: "Pas encore prêt", isPublished: false });
    expect(await getServicePage(t.deps.db, "brouillon")).toBeNull();
  });

  it("lists published pages by position then id, drafts left out", async () => {
    await t.deps.db.insert(servicePages).values({ slug: "en-tete", title: "En tête", header: "Première", position: 0 });
    const list = await listPublishedServicePages(t.deps.db);
    expect(list.map((p) => p.slug)).toEqual(["en-tete", ...demoServicePages.map((p) => p.slug)]);
    expect(list[0]).toEqual({ slug: "en-tete", title: "En tête" });
  });

  it("seeds four demo pages whose slugs avoid the dedicated service routes", () => {
    expect(demoServicePages).toHaveLength(4);
    const slugs = demoServicePages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(4);
    for (const reserved of ["conseil-rh", "bilan-de-competences"]) expect(slugs).not.toContain(reserved);
  });
});

describe("/nos-prestations/:slug loader", () => {
  const load = (slug: string) => loader({ params: { slug }, context: t.deps, request: new Request(`http://localhost/nos-prestations/${slug}`) } as never);

  it("returns the page of a published slug", async () => {
    expect(await load("chasse-de-tetes-cadres-dirigeants")).toMatchObject({ page: { title: "Chasse de têtes cadres et dirigeants" } });
  });

  it("throws a 404 for unknown and unpublished slugs", async () => {
    for (const slug of ["inconnue", "brouillon"]) {
      await expect(load(slug)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("back-office manager", () => {
  let headers: Record<string, string>;
  const API = "/api/admin/content/servicepage";
  beforeAll(async () => {
    const [admin] = await t.deps.db
      .insert(users)
      .values({ email: "admin-prestations@cabinet.test", passwordHash: "x", isAdmin: true })
      .returning({ id: users.id });
    const { token } = await createSession(t.deps.db, admin!.id);
    headers = { Cookie: `session=${token}`, Origin: "http://localhost:3000" };
  });

  it("appears in an admin's app list", async () => {
    const { body } = await t.call<ReturnType<typeof adminAppList>>("GET", "/api/account/get_admin_app_list", undefined, headers);
    const app = body.apps.find((a) => a.appLabel === "content");
    expect(app?.models).toContainEqual(expect.objectContaining({ name: "Pages de prestation", objectName: "servicepage" }));
  });

  it("saves the editor's HTML sanitized, refuses script links and reserved slugs", async () => {
    const base = { slug: "recrutement-alternance", title: "Recrutement en alternance", header: "Des alternants motivés." };
    const html = "<h2>Pour qui ?</h2><p>Premier <strong>paragraphe</strong>.</p><script>alert(1)</script><ul><li><p>Un point</p></li></ul>";
    const saved = await t.call("POST", `${API}/save`, { ...base, paragraphs: html, learnMoreHref: "" }, headers);
    expect(saved.status).toBe(200);
    const clean = "<h2>Pour qui ?</h2><p>Premier <strong>paragraphe</strong>.</p><ul><li><p>Un point</p></li></ul>";
    expect(saved.body).toMatchObject({ paragraphs: clean, learnMoreHref: "#contact" });
    const [row] = await t.deps.db.select().from(servicePages).where(eq(servicePages.slug, "recrutement-alternance"));
    expect(row!.paragraphs).toEqual([clean]);
    // An API client's list of plain paragraphs becomes paragraphs; an empty editor, none.
    const list = await t.call("POST", `${API}/save`, { id: row!.id, ...base, paragraphs: ["Un & deux", "<p>Trois</p>", " "] }, headers);
    expect(list.body).toMatchObject({ paragraphs: "<p>Un &amp; deux</p><p>Trois</p>" });
    const emptied = await t.call("POST", `${API}/save`, { id: row!.id, ...base, paragraphs: "<p></p>" }, headers);
    expect(emptied.body).toMatchObject({ paragraphs: "" });

    const script = await t.call("POST", `${API}/save`, { ...base, slug: "autre", learnMoreHref: "javascript:alert(1)" }, headers);
    expect(script.status).toBe(400);
    expect(script.body.errors?.learnMoreHref).toMatch(/^Le lien doit être/);
    const reserved = await t.call("POST", `${API}/save`, { ...base, slug: "conseil-rh" }, headers);
    expect(reserved.body.errors?.slug).toBe("Ce slug est réservé à une page existante du site");
    const duplicate = await t.call("POST", `${API}/save`, { ...base }, headers);
    expect(duplicate.body).toMatchObject({ detail: "Une page de prestation utilise déjà ce slug" });
  });
});
