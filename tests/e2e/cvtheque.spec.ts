import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { APPLICATION_SUCCESS } from "../../common/candidate-forms";
import { readJourneyFixtures } from "../support/journey-fixtures";
import { closeCookiePanel, openJourneyOffer, readByTheTask, signInAsStaff, solveCaptcha } from "../support/journey-steps";

// A real CV (tests/fixtures/resumes): its words, place and jobs are what staff search on.
const CV = { name: "cv-camille-durand.pdf", mimeType: "application/pdf", buffer: readFileSync(join(import.meta.dirname, "../fixtures/resumes/cv.pdf")) };

async function applyWithRealCv(page: Page, email: string) {
  await openJourneyOffer(page);
  await page.getByRole("button", { name: "Je postule" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Postulez à ${readJourneyFixtures().live.name}` });
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await dialog.locator('input[type="file"]').setInputFiles(CV);
  await solveCaptcha(dialog);
  await dialog.getByLabel(/utilise mes données personnelles et mon CV/).check();
  await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expect(dialog.getByText(APPLICATION_SUCCESS)).toBeVisible({ timeout: 15_000 });
}

/** Picks a place by typing its name, then choosing it in the list of matches. */
async function choosePlace(page: Page, typed: string, option: string) {
  const filters = page.getByRole("complementary", { name: "Filtres" });
  await filters.getByLabel("Chercher une ville, un département").fill(typed);
  await expect(filters.getByLabel("Lieu choisi").getByRole("option", { name: option, exact: true })).toHaveCount(1);
  await filters.getByLabel("Lieu choisi").selectOption({ label: option });
}

/** The default tile server (MAP_TILE_URL unset): answered here with a real PNG, or refused as without network. */
const TILES = /^https:\/\/tile\.openstreetmap\.org\//;
const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const MAP_OFFLINE = /Fond de carte indisponible/;

/** Narrowed by a département, then around a town: the results map opens the same drawer; a town with nobody shows none. */
async function findsByPlaceAndOnTheMap(page: Page, filters: Locator, results: Locator, row: Locator) {
  await choosePlace(page, "Rhône", "Rhône (Département)");
  await expect(row).toHaveCount(1);
  await choosePlace(page, "Lyon", "Lyon (69001)");
  await filters.getByLabel("Distance (km)").fill("30");
  await expect(row).toHaveCount(1);
  // The results on the map: tiles from the configured server, the candidate's commune as a
  // marker whose popup opens the drawer.
  const resultsMap = page.getByRole("region", { name: "Carte des résultats" });
  await expect(resultsMap.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(resultsMap.locator("path.leaflet-interactive")).toHaveCount(1);
  await expect(page.getByText(MAP_OFFLINE)).toHaveCount(0);
  await resultsMap.locator("path.leaflet-interactive").click();
  await resultsMap.getByRole("button", { name: "Camille Durand" }).click();
  await expect(page.getByRole("dialog", { name: "Camille Durand" })).toBeVisible();
  await page.screenshot({ path: "test-results/cvtheque-1280-map.png" });
  await page.getByRole("dialog", { name: "Camille Durand" }).getByRole("button", { name: "Fermer" }).click();
  await choosePlace(page, "Marseille", "Marseille (13001)");
  await expect(results.getByText("Aucun candidat ne correspond à ces critères")).toBeVisible();
  await choosePlace(page, "Lyon", "Lyon (69001)");
  await expect(row).toHaveCount(1);
}

/** The drawer: every tab answers; the map says when its tile server is out of reach. */
async function readsEveryTab(page: Page, row: Locator, email: string): Promise<Locator> {
  await row.getByRole("button", { name: "Camille Durand" }).click();
  const drawer = page.getByRole("dialog", { name: "Camille Durand" });
  await expect(drawer.getByRole("tab", { name: "Candidat" })).toHaveAttribute("aria-selected", "true");
  await expect(drawer.getByRole("tabpanel")).toContainText("Transports Berthier");
  await expect(drawer.getByRole("tabpanel")).toContainText("BTS Support à l'action managériale");
  const expectations: [string, string][] = [
    ["Offre", readJourneyFixtures().live.name],
    ["Données", email],
    ["Données Breezy", "Aucune donnée Breezy"],
    ["Données Legacy", "Aucune donnée legacy"],
    ["Géo-Données", "Lyon (INSEE 69123)"],
  ];
  for (const [tab, text] of expectations) {
    await drawer.getByRole("tab", { name: tab, exact: true }).click();
    await expect(drawer.getByRole("tabpanel")).toContainText(text);
  }
  // Carte: centred on the candidate; without a tile server it says so and keeps the marker.
  await page.unroute(TILES);
  await page.route(TILES, (route) => route.abort("internetdisconnected"));
  await drawer.getByRole("tab", { name: "Carte", exact: true }).click();
  await expect(drawer.getByRole("region", { name: "Carte" }).locator("path.leaflet-interactive")).toHaveCount(1);
  await expect(drawer.getByText(MAP_OFFLINE)).toBeVisible();
  return drawer;
}

/** The CV comes from the staff-only route, inline, and comes through a refusal or a failure. */
async function opensTheCvEvenAfterARefusal(page: Page, drawer: Locator) {
  const resume = page.waitForResponse((response) => /\/api\/jobs\/candidates\/\d+\/resume$/.test(response.url()));
  await drawer.getByRole("tab", { name: "CV", exact: true }).click();
  const answer = await resume;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toMatch(/^inline;/);
  await expect(drawer.getByTitle("CV de Camille Durand")).toBeVisible();
  await page.screenshot({ path: "test-results/cvtheque-1280-cv.png" });
  await expect(drawer.getByText("Chargement du CV...")).toBeHidden();
  await expect(drawer.getByRole("link", { name: "Télécharger le CV" })).toHaveAttribute("href", /\/resume\?download=1$/);
  // Too many CVs opened: the drawer counts the seconds down, then loads it; a failure says so
  // and tries again on demand.
  const RESUME = /\/api\/jobs\/candidates\/\d+\/resume$/;
  await page.route(RESUME, (route) => route.fulfill({ status: 429, json: { detail: { waiting_time: 2 } } }), { times: 1 });
  await drawer.getByRole("tab", { name: "Données", exact: true }).click();
  await drawer.getByRole("tab", { name: "CV", exact: true }).click();
  await expect(drawer.getByText(/^Veuillez patienter 2 secondes/)).toBeVisible();
  await expect(drawer.getByText(/^Veuillez patienter 1 seconde\u00a0:/)).toBeVisible();
  await expect(drawer.getByTitle("CV de Camille Durand")).toBeVisible();
  await page.route(RESUME, (route) => route.fulfill({ status: 500, json: { detail: "Erreur interne" } }), { times: 1 });
  await drawer.getByRole("tab", { name: "Données", exact: true }).click();
  await drawer.getByRole("tab", { name: "CV", exact: true }).click();
  await expect(drawer.getByRole("alert")).toContainText("Nous rencontrons un problème avec ce CV.");
  await drawer.getByRole("button", { name: "Réessayer" }).click();
  await expect(drawer.getByTitle("CV de Camille Durand")).toBeVisible();
}

/** Saved, then reopened on a fresh page (every criterion typed is still there). */
async function savesAndReopensTheSearch(page: Page, filters: Locator, row: Locator) {
  await expect(filters.getByLabel("Profil")).toHaveValue("Exupéry");
  const label = `Assistantes autour de Lyon ${Date.now()}`;
  await filters.getByLabel("Nom de la recherche").fill(label);
  await filters.getByRole("button", { name: "Enregistrer la recherche" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Recherche « ${label} » enregistrée` })).toBeVisible();
  await page.reload();
  await expect(filters.getByLabel("Profil")).toHaveValue("");
  await filters.getByLabel("Mes recherches").selectOption({ label });
  await expect(filters.getByLabel("Profil")).toHaveValue("Exupéry");
  await expect(filters.getByLabel("Distance (km)")).toHaveValue("30");
  await expect(row).toHaveCount(1);
  // The place comes back with its name, not «Lieu n° …»; the figures are written the French way
  // (Playwright reads names with their spaces collapsed: the narrow no-break one is matched by \s).
  await expect(filters.getByLabel("Lieu choisi").locator("option:checked")).toHaveText("Lyon (69001)");
  await expect(row.getByRole("img", { name: /^Pertinence 100,00\s% \(score \d+,\d{4}\)$/ })).toHaveCount(1);
  await expect(row).toContainText(/à \d+(,\d)?\skm/);
}

