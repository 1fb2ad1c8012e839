import { expect, test } from "../support/e2e-test";
import { closeCookiePanel, signInAsStaff } from "../support/journey-steps";

test("an agency's town and departments are picked in the manager and shown on its page", async ({ page }) => {
  const id = String(Date.now());
  await signInAsStaff(page, "/admin/branding/agency");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Agence" });
  await drawer.getByRole("textbox", { name: "Titre", exact: true }).fill(`Agence Zones ${id}`);
  await drawer.getByLabel(/^Slug/).fill(`zones-${id}`);
  await drawer.getByLabel("Active (page publiée)").check();

  // The town: searched by its first letters, picked, shown as a chip.
  await drawer.getByRole("searchbox", { name: "Ville" }).fill("Villeurb");
  await drawer
    .getByRole("list", { name: "Ville : propositions" })
    .getByRole("button", { name: /^Villeurbanne/ })
    .click();
  await expect(drawer.getByRole("list", { name: "Ville : choix actuels" })).toContainText("Villeurbanne (69100)");
  // The departments: the whole list, filtered by name or number, ticked.
  const departments = drawer.getByRole("searchbox", { name: "Départements d'intervention" });
  await departments.fill("sav");
  await drawer.getByRole("checkbox", { name: "73 Savoie" }).check();
  await departments.fill("69");
  await drawer.getByRole("checkbox", { name: "69 Rhône" }).check();
  await expect(drawer.getByRole("list", { name: "Départements d'intervention : choix actuels" }).getByRole("listitem")).toHaveText([
    "Savoie (73)",
    "Rhône (69)",
  ]);
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'agence a été créée" })).toBeVisible();

  expect((await page.goto(`/nos-agences/cabinet-recrutement-zones-${id}`))?.status()).toBe(200);
  await closeCookiePanel(page);
  const zones = page.getByRole("region", { name: "Nos zones d'intervention" });
  await expect(zones).toContainText("Depuis Villeurbanne");
  await expect(zones.getByRole("listitem")).toHaveText(["Rhône (69)", "Savoie (73)"]);

  await page.goto("/admin/branding/agency");
  await page.getByLabel("Recherche").fill(id);
  await page.getByRole("row").filter({ hasText: id }).getByRole("button").first().click();
  const edit = page.getByRole("dialog", { name: "Modifier : Agence" });
  await expect(edit.getByRole("list", { name: "Départements d'intervention : choix actuels" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'agence a été supprimée" })).toBeVisible();
});

test("typing in a manager's search sends one search when typing pauses, and a choice sends one at once", async ({ page }) => {
  await signInAsStaff(page, "/admin/branding/agency");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/admin/branding/agency/search")) searches.push(request.postData() ?? "");
  });
  await page.getByLabel("Recherche").pressSequentially("Lyon", { delay: 80 });
  await expect(page.getByRole("row").filter({ hasText: "Lyon" }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(searches).toHaveLength(1);
  expect(JSON.parse(searches[0]!)).toMatchObject({ query: "Lyon", page: 1 });
  await page.getByLabel("Active", { exact: true }).selectOption("true");
  await expect.poll(() => searches.length).toBe(2);
  await page.waitForTimeout(1000);
  expect(searches).toHaveLength(2);
});
