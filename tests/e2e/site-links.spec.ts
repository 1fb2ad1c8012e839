import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { expectReachable, noSidewaysScroll } from "../support/page-checks";

// The site's links are bare <a> elements whose clicks and prefetching the root handles
// (app/components/ui/site-link.tsx, decision 0043): they must still navigate inside the app.

/** Opens the home page hydrated (the cookie panel opens once it is) and marks the document. */
async function openHome(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Tout accepter" }).click();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const sitemapLink = (page: Page) => page.locator("footer").getByRole("navigation", { name: "Qui sommes-nous" }).getByRole("link", { name: "Plan du site" });

test("a site link prefetches its page on hover and navigates in the app on a click, and from the keyboard", async ({ page }) => {
  await openHome(page);
  const link = sitemapLink(page);
  await expectReachable(page, link);
  await link.hover();
  await expect(page.locator('link[rel="prefetch"][href*="plan-du-site"], link[rel="modulepreload"][href*="plan-du-site"]').first()).toBeAttached();

  await link.click();
  await expect(page).toHaveURL(/\/plan-du-site$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan du site" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Back home, then the logo link from the keyboard.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Recrutez les talents");
  await sitemapLink(page).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/plan-du-site$/);
  const logo = page.locator("header").getByRole("link", { name: "Alto Recrutement – accueil" });
  await logo.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Recrutez les talents");
  expect(await sameDocument(page)).toBe(true);
});

test("a site link clicked with Ctrl opens a new tab and leaves the page as it is", async ({ page }) => {
  await openHome(page);
  const [tab] = await Promise.all([page.context().waitForEvent("page"), sitemapLink(page).click({ modifiers: ["ControlOrMeta"] })]);
  // A new tab starts on about:blank, whose load can come before the link's navigation.
  await expect(tab).toHaveURL(/\/plan-du-site$/);
  await tab.close();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await sameDocument(page)).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an agency of the menu drawer opens in the app and the drawer closes", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Nos agences" }).click();
    const agency = drawer.getByRole("link", { name: "Lyon", exact: true });
    await expectReachable(page, agency);
    await agency.click();
    await expect(page).toHaveURL(/\/nos-agences\/[^/]*lyon/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lyon");
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await sameDocument(page)).toBe(true);
  });
});

test("a theme of the news keeps the page where it was: the list below changes, not the scroll position", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/notre-actu");
  await page.getByRole("button", { name: "Tout accepter" }).click();
  const theme = page.getByRole("navigation", { name: "Filtrer par thème" }).getByRole("link").first();
  await theme.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await theme.click();
  await expect(page).toHaveURL(/[?&]tags=/);
  await expect(page.getByRole("navigation", { name: "Filtrer par thème" }).locator('[aria-current="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2);
});
