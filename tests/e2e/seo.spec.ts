import { expect, test } from "../support/e2e-test";
import { NEWS_FEED_PATH } from "../../common/editorial";
import { cookiePanel } from "../support/journey-steps";

// What search engines and link previews read, after the page came alive in the browser.

const sitemapPaths = async (request: import("@playwright/test").APIRequestContext) =>
  [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test("each page has one canonical link, its public address, after hydration too", async ({ page, request, baseURL }) => {
  const agency = (await sitemapPaths(request)).find((path) => path.startsWith("/nos-agences/"))!;
  // A list's page past the first keeps its page (issue 50); every other parameter is dropped.
  const pages: [string, string][] = [
    ["/", "/"],
    ["/nos-offres", "/nos-offres"],
    ["/contact", "/contact"],
    [agency, agency],
    ["/nos-offres?page=1&limit=25&query=commercial", "/nos-offres"],
    ["/nos-offres?page=2&limit=20", "/nos-offres?page=2"],
  ];
  for (const [path, address] of pages) {
    // Hydrated once the cookie panel is open. Not "networkidle": the captcha's blob: workers on
    // /contact sometimes never count as loaded for Playwright, and the wait never ends.
    await page.goto(path);
    await expect(cookiePanel(page)).toBeVisible({ timeout: 15_000 });
    const canonicals = page.locator("link[rel=canonical]");
    await expect(canonicals).toHaveCount(1);
    const expected = `${baseURL}${address}`;
    await expect(canonicals).toHaveAttribute("href", expected);
    await expect(page.locator("meta[property='og:url']")).toHaveAttribute("content", expected);
  }
});

test("other spellings of an address move permanently to the canonical one", async ({ page, request }) => {
  for (const [from, to] of [
    ["/CONTACT", "/contact"],
    ["/contact/", "/contact"],
    ["/nos-offres/", "/nos-offres"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  }
  await page.goto("/nos-offres/?query=chef");
  await expect(page).toHaveURL(/\/nos-offres\?query=chef$/);
  for (const path of await sitemapPaths(request)) expect(path).toBe(path.toLowerCase().replace(/(.)\/$/, "$1"));
});

test("the home links canonical addresses only: none costs a redirect", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const links = [...new Set([...html.matchAll(/href="(\/[^/"#][^"#]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")))];
  expect(links.length).toBeGreaterThan(20);
  for (const link of links) expect((await request.get(link, { maxRedirects: 0 })).status(), link).toBe(200);
});

test("a list's page past its last answers 404, its last page 200 (no «Aucun résultat» under a count)", async ({ request }) => {
  for (const list of ["/nos-offres", "/catalogue-fiches-metier", "/notre-actu", "/presse", "/notre-actu/temoignages"]) {
    expect((await request.get(`${list}?page=999`)).status(), list).toBe(404);
    expect((await request.get(list)).status(), list).toBe(200);
  }
  // The job sheets' last page, read from the pagination of the first.
  const first = await (await request.get("/catalogue-fiches-metier")).text();
  const last = Math.max(...[...first.matchAll(/catalogue-fiches-metier\?page=(\d+)/g)].map((m) => Number(m[1])));
  expect(last).toBeGreaterThan(1);
  expect((await request.get(`/catalogue-fiches-metier?page=${last}`)).status()).toBe(200);
  expect((await request.get(`/catalogue-fiches-metier?page=${last + 1}`)).status()).toBe(404);
});

test("pages, API answers and assets travel compressed", async ({ page, request }) => {
  const home = await request.get("/", { headers: { "Accept-Encoding": "br" } });
  expect(home.headers()["content-encoding"]).toBe("br");
  const api = await request.get("/api/branding/get_sitemap", { headers: { "Accept-Encoding": "gzip" } });
  expect(api.headers()["content-encoding"]).toBe("gzip");
  // The news feed too (application/rss+xml: issue 50).
  const feed = await request.get(NEWS_FEED_PATH, { headers: { "Accept-Encoding": "br" } });
  expect(feed.headers()["content-encoding"]).toBe("br");
  const assets: import("@playwright/test").Response[] = [];
  page.on("response", (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url())) assets.push(response);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // Files under 1 KB are sent as they are: compression would not pay for its headers.
  const encodings = await Promise.all(assets.map(async (r) => ((await r.body()).length < 1024 ? "small" : (r.headers()["content-encoding"] ?? "none"))));
  expect(encodings).toContain("br");
  expect(encodings).not.toContain("none");
});

test("no orphan page: every page of the sitemap but the offers is linked from the «Plan du site», and the footer links the services and regional pages", async ({
  page,
  request,
}) => {
  const pages = (await sitemapPaths(request)).filter((path) => !/^\/nos-offres\/./.test(path));
  await page.goto("/plan-du-site");
  const linked = new Set(
    await page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
  );
  // The home page and the site map itself need no entry of their own.
  expect(pages.filter((path) => !linked.has(path) && path !== "/plan-du-site")).toEqual([]);
  for (const family of ["/fiche-metier/", "/nos-recruteurs/", "/nos-prestations/", "/cabinet-de-recrutement-chasseurs-de-tetes--", "/mentions-legales"]) {
    expect(
      [...linked].some((path) => path.startsWith(family)),
      family,
    ).toBe(true);
  }

  // On a phone, every page's footer reaches the regional pages and the generic services.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const regions = page.getByRole("navigation", { name: "Recrutement en région" }).getByRole("link");
  expect(await regions.count()).toBeGreaterThanOrEqual(10);
  await regions.last().scrollIntoViewIfNeeded();
  await expect(regions.last()).toBeInViewport();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Management de transition", exact: false })).toHaveAttribute(
    "href",
    "/nos-prestations/management-de-transition",
  );
});
