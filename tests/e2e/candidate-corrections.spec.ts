import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { readByTheTask, signInAsStaff } from "../support/journey-steps";
import { droppedCandidate } from "../support/dropped-candidate";

/** The CVthèque narrowed to one candidate by «Qui» (the whole address), and their drawer opened from the list. */
async function openCandidate(page: Page, who: string, name: string): Promise<Locator> {
  const filters = page.getByRole("complementary", { name: "Filtres" });
  await filters.getByLabel("Qui").fill(who);
  // The filter applies after its debounce: until then the list still shows everyone.
  await expect(page.getByText(/^1 candidat sur/)).toBeVisible();
  const row = page.getByRole("region", { name: "Candidats" }).getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name }).click();
  const drawer = page.getByRole("dialog", { name });
  await expect(drawer.getByRole("tab", { name: "Candidat", exact: true })).toHaveAttribute("aria-selected", "true");
  return drawer;
}

/** The managers' question about unsaved edits: it keeps the drawer open and the edits in it. */
async function expectGuardThenStay(page: Page, drawer: Locator) {
  const guard = drawer.getByRole("alertdialog", { name: "Modifications non enregistrées" });
  await expect(guard).toBeVisible();
  await expect(guard.getByRole("button", { name: "Continuer la modification" })).toBeFocused();
  await guard.getByRole("button", { name: "Continuer la modification" }).click();
  await expect(guard).toBeHidden();
  await expect(drawer).toBeVisible();
}

const field = (drawer: Locator, label: string) => drawer.getByRole("form", { name: "Modifier le candidat" }).getByLabel(label, { exact: true });

