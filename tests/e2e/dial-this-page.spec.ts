import { expect, test } from "../support/e2e-test";
import { defaultBrand } from "../../common/brand";
import { closeCookiePanel, signInAsStaff } from "../support/journey-steps";

test("«Cette page» on an agency page opens that agency's drawer, and a dirty drawer asks before the modal closes", async ({ page }) => {
  await signInAsStaff(page, "/admin/branding/agency");
  await expect(page.getByRole("heading", { level: 1, name: "Agences" })).toBeVisible();
  await page.goto("/nos-agences/cabinet-recrutement-lyon");
  await closeCookiePanel(page);

  await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
  const dial = page.getByRole("dialog", { name: "Outils d'administration" });
  await dial.getByRole("button", { name: `${defaultBrand.name} Lyon · Agences` }).click();
  const modal = page.getByRole("dialog", { name: "Agences", exact: true });
  const drawer = modal.getByRole("dialog", { name: "Modifier : Agence" });
  await expect(drawer.getByRole("heading", { name: `${defaultBrand.name} Lyon` })).toBeVisible();
  await expect(drawer.getByRole("textbox", { name: "Titre", exact: true })).toHaveValue(`${defaultBrand.name} Lyon`);

  // An edit not saved: closing the modal asks first, and staying keeps the edit.
  await drawer.getByLabel("Téléphone").fill("04 00 00 00 00");
  await modal.getByRole("button", { name: "Fermer le gestionnaire" }).click();
  const prompt = drawer.getByRole("alertdialog", { name: "Modifications non enregistrées" });
  await prompt.getByRole("button", { name: "Continuer la modification" }).click();
  await expect(drawer.getByLabel("Téléphone")).toHaveValue("04 00 00 00 00");
  await modal.getByRole("button", { name: "Fermer le gestionnaire" }).click();
  await prompt.getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(modal).toBeHidden();

  // A job sheet lists its own profile; the team page, the team manager (the dial stays open from page to page).
  await page.goto("/fiche-metier/automaticien");
  await expect(page.getByRole("dialog", { name: "Outils d'administration" }).getByRole("button", { name: "Automaticien · Fiches Métier" })).toBeVisible();
  await page.goto(`/marque-employeur/notre-equipe/${defaultBrand.slug}`);
  await expect(page.getByRole("dialog", { name: "Outils d'administration" }).getByRole("button", { name: "Équipe", exact: true }).first()).toBeVisible();
});
