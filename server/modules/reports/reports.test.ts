import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testRoutes, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { createApp, type DocumentHandler } from "../../app";
import { jobProfiles, pages, reports, tasks } from "../../db/schema";
import type { LinkEntry, SeoEntry } from "../../db/schema/reports";
import { crawlReports, REPORTS_CRAWL_TASK, reportsCrawlTask } from "./reports.crawl";
import type { ReportDetailsAnswer, ReportRunAnswer, ReportSearchAnswer } from "../../../common/reports";

let t: TestApp;
let staff: Person;
let user: Person;
let external: Server;
let externalBase: string;
const externalHits = new Map<string, number>();

const LONG_DESCRIPTION = "Un article de démonstration assez long pour que sa description passe le contrôle de longueur.";

/**
 * A stand-in for React Router's render: the real page modules need the Vite build, while
 * the crawl only needs HTML shaped like the site's (head, a header with links, <main>).
 */
const renderDocument: DocumentHandler = async (request, { db }) => {
  const path = new URL(request.url).pathname;
  const [page] = await db.select().from(pages).where(eq(pages.path, path));
  const [profile] = path.startsWith("/fiche-metier/")
    ? await db
        .select()
        .from(jobProfiles)
        .where(eq(jobProfiles.slug, path.slice("/fiche-metier/".length)))
    : [];
  const found = page ?? (profile && { title: profile.title, description: profile.description, richText: "<p>Fiche</p>" });
  if (!found)
    return new Response("<html><body><main><h1>Page introuvable</h1></main></body></html>", { status: 404, headers: { "Content-Type": "text/html" } });
  const html = `<!doctype html><html lang="fr"><head><title>${found.title} | Cabinet de recrutement démo</title>
${found.description ? `<meta name="description" content="${found.description}">` : ""}
<link rel="canonical" href="http://localhost:3000${path}"><script type="application/ld+json">{"@type":"WebPage"}</script></head>
<body><header><a href="/lien-d-en-tete-absent">Menu</a></header><main><h1>${found.title}</h1>${found.richText ?? ""}</main>
<footer><a href="/pied-de-page-absent">Pied</a></footer></body></html>`;
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
};

const routes = {
  ...testRoutes,
  "routes/editorial/article": { id: "routes/editorial/article", parentId: "root", path: "recrutement/:slug" },
  "routes/job-profiles/job-profile": { id: "routes/job-profiles/job-profile", parentId: "root", path: "fiche-metier/:slug" },
};

const crawl = () => {
  const app = createApp({ ...t.deps, renderDocument });
  return crawlReports(t.deps, { site: (request) => Promise.resolve(app.fetch(request)) });
};

const search = (body: unknown, who: Person = staff) => t.call<ReportSearchAnswer>("POST", "/api/content/report_search", body, who.headers);
const details = (body: unknown) => t.call<ReportDetailsAnswer>("POST", "/api/content/report_details", body, staff.headers);

beforeAll(async () => {
  t = await createTestApp({ routes });
  staff = await signedInPerson(t, { isStaff: true });
  user = await signedInPerson(t, {});
  external = createServer((req, res) => {
    externalHits.set(req.url!, (externalHits.get(req.url!) ?? 0) + 1);
    res.statusCode = req.url === "/ko" ? 500 : 200;
    res.end("ok");
  });
  await new Promise<void>((resolve) => external.listen(0, "127.0.0.1", resolve));
  externalBase = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;
  const published = new Date(Date.now() - 86_400_000);
  await t.deps.db.insert(pages).values([
    {
      type: "BLOG",
      title: "Article avec des liens à vérifier",
      slug: "article-liens",
      path: "/recrutement/article-liens",
      description: LONG_DESCRIPTION,
      richText: `<p><a href="/une-page-qui-n-existe-pas">cassé</a> <a href="/recrutement/article-sans-description">voisin</a>
        <a href="${externalBase}/ok">externe</a> <a href="${externalBase}/ko">en panne</a> <a href="mailto:contact@exemple.fr">mail</a> <a href="#haut">haut</a></p>`,
      publishedOn: published,
    },
    {
      type: "BLOG",
      title: "Article sans description pour le SEO",
      slug: "article-sans-description",
      path: "/recrutement/article-sans-description",
      richText: `<p><a href="${externalBase}/ok">le même externe</a> <a href="${externalBase}/ko">la même panne</a></p>`,
      publishedOn: published,
    },
    { type: "BLOG", title: "Brouillon jamais publié", slug: "brouillon", path: "/recrutement/brouillon", richText: `<a href="/nulle-part">x</a>` },
  ]);
  await t.deps.db.insert(jobProfiles).values({ title: "Soudeur", slug: "soudeur", description: LONG_DESCRIPTION });
});

