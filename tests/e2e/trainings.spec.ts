import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { closeCookiePanel } from "../support/journey-steps";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { demoTrainings, type DemoTraining } from "../../server/seed/training-content";
import { courseLength, demoRuns } from "../../server/seed/training-sessions";

const CATALOGUE = "/nos-prestations/formations/catalogue";
const MANAGER = demoTrainings.find((training) => training.slug === "reussir-sa-prise-de-poste-de-manager")!;
const byPosition = [...demoTrainings].sort((a, b) => a.position - b.position);
const demoSlugs = new Set(demoTrainings.map((training) => training.slug));
// Optional: where to write the screenshots a reviewer looks at.
const SHOTS = process.env.TRAININGS_SHOTS;

const cards = (page: Page) => page.getByRole("list", { name: "Formations", exact: true }).getByRole("article");
const filter = (page: Page, group: string, label: string) => page.getByRole("group", { name: group }).getByRole("checkbox", { name: label, exact: true });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination des formations" });

/** The demo trainings the cards show, in order (journeys of other files may add their own). */
async function shownDemoSlugs(page: Page): Promise<string[]> {
  const hrefs = await cards(page)
    .getByRole("link", { name: /^En savoir plus sur la formation / })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace("/nos-prestations/formation/", "")).filter((slug) => demoSlugs.has(slug));
}
const expected = (keep: (training: DemoTraining) => boolean) => byPosition.filter(keep).map((training) => training.slug);

test.describe("catalogue", () => {
  test("is server-rendered with its heading, cards and the count of offers", async ({ page }) => {
    const response = await page.goto(CATALOGUE);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain("Des formations adaptées à vos besoins et à votre activité");
    expect(html).toContain(">En savoir plus<");
    await closeCookiePanel(page);
    await expect(page.getByRole("heading", { level: 1, name: "Des formations adaptées à vos besoins et à votre activité" })).toBeVisible();
    expect(await shownDemoSlugs(page)).toEqual(byPosition.slice(0, 25).map((training) => training.slug));
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ offres disponibles$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /offres disponibles$/ }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("heading", { level: 2, name: "Les avis de nos formations" })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByText(/^À partir de [\d\s\u202f]+\u00a0€$/),
    ).toBeVisible();
  });

  test("the text search narrows, and a search without match says so", async ({ page }) => {
    await page.goto(CATALOGUE);
    await closeCookiePanel(page);
    const search = page.getByLabel("Quelle formation recherchez-vous ?");
    await search.fill("excel");
    await search.press("Enter");
    await expect(page).toHaveURL(/recherche=excel/);
    await expect.poll(() => shownDemoSlugs(page)).toEqual(expected((d) => /excel/i.test(`${d.label} ${d.header}`)));

    await search.fill("plongée sous-marine");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page.getByText("Aucune formation ne correspond à votre recherche")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Aucune offre disponible" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(pagination(page)).toHaveCount(0);
  });

  test("paginates through the URL", async ({ page }) => {
    // 25 demo trainings fit one page of 25: the spec's limit is narrowed to see pages.
    await page.goto(`${CATALOGUE}?limite=10`);
    await closeCookiePanel(page);
    await expect(cards(page)).toHaveCount(10);
    const first = await shownDemoSlugs(page);
    await pagination(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\?limite=10&page=2$/);
    await expect(pagination(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => shownDemoSlugs(page)).toEqual(byPosition.slice(10, 20).map((training) => training.slug));
    expect(first).toEqual(byPosition.slice(0, 10).map((training) => training.slug));
    await pagination(page).getByRole("link", { name: "Précédent" }).click();
    await expect(page).toHaveURL(/\?limite=10$/);
  });

  test("has no serious axe violation", async ({ page }) => {
    await page.goto(CATALOGUE);
    await closeCookiePanel(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/catalogue-1280.png`, fullPage: true });
  });
});

test.describe("catalogue filters", () => {
  const groups: [group: string, label: string, param: string, keep: (training: DemoTraining) => boolean][] = [
    ["Thématiques", "Management", "thematiques", (d) => d.thematic === "management"],
    ["Durées", "1 jour", "durees", (d) => d.duration === "1-jour"],
    ["Niveaux", "Expertise", "niveaux", (d) => d.level === "expertise"],
    ["Modalités", "Distanciel", "modalites", (d) => d.modality === "distanciel"],
  ];
  for (const [group, label, param, keep] of groups) {
    test(`the «${group}» group narrows the results and is kept in the URL`, async ({ page }) => {
      await page.goto(CATALOGUE);
      await closeCookiePanel(page);
      await filter(page, group, label).check();
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=\\d+$`));
      await expect.poll(() => shownDemoSlugs(page)).toEqual(expected(keep));
      await expect(filter(page, group, label)).toBeChecked();
      await filter(page, group, label).uncheck();
      await expect(page).not.toHaveURL(new RegExp(param));
      await expect.poll(() => shownDemoSlugs(page)).toEqual(byPosition.slice(0, 25).map((training) => training.slug));
    });
  }

  test("two groups combine (AND), and reloading the URL restores the ticks", async ({ page }) => {
    await page.goto(CATALOGUE);
    await closeCookiePanel(page);
    await filter(page, "Thématiques", "Management").check();
    await expect(page).toHaveURL(/thematiques=\d+/);
    await filter(page, "Niveaux", "Perfectionnement").check();
    await expect(page).toHaveURL(/thematiques=\d+&niveaux=\d+$/);
    const both = expected((d) => d.thematic === "management" && d.level === "perfectionnement");
    await expect.poll(() => shownDemoSlugs(page)).toEqual(both);
    await expect(page.getByRole("heading", { level: 2, name: `${both.length} offres disponibles` })).toBeVisible();

    await page.reload();
    await expect(filter(page, "Thématiques", "Management")).toBeChecked();
    await expect(filter(page, "Niveaux", "Perfectionnement")).toBeChecked();
    await expect(filter(page, "Niveaux", "Initiation")).not.toBeChecked();
    expect(await shownDemoSlugs(page)).toEqual(both);

    await page.getByRole("link", { name: "Effacer les filtres" }).click();
    await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`));
    await expect(filter(page, "Thématiques", "Management")).not.toBeChecked();
  });

  test("the filters are reachable and operable with the keyboard", async ({ page }) => {
    await page.goto(CATALOGUE);
    await closeCookiePanel(page);
    await page.getByLabel("Quelle formation recherchez-vous ?").focus();
    const management = filter(page, "Thématiques", "Management");
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await management.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/thematiques=\d+/);
    await expect(management).toBeChecked();
    // The box keeps the focus: the next one is one Tab away.
    await expect(management).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(filter(page, "Thématiques", "Recrutement et entretien")).toBeFocused();
  });
});

test.describe("training page", () => {
  test("shows the sessions with dates and hours, the Qualiopi notice and Course data", async ({ page }) => {
    const response = await page.goto(`/nos-prestations/formation/${MANAGER.slug}`);
    expect(response?.status()).toBe(200);
    await closeCookiePanel(page);
    await expect(page).toHaveTitle(new RegExp(MANAGER.seoTitle));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/nos-prestations/formation/${MANAGER.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: MANAGER.label })).toBeVisible();
    for (const title of ["Objectifs", "Public concerné", "Prérequis", "Programme", "Modalités d'évaluation", "Financement"]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    const sessions = page.getByRole("list", { name: "Sessions à venir" }).getByRole("listitem");
    // A run of this three-day course is one session over three working days in a row (issue 50).
    await expect(sessions).toHaveCount(demoRuns(MANAGER, new Date()).flat().length);
    const first = sessions.first();
    await expect(first.locator("time")).toHaveText(
      /^Du (lundi|mardi|mercredi) \d{1,2} \p{L}+ \d{4}, 9\u00a0h\u00a000 au (mercredi|jeudi|vendredi) \d{1,2} \p{L}+ \d{4}, 16\u00a0h\u00a000$/u,
    );
    await expect(first).toContainText(`Durée\u00a0: ${courseLength(MANAGER.time).hours}\u00a0h`);
    await expect(first.getByRole("button", { name: /^S'inscrire/ })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Certification Qualiopi" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Les avis des participants" })).toBeVisible();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const course = data.find((item) => item["@type"] === "Course");
    expect(course).toMatchObject({ name: MANAGER.label, provider: { "@type": "Organization" }, offers: [{ price: MANAGER.price, priceCurrency: "EUR" }] });
    expect(course.hasCourseInstance).toHaveLength(await sessions.count());
    for (const instance of course.hasCourseInstance) expect(instance).toMatchObject({ "@type": "CourseInstance", courseMode: "Blended" });
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/training-1280.png`, fullPage: true });
  });

  test("a card opens its training page", async ({ page }) => {
    await page.goto(CATALOGUE);
    await closeCookiePanel(page);
    await page.getByRole("link", { name: `En savoir plus sur la formation ${MANAGER.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`/nos-prestations/formation/${MANAGER.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: MANAGER.label })).toBeVisible();
  });

  test("an unknown training is a 404", async ({ page }) => {
    const response = await page.goto("/nos-prestations/formation/dompter-les-nuages");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/Erreur 404/)).toBeVisible();
  });
});

