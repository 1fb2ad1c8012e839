import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";

const LEVELS = "/admin/training/level";
const api = "/api/admin/training/level";

/** The stamp of the levels a test created: removed after it whatever happened. */
let leftover: string | undefined;

test.afterEach(async ({ page }) => {
  if (!leftover) return;
  // The staff session's cookie is the page's; writes must also carry the site's Origin.
  const headers = sameOrigin();
  const found = await page.request.post(`${api}/search`, { headers, data: { page: 1, limit: 20, query: leftover } });
  expect(found.status()).toBe(200);
  for (const row of ((await found.json()) as { rows: { id: number }[] }).rows) {
    expect((await page.request.delete(`${api}/delete/${row.id}`, { headers })).status()).toBe(200);
  }
  leftover = undefined;
});

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("a level is added, edited, refused without its label and deleted in the table itself", async ({ page }) => {
  const stamp = String(Date.now());
  const label = `Niveau essai ${stamp}`;
  leftover = stamp;
  await signInAsStaff(page, LEVELS);
  await expect(page.getByRole("heading", { level: 1, name: "Niveaux" })).toBeVisible();
  // No drawer here: the first row of the table adds a level.
  await page.getByLabel("Libellé de l'élément à ajouter").fill(label);
  await page.getByLabel("Explication de l'élément à ajouter").fill("Première explication");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(status(page, "Le niveau a été créé")).toBeVisible();
  await expect(page.getByLabel("Libellé de l'élément à ajouter")).toHaveValue("");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Search finds it; its header is edited in its row and saved.
  await page.getByLabel("Recherche").fill(stamp);
  await expect(page.getByText("1 résultat")).toBeVisible();
  await expect(page.getByLabel(`Libellé de ${label}`)).toHaveValue(label);
  await page.getByLabel(`Explication de ${label}`).fill("Explication revue");
  await page.getByRole("button", { name: `Enregistrer ${label}` }).click();
  await expect(status(page, "Le niveau a été modifié")).toBeVisible();
  await page.reload();
  await page.getByLabel("Recherche").fill(stamp);
  await expect(page.getByText("1 résultat")).toBeVisible();
  await expect(page.getByLabel(`Explication de ${label}`)).toHaveValue("Explication revue");

  // An emptied label, saved from the keyboard (Enter): the server's message under that input, which takes the focus.
  const labelInput = page.getByLabel(`Libellé de ${label}`);
  await labelInput.fill("");
  await labelInput.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Le niveau n'a pas été modifié" })).toBeVisible();
  await expect(labelInput).toHaveAttribute("aria-invalid", "true");
  await expect(labelInput).toHaveAccessibleDescription("Le libellé est requis");
  await expect(labelInput).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/levels-1280.png`, fullPage: true });

  // On a phone the rows stack: nothing runs past the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(labelInput).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/levels-390.png`, fullPage: true });

  // Deletion asks first; cancelling gives the focus back to «Supprimer».
  const remove = page.getByRole("button", { name: `Supprimer ${label}` });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(status(page, "Le niveau a été supprimé")).toBeVisible();
  await expect(page.getByText("Aucun résultat")).toBeVisible();
  await expect(labelInput).toHaveCount(0);
});

test("the other managers keep their drawer", async ({ page }) => {
  await signInAsStaff(page, "/admin/training/training");
  await expect(page.getByRole("heading", { level: 1, name: "Formations" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter : Formation" })).toBeVisible();
});
