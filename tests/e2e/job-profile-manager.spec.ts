import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll } from "../support/page-checks";
import { closeCookiePanel, signInAsStaff } from "../support/journey-steps";

test("a job sheet's missions and trainings are written, reordered and published from the manager, at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = String(Date.now());
  await signInAsStaff(page, "/admin/jobs/jobprofile");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Fiche métier" });
  await drawer.getByRole("textbox", { name: "Titre", exact: true }).fill(`Grutier ${id}`);
  await drawer.getByLabel(/^Slug/).fill(`grutier-${id}`);

  // Missions: one group, two items typed in the wrong order, then the second moved up.
  await drawer.getByRole("button", { name: "Ajouter un groupe : Missions" }).click();
  await drawer.getByLabel("Missions, titre du groupe 1").fill("Sur le chantier");
  await drawer.getByRole("button", { name: "Ajouter un élément : Missions, groupe 1" }).click();
  await drawer.getByLabel("Missions, groupe 1, élément 1").fill("Contrôler la grue");
  await drawer.getByRole("button", { name: "Ajouter un élément : Missions, groupe 1" }).click();
  await drawer.getByLabel("Missions, groupe 1, élément 2").fill("Lever les charges");
  await drawer.getByRole("group", { name: "Groupe 1" }).getByRole("button", { name: "Monter l'élément 2" }).click();
  await expect(drawer.getByLabel("Missions, groupe 1, élément 1")).toHaveValue("Lever les charges");
  await drawer.getByRole("button", { name: "Ajouter un élément : Formations" }).click();
  await drawer.getByLabel("Formations, élément 1").fill("CACES R487");
  // Nothing in the drawer runs past the phone's width.
  expect(await drawer.evaluate((aside) => aside.scrollWidth <= aside.clientWidth)).toBe(true);
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La fiche métier a été créée" })).toBeVisible();

  expect((await page.goto(`/fiche-metier/grutier-${id}`))?.status()).toBe(200);
  await closeCookiePanel(page);
  const missions = page.getByRole("region", { name: "Missions principales" });
  await expect(missions.getByRole("heading", { level: 3, name: "Sur le chantier" })).toBeVisible();
  await expect(missions.getByRole("listitem")).toHaveText(["Lever les charges", "Contrôler la grue"]);
  await expect(page.getByRole("listitem").filter({ hasText: "CACES R487" })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.goto("/admin/jobs/jobprofile");
  await page.getByLabel("Quelle Fiche Métier ?").fill(id);
  await page.getByRole("row").filter({ hasText: id }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La fiche métier a été supprimée" })).toBeVisible();
});
