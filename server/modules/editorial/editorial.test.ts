import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { pages } from "../../db/schema";
import { emptyRootBox, type PageCard, type PageDetails, type TagWithCount } from "../../../common/editorial";
import type { ListAnswer } from "../../../common/schemas/list";
import type { ManagerMeta } from "../../../common/manager-meta";

let t: TestApp;
let staff: Person;
let admin: Person;
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

type SavedPage = PageDetails & { id: number; tags: number[] };

async function savePage(body: Record<string, unknown>, who: Person = staff) {
  const answer = await t.call<SavedPage>("POST", "/api/content/page_save", body, who.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

let btp: number;
let industrie: number;
beforeAll(async () => {
  t = await createTestApp({
    routes: {
      ...testRoutes,
      "routes/editorial/article": { id: "routes/editorial/article", parentId: "root", path: "recrutement/:slug" },
      "routes/editorial/press-release": { id: "routes/editorial/press-release", parentId: "root", path: "presse/:slug" },
    },
  });
  staff = await signedInPerson(t, { isStaff: true });
  admin = await signedInPerson(t, { isAdmin: true });
  const tag = async (slug: string, title: string) => (await t.call<{ id: number }>("POST", "/api/content/save_tag", { slug, title }, staff.headers)).body.id;
  // Tag ids unlike page ids: a query comparing one with the other by mistake cannot pass.
  for (const n of [1, 2, 3, 4, 5, 6, 7]) await tag(`reserve-${n}`, `Réserve ${n}`);
  btp = await tag("btp", "BTP");
  industrie = await tag("industrie", "Industrie");
  await savePage({
    type: "BLOG",
    title: "Recruter des soudeuses qualifiées",
    slug: "recruter-soudeurs",
    tags: [industrie],
    publishedOn: ago(3),
    richText: "<p>Le métier de soudeur manque de bras.</p>",
  });
  await savePage({
    type: "BLOG",
    title: "Chefs de chantier : le marché en 2026",
    slug: "chefs-de-chantier",
    tags: [btp],
    publishedOn: ago(2),
    description: "<p>Les grues tournent.</p>",
  });
  await savePage({ type: "BLOG", title: "Grutiers et soudeurs sur les chantiers", slug: "grutiers-soudeurs", tags: [btp, industrie], publishedOn: ago(1) });
  await savePage({ type: "BLOG", title: "Brouillon sur les soudeurs", slug: "brouillon-soudeurs", tags: [industrie], publishedOn: null });
  await savePage({
    type: "BLOG",
    title: "Soudeurs : article programmé",
    slug: "programme-soudeurs",
    tags: [industrie],
    publishedOn: new Date(Date.now() + 30 * DAY).toISOString(),
  });
});
afterAll(() => t.close());

const search = (body: Record<string, unknown>) => t.call<ListAnswer<PageCard>>("POST", "/api/content/search_blog_pages", body);

describe("POST /api/content/search_blog_pages", () => {
  it("finds public blog pages by French words, feminine and plural forms included, newest first", async () => {
    const { status, body } = await search({ page: 1, limit: 25, query: "soudeur" });
    expect(status).toBe(200);
    expect(body.rows.map((row) => row.slug)).toEqual(["grutiers-soudeurs", "recruter-soudeurs"]);
    expect(body.count).toBe(2);
    expect(body.rows[1]).toMatchObject({ path: "/recrutement/recruter-soudeurs", category: "Industrie", excerpt: "Le métier de soudeur manque de bras." });
  });

  it("narrows to the pages of any tag asked for, each once, and pages the rest", async () => {
    expect((await search({ tags: ["btp"] })).body.rows.map((row) => row.slug)).toEqual(["grutiers-soudeurs", "chefs-de-chantier"]);
    // Themes are alternatives (issue 50): BTP then Industrie shows both sectors, the page tagged with both once.
    const both = await search({ tags: ["btp", "industrie"] });
    expect(both.body).toMatchObject({ count: 3 });
    expect(both.body.rows.map((row) => row.slug)).toEqual(["grutiers-soudeurs", "chefs-de-chantier", "recruter-soudeurs"]);
    // A theme without articles takes nothing away; the URL's comma-separated form says the same.
    expect((await search({ tags: ["reserve-1", "industrie"] })).body.rows.map((row) => row.slug)).toEqual(["grutiers-soudeurs", "recruter-soudeurs"]);
    const legacy = await t.call<ListAnswer<PageCard>>("GET", "/api/legacy/pager/search_pages?tags=industrie,btp&query=chantier");
    expect(legacy.body.rows.map((row) => row.slug)).toEqual(["grutiers-soudeurs", "chefs-de-chantier"]);
    const second = await search({ page: 2, limit: 2 });
    expect(second.body).toMatchObject({ count: 3, rows: [{ slug: "recruter-soudeurs" }] });
  });

  it("answers the empty list for nothing matching, and 400 in French for bad paging", async () => {
    expect((await search({ query: "astronaute" })).body).toMatchObject({ rows: [], count: 0 });
    const bad = await search({ page: 0, limit: "mille" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ page: "La page doit être un nombre entier supérieur ou égal à 1" });
    expect((await search({ tags: ["<script>"] })).status).toBe(400);
  });

  it("never lists drafts nor scheduled pages, and shows a scheduled page once its date has passed", async () => {
    const slugs = async () => (await search({ limit: 100 })).body.rows.map((row) => row.slug);
    expect(await slugs()).not.toContain("brouillon-soudeurs");
    expect(await slugs()).not.toContain("programme-soudeurs");
    expect((await t.call("GET", "/api/content/page_fetch/programme-soudeurs")).status).toBe(404);
    // The date comes: nothing else changes, the page is public.
    await t.deps.db
      .update(pages)
      .set({ publishedOn: sql`now() - interval '1 second'` })
      .where(eq(pages.slug, "programme-soudeurs"));
    expect(await slugs()).toContain("programme-soudeurs");
    expect((await t.call("GET", "/api/content/page_fetch/programme-soudeurs")).status).toBe(200);
  });
});

describe("pages and their preview: reading a page", () => {
  it("page_fetch answers a page by slug or id, and a draft to staff only", async () => {
    const bySlug = await t.call<PageDetails>("GET", "/api/content/page_fetch/chefs-de-chantier");
    expect(bySlug.body).toMatchObject({ title: "Chefs de chantier : le marché en 2026", tags: [{ slug: "btp" }], isPublic: true });
    expect((await t.call<PageDetails>("GET", `/api/content/page_fetch/${bySlug.body.id}`)).body.slug).toBe("chefs-de-chantier");
    expect((await t.call("GET", "/api/content/page_fetch/brouillon-soudeurs")).status).toBe(404);
    const preview = await t.call<PageDetails>("GET", "/api/content/page_fetch/brouillon-soudeurs", undefined, staff.headers);
    expect(preview.body).toMatchObject({ slug: "brouillon-soudeurs", isPublic: false });
    expect((await t.call("GET", "/api/content/page_fetch/..%2F..%2Fetc")).status).toBe(404);
  });

  it("relates pages by shared tags, never the page itself", async () => {
    const { body } = await t.call<PageDetails>("GET", "/api/content/page_fetch/recruter-soudeurs");
    expect(body.related.map((page) => page.slug)).toContain("grutiers-soudeurs");
    expect(body.related.map((page) => page.slug)).not.toContain("recruter-soudeurs");
  });
});

describe("pages and their preview: saving a page", () => {
  it("sanitizes rich text on save: no script, no event handler, no javascript: link", async () => {
    const saved = await savePage({
      type: "BLOG",
      title: "Article piégé",
      slug: "article-piege",
      richText: `<p>Bonjour<img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">lien</a><p onclick="alert(4)">fin</p>`,
    });
    expect(saved.richText).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(saved.richText).toContain("Bonjour");
    const [row] = await t.deps.db.select({ richText: pages.richText }).from(pages).where(eq(pages.slug, "article-piege"));
    expect(row!.richText).toBe(saved.richText);
  });

  it("a page without a date sent is published at once; path follows the type", async () => {
    const saved = await savePage({ title: "Nos engagements qualité", slug: "engagements-qualite" });
    expect(saved).toMatchObject({ type: "CUSTOM", path: "/recrutement/engagements-qualite" });
    expect(new Date(saved.publishedOn!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.call("GET", "/api/content/page_fetch/engagements-qualite")).status).toBe(200);
  });

  it("refuses a duplicate slug, an unknown tag, an unknown type and a parent that is not a page, in French", async () => {
    const duplicate = await t.call("POST", "/api/content/page_save", { title: "Autre", slug: "chefs-de-chantier" }, staff.headers);
    expect(duplicate.body).toMatchObject({ detail: "Une page utilise déjà ce slug", errors: { slug: "Une page utilise déjà ce slug" } });
    expect((await t.call("POST", "/api/content/page_save", { title: "A", slug: "a-tag", tags: [999_999] }, staff.headers)).body.errors).toEqual({
      tags: "Tag inconnu : choisissez-le dans la liste",
    });
    expect((await t.call("POST", "/api/content/page_save", { title: "A", slug: "a-type", type: "WIKI" }, staff.headers)).body.errors).toEqual({
      type: "Type de page inconnu",
    });
    expect((await t.call("POST", "/api/content/page_save", { title: "A", slug: "a-parent", parentId: 999_999 }, staff.headers)).body.errors).toEqual({
      parentId: "Page parente inconnue",
    });
    expect(await t.deps.db.select().from(pages).where(eq(pages.slug, "a-tag"))).toEqual([]);
  });

  it("saves pages, blog posts and press releases as the drawer sends a new one: no tag, no type chosen (issue 49)", async () => {
    // What the drawer sends for a new record left as it opened: blank fields, no tag ticked.
    const blank = { description: "", richText: "", tags: "", publishedOn: "", seoTitle: "", seoDescription: "" };
    const managers = [
      { model: "page", body: { ...blank, type: null, title: "Nos agences", slug: "sans-tag-page" }, who: staff },
      { model: "blog", body: { ...blank, title: "Un billet sans tag", slug: "sans-tag-blog" }, who: staff },
      { model: "pressrelease", body: { ...blank, title: "Un communiqué sans tag", slug: "sans-tag-presse" }, who: admin },
    ];
    for (const { model, body, who } of managers) {
      const saved = await t.call<SavedPage>("POST", `/api/admin/content/${model}/save`, body, who.headers);
      expect(saved.status, `${model}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.tags).toEqual([]);
    }
    const types = await t.deps.db
      .select({ slug: pages.slug, type: pages.type })
      .from(pages)
      .where(sql`${pages.slug} LIKE 'sans-tag-%'`);
    expect(Object.fromEntries(types.map((row) => [row.slug, row.type]))).toEqual({
      "sans-tag-page": "CUSTOM",
      "sans-tag-blog": "BLOG",
      "sans-tag-presse": "PRESSRELEASE",
    });
    // Saved again with no tag, a tagged page loses its tags; an unknown one is still refused.
    const tagged = await savePage({ title: "Avec un tag", slug: "avec-un-tag", tags: [btp] });
    expect((await t.call<SavedPage>("POST", "/api/admin/content/page/save", { id: tagged.id, tags: "" }, staff.headers)).body.tags).toEqual([]);
    expect((await t.call("POST", "/api/admin/content/blog/save", { ...blank, title: "B", slug: "b-tag", tags: [999_999] }, staff.headers)).body.errors).toEqual(
      {
        tags: "Tag inconnu : choisissez-le dans la liste",
      },
    );
  });

  it("offers the page type with its default, CUSTOM, and no empty choice the server would refuse", async () => {
    const meta = await t.call<ManagerMeta>("GET", "/api/admin/content/page/meta", undefined, staff.headers);
    expect(meta.body.formFields.find((field) => field.field === "type")).toMatchObject({ type: "select", default: "CUSTOM" });
    expect(meta.body.formFields.find((field) => field.field === "tags")?.required).toBeFalsy();
  });

  it("keeps visitors out of the managers' calls", async () => {
    expect((await t.call("POST", "/api/content/page_save", { title: "Intrus", slug: "intrus" })).status).toBe(401);
    expect((await t.call("GET", "/api/content/get_pages_tree")).status).toBe(401);
    const candidate = await signedInPerson(t, {});
    expect((await t.call("POST", "/api/content/pages_search/BLOG", {}, candidate.headers)).status).toBe(403);
  });
});

describe("page builder elements", () => {
  const root = (children: unknown[]) => ({ ...emptyRootBox(), children });

  it("stores a tree of known elements, sanitizing its rich text, and page_fetch answers it", async () => {
    const elements = root([
      { id: "h", type: "header", attributes: { title: "Recruter en alternance", description: "Simple et rapide" }, style: { padding: 24 }, children: [] },
      { id: "r", type: "richText", attributes: { html: "<p>Texte<script>alert(1)</script></p>" }, style: {}, children: [] },
      { id: "b", type: "button", attributes: { label: "Nous écrire", href: "/contact" }, style: { margin: 0 }, children: [] },
    ]);
    await savePage({ type: "ELEMENTS", title: "Alternance", slug: "alternance", elements });
    const { body } = await t.call<PageDetails>("GET", "/api/content/page_fetch/alternance");
    expect(body.elements?.children.map((child) => child.type)).toEqual(["header", "richText", "button"]);
    expect(body.elements?.children[1]).toMatchObject({ attributes: { html: "<p>Texte</p>" } });
  });

  it("refuses unknown types, spacing beyond 50 px, script links and trees without their root box, in French", async () => {
    const refused = async (elements: unknown) =>
      (await t.call("POST", "/api/content/page_save", { type: "ELEMENTS", title: "X", slug: "x-elements", elements }, staff.headers)).body.errors?.elements;
    expect(await refused(root([{ id: "v", type: "video", attributes: {}, style: {}, children: [] }]))).toBe("Type d'élément inconnu");
    expect(await refused(root([{ id: "t", type: "text", attributes: { text: "a" }, style: { padding: 60 }, children: [] }]))).toBe(
      "La marge intérieure va de 0 à 50 px",
    );
    expect(await refused(root([{ id: "b", type: "button", attributes: { label: "Go", href: "javascript:alert(1)" }, style: {}, children: [] }]))).toMatch(
      /^Le lien du bouton doit être/,
    );
    expect(await refused({ id: "x", type: "text", attributes: { text: "a" }, style: {}, children: [] })).toBe(
      "Les éléments doivent tenir dans la boîte racine",
    );
    const deep = Array.from({ length: 12 }).reduce<Record<string, unknown>>(
      (child, _, i) => ({ id: `d${i}`, type: "box", attributes: {}, style: {}, children: [child] }),
      { id: "leaf", type: "text", attributes: { text: "a" }, style: {}, children: [] },
    );
    expect(await refused(root([deep]))).toBe("Les éléments sont trop imbriqués (8 niveaux au maximum)");
  });
});

describe("press releases, testimonials and tags", () => {
  it("upsert_press_release answers pressRelease at /presse/{slug}; the press calls list and read it; staff who are not admins cannot write", async () => {
    const saved = await t.call<{ pressRelease: SavedPage }>(
      "POST",
      "/api/branding/upsert_press_release",
      { title: "Ouverture à Nantes", slug: "ouverture-nantes", richText: "<p>Une agence de plus.</p>", tags: [btp] },
      admin.headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.pressRelease).toMatchObject({ type: "PRESSRELEASE", path: "/presse/ouverture-nantes" });
    const list = await t.call<ListAnswer<PageCard>>("POST", "/api/branding/search_press_releases", { page: 1, limit: 10, query: "nantes" });
    expect(list.body.rows).toMatchObject([{ slug: "ouverture-nantes", category: "Presse" }]);
    expect((await t.call<PageCard[]>("GET", "/api/content/get_latest_press_release_pages")).body.map((row) => row.slug)).toContain("ouverture-nantes");
    // Paged like the news; the press search ignores tags and never lists blog pages.
    await t.call("POST", "/api/branding/upsert_press_release", { title: "Partenariat régional", slug: "partenariat-regional" }, admin.headers);
    const paged = await t.call<ListAnswer<PageCard>>("POST", "/api/branding/search_press_releases", { page: 2, limit: 1, tags: ["btp"] });
    expect(paged.body).toMatchObject({ count: 2, rows: [{ type: "PRESSRELEASE" }] });
    expect((await t.call<ListAnswer<PageCard>>("POST", "/api/branding/search_press_releases", { query: "zzzyxw" })).body).toMatchObject({ rows: [], count: 0 });
    expect((await t.call<PageDetails>("POST", "/api/branding/get_press_release_details/ouverture-nantes")).body.title).toBe("Ouverture à Nantes");
    // A blog article is not a press release, and the blog manager does not hold press releases.
    expect((await t.call("POST", "/api/branding/get_press_release_details/chefs-de-chantier")).status).toBe(404);
    expect((await t.call("GET", `/api/admin/content/blog/fetch/${saved.body.pressRelease.id}`, undefined, staff.headers)).status).toBe(404);
    expect((await t.call("POST", "/api/branding/upsert_press_release", { title: "Non", slug: "non" }, staff.headers)).status).toBe(403);
    expect((await t.call("DELETE", `/api/branding/delete_press_release/${saved.body.pressRelease.id}`, undefined, admin.headers)).status).toBe(200);
    expect((await t.call("POST", "/api/branding/get_press_release_details/ouverture-nantes")).status).toBe(404);
  });

  it("search_testimonials lists the blog pages tagged «Témoignages», in pages", async () => {
    const tag = (await t.call<{ id: number }>("POST", "/api/content/save_tag", { slug: "temoignages", title: "Témoignages" }, staff.headers)).body.id;
    await savePage({ type: "BLOG", title: "Un grand merci", slug: "temoignage-merci", tags: [tag], publishedOn: ago(5) });
    await savePage({ type: "BLOG", title: "Deux recrues en un mois", slug: "temoignage-recrues", tags: [tag], publishedOn: ago(4) });
    const { body } = await t.call<ListAnswer<PageCard>>("POST", "/api/branding/search_testimonials", { page: 1, limit: 1 });
    expect(body).toMatchObject({ count: 2, rows: [{ slug: "temoignage-recrues", category: "Témoignages" }] });
  });

  it("tags: listed with their public pages' count, searched 20 at a time, slugs unique", async () => {
    const list = await t.call<TagWithCount[]>("GET", "/api/content/get_tags_list");
    // The draft tagged Industrie is not counted.
    expect(list.body.find((tag) => tag.slug === "industrie")).toMatchObject({ title: "Industrie", pageCount: 3 });
    const found = await t.call<ListAnswer<{ slug: string }>>("POST", "/api/content/search_tags", { page: 1, query: "btp", limit: 20 }, staff.headers);
    expect(found.body.rows.map((row) => row.slug)).toEqual(["btp"]);
    expect((await t.call("POST", "/api/content/save_tag", { slug: "btp", title: "Bâtiment" }, staff.headers)).body).toMatchObject({
      detail: "Un tag utilise déjà ce slug",
    });
  });

  it("the legacy pager searches every public page but press releases, with GET parameters", async () => {
    const { body } = await t.call<ListAnswer<PageCard>>("GET", "/api/legacy/pager/search_pages?page=1&limit=5&query=engagements");
    expect(body.rows.map((row) => row.slug)).toEqual(["engagements-qualite"]);
  });
});

describe("sitemap", () => {
  it("lists every public page with the day of its last change, and no draft nor scheduled page", async () => {
    const response = await t.app.request("/sitemap.xml");
    const xml = await response.text();
    const [row] = await t.deps.db.select({ updatedAt: pages.updatedAt }).from(pages).where(eq(pages.slug, "chefs-de-chantier"));
    expect(xml).toContain(`<loc>http://localhost:3000/recrutement/chefs-de-chantier</loc><lastmod>${row!.updatedAt.toISOString().slice(0, 10)}</lastmod>`);
    expect(xml).not.toContain("brouillon-soudeurs");
  });
});

describe("partial saves", () => {
  it("an update may send only the elements (the page builder); a creation needs a title and a slug", async () => {
    const created = await savePage({ type: "ELEMENTS", title: "Composée", slug: "composee" });
    const renamed = await savePage({ id: created.id, title: "Composée et renommée" });
    const saved = await savePage({
      id: created.id,
      elements: { ...emptyRootBox(), children: [{ id: "t", type: "text", attributes: { text: "Bonjour" }, style: {}, children: [] }] },
    });
    expect(saved).toMatchObject({ title: renamed.title, slug: "composee", elements: { children: [{ attributes: { text: "Bonjour" } }] } });
    const missing = await t.call("POST", "/api/content/page_save", { type: "BLOG" }, staff.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ title: "Le titre est requis", slug: "Le slug est requis" });
  });
});
