import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll } from "../support/page-checks";

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toHaveCount(0);
}

const cardLinks = (page: Page) => page.getByRole("link", { name: /^Voir la fiche / });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination des fiches métier" });

test("the catalogue is server-rendered with 6 cards and paginates through the URL", async ({ page, request }) => {
  // Crawlers get the cards in the HTML itself.
  const html = await (await request.get("/catalogue-fiches-metier")).text();
  expect(html).toContain("Catalogue des fiches métier");
  expect(html.match(/>Voir la fiche</g) ?? []).toHaveLength(6);

  const response = await page.goto("/catalogue-fiches-metier");
  expect(response?.status()).toBe(200);
  await dismissCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue des fiches métier" })).toBeVisible();
  await expect(cardLinks(page)).toHaveCount(6);
  await expect(pagination(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");

  const firstPage = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));
  await pagination(page).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(cardLinks(page)).toHaveCount(6);
  const secondPage = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));
  expect(secondPage.filter((label) => firstPage.includes(label))).toEqual([]);

  // Next and previous arrows move one page at a time.
  await pagination(page).getByRole("link", { name: "Précédent" }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(cardLinks(page).first()).toHaveAttribute("aria-label", firstPage[0]!);
});

test("a search without match shows the empty text", async ({ page }) => {
  await page.goto("/catalogue-fiches-metier");
  await dismissCookies(page);
  const search = page.getByLabel("Quel métier recherchez-vous ?");
  await search.fill("astronaute sous-marin");
  await search.press("Enter");
  await expect(page).toHaveURL(/query=astronaute/);
  await expect(page.getByText("Aucune fiche métier ne correspond à votre recherche")).toBeVisible();
  await expect(cardLinks(page)).toHaveCount(0);
  await expect(pagination(page)).toHaveCount(0);
});

test("the sector filter and the debounced search narrow the catalogue, and a card opens its sheet", async ({ page }) => {
  await page.goto("/catalogue-fiches-metier?page=2");
  await dismissCookies(page);
  await page.getByLabel("Secteur", { exact: true }).selectOption({ label: "Industrie" });
  // Back to page 1 with the filter in the URL.
  await expect(page).toHaveURL(/type=INDUSTRY/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText("11 fiches métier dans le secteur Industrie")).toBeVisible();

  // No Enter: the search follows the typing after a short pause.
  await page.getByLabel("Quel métier recherchez-vous ?").fill("soudeur");
  await expect(page).toHaveURL(/query=soudeur/);
  await expect(cardLinks(page)).toHaveCount(1);

  await page.getByRole("link", { name: "Voir la fiche Soudeur", exact: true }).click();
  await expect(page).toHaveURL(/\/fiche-metier\/soudeur$/);
  await expect(page.getByRole("heading", { level: 1, name: "Soudeur", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Missions principales" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Formations" })).toBeVisible();

  const image = page.getByRole("img", { name: "Illustration du métier Soudeur" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

  await page.getByRole("link", { name: "Toutes les fiches métier" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue des fiches métier" })).toBeVisible();
});

test("a sheet has its own title and canonical, and an unknown sheet is a 404", async ({ page }) => {
  const response = await page.goto("/fiche-metier/chef-de-chantier");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Chef de chantier/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fiche-metier\/chef-de-chantier$/);
  await expect(page.getByRole("heading", { level: 1, name: "Chef de chantier", exact: true })).toBeVisible();

  const missing = await page.goto("/fiche-metier/dompteur-de-nuages");
  expect(missing?.status()).toBe(404);
});

test("a sheet whose title is one long word fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/fiche-metier/electrotechnicien");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Électrotechnicien");
  const fitsTheScreen = async () => {
    const box = (await title.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
  };
  await fitsTheScreen();
  // A longer word than any demo title, as staff may type one: it breaks inside the title.
  await title.evaluate((element) => (element.textContent = "Électrotechnicienmaintenancierindustriel"));
  await expect(title).toHaveText("Électrotechnicienmaintenancierindustriel");
  await fitsTheScreen();
});