test("the «Formation» menu entry opens the catalogue", async ({ page }) => {
  await page.goto("/");
  await closeCookiePanel(page);
  await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Formation" }).click();
  await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Des formations adaptées à vos besoins et à votre activité" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the catalogue has no sideways scroll and its folded filters work by touch and keyboard", async ({ page }) => {
    await page.goto(CATALOGUE);
    await closeCookiePanel(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    const toggle = page.getByRole("button", { name: "Filtres" });
    await expectReachable(page, page.getByLabel("Quelle formation recherchez-vous ?"));
    await expectReachable(page, toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(filter(page, "Thématiques", "Management")).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const management = filter(page, "Thématiques", "Management");
    await expectReachable(page, management);
    await management.tap();
    await expect(page).toHaveURL(/thematiques=\d+/);
    // Still open, the count on the button.
    await expect(page.getByRole("button", { name: "Filtres (1)" })).toHaveAttribute("aria-expanded", "true");
    await expectReachable(
      page,
      cards(page)
        .first()
        .getByRole("link", { name: /^En savoir plus/ }),
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/catalogue-390.png`, fullPage: true });
  });

  test("the training page has no sideways scroll and its registration is in reach", async ({ page }) => {
    await page.goto(`/nos-prestations/formation/${MANAGER.slug}`);
    await closeCookiePanel(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectReachable(page, page.getByRole("link", { name: "Voir les prochaines sessions" }));
    await expectReachable(page, page.getByRole("button", { name: /^S'inscrire/ }).first());
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/training-390.png`, fullPage: true });
  });
});
