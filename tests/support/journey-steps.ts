import { expect, type Locator, type Page } from "@playwright/test";
import { readJourneyFixtures } from "./journey-fixtures";
import { E2E_ADMIN } from "./e2e-admin";

export const cookiePanel = (page: Page) => page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
export const closeCookiePanel = (page: Page) => cookiePanel(page).getByRole("button", { name: "Fermer sans choisir" }).click();

export async function solveCaptcha(dialog: Locator) {
  // A visitor clicks the widget's label; its checkbox is drawn over by the widget's own icon.
  await dialog.getByText("Je ne suis pas un robot", { exact: true }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
}

/** The journeys' own published offer, reached from the search as a candidate would. */
export async function openJourneyOffer(page: Page) {
  const { live } = readJourneyFixtures();
  await page.goto(`/nos-offres?query=${encodeURIComponent("chaudronnier soudeur")}`);
  await closeCookiePanel(page);
  await page.getByRole("link", { name: `Voir l'offre ${live.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${live.href}$`));
}

/** The journeys' superuser signs in on the restricted screen of the page asked for. */
export async function signInAsStaff(page: Page, path: string) {
  await page.goto(path);
  // The back-office asks no cookie question: its tabs are there at once.
  await page.getByRole("tab", { name: "Classique" }).click();
  await page.getByLabel("Adresse e-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}
