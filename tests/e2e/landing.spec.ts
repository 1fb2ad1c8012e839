import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
}

// Every landing route of the route table (common/landing-routes.ts) with its seeded title.
const LANDING_PAGES: [path: string, h1: string][] = [
  ["/cabinet-de-recrutement-chasseurs-de-tetes--paris", "Cabinet de recrutement et chasseurs de têtes à Paris"],
  ["/cabinet-de-recrutement-chasseurs-de-tetes--nord", "Cabinet de recrutement et chasseurs de têtes dans le Nord"],
  ["/cabinet-de-recrutement-chasseurs-de-tetes--ouest", "Cabinet de recrutement et chasseurs de têtes dans l'Ouest"],
  ["/cabinet-de-recrutement-chasseurs-de-tetes--sud-ouest", "Cabinet de recrutement et chasseurs de têtes dans le Sud-Ouest"],
  ["/cabinet-de-recrutement-chasseurs-de-tetes--sud-est", "Cabinet de recrutement et chasseurs de têtes dans le Sud-Est"],
  ["/cabinet-de-recrutement-chasseurs-de-tetes--nord-ouest", "Cabinet de recrutement et chasseurs de têtes dans le Nord-Ouest"],
  ["/cabinet-de-recrutement-chasseurs-de-tetes--nord-est", "Cabinet de recrutement et chasseurs de têtes dans le Nord-Est"],
  ["/agence-de-recrutement--nord-ouest", "Agence de recrutement dans le Nord-Ouest"],
  ["/trouver-un-nouveau-collaborateur--sud-ouest", "Trouver un nouveau collaborateur dans le Sud-Ouest"],
  ["/cabinet-de-recrutement-par-approche-directe--marseille", "Cabinet de recrutement par approche directe à Marseille"],
];

test("every landing page answers 200 with its own title, canonical URL and h1", async ({ page }) => {
  let first = true;
  for (const [path, h1] of LANDING_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    if (first) {
      await dismissCookies(page);
      first = false;
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
  }
});

test("the Paris page lists its towns, then the contact and agencies sections", async ({ page }) => {
  const response = await page.goto("/cabinet-de-recrutement-chasseurs-de-tetes--paris");
  expect(response?.status()).toBe(200);
  await dismissCookies(page);
  await expect(page).toHaveTitle(/^Cabinet de recrutement et chasseur de têtes à Paris/);
  const main = page.locator("main");
  for (const town of ["Paris 8e (75008)", "Courbevoie (92400)", "Boulogne-Billancourt (92100)", "Saint-Denis (93200)", "Versailles (78000)"]) {
    await expect(main.getByRole("heading", { level: 3, name: `Recrutement à ${town}`, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("heading", { level: 2, name: "Confiez-nous votre prochain recrutement" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Retrouvez nos agences de recrutement dans toute la France" })).toBeVisible();
  // «Confier un recrutement» leads to the contact form of the same page.
  await main.getByRole("link", { name: "Confier un recrutement" }).click();
  await expect(page).toHaveURL(/#contact$/);
});

test("a landing address not in the route table answers 404 with header and footer", async ({ page }) => {
  const response = await page.goto("/cabinet-de-recrutement-chasseurs-de-tetes--lune");
  expect(response?.status()).toBe(404);
  await dismissCookies(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("C'est juste une Erreur 404 : en fait la page demandée n'existe pas ou n'existe plus.");
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
});
