import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { E2E_ADMIN } from "../support/e2e-admin";
import { signInAsStaff } from "../support/journey-steps";

test("a visitor who opens a manager sees the restricted area and no admin element", async ({ page }) => {
  const response = await page.goto("/admin/geo/landregistry");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Zone d'accès réservé" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "SSO" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Classique" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ouvrir les outils d'administration" })).toHaveCount(0);
});

/** The dial: state kept in the adminDial cookie, the «Villes» manager listed under «Admin». */
async function opensVillesFromTheDial(page: Page) {
  await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
  const dial = page.getByRole("dialog", { name: "Outils d'administration" });
  await expect(dial.getByRole("heading", { name: "Cette page" })).toBeVisible();
  await expect(dial.getByTestId("version-tag")).toContainText("v0.1.0");
  // Hydrated and a while later, still no cookie panel over the back-office.
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toHaveCount(0);
  // The dial never covers a column: the table ends left of it.
  const dialButton = await page.getByRole("button", { name: "Fermer les outils d'administration" }).boundingBox();
  const table = await page.getByRole("table").boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(dialButton!.x);
  expect((await page.context().cookies()).find((c) => c.name === "adminDial")?.value).toBe("open");
  // The dial opens the same manager in a modal.
  await dial.getByRole("button", { name: "Villes", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Villes", exact: true });
  await expect(modal.getByRole("columnheader", { name: "Libellé" })).toBeVisible();
  await modal.getByRole("button", { name: "Fermer le gestionnaire" }).click();
  await expect(modal).toBeHidden();
  await page.getByRole("button", { name: "Fermer les outils d'administration" }).click();
}

/** Sort cycle on a column, then straight to a page of the 35,000 places. */
async function sortsAndJumpsToAPage(page: Page) {
  await page.getByLabel("Recherche").fill("");
  const header = page.getByRole("columnheader", { name: "Libellé" });
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "none");

  // Straight to a page of the 35,000 places; a number past the end goes to the last one.
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await pagination.getByLabel("Aller à la page").fill("3");
  await pagination.getByRole("button", { name: "OK" }).click();
  await expect(pagination.locator("[aria-current=page]")).toHaveText("3");
  await pagination.getByLabel("Aller à la page").fill("999999");
  await pagination.getByRole("button", { name: "OK" }).click();
  await expect(pagination.getByRole("button", { name: "Dernière page" })).toBeDisabled();
}

test("staff sign in, manage «Villes» from the dial with notifications, and sign out", async ({ page }) => {
  await page.goto("/admin/geo/landregistry");
  // The back-office's own chrome: no public menu, no footer, no cookie panel over the table.
  await expect(page.getByText("Back-office", { exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("tab", { name: "Classique" }).click();
  await page.getByLabel("Adresse e-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe").fill("mauvais mot de passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect");
  await page.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Villes" })).toBeVisible();

  await opensVillesFromTheDial(page);

  // Create.
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Ville" });
  await drawer.getByLabel("Libellé").fill("Villeneuve-de-Test");
  await drawer.getByLabel("Code INSEE").fill("99901");
  await drawer.getByLabel("Code postal").fill("99901");
  await drawer.getByLabel("Niveau").selectOption({ label: "Villes ou Communes" });
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La ville a été créée" })).toBeVisible();
  await expect(drawer).toBeHidden();

  // Filter (debounced) on its code and find it.
  await page.getByLabel("Recherche").fill("99901");
  const row = page.getByRole("row").filter({ hasText: "Villeneuve-de-Test" });
  await expect(row).toBeVisible();
  await expect(page.getByText("1 résultat")).toBeVisible();

  // Edit; a duplicate code shows the server's message on its field.
  await row.getByRole("button", { name: "Villeneuve-de-Test" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier : Ville" });
  await expect(edit.getByLabel("Libellé")).toHaveValue("Villeneuve-de-Test");
  await expect(edit.getByRole("heading", { level: 2 })).toHaveText("Villeneuve-de-Test");
  // Edits are never lost without a word: Escape and «Fermer» ask first.
  const unsaved = edit.getByRole("alertdialog", { name: "Modifications non enregistrées" });
  await edit.getByLabel("Libellé").fill("Villeneuve-perdue");
  await edit.getByRole("button", { name: "Fermer" }).click();
  await expect(unsaved).toContainText("Vos modifications ne sont pas enregistrées.");
  await unsaved.getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Villeneuve-de-Test" }).click();
  await expect(edit.getByLabel("Libellé")).toHaveValue("Villeneuve-de-Test");
  // A failed save puts the focus on the field in error.
  await edit.getByLabel("Libellé").fill("");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "La ville n'a pas été modifiée" })).toBeVisible();
  await expect(edit.getByLabel("Libellé")).toBeFocused();
  await edit.getByLabel("Libellé").fill("Villeneuve-sur-Test");
  await page.keyboard.press("Escape");
  await expect(unsaved.getByRole("button", { name: "Continuer la modification" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(unsaved).toBeHidden();
  await expect(edit.getByLabel("Libellé")).toHaveValue("Villeneuve-sur-Test");
  // Ctrl+S saves.
  await edit.getByLabel("Libellé").press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "La ville a été modifiée" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Villeneuve-sur-Test" })).toBeVisible();

  await sortsAndJumpsToAPage(page);

  // Delete, after confirmation.
  // Wait for the debounced search to settle: a refresh landing after the click would close
  // the drawer before its «Supprimer» (CI saw it).
  await page.getByLabel("Recherche").fill("99901");
  await expect(page.getByText("1 résultat")).toBeVisible();
  await page.getByRole("row").filter({ hasText: "Villeneuve-sur-Test" }).getByRole("button").click();
  await expect(page.getByRole("dialog", { name: "Modifier : Ville" }).getByLabel("Libellé")).toHaveValue("Villeneuve-sur-Test");
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La ville a été supprimée" })).toBeVisible();
  await expect(page.getByText("Aucun résultat")).toBeVisible();

  // Sign out from the dial: the page reloads as a visitor's.
  await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Zone d'accès réservé" })).toBeVisible();
});

test("a superuser creates a staff account and sets its password, never their own here", async ({ page }) => {
  await page.goto("/admin/account/user");
  await page.getByLabel("Adresse e-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();

  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Utilisateur" });
  await drawer.getByLabel("E-mail").fill("consultante.e2e@alto-recrutement.example");
  await drawer.getByLabel("Prénom").fill("Inès");
  await drawer.getByLabel("Staff").check();
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'utilisateur a été créé" })).toBeVisible();

  await page.getByRole("row").filter({ hasText: "consultante.e2e@" }).getByRole("button").click();
  const edit = page.getByRole("dialog", { name: "Modifier : Utilisateur" });
  await expect(edit.getByRole("button", { name: "Supprimer" })).toBeVisible();
  const change = edit.getByRole("button", { name: "Changer le mot de passe" });
  await expect(change).toBeDisabled();
  await edit.getByLabel("Nouveau mot de passe").fill("un-mot-de-passe-solide");
  await change.click();
  await expect(page.getByRole("status").filter({ hasText: "Le mot de passe a été changé" })).toBeVisible();

  await page.getByRole("row").filter({ hasText: E2E_ADMIN.email }).getByRole("button").first().click();
  const own = page.getByRole("dialog", { name: "Modifier : Utilisateur" });
  await expect(own.getByRole("heading", { level: 2 })).toHaveText(E2E_ADMIN.email);
  await expect(own.getByLabel("Nouveau mot de passe")).toHaveCount(0);
  // No «Supprimer» on one's own account (the server refuses it too).
  await expect(own.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
});

test("a city page created in the manager is public at once, in sitemap.xml, and gone once deleted", async ({ page, request }) => {
  await signInAsStaff(page, "/admin/content/citypage");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Page ville" });
  const slug = `cabinet-de-recrutement--villeneuve-${Date.now()}`;
  await drawer.getByLabel("Chemin (slug)").fill(slug);
  await drawer.getByLabel("Titre de la page").fill("Cabinet de recrutement à Villeneuve");
  await drawer.getByLabel("Publiée").check();
  // The spec's six tabs; the keyboard's arrows move between them.
  const tabs = drawer.getByRole("tab");
  await expect(tabs).toHaveText(["Chemin & Titre", "Villes à exclure", "Contenu", "Villes Dynamiques", "SEO", "Rapport"]);
  await drawer.getByRole("tab", { name: "Chemin & Titre" }).press("ArrowRight");
  await expect(drawer.getByRole("tab", { name: "Villes à exclure" })).toBeFocused();
  await expect(drawer.getByRole("tabpanel", { name: "Villes à exclure" }).getByRole("searchbox", { name: "Villes à exclure" })).toBeVisible();
  await drawer.getByRole("tab", { name: "Contenu" }).click();
  await drawer.getByLabel("Contenu (paragraphes séparés par une ligne vide)").fill("Nos consultants connaissent le bassin d'emploi de Villeneuve.");
  await drawer.getByRole("tab", { name: "Villes Dynamiques" }).click();
  await drawer.getByRole("button", { name: "Ajouter une ville : Villes dynamiques" }).click();
  await drawer.getByLabel("Code postal de la ville 1").fill("99901");
  await drawer.getByLabel("Nom de la ville 1").fill("Villeneuve-Haute");
  await drawer.getByLabel("Contenu pour la ville 1").fill("Les ateliers de la zone nord recrutent des soudeurs toute l'année.");
  await drawer.getByRole("tab", { name: "Rapport" }).click();
  await expect(drawer.getByText("Pas encore de rapport pour cette page", { exact: false })).toBeVisible();
  // A wrong postcode: the save fails and the drawer shows the tab of the field in error.
  await drawer.getByRole("tab", { name: "Villes Dynamiques" }).click();
  await drawer.getByLabel("Code postal de la ville 1").fill("999");
  await drawer.getByRole("tab", { name: "SEO" }).click();
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(drawer.getByRole("tab", { name: "Villes Dynamiques" })).toHaveAttribute("aria-selected", "true");
  await expect(drawer.getByText("Le code postal a 5 chiffres (ex. : 69100)", { exact: true })).toBeVisible();
  await expect(drawer.getByLabel("Code postal de la ville 1")).toBeFocused();
  await drawer.getByLabel("Code postal de la ville 1").fill("99901");
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La page ville a été créée" })).toBeVisible();

  const visit = await page.goto(`/${slug}`);
  expect(visit?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Cabinet de recrutement à Villeneuve" })).toBeVisible();
  await expect(page.getByText("Nos consultants connaissent le bassin d'emploi de Villeneuve.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Recrutement à Villeneuve-Haute (99901)" })).toBeVisible();
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/${slug}</loc>`);

  await page.goto("/admin/content/citypage");
  await page.getByLabel("Recherche").fill("Villeneuve");
  await page.getByRole("row").filter({ hasText: "Cabinet de recrutement à Villeneuve" }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La page ville a été supprimée" })).toBeVisible();
  expect((await page.goto(`/${slug}`))?.status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(slug);
});
