import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll } from "../support/page-checks";

// Written for any demo data of the kind the seed makes (~150 offers in the agency cities,
// CDI/CDD/Freelance/Stagiaire/Franchise): values are read from the page, not assumed.

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Tout refuser" }).click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toHaveCount(0);
}

const results = (page: Page) => page.getByRole("region", { name: "Résultats de la recherche" });
const cards = (page: Page) => results(page).getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allInnerTexts();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** The slider's visible value: «{n} € min», the maximum, «(non pris en compte)». */
const salaryValue = (page: Page) => page.getByRole("group", { name: "Salaire annuel brut" }).locator("p");
/**
 * The results once the page is no longer loading. React renders the router's state in a
 * transition: the URL may change before the list does, so lists are compared with expect.poll.
 */
const settled = (page: Page) => expect(results(page)).toHaveAttribute("aria-busy", "false");

test("the offers are server-rendered and paginate through the URL", async ({ page, request }) => {
  const html = await (await request.get("/nos-offres")).text();
  expect(html).toContain("Chercher votre offre");
  // The server escapes the apostrophe (&#x27;).
  expect(html.match(/>Voir l(?:'|&#x27;|&#39;)offre</g) ?? []).toHaveLength(25);

  await page.goto("/nos-offres");
  await dismissCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Chercher votre offre" })).toBeVisible();
  await expect(cards(page)).toHaveCount(25);
  await expect(results(page).getByText(/^\d+ offres$/)).toBeVisible();
  const firstPage = await cardTitles(page);

  const pagination = page.getByRole("navigation", { name: "Pagination des offres" });
  await pagination.getByRole("link", { name: "Suivant" }).click();
  await expect(page).toHaveURL(/[?&]page=2&limit=25/);
  await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  expect((await cardTitles(page))[0]).not.toBe(firstPage[0]);
});

test("a job word typed then Enter narrows the results", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const before = await cardTitles(page);
  const totalText = await results(page)
    .getByText(/^\d+ offres?$/)
    .innerText();
  // A word of the first offer's title: at least that offer matches it.
  const word = before[0].split(/[\s/–()-]+/).find((part) => /^\p{L}{5,}$/u.test(part)) ?? before[0].split(" ")[0];

  const search = page.getByLabel("Métier, mot-clé");
  await search.fill(word);
  await search.press("Enter");
  await expect.poll(() => param(page, "query")).toBe(word);
  expect(param(page, "page")).toBe("1");
  expect(param(page, "limit")).toBe("25");
  await settled(page);
  await expect(results(page).getByText(/^\d+ offres?$/)).not.toHaveText(totalText);
  expect((await cardTitles(page)).some((title) => title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
});

test("a location, then the CDD contract, filter the cards", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const cityLine = await cards(page).first().getByRole("listitem").first().innerText();
  const city = cityLine.replace(/\s*\(.*\)\s*$/, "").trim();

  // No Enter: the location follows the typing after a pause.
  await page.getByLabel("Département ou ville").fill(city);
  await expect.poll(() => param(page, "location")).toBe(city);
  await settled(page);
  for (const card of await cards(page).all()) await expect(card).toContainText(city);

  await page.getByLabel("Contrat", { exact: true }).selectOption({ label: "CDD" });
  await expect.poll(() => param(page, "contract")).toBe("CDD");
  expect(param(page, "location")).toBe(city);
  await settled(page);
  const cddCards = await cards(page).all();
  if (cddCards.length === 0) await expect(page.getByText("Aucune offre d'emploi ne correspond à votre recherche.")).toBeVisible();
  for (const card of cddCards) await expect(card.getByRole("listitem").filter({ hasText: /^CDD$/ })).toHaveCount(1);

  // The clear option drops the contract from the URL.
  await page.getByLabel("Contrat", { exact: true }).selectOption({ label: "Tous les contrats" });
  await expect.poll(() => param(page, "contract")).toBeNull();
});

test("the salary slider works with the keyboard, takes a maximum and can be cleared", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const slider = page.getByRole("slider", { name: "Salaire minimum" });
  await expect(salaryValue(page)).toContainText("(non pris en compte)");

  await slider.focus();
  for (let i = 0; i < 30; i++) await slider.press("ArrowRight");
  await expect.poll(() => param(page, "salaryMin")).toBe("30000");
  await expect(salaryValue(page)).toHaveText(/^30\s000\s€ min$/);
  await settled(page);
  // Only offers that show a salary can match a salary criterion.
  for (const card of await cards(page).all()) await expect(card).toContainText("K€");

  const maxBox = page.getByRole("checkbox", { name: "Ajouter le salaire maximum" });
  await maxBox.check();
  await expect.poll(() => param(page, "salaryMax")).toBe("40000");
  await expect(salaryValue(page)).toHaveText(/^30\s000\s€ min · jusqu'à 40\s000\s€$/);
  // Pushing the maximum to the top (60 000) turns it off.
  const maxSlider = page.getByRole("slider", { name: "Salaire maximum" });
  await maxSlider.focus();
  await maxSlider.press("End");
  await expect.poll(() => param(page, "salaryMax")).toBeNull();
  await expect(maxBox).not.toBeChecked();
  await expect(maxBox).toBeFocused();
  await expect(maxSlider).toHaveCount(0);
  expect(param(page, "salaryMin")).toBe("30000");

  await slider.focus();
  await slider.press("End");
  await expect(salaryValue(page)).toHaveText(/^> 60\s000\s€$/);
  await expect.poll(() => param(page, "salaryMin")).toBe("60000");

  await page.getByRole("button", { name: "Ne plus prendre en compte le salaire" }).click();
  await expect.poll(() => param(page, "salaryMin")).toBeNull();
  await expect(salaryValue(page)).toContainText("(non pris en compte)");
  await expect(slider).toBeFocused();
});

test("a nonsense query shows the empty text", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const search = page.getByLabel("Métier, mot-clé");
  await search.fill("zzkwxq astronaute sous-marin");
  await search.press("Enter");
  await expect(page.getByText("Aucune offre d'emploi ne correspond à votre recherche.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(results(page).getByText("0 offre", { exact: true })).toBeVisible();
});

test("a shared URL and a reload restore the controls", async ({ page }) => {
  const url = "/nos-offres?page=1&limit=25&query=ing%C3%A9nieur&location=Lyon&contract=CDD&salaryMin=40000";
  const expectControls = async () => {
    await expect(page.getByLabel("Métier, mot-clé")).toHaveValue("ingénieur");
    await expect(page.getByLabel("Département ou ville")).toHaveValue("Lyon");
    await expect(page.getByLabel("Contrat", { exact: true })).toHaveValue("CDD");
    await expect(page.getByRole("slider", { name: "Salaire minimum" })).toHaveValue("40000");
    await expect(salaryValue(page)).toHaveText(/^40\s000\s€ min$/);
    await expect(page.getByRole("button", { name: "Ne plus prendre en compte le salaire" })).toBeVisible();
  };
  await page.goto(url);
  await dismissCookies(page);
  await expectControls();
  await page.reload();
  await expectControls();
  // The alert button has criteria to work with (the search bar's; an empty result proposes one too).
  await expect(page.getByRole("button", { name: "Créer ton alerte" }).first()).toBeEnabled();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold under one button with their count, and the first offer shows without scrolling", async ({ page }) => {
    await page.goto("/nos-offres?page=1&limit=25&contract=CDI");
    await dismissCookies(page);
    const toggle = page.getByRole("button", { name: "Filtres (1)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("combobox", { name: "Contrat" })).toBeHidden();
    const first = cards(page).first();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(844);
    expect(await noSidewaysScroll(page)).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("combobox", { name: "Contrat" })).toHaveValue("CDI");
  });
});

test("arrow keys on the salary slider keep the focus and send one search", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/nos-offres.data")) searches.push(request.url());
  });
  const slider = page.getByRole("slider", { name: "Salaire minimum" });
  await slider.focus();
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
  await expect(salaryValue(page)).toContainText("5 000 € min");
  await expect(page).toHaveURL(/salaryMin=5000/);
  await settled(page);
  await expect(slider).toBeFocused();
  expect(searches).toHaveLength(1);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/salaryMin=6000/);
  await expect(slider).toBeFocused();
});

