import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { NO_OFFER_FOUND } from "../../common/offers";
import { readJourneyFixtures } from "../support/journey-fixtures";

// Issue 47, «Done when»: a job seeker on a phone (390 px) searches as people type, with the
// keyboard only. Written for any demo data of the seed's kind (offers in the agency cities and
// their nearby towns, Saint-Herblain and Aix-en-Provence among them): counts are read from the
// page, not assumed. Screenshots go to test-results/ (looked at when the journeys change).

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const results = (page: Page) => page.getByRole("region", { name: "Résultats de la recherche" });
const cards = (page: Page) => results(page).getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allInnerTexts();
const countText = (page: Page) => results(page).getByText(/^[\d\s\u00a0\u202f]+ offres?$/);
const readCount = async (page: Page) => Number((await countText(page).innerText()).replace(/\D/g, ""));
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** The results loaded and their fade (a 150 ms opacity transition) over: what axe measures is what is seen. */
async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  await expect(results(page)).toHaveCSS("opacity", "1");
}
const placeField = (page: Page) => page.getByRole("combobox", { name: "Département ou ville" });
const placeList = (page: Page) => page.getByRole("listbox", { name: "Lieux proposés" });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/offer-search-french-${name}.png` });

/** The cookie panel opens on every first visit; refusing also proves the page is hydrated. */
async function dismissCookies(page: Page) {
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await panel.getByRole("button", { name: "Tout refuser" }).press("Enter");
  await expect(panel).toHaveCount(0);
}

/** Tab through the page from where the focus is until `target` has it: reachable by keyboard. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with Tab after ${maxPresses} presses`);
}

/** A phone's page: on screen, no sideways scrolling, no serious accessibility fault. */
async function checkPhonePage(page: Page) {
  // Results still loading are drawn faded (opacity-60): axe would measure their contrast mid-way.
  const region = results(page);
  if ((await region.count()) > 0) await expect(region).toHaveAttribute("aria-busy", "false");
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Opens the «Filtres» fold (phones) with the keyboard, from the search field. */
async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filtres/ });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

test("a feminine job title finds the offers written in the masculine, sorted by relevance or by date", async ({ page, request }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const query = page.getByRole("searchbox", { name: "Métier, mot-clé" });
  await tabTo(page, query);
  await page.keyboard.type("cheffe de rayon");
  await page.keyboard.press("Enter");
  await expect.poll(() => param(page, "query")).toBe("cheffe de rayon");
  await settled(page);

  await expect(cards(page).first()).toBeVisible();
  const titles = await cardTitles(page);
  // The demo offers say «Chef de rayon»: the feminine finds them, and they lead.
  expect(titles[0]).toMatch(/chef de rayon/i);
  await expectReachable(
    page,
    cards(page)
      .first()
      .getByRole("link", { name: /^Voir l'offre/ }),
  );
  // Every card says when it was posted.
  for (const card of await cards(page).all()) await expect(card).toContainText(/Publiée le \d{1,2} [a-zéû]+ \d{4}/);

  // With a query the order is relevance; «Date» is one link away, and a URL of its own.
  const sort = page.getByRole("group", { name: "Trier par :" });
  await expect(sort.getByRole("link", { name: "Pertinence" })).toHaveAttribute("aria-current", "true");
  await checkPhonePage(page);
  await shot(page, "feminine-query");

  const byDate = sort.getByRole("link", { name: "Date" });
  await tabTo(page, byDate);
  await page.keyboard.press("Enter");
  await expect.poll(() => param(page, "sort")).toBe("date");
  expect(param(page, "query")).toBe("cheffe de rayon");
  await settled(page);
  await expect(byDate).toHaveAttribute("aria-current", "true");
  // The same order comes from the server for a shared link.
  const html = await (await request.get(page.url())).text();
  expect(html).toMatch(/aria-current="true"[^>]*>Date</);

  // An offer's page proposes the same job first: the other «Chef de rayon» offers.
  const opened = cards(page)
    .first()
    .getByRole("link", { name: /^Voir l'offre/ });
  await tabTo(page, opened);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/nos-offres\/[^/]+\/\d+/);
  const similar = page.getByRole("region", { name: "Offres similaires" });
  const similarTitles = similar.getByRole("article").getByRole("heading");
  await expect(similarTitles.first()).toBeVisible();
  expect(await similarTitles.first().innerText()).toMatch(/chef de rayon/i);
  await expectReachable(page, similar.getByRole("link", { name: /^Voir l'offre/ }).first());
  await checkPhonePage(page);
  await similar.scrollIntoViewIfNeeded();
  await shot(page, "similar-offers");
});

test("a town typed without hyphens is found through the place list, with the keyboard", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/jobs/place_suggestions")) asked.push(new URL(sent.url()).searchParams.get("query") ?? "");
  });
  await page.goto("/nos-offres");
  await dismissCookies(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.getByRole("searchbox", { name: "Métier, mot-clé" }));
  await openFilters(page);

  const field = placeField(page);
  await tabTo(page, field);
  await expect(field).toHaveAttribute("aria-expanded", "false");
  // One letter asks for nothing.
  await page.keyboard.type("s");
  await page.waitForTimeout(600);
  expect(asked).toEqual([]);
  await page.keyboard.type("aint herblain", { delay: 40 });

  const list = placeList(page);
  const option = list.getByRole("option", { name: /^Saint-Herblain \(44\)/ });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  // The typing was debounced: a few requests, not one per letter.
  expect(asked.length).toBeLessThan("saint herblain".length - 2);
  await expectReachable(page, option);
  await shot(page, "place-list");
  // The results fade while a search loads, and the typed place starts one after the typing's
  // pause: measured once that search is in the address and its results are shown.
  await expect(page).toHaveURL(/location=saint(\+|%20)herblain/i);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The arrows move through the list while the focus stays in the field.
  const options = list.getByRole("option");
  const index = await options.evaluateAll((items) => items.findIndex((item) => /^Saint-Herblain \(44\)/.test(item.textContent ?? "")));
  for (let step = 0; step <= index; step++) await page.keyboard.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(field).toHaveValue("Saint-Herblain");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => param(page, "location")).toBe("Saint-Herblain");
  await settled(page);
  expect(await readCount(page)).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card).toContainText("Saint-Herblain");
  await checkPhonePage(page);
  await cards(page).first().scrollIntoViewIfNeeded();
  await shot(page, "place-results");

  // Escape closes the list and keeps what was typed; the arrows open it again.
  await field.fill("");
  await page.keyboard.type("aix en provence", { delay: 30 });
  const aix = list.getByRole("option", { name: /^Aix-en-Provence/ });
  await expect(aix).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
  await expect(field).toHaveValue("aix en provence");
  await page.keyboard.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  while (!(await aix.getAttribute("aria-selected"))?.includes("true")) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect.poll(() => param(page, "location")).toBe("Aix-en-Provence");
  await settled(page);
  expect(await readCount(page)).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card).toContainText("Aix-en-Provence");
});

