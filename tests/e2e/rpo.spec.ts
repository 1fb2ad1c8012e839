import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { frenchSpacing } from "../../common/format/typography";

// The four questions of the RPO page, in order (app/components/services/rpo/rpo-faq.tsx).
const QUESTIONS = [
  "Quelle différence entre le RPO et un cabinet de recrutement classique ?",
  "En combien de temps recevons-nous les premiers candidats ?",
  "Peut-on n'externaliser qu'une partie du processus ?",
  "Vos recruteurs peuvent-ils travailler dans nos outils ?",
];

/** The cookie panel opens after hydration on a first visit: closing it also means the page is interactive. */
async function openRpoPage(page: Page) {
  const response = await page.goto("/services/rpo");
  expect(response?.status()).toBe(200);
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await panel.getByRole("button", { name: "Tout refuser" }).click();
  await expect(panel).toBeHidden();
}

test("the RPO page is server-rendered with its blocks, title and FAQ structured data", async ({ page, request }) => {
  // Before any JavaScript: the answers of the closed accordion are already in the HTML.
  const raw = await request.get("/services/rpo");
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain('id="comparatif"');
  expect(html).toContain('id="contact"');
  expect(html).toContain("Comptez 10 à 15 jours entre la prise de brief");

  await openRpoPage(page);
  await expect(page).toHaveTitle(/RPO/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Externalisez vos recrutements, gardez la maîtrise de vos embauches");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const title of [
    "Qu'est-ce que le RPO ?",
    "Dans quelles situations choisir le RPO ?",
    "Nos modes d'intervention",
    "Intégrés à vos outils : ATS, CRM, ERP",
    "Le RPO en chiffres",
    "RPO ou cabinet classique : que choisir ?",
    "Nos engagements qualité",
    "Questions fréquentes sur le RPO",
    "Retrouvez nos agences de recrutement dans toute la France",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText("+150", { exact: true })).toBeVisible();
  await expect(page.getByText("92 %", { exact: true })).toBeVisible();

  const ranking = page.getByRole("link", { name: /Voir le classement/ });
  await expect(ranking).toHaveAttribute("href", /^https:\/\/[^/]+\.example\//);
  await expect(ranking).toHaveAttribute("target", "_blank");
  await expect(ranking).toHaveAttribute("rel", "noopener noreferrer");

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
  expect(faqPage).toBeDefined();
  expect(faqPage.mainEntity).toHaveLength(4);
  expect(faqPage.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(QUESTIONS.map(frenchSpacing));
  expect(faqPage.mainEntity[1].acceptedAnswer.text).toContain("10 à 15 jours");

  // The contact block is the service variant (no company field), followed by the agencies.
  const form = page.locator("#contact").getByRole("form", { name: "Formulaire de contact entreprise" });
  await expect(form.getByLabel("Nom et prénom")).toBeVisible();
  await expect(form.getByLabel("Société", { exact: true })).toHaveCount(0);
});

test("the two anchor buttons lead to the contact block and to the comparison", async ({ page }) => {
  await openRpoPage(page);
  const toContact = page.getByRole("link", { name: "Parler de mon projet RPO" });
  const toComparison = page.getByRole("link", { name: "Comparer RPO et cabinet classique" });
  await expect(toContact).toHaveAttribute("href", "#contact");
  await expect(toComparison).toHaveAttribute("href", "#comparatif");
  await expect(page.locator("#contact")).toHaveCount(1);
  await expect(page.locator("#comparatif")).toHaveCount(1);

  await toComparison.click();
  await expect(page).toHaveURL(/#comparatif$/);
  await expect(page.getByRole("heading", { name: "RPO ou cabinet classique : que choisir ?" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Obtenir une proposition RPO" })).toHaveAttribute("href", "#contact");

  await page.evaluate(() => window.scrollTo(0, 0));
  await toContact.click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator("#contact").getByRole("form", { name: "Formulaire de contact entreprise" })).toBeInViewport();
});

test("at 390 px the comparison reads as one card per criterion, both formulas within the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRpoPage(page);
  const cards = page.getByRole("list", { name: "Comparaison entre le RPO et un cabinet de recrutement classique" }).getByRole("listitem");
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole("table")).toBeHidden();
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    for (const formula of ["RPO", "Cabinet classique"]) {
      const box = (await card
        .getByRole("definition")
        .nth(formula === "RPO" ? 0 : 1)
        .boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(card.getByText("Cabinet classique", { exact: true })).toBeInViewport();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the RPO FAQ keeps at most one answer open", async ({ page }) => {
  await openRpoPage(page);
  const faq = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Questions fréquentes sur le RPO" }) });
  const first = faq.getByRole("button", { name: QUESTIONS[0], exact: true });
  const second = faq.getByRole("button", { name: QUESTIONS[1], exact: true });
  const firstAnswer = faq.getByRole("region", { name: QUESTIONS[0], exact: true });
  const secondAnswer = faq.getByRole("region", { name: QUESTIONS[1], exact: true });

  // All closed at first.
  for (const question of QUESTIONS) {
    await expect(faq.getByRole("button", { name: question, exact: true })).toHaveAttribute("aria-expanded", "false");
  }
  await expect(firstAnswer).toBeHidden();

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toContainText("15 à 25 % du salaire brut annuel");

  // Opening the second closes the first.
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(secondAnswer).toBeVisible();
  await expect(secondAnswer).toContainText("Comptez 10 à 15 jours");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();

  // Choosing the open one closes it: nothing stays open.
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(secondAnswer).toBeHidden();

  // Keyboard: Enter on the focused question opens it.
  await faq.getByRole("button", { name: QUESTIONS[3], exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(faq.getByRole("region", { name: QUESTIONS[3], exact: true })).toBeVisible();
});
