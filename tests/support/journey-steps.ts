import { expect, test, type Locator, type Page } from "@playwright/test";
import { readJourneyFixtures } from "./journey-fixtures";
import { E2E_ADMIN } from "./e2e-admin";
import { e2eServer } from "./e2e-servers";

export const cookiePanel = (page: Page) => page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
export const closeCookiePanel = (page: Page) => cookiePanel(page).getByRole("button", { name: "Fermer sans choisir" }).click();

/** The captcha solves itself once the form is open (issue 48): the visitor only waits for it. */
export async function solveCaptcha(form: Locator) {
  await expect(form.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
}

/** The journeys' own published offer, reached from the search as a candidate would. */
export async function openJourneyOffer(page: Page) {
  const { live } = readJourneyFixtures();
  await page.goto(`/nos-offres?query=${encodeURIComponent("chaudronnier soudeur")}`);
  await closeCookiePanel(page);
  await page.getByRole("link", { name: `Voir l'offre ${live.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${live.href}$`));
}

/** The Origin a page of the site sends with its writes: the server refuses writes from elsewhere. */
export const sameOrigin = () => ({ Origin: e2eServer(test.info().parallelIndex).baseURL });

/**
 * The journeys' superuser signs in and opens the restricted page asked for. The sign-in call is
 * the one the form makes (the form itself is admin.spec's journey): one page load, not two.
 */
export async function signInAsStaff(page: Page, path: string) {
  const response = await page.request.post("/api/account/login_old", { data: E2E_ADMIN, headers: sameOrigin() });
  expect(response.status()).toBe(200);
  await page.goto(path);
}

/** Signed in as staff: waits until the reading task has named the candidate of this address. */
export async function readByTheTask(page: Page, email: string, name: string) {
  const nameOf = async () => {
    const answer = await page.request.post("/api/jobs/search_candidates_magic", { data: { contact: email }, headers: sameOrigin() });
    const { rows } = (await answer.json()) as { rows: { email: string; name: string | null }[] };
    return rows.find((row) => row.email === email)?.name;
  };
  await expect.poll(nameOf, { timeout: 20_000 }).toBe(name);
}