test("the radius around a town widens the results", async ({ page }) => {
  await page.goto("/nos-offres");
  await dismissCookies(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, page.getByRole("searchbox", { name: "Métier, mot-clé" }));
  await openFilters(page);
  await tabTo(page, placeField(page));
  await page.keyboard.type("saint herblain", { delay: 30 });
  await expect(placeList(page).getByRole("option", { name: /^Saint-Herblain \(44\)/ })).toBeVisible();
  // Enter with no place chosen sends the text as typed: the search understands it too.
  await page.keyboard.press("Enter");
  await expect.poll(() => param(page, "location")).toBe("saint herblain");
  await settled(page);
  const inTown = await readCount(page);
  expect(inTown).toBeGreaterThan(0);
  for (const card of await cards(page).all()) await expect(card).toContainText("Saint-Herblain");

  const radius = page.getByRole("combobox", { name: "Rayon" });
  await tabTo(page, radius);
  await expectReachable(page, radius);
  await radius.selectOption("20");
  await expect.poll(() => param(page, "distance")).toBe("20");
  expect(param(page, "location")).toBe("saint herblain");
  await settled(page);
  await expect.poll(() => readCount(page)).toBeGreaterThan(inTown);
  // Towns around it now come in (Nantes is 8 km away).
  await expect.poll(async () => (await cards(page).allInnerTexts()).some((text) => !text.includes("Saint-Herblain"))).toBe(true);
  await expect(radius).toHaveValue("20");
  await checkPhonePage(page);
  await countText(page).scrollIntoViewIfNeeded();
  await shot(page, "radius");
});

/**
 * A search with no result whose suggestion finds some, read from the API: the journeys' own
 * offer (a boilermaker in Villeurbanne) searched in Lyon, then a few demo trades in the wrong town.
 */
async function emptySearchWithSuggestion(request: APIRequestContext) {
  const boilermaker = readJourneyFixtures().live.name.split(" ")[0].toLowerCase();
  const candidates = [
    { query: boilermaker, location: "Lyon" },
    { query: `${boilermaker.slice(0, 4)}${boilermaker.slice(5)}`, location: "Villeurbanne" },
    { query: "chef de rayon", location: "Saint-Herblain" },
    { query: "infirmier", location: "Aix-en-Provence" },
    { query: "comptble", location: "" },
  ];
  for (const candidate of candidates) {
    const params = new URLSearchParams({ page: "1", limit: "25", query: candidate.query, ...(candidate.location ? { location: candidate.location } : {}) });
    const answer = await (await request.get(`/api/jobs/search_positions?${params}`)).json();
    if (answer.count === 0 && answer.suggestion?.count > 0) return candidate;
  }
  throw new Error("no empty search with a suggestion among the candidates");
}

