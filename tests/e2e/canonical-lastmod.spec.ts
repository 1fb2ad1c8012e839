import { expect, test } from "../support/e2e-test";

// Issue 50: page N of a list is its own page for search engines, and sitemap.xml says when
// each address last changed.

// `filtered`: page 2 with other parameters, which leave the canonical (a page 2 must exist:
// past a list's last page the answer is 404).
const LISTS = [
  { path: "/nos-offres", filtered: "/nos-offres?limit=20&page=2" },
  { path: "/catalogue-fiches-metier", filtered: "/catalogue-fiches-metier?utm_source=lettre&page=2" },
];

for (const width of [390, 1280]) {
  test(`page 2 of the offers and of the job sheets is its own canonical at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await page.goto(list.path, { waitUntil: "networkidle" });
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${baseURL}${list.path}`);
      // As a visitor goes there: the link of page 2, rendered in the browser.
      await page.getByRole("link", { name: "Page 2", exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${list.path}\\?(.*&)?page=2`));
      const canonical = page.locator("link[rel=canonical]");
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute("href", `${baseURL}${list.path}?page=2`);
      await expect(page.locator("meta[property='og:url']")).toHaveAttribute("content", `${baseURL}${list.path}?page=2`);
    }
  });
}

test("a crawler reading the HTML of page 2 gets page 2 as canonical, its search left out", async ({ request, baseURL }) => {
  for (const list of LISTS) {
    const response = await request.get(list.filtered);
    expect(response.status(), list.filtered).toBe(200);
    const html = await response.text();
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1]);
    expect(canonicals).toEqual([`${baseURL}${list.path}?page=2`]);
  }
});

test("every address of sitemap.xml has a lastmod in W3C date format", async ({ request }) => {
  const answer = await request.get("/sitemap.xml");
  expect(answer.status()).toBe(200);
  const urls = (await answer.text()).match(/<url>.*?<\/url>/g) ?? [];
  expect(urls.length).toBeGreaterThan(100);
  const undated = urls.filter((url) => !/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(url));
  expect(undated).toEqual([]);
  // Offers included.
  expect(urls.filter((url) => url.includes("/nos-offres/")).length).toBeGreaterThan(0);
});
