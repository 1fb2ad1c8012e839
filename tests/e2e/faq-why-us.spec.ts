import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { defaultBrand } from "../../common/brand";
import { faqSeedItems } from "../../server/seed/faq";

// The journeys start from a freshly seeded database: the FAQ holds the demo questions.
const items = faqSeedItems(defaultBrand.name);
const ALERT_QUESTION = "Comment être prévenu des nouvelles offres qui me correspondent ?";

async function dismissCookiePanel(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toBeHidden();
}

test("the FAQ page opens fully expanded and its search filters questions and answers", async ({ page }) => {
  // Hydration mismatches and CSP violations surface as console errors.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text().slice(0, 1500)));
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  await dismissCookiePanel(page);
  await expect(page).toHaveTitle(`FAQ : vos questions sur le recrutement | ${defaultBrand.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faq$/);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();

  // Every answer is shown at load (spec 1 §4), each question announcing itself as expanded.
  const questions = main.locator("button[aria-expanded]");
  await expect(questions).toHaveCount(items.length);
  for (const item of items) {
    await expect(main.getByRole("button", { name: item.question, exact: true })).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByText(item.answer, { exact: true })).toBeVisible();
  }

  // Structured data lists the whole FAQ.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
  expect(faqPage?.mainEntity).toHaveLength(items.length);
  expect(faqPage.mainEntity[0]).toMatchObject({ "@type": "Question", name: items[0].question, acceptedAnswer: { text: items[0].answer } });

  // A question folds and unfolds on its own.
  const first = main.getByRole("button", { name: items[0].question, exact: true });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(main.getByText(items[0].answer, { exact: true })).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");

  // The box is enabled once the page is interactive: typing before would filter nothing.
  const search = main.getByRole("searchbox", { name: "Rechercher dans la FAQ" });
  await expect(search).toBeEnabled();

  // «désabonner» appears in one answer only (pinned by server/modules/content/faq.test.ts).
  await search.fill("désabonner");
  await expect(questions).toHaveCount(1);
  await expect(main.getByRole("button", { name: ALERT_QUESTION, exact: true })).toBeVisible();
  await expect(main.getByText("1 question correspond à votre recherche", { exact: true })).toBeVisible();

  // Case- and accent-insensitive.
  await search.fill("DESABONNER");
  await expect(questions).toHaveCount(1);
  await expect(main.getByRole("button", { name: ALERT_QUESTION, exact: true })).toBeVisible();

  await search.fill("zzzz");
  await expect(main.getByText("Aucune question/reponse trouvé(e)", { exact: true })).toBeVisible();
  await expect(questions).toHaveCount(0);

  // Clearing brings every question back, still expanded.
  await main.getByRole("button", { name: "Effacer la recherche" }).click();
  await expect(search).toHaveValue("");
  await expect(questions).toHaveCount(items.length);
  await expect(main.getByText("Aucune question/reponse trouvé(e)", { exact: true })).toBeHidden();
  await expect(main.getByText(items.at(-1)!.answer, { exact: true })).toBeVisible();

  // Emptying the box by hand does the same.
  await search.fill("zzzz");
  await expect(questions).toHaveCount(0);
  await search.fill("");
  await expect(questions).toHaveCount(items.length);

  expect(errors).toEqual([]);
});

test("«Pourquoi nous choisir ?» shows four value cards, the four-step process and the contact block", async ({ page }) => {
  const response = await page.goto("/pourquoi-nous-choisir");
  expect(response?.status()).toBe(200);
  await dismissCookiePanel(page);
  await expect(page).toHaveTitle(`Pourquoi nous choisir ? Notre méthode de recrutement | ${defaultBrand.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pourquoi-nous-choisir$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pourquoi nous choisir ?" })).toBeVisible();

  const values = page.getByRole("region", { name: "Ce qui fait la différence" });
  const cards = values.getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(4);
  await expect(cards).toHaveText([
    "Des consultants spécialistes de votre métier",
    "Un réseau d'agences au plus près de vous",
    "Une méthode rapide et rigoureuse",
    "Un engagement qui dure après l'embauche",
  ]);

  const process = page.getByRole("region", { name: "Notre processus de recrutement en 4 étapes" });
  await expect(process.getByRole("listitem")).toHaveCount(4);
  await expect(process.getByRole("heading", { level: 3 })).toHaveText([
    /Analyse de votre besoin$/,
    /Recherche des talents$/,
    /Évaluation et présélection$/,
    /Intégration et suivi$/,
  ]);

  await expect(page.getByRole("region", { name: "Nos résultats parlent pour nous" }).getByText(/^93\s%$/)).toBeVisible();
  await expect(page.locator("section#contact").getByRole("heading", { level: 2, name: "Parlons de votre prochain recrutement" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Retrouvez nos agences de recrutement dans toute la France" })).toBeVisible();

  // The hero's call to action leads to the form on the same page.
  await page.getByRole("link", { name: "Confier un recrutement" }).click();
  await expect(page).toHaveURL(/#contact$/);
});

test("both pages are listed in the sitemap", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/<loc>[^<]*\/faq<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/pourquoi-nous-choisir<\/loc>/);
});