afterAll(async () => {
  await new Promise((resolve) => external.close(resolve));
  await t.close();
});

describe("reports crawl: what it records", () => {
  it("records a broken internal link on the right object, skipping header and footer links", async () => {
    const summary = await crawl();
    expect(summary.pages).toBe(3);
    const [article] = await t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, "article-liens"));
    const [row] = await t.deps.db.select().from(reports).where(eq(reports.objectId, article!.id));
    const rows = await t.deps.db.select().from(reports).where(eq(reports.contentType, "page"));
    const links = rows.find((r) => r.objectId === article!.id && r.type === "LINKS")!;
    expect(row).toBeDefined();
    expect(links.label).toBe("Article avec des liens à vérifier");
    expect(links.url).toBe("/recrutement/article-liens");
    const data = links.data as LinkEntry[];
    expect(data).toContainEqual({ url: "/une-page-qui-n-existe-pas", status: 404, error: "Page introuvable" });
    expect(data).toContainEqual({ url: "/recrutement/article-sans-description", status: 200 });
    expect(data.map((entry) => entry.url)).not.toContain("/lien-d-en-tete-absent");
    expect(data.map((entry) => entry.url)).not.toContain("mailto:contact@exemple.fr");
    expect(links.hasError).toBe(true);
    expect(links.errorCount).toBe(data.filter((entry) => entry.status !== 200).length);
    // A draft is not public: no report.
    const [draft] = await t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, "brouillon"));
    expect(rows.some((r) => r.objectId === draft!.id)).toBe(false);
  });

  it("checks an external link once per run: 500 is an error, 200 a success", async () => {
    externalHits.clear();
    await crawl();
    expect(externalHits.get("/ok")).toBe(1);
    expect(externalHits.get("/ko")).toBe(1);
    const rows = await t.deps.db.select().from(reports).where(eq(reports.type, "LINKS"));
    const entries = rows.flatMap((r) => r.data as LinkEntry[]);
    expect(entries.filter((e) => e.url === `${externalBase}/ok`).every((e) => e.status === 200 && !e.error)).toBe(true);
    expect(entries.filter((e) => e.url === `${externalBase}/ko`)).toContainEqual({ url: `${externalBase}/ko`, status: 500, error: "Réponse 500" });
  });

  it("gives a page without a description an SEO error", async () => {
    const [page] = await t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, "article-sans-description"));
    const [seo] = await t.deps.db.select().from(reports).where(eq(reports.objectId, page!.id));
    const rows = await t.deps.db.select().from(reports).where(eq(reports.type, "SEO"));
    const report = rows.find((r) => r.objectId === page!.id && r.contentType === "page")!;
    expect(seo).toBeDefined();
    const checks = report.data as SeoEntry[];
    expect(checks.find((c) => c.check === "description")).toEqual({ check: "description", ok: false, error: "Meta description absente" });
    expect(checks.find((c) => c.check === "h1")).toMatchObject({ ok: true });
    expect(checks.find((c) => c.check === "jsonLd")).toMatchObject({ ok: true });
    expect(report.hasError).toBe(true);
  });
});