test("Back after a filter change restores the previous search and its results", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const before = await cardTitles(page);
  await page.getByRole("combobox", { name: "Contrat" }).selectOption("CDD");
  await expect(page).toHaveURL(/contract=CDD/);
  await settled(page);
  await expect.poll(() => cardTitles(page)).not.toEqual(before);
  await page.goBack();
  await expect(page).not.toHaveURL(/contract=/);
  await settled(page);
  await expect(page.getByRole("combobox", { name: "Contrat" })).toHaveValue("");
  await expect.poll(() => cardTitles(page)).toEqual(before);
});

test("«Réinitialiser les filtres» clears every criterion", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  const all = await cardTitles(page);
  await expect(page.getByRole("button", { name: "Réinitialiser les filtres" })).toHaveCount(0);
  await page.goto("/nos-offres?page=1&limit=25&query=commercial&contract=CDI&salaryMin=20000");
  await settled(page);
  await page.getByRole("button", { name: "Réinitialiser les filtres" }).click();
  await expect(page).toHaveURL(/\/nos-offres\?page=1&limit=25$/);
  await settled(page);
  await expect(page.getByRole("searchbox", { name: "Métier, mot-clé" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Contrat" })).toHaveValue("");
  await expect(salaryValue(page)).toContainText("non pris en compte");
  await expect.poll(() => cardTitles(page)).toEqual(all);
});