test("an empty result says so, suggests what finds offers, and proposes an alert for this search", async ({ page, request }) => {
  const search = await emptySearchWithSuggestion(request);
  await page.goto("/nos-offres");
  await dismissCookies(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const query = page.getByRole("searchbox", { name: "Métier, mot-clé" });
  await tabTo(page, query);
  await page.keyboard.type(search.query);
  if (search.location) {
    await openFilters(page);
    await tabTo(page, placeField(page));
    await page.keyboard.type(search.location);
    // The place list may be open: Escape closes it, then Enter sends the search as typed.
    await page.keyboard.press("Escape");
  }
  await page.keyboard.press("Enter");
  await expect.poll(() => param(page, "query")).toBe(search.query);
  if (search.location) expect(param(page, "location")).toBe(search.location);
  await settled(page);

  const message = results(page).getByText(NO_OFFER_FOUND);
  await expect(message).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // The one link of an empty result is the suggestion.
  const suggestion = results(page).getByRole("link");
  await expect(suggestion).toHaveCount(1);
  await expect(suggestion).toBeVisible();
  await expect(results(page).getByText(/^\(\d+ offres?\)$/)).toBeVisible();
  const proposal = results(page).getByRole("button", { name: "Créer ton alerte" });
  await expect(proposal).toBeEnabled();
  await expectReachable(page, message);
  await expectReachable(page, suggestion);
  await expectReachable(page, proposal);
  await checkPhonePage(page);
  await shot(page, "empty");

  // The alert follows this very search.
  await tabTo(page, proposal);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Activer les alertes pour cette recherche" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("definition").first()).toHaveText(search.query);
  if (search.location) await expect(dialog.getByText(search.location, { exact: true })).toBeVisible();
  await expectReachable(page, dialog.getByRole("textbox", { name: /e-mail/i }));
  expect(await noSidewaysScroll(page)).toBe(true);
  await shot(page, "empty-alert");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // The suggestion is a search that finds offers.
  const suggestedCount = Number(
    (
      await results(page)
        .getByText(/^\(\d+ offres?\)$/)
        .innerText()
    ).replace(/\D/g, ""),
  );
  await tabTo(page, suggestion);
  await page.keyboard.press("Enter");
  await settled(page);
  await expect.poll(() => readCount(page)).toBe(suggestedCount);
  await expect(cards(page).first()).toBeVisible();
});

test.describe("at the narrowest and on a desktop", () => {
  for (const width of [360, 414, 1280]) {
    test(`at ${width} px the bar, the place list, the sort and an empty result fit`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 844 });
      const empty = await emptySearchWithSuggestion(request);
      await page.goto(`/nos-offres?${new URLSearchParams({ page: "1", limit: "25", ...empty })}`);
      await dismissCookies(page);
      await expect(results(page).getByText(NO_OFFER_FOUND)).toBeVisible();
      await expectReachable(page, results(page).getByRole("link"));
      await expectReachable(page, results(page).getByRole("button", { name: "Créer ton alerte" }));
      await checkPhonePage(page);
      await shot(page, `empty-${width}`);

      await page.goto("/nos-offres?page=1&limit=25&query=commercial&location=Saint-Herblain&distance=20");
      await expect(results(page).getByRole("group", { name: "Trier par :" })).toBeVisible();
      await expectReachable(page, results(page).getByRole("link", { name: "Date" }));
      if (width < 768) await page.getByRole("button", { name: /^Filtres/ }).click();
      await expect(page.getByRole("combobox", { name: "Rayon" })).toHaveValue("20");
      const field = placeField(page);
      await field.fill("aix en");
      await expect(placeList(page).getByRole("option").first()).toBeVisible();
      // The typed text is searched after the spec's 500 ms pause: the page settles on it first.
      await expect(page).toHaveURL(/location=aix/);
      await expectReachable(page, placeList(page).getByRole("option").first());
      await checkPhonePage(page);
      await shot(page, `bar-${width}`);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the place field is a plain text field of the search form", async ({ page }) => {
    await page.goto("/nos-offres");
    const field = placeField(page);
    await field.fill("saint herblain");
    await field.press("Enter");
    await expect(page).toHaveURL(/location=saint\+herblain/);
    await expect(field).toHaveValue("saint herblain");
    const count = Number((await countText(page).innerText()).replace(/\D/g, ""));
    expect(count).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card).toContainText("Saint-Herblain");
  });
});
