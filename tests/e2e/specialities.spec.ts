import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
}

const specialities = [
  { path: "/specialiste-recrutement-btp", h1: "Cabinet de recrutement spécialisé BTP" },
  { path: "/specialiste-recrutement-distribution", h1: "Cabinet de recrutement spécialisé distribution" },
  { path: "/specialiste-recrutement-numerique-informatique", h1: "Cabinet de recrutement spécialisé numérique et informatique" },
  { path: "/specialiste-recrutement-industrie", h1: "Cabinet de recrutement spécialisé industrie" },
];

for (const { path, h1 } of specialities) {
  test(`${path} answers 200 with its heading, its job profiles and the contact and agencies sections`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Server-rendered: the heading and the profile links are in the HTML itself.
    const html = await response!.text();
    expect(html).toContain(h1);
    expect(html).toContain('href="/fiche-metier/');
    await dismissCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    const sheetLinks = page.getByRole("link", { name: /^Voir la fiche/ });
    await expect(sheetLinks.first()).toBeVisible();
    await expect(sheetLinks.first()).toHaveAttribute("href", /^\/fiche-metier\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Les métiers que nous recrutons le plus" })).toBeVisible();
    await expect(page.locator("#contact")).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "Retrouvez nos agences de recrutement dans toute la France" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  });
}

test("the BTP page lists BTP profiles only and leads to a profile sheet", async ({ page }) => {
  await page.goto("/specialiste-recrutement-btp");
  await dismissCookies(page);
  await expect(page).toHaveTitle(/Cabinet de recrutement BTP/);
  const main = page.locator("main");
  // Seeded BTP sheets (server/seed/job-profiles.ts).
  const conductor = main.getByRole("link", { name: "Voir la fiche : Conducteur de travaux", exact: true });
  await expect(conductor).toHaveAttribute("href", "/fiche-metier/conducteur-de-travaux");
  await expect(main.getByRole("link", { name: "Voir la fiche : Chef de chantier", exact: true })).toBeVisible();
  // Seeded sheets of the other types must not appear.
  await expect(main.getByText("Technicien de maintenance industrielle", { exact: true })).toHaveCount(0);
  await expect(main.getByText("Chef de projet informatique", { exact: true })).toHaveCount(0);

  await conductor.click();
  await expect(page).toHaveURL(/\/fiche-metier\/conducteur-de-travaux$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Conducteur de travaux");
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's «Nos spécialités» group leads to the BTP page and closes", async ({ page }) => {
    await page.goto("/");
    await dismissCookies(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const group = drawer.getByRole("button", { name: "Nos spécialités" });
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("link", { name: "Recrutement BTP", exact: true }).click();
    await expect(page).toHaveURL(/\/specialiste-recrutement-btp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cabinet de recrutement spécialisé BTP" })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