describe("reports crawl: unreachable hosts, the render budget, removed objects and late runs", () => {
  it("treats an unreachable host as an error entry with its reason", async () => {
    const [profile] = await t.deps.db.select().from(jobProfiles).where(eq(jobProfiles.slug, "soudeur"));
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    await t.deps.db.insert(pages).values({
      type: "BLOG",
      title: "Article vers un site fermé",
      slug: "article-site-ferme",
      path: "/recrutement/article-site-ferme",
      description: LONG_DESCRIPTION,
      richText: `<a href="${deadUrl}">fermé</a>`,
      publishedOn: new Date(Date.now() - 1000),
    });
    await crawl();
    const rows = await t.deps.db.select().from(reports).where(eq(reports.type, "LINKS"));
    expect(rows.flatMap((r) => r.data as LinkEntry[])).toContainEqual({
      url: deadUrl,
      status: 0,
      error: "Connexion impossible",
      tip: "Erreur réseau ECONNREFUSED",
    });
    expect(rows.some((r) => r.contentType === "jobprofile" && r.objectId === profile!.id)).toBe(true);
  });

  it("waits out the app's render budget (429 with Retry-After) instead of reporting it", async () => {
    const app = createApp({ ...t.deps, renderDocument });
    const refused = new Set<string>();
    const waits: number[] = [];
    await crawlReports(t.deps, {
      site: async (request) => {
        const path = new URL(request.url).pathname;
        // Each address is refused once, as a spent budget would.
        if (!refused.has(path)) {
          refused.add(path);
          return new Response("Trop de pages demandées", { status: 429, headers: { "Retry-After": "60" } });
        }
        return app.fetch(request);
      },
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((ms) => ms === 60_000)).toBe(true);
    const rows = await t.deps.db.select().from(reports).where(eq(reports.type, "LINKS"));
    const entries = rows.flatMap((r) => r.data as LinkEntry[]);
    expect(entries.some((e) => e.status === 429)).toBe(false);
    expect(entries).toContainEqual({ url: "/recrutement/article-sans-description", status: 200 });
  });

  it("removes the reports of objects no longer public", async () => {
    await t.deps.db.update(pages).set({ publishedOn: null }).where(eq(pages.slug, "article-site-ferme"));
    const summary = await crawl();
    expect(summary.removed).toBe(2);
    const { body } = await search({ query: "site fermé" });
    expect(body.count).toBe(0);
  });

  it("skips a scheduled crawl caught up long after its night slot, never a manual one", async () => {
    const monday = new Date("2026-11-23T12:00:00Z");
    expect(await reportsCrawlTask(t.deps, {}, { runAt: monday })).toEqual({ skipped: true });
  });
});

describe("reports API", () => {
  it("answers staff only", async () => {
    expect((await t.call("POST", "/api/content/report_search", {})).status).toBe(401);
    expect((await search({}, user)).status).toBe(403);
    expect((await t.call("POST", "/api/content/report_details", { id: 1 }, user.headers)).status).toBe(403);
    expect((await t.call("POST", "/api/content/report_run", {}, user.headers)).status).toBe(403);
    expect((await t.call("POST", "/api/content/report_run", {})).status).toBe(401);
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.total).toBe(6);
  });

  it("filters by query, error flag and model, 10 per page", async () => {
    const all = await search({});
    expect(all.body.rows[0]).toMatchObject({ contentTypeLabel: expect.any(String), humanUpdatedAt: expect.stringMatching(/^(maintenant|il y a .+)$/) });
    const byQuery = await search({ query: "sans description" });
    expect(byQuery.body.rows.map((r) => r.type).sort()).toEqual(["LINKS", "SEO"]);
    expect(byQuery.body.rows.every((r) => r.contentType === "page" && r.contentTypeLabel === "Contenu des pages")).toBe(true);
    const profiles = await search({ model: "jobprofile" });
    expect(profiles.body.count).toBe(2);
    expect(profiles.body.rows.every((r) => r.contentTypeLabel === "Fiches métier")).toBe(true);
    const withErrors = await search({ hasError: true });
    expect(withErrors.body.rows.every((r) => r.hasError)).toBe(true);
    const withoutErrors = await search({ hasError: false });
    expect(withErrors.body.count + withoutErrors.body.count).toBe(6);
    expect((await search({ model: "inconnu" })).status).toBe(400);

    // Pagination: 12 more rows make two pages.
    const base = { type: "SEO" as const, contentType: "training" as const, url: "/x", data: [] };
    await t.deps.db
      .insert(reports)
      .values(Array.from({ length: 12 }, (_, i) => ({ ...base, objectId: 1000 + i, label: `Formation ${String(i).padStart(2, "0")}` })));
    const first = await search({ model: "training" });
    const second = await search({ model: "training", page: 2 });
    expect(first.body.rows).toHaveLength(10);
    expect(second.body.rows).toHaveLength(2);
    expect(first.body.count).toBe(12);
    expect(first.body.total).toBe(18);
  });

  it("gives an object's latest reports with their entries", async () => {
    const [article] = await t.deps.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, "article-liens"));
    const { status, body } = await details({ model: "page", objectId: article!.id });
    expect(status).toBe(200);
    expect(body.label).toBe("Article avec des liens à vérifier");
    expect(body.reports.map((r) => r.type)).toEqual(["LINKS", "SEO"]);
    const byId = await details({ id: body.reports[1]!.id });
    expect(byId.body.reports).toHaveLength(2);
    expect((await details({ model: "agency", objectId: 999_999 })).body.reports).toEqual([]);
    expect((await details({ id: 999_999 })).status).toBe(404);
  });

  it("queues one crawl now, and answers the queued one to a second click", async () => {
    const first = await t.call<ReportRunAnswer>("POST", "/api/content/report_run", {}, staff.headers);
    expect(first.status).toBe(200);
    expect(first.body.alreadyQueued).toBe(false);
    const second = await t.call<ReportRunAnswer>("POST", "/api/content/report_run", {}, staff.headers);
    expect(second.body).toEqual({ taskId: first.body.taskId, alreadyQueued: true });
    const [task] = await t.deps.db.select().from(tasks).where(eq(tasks.id, first.body.taskId));
    expect(task).toMatchObject({ name: REPORTS_CRAWL_TASK, status: "PENDING", payload: { manual: true } });
  });
});