/** Escape, ✕ and › each ask first; staying keeps every edit. */
async function everyWayOutAsksFirst(page: Page, drawer: Locator) {
  await field(drawer, "Nom").press("Escape");
  await expect(drawer.getByRole("alertdialog", { name: "Modifications non enregistrées" })).toBeVisible();
  await page.screenshot({ path: "test-results/candidate-corrections-1280-guard.png" });
  await expectGuardThenStay(page, drawer);
  await drawer.getByRole("button", { name: "Fermer" }).click();
  await expectGuardThenStay(page, drawer);
  await drawer.getByRole("button", { name: "Candidat suivant" }).click();
  await expectGuardThenStay(page, drawer);
  // The drawer leaves the list's first columns in view: a click on another candidate's row asks as well.
  await page.getByRole("complementary", { name: "Filtres" }).getByLabel("Qui").fill("");
  await expect(page.getByText(/^1 candidat sur/)).toBeHidden();
  const otherRow = page
    .getByRole("region", { name: "Candidats" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .filter({ hasNotText: "Camille Durand" })
    .first();
  await otherRow.getByRole("cell").first().click();
  await expectGuardThenStay(page, drawer);
  await expect(page.getByRole("dialog", { name: "Camille Durand" })).toBeVisible();
  await expect(field(drawer, "Nom")).toHaveValue("Camille Vidal");
}

/** «Relire le CV»: the differences, corrected fields unticked; the name read is chosen and saved. */
async function rereadTakesBackTheJobs(page: Page, drawer: Locator, corrected: string) {
  await drawer.getByRole("button", { name: "Relire le CV" }).click();
  const reread = page.getByRole("dialog", { name: "Relecture du CV" });
  await expect(reread).toBeVisible({ timeout: 20_000 });
  const nameChange = reread.getByRole("listitem").filter({ hasText: "Nom" }).first();
  await expect(nameChange).toContainText("Camille Vidal");
  await expect(nameChange).toContainText("Camille Durand");
  await expect(nameChange).toContainText("corrigé à la main");
  await expect(nameChange.getByRole("checkbox")).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/candidate-corrections-1280-reread.png" });
  // The jobs read from the CV are taken back; the other corrections stay.
  const jobsChange = reread.getByRole("listitem").filter({ hasText: "Expériences" });
  await expect(jobsChange).toContainText("Transports Berthier");
  for (const box of await reread.getByRole("checkbox").all()) await box.uncheck();
  await jobsChange.getByRole("checkbox").check();
  await reread.getByRole("button", { name: "Enregistrer" }).click();
  await expect(reread).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Le candidat a été modifié" }).first()).toBeVisible();
  await expect(drawer.getByRole("tabpanel")).toContainText("Transports Berthier");
  await expect(drawer.getByRole("tabpanel")).not.toContainText("Brasserie Quintal");
  await expect(drawer.getByRole("tabpanel")).toContainText(corrected);
  await expect(drawer.getByRole("heading", { level: 2 })).toHaveText("Camille Vidal");
}

test("a recruiter corrects a candidate, is warned before losing the edits, saves, and the corrections stay; «Relire le CV» applies a chosen change", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `camille.corrigee.${stamp}@exemple.fr`;
  const corrected = `camille.vidal.${stamp}@exemple.fr`;
  await droppedCandidate(page, email);
  await signInAsStaff(page, "/admin/jobs/candidat");
  await expect(page.getByRole("heading", { level: 1, name: "CVthèque" })).toBeVisible();
  await readByTheTask(page, email, "Camille Durand");
  let drawer = await openCandidate(page, email, "Camille Durand");

  // «Modifier»: the focus goes to the first field; every field is there.
  await drawer.getByRole("button", { name: "Modifier" }).click();
  await expect(field(drawer, "Nom")).toBeFocused();
  await expect(field(drawer, "Nom")).toHaveValue("Camille Durand");
  await expect(field(drawer, "Entreprise 1")).toHaveValue("Transports Berthier");
  await field(drawer, "Nom").fill("Camille Vidal");
  await field(drawer, "E-mail").fill(corrected);
  await field(drawer, "Rue").fill("3 quai du Port");
  await field(drawer, "Code postal").fill("13002");
  await field(drawer, "Commune").fill("Marseille");
  await field(drawer, "Intitulé 1").fill("Office manager");
  await field(drawer, "Entreprise 1").fill("Brasserie Quintal");
  await field(drawer, "Lieu 1").fill("Marseille");
  await expect(drawer.getByRole("form", { name: "Modifier le candidat" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/candidate-corrections-1280-form.png" });

  await everyWayOutAsksFirst(page, drawer);

  // Leaving without saving throws the edits away.
  await drawer.getByRole("button", { name: "Fermer" }).click();
  await drawer.getByRole("alertdialog").getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(drawer).toBeHidden();
  drawer = await openCandidate(page, email, "Camille Durand");
  await drawer.getByRole("button", { name: "Modifier" }).click();
  await expect(field(drawer, "Nom")).toHaveValue("Camille Durand");

  // A bad postal code is refused on its field, nothing saved; then the corrections are saved.
  await field(drawer, "Nom").fill("Camille Vidal");
  await field(drawer, "E-mail").fill(corrected);
  await field(drawer, "Rue").fill("3 quai du Port");
  await field(drawer, "Code postal").fill("00000");
  await field(drawer, "Commune").fill("Marseille");
  await field(drawer, "Intitulé 1").fill("Office manager");
  await field(drawer, "Entreprise 1").fill("Brasserie Quintal");
  await drawer.getByRole("button", { name: "Enregistrer" }).click();
  await expect(field(drawer, "Code postal")).toHaveAccessibleDescription(/Code postal inconnu/);
  await expect(field(drawer, "Code postal")).toBeFocused();
  await field(drawer, "Code postal").fill("13002");
  await drawer.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Le candidat a été modifié" })).toBeVisible();
  drawer = page.getByRole("dialog", { name: "Camille Vidal" });
  await expect(drawer.getByRole("button", { name: "Modifier" })).toBeFocused();
  await expect(drawer.getByRole("tabpanel")).toContainText("Office manager — Brasserie Quintal");
  await expect(drawer.getByRole("tabpanel")).toContainText("3 quai du Port, 13002 Marseille");

  // After a reload, found by the new address, with every correction.
  await page.reload();
  drawer = await openCandidate(page, corrected, "Camille Vidal");
  await expect(drawer.getByRole("tabpanel")).toContainText("Office manager — Brasserie Quintal");
  await drawer.getByRole("tab", { name: "Géo-Données", exact: true }).click();
  await expect(drawer.getByRole("tabpanel")).toContainText("Marseille");
  await drawer.getByRole("tab", { name: "Candidat", exact: true }).click();

  await rereadTakesBackTheJobs(page, drawer, corrected);
});

test("at 390 px, keyboard only: the form, the question and «Relire le CV» fit and can be reached", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `camille.mobile.${Date.now()}@exemple.fr`;
  await droppedCandidate(page, email);
  await signInAsStaff(page, "/admin/jobs/candidat");
  await readByTheTask(page, email, "Camille Durand");
  const drawer = await openCandidate(page, email, "Camille Durand");

  // Keyboard: «Modifier» opens the form on its first field, «Annuler» gives the focus back.
  const modify = drawer.getByRole("button", { name: "Modifier" });
  await modify.focus();
  await page.keyboard.press("Enter");
  await expect(field(drawer, "Nom")).toBeFocused();
  await page.keyboard.type(" Vidal");
  expect(await noSidewaysScroll(page)).toBe(true);
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const name of ["Enregistrer", "Annuler"]) await expectReachable(page, drawer.getByRole("button", { name, exact: true }));
  await page.screenshot({ path: "test-results/candidate-corrections-390-form.png" });
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  const guard = drawer.getByRole("alertdialog", { name: "Modifications non enregistrées" });
  for (const name of ["Continuer la modification", "Quitter sans enregistrer"]) await expectReachable(page, guard.getByRole("button", { name }));
  await page.screenshot({ path: "test-results/candidate-corrections-390-guard.png" });
  await page.keyboard.press("Enter"); // «Continuer la modification» has the focus
  await expect(guard).toBeHidden();
  await drawer.getByRole("button", { name: "Annuler" }).focus();
  await page.keyboard.press("Enter");
  await expect(modify).toBeFocused();

  await drawer.getByRole("button", { name: "Relire le CV" }).press("Enter");
  const reread = page.getByRole("dialog", { name: "Relecture du CV" });
  await expect(reread).toBeVisible({ timeout: 20_000 });
  const buttons = reread.getByRole("button");
  for (const button of await buttons.all()) await expectReachable(page, button);
  await page.screenshot({ path: "test-results/candidate-corrections-390-reread.png" });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(reread).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Relire le CV" })).toBeFocused();
});
