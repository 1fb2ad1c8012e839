import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { expectReachable } from "../support/page-checks";

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
}

test("the «Nos agences» dropdown leads to the Lyon agency page with its EmploymentAgency data", async ({ page }) => {
  await page.goto("/");
  await dismissCookies(page);
  const button = page.locator("header").getByRole("button", { name: "Nos agences" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");

  const dropdown = page.getByTestId("agencies-dropdown");
  await expect(dropdown).toBeVisible();
  const box = await dropdown.boundingBox();
  expect(Math.round(box!.width)).toBe(420);
  // Two columns: the first two agencies sit side by side.
  const items = dropdown.locator("ul > li");
  await expect(items).toHaveCount(13);
  const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
  expect(Math.round(first!.y)).toBe(Math.round(second!.y));
  expect(second!.x).toBeGreaterThan(first!.x);

  await dropdown.getByRole("link", { name: "Lyon", exact: true }).click();
  await expect(page).toHaveURL(/\/nos-agences\/cabinet-recrutement-lyon$/);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toContainText("Lyon");
  await expect(page.locator("main").getByText("Cabinet de recrutement", { exact: true })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: /04 65 71 20 14/ })).toHaveAttribute("href", "tel:0465712014");
  await expect(page.getByRole("heading", { level: 2, name: "Nos zones d'intervention" })).toBeVisible();

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const agency = blocks.map((text) => JSON.parse(text)).find((data) => [data["@type"]].flat().includes("EmploymentAgency"));
  expect(agency).toBeTruthy();
  expect(agency["@type"]).toContain("LocalBusiness");
  expect(agency.openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:30",
    closes: "17:30",
  });
  expect(agency.address).toMatchObject({ addressLocality: "Lyon", addressCountry: "FR" });
  expect(agency.url).toMatch(/\/nos-agences\/cabinet-recrutement-lyon$/);
});

test("/nos-agences lists the 13 agencies, each linking to its page", async ({ page }) => {
  const response = await page.goto("/nos-agences");
  expect(response?.status()).toBe(200);
  await dismissCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Nos agences de recrutement" })).toBeVisible();
  const links = page.locator("main").getByRole("link", { name: /^Voir l'agence/ });
  await expect(links).toHaveCount(13);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/nos-agences$/);
  await page.locator("main").getByRole("link", { name: "Voir l'agence de Bordeaux" }).click();
  await expect(page).toHaveURL(/\/nos-agences\/cabinet-recrutement-bordeaux$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bordeaux");
});

test("an upper-case agency address moves to the lower-case one", async ({ page }) => {
  const response = await page.goto("/nos-agences/Cabinet-Recrutement-Nantes");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/nos-agences\/cabinet-recrutement-nantes$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Nantes");
});

test("an unknown agency answers 404", async ({ page }) => {
  for (const path of ["/nos-agences/cabinet-recrutement-atlantide", "/nos-agences/lyon"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("C'est juste une Erreur 404 : en fait la page demandée n'existe pas ou n'existe plus.");
  }
});

const mapTitle = (city: string) => `Plan d'accès à l'agence de ${city}`;
const MAP_EMBED = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/;

/** The machine has no route to OpenStreetMap: its page is answered here. The addresses asked, in order. */
async function answerMapRequests(page: Page) {
  const asked: string[] = [];
  await page.route("https://www.openstreetmap.org/**", async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Plan</title><p>Carte OpenStreetMap</p><button>Zoom avant</button>" });
  });
  return asked;
}

const mapFrame = (page: Page, city: string) => page.frameLocator(`iframe[title="${mapTitle(city)}"]`);
const mapContent = (page: Page, city: string) => mapFrame(page, city).getByText("Carte OpenStreetMap");

test("on a phone, the agency's map is loaded only when the visitor scrolls near it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapRequests = await answerMapRequests(page);
  await page.goto("/nos-agences/cabinet-recrutement-lyon");
  await dismissCookies(page);
  await expect(page.getByTitle(mapTitle("Lyon"))).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await page.getByRole("heading", { level: 2, name: "Nos zones d'intervention" }).scrollIntoViewIfNeeded();
  const map = page.getByTitle(mapTitle("Lyon"));
  await map.scrollIntoViewIfNeeded();
  await expect(mapContent(page, "Lyon")).toBeVisible();
  expect(mapRequests).toHaveLength(1);
  expect(mapRequests[0]).toMatch(MAP_EMBED);
  // Drawn in its box, inside the screen, and not covered.
  const box = (await map.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.height).toBeGreaterThan(300);
  await expectReachable(page, map);

  // Another agency reached by a link (no new document): its map waits for the visitor too.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("region", { name: "Retrouvez nos agences de recrutement dans toute la France" }).getByRole("link", { name: "Bordeaux" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bordeaux");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(page.getByTitle(mapTitle("Bordeaux"))).toHaveCount(0);
  expect(mapRequests).toHaveLength(1);
  await page.getByRole("heading", { level: 2, name: "Nos zones d'intervention" }).scrollIntoViewIfNeeded();
  await expect(mapContent(page, "Bordeaux")).toBeVisible();
  expect(mapRequests).toHaveLength(2);
  expect(mapRequests[1]).not.toBe(mapRequests[0]);
});

test("on a phone, Tab reaches the agency's map before it came near the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await answerMapRequests(page);
  await page.goto("/nos-agences/cabinet-recrutement-lyon");
  await dismissCookies(page);
  await page.getByRole("link", { name: "Voir toutes les offres à Lyon" }).focus();
  const frame = page.locator(`iframe[title="${mapTitle("Lyon")}"]`);
  const zoomButton = mapFrame(page, "Lyon").getByRole("button", { name: "Zoom avant" });
  await expect(frame).toHaveCount(0);

  await page.keyboard.press("Tab");
  await expect(page.getByRole("group", { name: mapTitle("Lyon") })).toBeFocused();
  await expect(mapContent(page, "Lyon")).toBeVisible();
  await expectReachable(page, frame);
  await page.keyboard.press("Tab");
  await expect(zoomButton).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Agrandir le plan (nouvel onglet)" })).toBeFocused();
  // Back up: the box is no longer a stop of its own once the frame is there.
  await page.keyboard.press("Shift+Tab");
  await expect(zoomButton).toBeFocused();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the agency's map is in the page", async ({ page }) => {
    await answerMapRequests(page);
    await page.goto("/nos-agences/cabinet-recrutement-lyon");
    await expect(page.locator(`iframe[title="${mapTitle("Lyon")}"]`)).toHaveAttribute("src", MAP_EMBED);
  });
});
