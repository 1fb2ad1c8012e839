import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { readJourneyFixtures } from "../support/journey-fixtures";

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toHaveCount(0);
}

const offerLinks = (page: Page) => page.getByRole("link", { name: /^Voir l'offre / });

/** The JSON-LD blocks of the page, parsed. */
const structuredData = async (page: Page) => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

test("an offer opened from the search shows its name, «Je postule» and JobPosting data", async ({ page }) => {
  const { live } = readJourneyFixtures();
  const name = live.name;
  await page.goto(`/nos-offres?query=${encodeURIComponent("chaudronnier soudeur")}`);
  await dismissCookies(page);
  await page.getByRole("link", { name: `Voir l'offre ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${live.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("link", { name: "Toutes nos offres" }).first()).toHaveAttribute("href", "/nos-offres");

  const posting = (await structuredData(page)).find((data) => data["@type"] === "JobPosting");
  expect(posting).toBeTruthy();
  expect(posting.title).toBe(name);
  expect(posting.directApply).toBe(true);
  // PUBLIC_URL may name another host than the test server: the path is what must match.
  expect(new URL(posting.url).pathname).toBe(new URL(page.url()).pathname);
  expect(posting.jobLocation.address.addressCountry).toBe("FR");
  expect(["FULL_TIME", "TEMPORARY", "CONTRACTOR", "INTERN", "OTHER"]).toContain(posting.employmentType);

  // The apply dialog is loaded on demand and named after the offer.
  const apply = page.getByRole("button", { name: "Je postule" });
  await apply.click();
  const dialog = page.getByRole("dialog", { name: `Postulez à ${name}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(apply).toBeFocused();
});

test("a wrong slug moves permanently to the offer's canonical address", async ({ page, request }) => {
  const { href, id } = readJourneyFixtures().live;
  const answer = await request.get(`/nos-offres/ancien-intitule/${id}?source=lettre`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()["location"]).toBe(`${href}?source=lettre`);

  await page.goto(`/nos-offres/ancien-intitule/${id}`);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
});

test("an archived offer answers 410, says so, proposes similar offers and leaves the sitemap", async ({ page, request }) => {
  const { href, name } = readJourneyFixtures().archived;
  const response = await page.goto(href);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cette offre d'emploi n'est plus disponible");
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(offerLinks(page).first()).toBeVisible();
  expect(await structuredData(page).then((blocks) => blocks.some((data) => data["@type"] === "JobPosting"))).toBe(false);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(href);
  expect(sitemap).toContain("/nos-offres/");
});

test("an unknown offer answers 404", async ({ page }) => {
  const response = await page.goto("/nos-offres/x/999999");
  expect(response?.status()).toBe(404);
  expect(await structuredData(page).then((blocks) => blocks.some((data) => data["@type"] === "JobPosting"))).toBe(false);
});

test("the home shows the 5 latest offers and the way to all of them", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Nos dernières offres d'emploi" });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Nos dernières offres d'emploi");
  await expect(section.getByRole("link", { name: /^Voir l'offre / })).toHaveCount(5);
  await expect(section.getByRole("link", { name: "Voir plus d'offres" })).toHaveAttribute("href", "/nos-offres");
});

test("the Lyon agency page shows up to 3 offers of Lyon and the way to the others", async ({ page }) => {
  await page.goto("/nos-agences/cabinet-recrutement-lyon");
  const section = page.getByRole("region", { name: "Nos offres d'emploi à Lyon" });
  await expect(section).toBeVisible();
  const count = await section.getByRole("link", { name: /^Voir l'offre / }).count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  await expect(section.getByRole("link", { name: "Voir toutes les offres à Lyon" })).toHaveAttribute("href", "/nos-offres?location=Lyon");
});