test("a candidate applies with a PDF; staff find them by a word of the CV and a place, read the CV, note and save the search", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `camille.durand.${Date.now()}@exemple.fr`;
  await applyWithRealCv(page, email);
  await page.context().clearCookies();

  await page.route(TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: "image/png" }));
  await signInAsStaff(page, "/admin/jobs/candidat");
  await expect(page.getByRole("heading", { level: 1, name: "CVthèque" })).toBeVisible();
  const filters = page.getByRole("complementary", { name: "Filtres" });
  const results = page.getByRole("region", { name: "Candidats" });
  // «Exupéry» is in the CV only (its school): the reading task must have run (TASKS_POLL_SECONDS=1).
  await readByTheTask(page, email, "Camille Durand");
  await filters.getByLabel("Profil").fill("Exupéry");
  await filters.getByLabel("Qui").fill(email);
  // The filters apply after their debounce; until then the list shows everyone, other Camille
  // Durands of other journeys among them.
  await expect(page.getByText(/^1 candidat sur/)).toBeVisible();
  const row = results.getByRole("row").filter({ hasText: "Camille Durand" });
  await expect(row).toHaveCount(1);
  // Its title is the offer applied to; its town, the CV's postal code.
  await expect(row).toContainText(readJourneyFixtures().live.name);
  await expect(row).toContainText("Lyon");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "test-results/cvtheque-1280-list.png" });

  await findsByPlaceAndOnTheMap(page, filters, results, row);

  const drawer = await readsEveryTab(page, row, email);
  await opensTheCvEvenAfterARefusal(page, drawer);

  await drawer.getByRole("tab", { name: "Candidat", exact: true }).click();
  await drawer.getByLabel("Nouvelle note").fill("Disponible en janvier, mobile sur Lyon.");
  await drawer.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(drawer.getByRole("listitem").filter({ hasText: "Disponible en janvier, mobile sur Lyon." })).toContainText("admin.e2e@");
  // Staff correct what the reading found; the drawer shows it at once.
  await drawer.getByRole("button", { name: "Modifier" }).click();
  await drawer.getByLabel("Entreprise 1").fill("Brasserie Quintal");
  await drawer.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Le candidat a été modifié" })).toBeVisible();
  await expect(drawer.getByRole("tabpanel")).toContainText("Assistante de direction — Brasserie Quintal");
  await drawer.getByRole("button", { name: "Fermer" }).click();

  // Keyboard only: Enter on the name opens the drawer with the focus in it, Escape closes it
  // and gives the focus back to the name.
  const opener = row.getByRole("button", { name: "Camille Durand" });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(drawer.getByRole("link", { name: "Télécharger le CV" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // The matrix: one card per candidate, opening the same drawer.
  await page.getByRole("button", { name: "Matrice" }).click();
  const card = results.getByRole("listitem").filter({ hasText: "Camille Durand" });
  await expect(card).toContainText("Lyon");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/cvtheque-1280-matrix.png" });
  await card.getByRole("button", { name: "Camille Durand" }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Liste" }).click();
  await expect(row).toHaveCount(1);

  await savesAndReopensTheSearch(page, filters, row);
});

test("a visitor who opens the CVthèque sees the restricted area and no candidate", async ({ page }) => {
  const response = await page.goto("/admin/jobs/candidat");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Zone d'accès réservé" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("at 390 px the CVthèque and its drawer fit the screen, with no serious axe violation", async ({ page }) => {
  test.setTimeout(90_000); // three axe runs and a map: past 30 s on a busy 2-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, "/admin/jobs/candidat");
  await expect(page.getByRole("heading", { level: 1, name: "CVthèque" })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("region", { name: "Candidats" }).getByRole("row").nth(1).getByRole("button").click();
  const drawer = page.getByRole("dialog").filter({ has: page.getByRole("tablist", { name: "Fiche du candidat" }) });
  await expect(drawer.getByRole("tab", { name: "Candidat", exact: true })).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const close = drawer.getByRole("button", { name: "Fermer" });
  const center = (await close.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.getAttribute("aria-label"),
      [center.x + center.width / 2, center.y + center.height / 2],
    ),
  ).toBe("Fermer");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/cvtheque-390.png" });

  // The matrix and the results map fit a phone too.
  await page.keyboard.press("Escape");
  await page.route(TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: "image/png" }));
  await choosePlace(page, "Rhône", "Rhône (Département)");
  const map = page.getByRole("region", { name: "Carte des résultats" });
  await expect(map.locator("path.leaflet-interactive").first()).toBeVisible();
  const mapBox = (await map.boundingBox())!;
  expect(mapBox.x).toBeGreaterThanOrEqual(0);
  expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Matrice" }).click();
  await expect(page.getByRole("region", { name: "Candidats" }).getByRole("listitem").first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/cvtheque-390-matrix.png", fullPage: true });
});

test("staff publish an offer from the positions manager, then archive it: its page answers 410", async ({ page }) => {
  await signInAsStaff(page, "/admin/jobs/position");
  await expect(page.getByRole("heading", { level: 1, name: "Offres" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Offre" });
  const name = `Gestionnaire de paie ${Date.now()} H/F`;
  await drawer.getByLabel("Intitulé").fill(name);
  await drawer.getByLabel("État").selectOption({ label: "Publiée" });
  await drawer.getByLabel("Contrat").selectOption({ label: "CDD" });
  await drawer.getByLabel("Ville").fill("Nantes");
  await drawer.getByLabel("Département").fill("44");
  await drawer.getByRole("textbox", { name: "Description" }).fill("Paie de 300 salariés.");
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'offre a été créée" })).toBeVisible();

  const listed = page.getByRole("row").filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await page.goto(`/nos-offres?query=${encodeURIComponent("gestionnaire de paie")}`);
  // The public site asks its cookie question, which the back-office never did.
  await closeCookiePanel(page);
  await page.getByRole("link", { name: `Voir l'offre ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const offerUrl = page.url();

  await page.goto("/admin/jobs/position");
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name }).click();
  const edit = page.getByRole("dialog", { name: "Modifier : Offre" });
  await expect(edit.getByLabel("Intitulé")).toHaveValue(name);
  await expect(edit.getByRole("heading", { name: "Candidatures" })).toBeVisible();
  await edit.getByLabel("État").selectOption({ label: "Archivée (410, hors du plan du site)" });
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'offre a été modifiée" })).toBeVisible();

  const gone = await page.goto(offerUrl);
  expect(gone?.status()).toBe(410);
});
