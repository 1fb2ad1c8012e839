import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { closeCookiePanel } from "../support/journey-steps";
import { noSidewaysScroll } from "../support/page-checks";
import { demoArticles, demoTestimonials } from "../../server/seed/editorial-content";

// The news filter by theme (issue 50): themes are alternatives, and the addresses of combined
// themes (14 tags make 16,384 of them) are kept from crawlers.

const themes = (page: Page) => page.getByRole("navigation", { name: "Filtrer par thème" });
const theme = (page: Page, title: string) => themes(page).getByRole("link", { name: new RegExp(`^${title} \\(`) });

/**
 * Every link of the page that leads to the news filtered by two themes or more, with its rel.
 * Links within the page (`#contenu`) lead to no other address.
 */
const combinationLinks = (page: Page) =>
  page.locator("a[href]:not([href^='#'])").evaluateAll((links) =>
    links
      .map((link) => ({ url: new URL((link as HTMLAnchorElement).href), rel: link.getAttribute("rel") ?? "" }))
      .filter(({ url }) => url.pathname === "/notre-actu" && (url.searchParams.get("tags") ?? "").split(",").filter(Boolean).length > 1)
      .map(({ url, rel }) => ({ href: url.pathname + url.search, rel })),
  );

async function expectCombinationsNofollow(page: Page) {
  const links = await combinationLinks(page);
  // The filter offers to add a theme: there are such links, and each says nofollow.
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.rel.split(/\s+/), link.href).toContain("nofollow");
}

/**
 * The canonical of a page filtered by theme is the unfiltered list, `/notre-actu` (decided in
 * app/routes/editorial/news.tsx): the themes' lists are subsets of it, and the sitemap names only it.
 */
async function expectCanonicalIsTheList(page: Page, baseURL: string | undefined) {
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${baseURL}/notre-actu`);
}

for (const width of [390, 1280]) {
  test(`at ${width} px, BTP then Industrie lists the articles of both themes; links to combined themes are nofollow`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/notre-actu");
    await closeCookiePanel(page);
    // Unfiltered, each theme's link leads to that theme alone: followed.
    expect(await combinationLinks(page)).toEqual([]);

    await theme(page, "BTP").click();
    await expect(page).toHaveURL(/\/notre-actu\?tags=btp$/);
    await expect(theme(page, "BTP")).toHaveAttribute("aria-current", "true");
    await expectCombinationsNofollow(page);
    await expectCanonicalIsTheList(page, baseURL);

    await theme(page, "Industrie").click();
    await expect(page).toHaveURL(/\/notre-actu\?tags=btp,industrie$/);
    const expected = [...demoArticles, ...demoTestimonials]
      .filter((article) => article.tags.includes("btp") || article.tags.includes("industrie"))
      .map((article) => `/recrutement/${article.slug}`);
    expect(expected.length).toBeGreaterThan(1);
    const cards = page.getByRole("list", { name: "Articles", exact: true }).getByRole("listitem");
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByRole("heading", { name: `${expected.length} articles`, exact: true })).toBeVisible();
    const shown = await cards
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(shown.sort()).toEqual(expected.sort());
    await expect(page.getByText("Aucune actualité ne correspond à votre recherche")).toHaveCount(0);

    // Removing a theme leads to the other alone: followed; adding a third is nofollow.
    await expect(theme(page, "BTP")).toHaveAttribute("href", "/notre-actu?tags=industrie");
    await expect(theme(page, "BTP")).not.toHaveAttribute("rel", /nofollow/);
    await expectCombinationsNofollow(page);
    await expectCanonicalIsTheList(page, baseURL);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Page 2 of a theme is not page 2 of the list: its canonical is still the list.
    await page.goto("/notre-actu?tags=btp&limit=2&page=2");
    await expect(page.getByRole("list", { name: "Articles", exact: true }).getByRole("listitem")).toHaveCount(2);
    await expectCanonicalIsTheList(page, baseURL);
  });
}

test("robots.txt keeps crawlers off combined themes, not off one theme; the sitemap names no filtered list", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /notre-actu?*tags=*,\n");
  expect(robots).toContain("Disallow: /notre-actu?*tags=*%2C\n");
  expect(robots).not.toMatch(/Disallow: \/notre-actu\?\*?tags=\*?\n/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/notre-actu</loc>");
  expect(sitemap).not.toMatch(/<loc>[^<]*tags=/);
});
