import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
}

const profileLinks = (page: Page) => page.locator("main").getByRole("link", { name: /^Voir le profil (de |d')/ });

test("/nos-recruteurs lists the 5 independent recruiters, server-rendered", async ({ page }) => {
  const response = await page.goto("/nos-recruteurs");
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain("Claire Vasseur");
  expect(html).toContain("Sandrine Morel");
  await dismissCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Nos recruteurs indépendants" })).toBeVisible();
  await expect(profileLinks(page)).toHaveCount(5);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/nos-recruteurs$/);
  await expect(page.getByRole("heading", { level: 2, name: "5 recruteurs indépendants dans toute la France" })).toBeVisible();
});

test("the department filter narrows the list and keeps the choice in the URL", async ({ page }) => {
  await page.goto("/nos-recruteurs");
  await dismissCookies(page);
  // Scoped to the filter: the contact form below has its own department field.
  const select = page.getByRole("search", { name: "Filtrer les recruteurs par département" }).getByLabel("Département", { exact: true });
  await expect(select).toBeVisible();

  await select.selectOption({ label: "Charente-Maritime (17)" });
  await expect(page).toHaveURL(/\/nos-recruteurs\?departement=17$/);
  await expect(profileLinks(page)).toHaveCount(2);
  await expect(page.locator("main").getByRole("link", { name: "Voir le profil de Claire Vasseur" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Voir le profil de Nadia Amrani" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^2 recruteurs indépendants dans le département .*Charente-Maritime$/ })).toBeVisible();

  await select.selectOption({ label: "Tous les départements" });
  await expect(page).toHaveURL(/\/nos-recruteurs$/);
  await expect(profileLinks(page)).toHaveCount(5);

  // The filtered list is rendered by the server too: a shared link shows it at once.
  const response = await page.goto("/nos-recruteurs?departement=69");
  expect(response?.status()).toBe(200);
  await expect(profileLinks(page)).toHaveCount(1);
  await expect(page.locator("main").getByRole("link", { name: "Voir le profil de Mathieu Roussel" })).toBeVisible();
});

test("a recruiter's profile shows its h1, descriptions, phone and the Google link in a new tab", async ({ page }) => {
  await page.goto("/nos-recruteurs");
  await dismissCookies(page);
  await page.locator("main").getByRole("link", { name: "Voir le profil de Claire Vasseur" }).click();
  await expect(page).toHaveURL(/\/nos-recruteurs\/claire-vasseur$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claire Vasseur");
  await expect(page.getByRole("heading", { level: 2, name: "Qui est Claire ?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Secteurs et métiers recrutés" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sa méthode de recrutement" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Zones d'intervention" })).toBeVisible();

  const google = page.locator("main").getByRole("link", { name: /^Voir sa fiche Google/ });
  await expect(google).toHaveAttribute("href", "https://business.google.example/claire-vasseur");
  await expect(google).toHaveAttribute("target", "_blank");
  await expect(google).toHaveAttribute("rel", /noopener/);
  await expect(page.locator("main").getByRole("link", { name: /01 99 00 31 10/ })).toHaveAttribute("href", "tel:0199003110");
  await expect(page.getByRole("heading", { level: 2, name: "Ils ont recruté ou été recrutés avec Claire" })).toBeVisible();
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/nos-recruteurs\/claire-vasseur$/);

  const response = await page.goto("/nos-recruteurs/julien-lefort");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Julien Lefort");
});

test("an unknown recruiter answers 404", async ({ page }) => {
  const response = await page.goto("/nos-recruteurs/recruteur-inconnu");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("C'est juste une Erreur 404 : en fait la page demandée n'existe pas ou n'existe plus.");
});
