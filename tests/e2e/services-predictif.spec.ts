import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";

const PREDICTIVE = "/services/1er-cabinet-specialise-dans-le-recrutement-predictif";
const NOT_FOUND_TEXT = "C'est juste une Erreur 404 : en fait la page demandée n'existe pas ou n'existe plus.";

/**
 * Opens a page and dismisses the cookie panel. The panel opens from an effect, so once it is
 * visible the page is hydrated and every button reacts.
 */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
  return response;
}

const scrollLeft = (page: Page) =>
  page
    .getByRole("region", { name: "Témoignages clients" })
    .getByRole("list")
    .evaluate((list) => list.scrollLeft);

test.describe("predictive recruitment page", () => {
  test("answers 200 with its h1, its figures, its FAQ and the contact block", async ({ page }) => {
    const response = await open(page, PREDICTIVE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Recrutement prédictif/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recrutement prédictif : embauchez des collaborateurs qui réussissent et qui restent");

    const figures = page.getByRole("region", { name: "Les chiffres du recrutement prédictif" });
    for (const [value, label] of [
      [/62\s%/, "de temps gagné sur la présélection des candidats"],
      [/40\s%/, "d'entretiens en moins pour arriver au bon candidat"],
      [/20\s%/, "moins cher sur le long terme, grâce à des recrues qui restent"],
      [/95\s%/, "de satisfaction client sur nos missions de recrutement prédictif"],
    ] as const) {
      await expect(figures).toContainText(value);
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^80\s%$/)).toBeVisible();
    await expect(page.getByText("des échecs de recrutement sont dus à une incompatibilité comportementale", { exact: false })).toBeVisible();
    await expect(page.getByText("plus d'un candidat sur deux quitte son poste au bout d'un an et demi", { exact: false })).toBeVisible();

    // FAQ of 4, one answer open at a time.
    const faq = page.getByRole("region", { name: "Vos questions sur le recrutement prédictif" });
    const first = faq.getByRole("button", { name: "Qu'est-ce que le recrutement prédictif ?" });
    const second = faq.getByRole("button", { name: "Les tests remplacent-ils les entretiens ?" });
    await expect(faq.locator("button[aria-expanded]")).toHaveCount(4);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    for (const specialty of ["BTP", "Distribution", "Numérique et informatique", "Industrie"]) {
      await expect(page.getByRole("heading", { level: 3, name: specialty, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Nos partenaires" })).toBeVisible();
    await expect(page.locator("#contact")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Retrouvez nos agences de recrutement dans toute la France" })).toBeVisible();
  });

  test("the comparison items open and close", async ({ page }) => {
    await open(page, PREDICTIVE);
    const comparison = page.locator("#comparatif");
    const item = comparison.getByRole("button", { name: "La présélection", exact: true });
    const answer = comparison.getByText("Chaque candidat complète un questionnaire en ligne avant tout entretien", { exact: false });
    await expect(item).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await item.click();
    await expect(item).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    // Items are independent: opening another keeps this one open.
    const other = comparison.getByRole("button", { name: "Les entretiens", exact: true });
    await other.click();
    await expect(other).toHaveAttribute("aria-expanded", "true");
    await expect(item).toHaveAttribute("aria-expanded", "true");
    await item.click();
    await expect(item).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
  });

  test.describe("with a controlled clock", () => {
    // page.clock installs its script in the context: these tests get a context of their own.
    test.use({ freshContext: true });

    test("the testimonial carousel has 5 slides, advances by itself and can be paused", async ({ page }) => {
      // A controlled clock: the 5-second autoplay is fast-forwarded instead of waited for.
      await page.clock.install();
      await open(page, PREDICTIVE);
      const carousel = page.getByRole("region", { name: "Témoignages clients" });
      await expect(carousel.getByRole("listitem")).toHaveCount(5);
      const pause = carousel.getByRole("button", { name: "Mettre en pause le défilement" });
      await expect(pause).toBeVisible();

      await page.clock.runFor(5_100);
      await expect.poll(() => scrollLeft(page)).toBeGreaterThan(0);

      await pause.click();
      await expect(carousel.getByRole("button", { name: "Reprendre le défilement" })).toBeVisible();
      await expect(carousel.getByRole("button", { name: "Mettre en pause le défilement" })).toHaveCount(0);
      await expect(carousel.getByRole("button", { name: "Diapositive suivante" })).toBeVisible();
    });
  });
});

test.describe("predictive page with reduced motion", () => {
  test.use({ reducedMotion: "reduce", freshContext: true });

  test("the carousel does not advance by itself", async ({ page }) => {
    await page.clock.install();
    await open(page, PREDICTIVE);
    const carousel = page.getByRole("region", { name: "Témoignages clients" });
    const play = carousel.getByRole("button", { name: "Reprendre le défilement" });
    await expect(play).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(play).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Mettre en pause le défilement" })).toHaveCount(0);
    expect(await scrollLeft(page)).toBe(0);
  });
});

test("events page answers 200 with its formats and the contact block", async ({ page }) => {
  const response = await open(page, "/services/evenementiel");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des événements de recrutement qui font venir les bons candidats");
  await expect(page.getByRole("heading", { level: 3, name: "Job dating", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Après-midi marque employeur" })).toBeVisible();
  await expect(page.locator("#contact")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Retrouvez nos agences de recrutement dans toute la France" })).toBeVisible();
});

test("a seeded service page answers 200 with its h1 and «En savoir plus»", async ({ page }) => {
  const response = await open(page, "/nos-prestations/recrutement-cdi-cdd");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Recrutement CDI et CDD\s: cabinet de recrutement/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recrutement en CDI et CDD");
  const learnMore = page.getByRole("link", { name: "En savoir plus", exact: true });
  await expect(learnMore).toHaveAttribute("href", "#contact");
  await learnMore.click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("an unknown service slug answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/nos-prestations/prestation-qui-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TEXT);
});
