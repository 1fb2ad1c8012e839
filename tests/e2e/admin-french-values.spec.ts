import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { frenchDateTime } from "../../common/format/date";

// Issue 49: the back-office in French values and Paris time, read from a browser in New York
// (a staff member travelling): a date in the browser's zone would be 5 or 6 hours off.
test.use({ timezoneId: "America/New_York", viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 90_000 });

/** The first row a manager's search answers, as the server stores it (ISO dates). */
async function firstRow<T>(page: Page, path: string, filters: Record<string, unknown>): Promise<T> {
  const answer = await page.request.post(`/api/admin/${path}/search`, { data: filters, headers: sameOrigin() });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows: T[] }).rows[0]!;
}

/** «Ajouter» opens the drawer once the list has hydrated: a click before then is clicked again. */
async function openNew(page: Page, dialogName: string) {
  const drawer = page.getByRole("dialog", { name: dialogName });
  await expect(async () => {
    await page.getByRole("button", { name: "Ajouter" }).click();
    await expect(drawer).toBeVisible({ timeout: 1000 });
  }).toPass();
  return drawer;
}

async function expectCleanPage(page: Page) {
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
}

test("an offer written with the toolbar is listed «Publiée» at its Paris time and opens on the site; archived, it has no link", async ({ page }) => {
  await signInAsStaff(page, "/admin/jobs/position");
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
  await expect(page.getByRole("heading", { level: 1, name: "Offres" })).toBeVisible();
  const drawer = await openNew(page, "Ajouter : Offre");
  const name = `Gestionnaire de paie ${Date.now()} H/F`;
  await drawer.getByLabel("Intitulé").fill(name);
  // Published unless staff choose otherwise: no «—» the server would refuse.
  await expect(drawer.getByLabel("État").locator("option")).toHaveText(["Publiée", "Archivée (410, hors du plan du site)"]);
  await drawer.getByLabel("Ville").fill("Nantes");
  await drawer.getByLabel("Département").fill("44");

  // The description is written with the rich-text editor, a list from its toolbar.
  const editor = drawer.getByRole("textbox", { name: "Description" });
  await editor.click();
  await page.keyboard.type("Vos missions :");
  await expect(editor).toHaveText("Vos missions :");
  await editor.press("Enter");
  await drawer.getByRole("toolbar", { name: "Mise en forme" }).getByRole("button", { name: "Liste à puces" }).click();
  await page.keyboard.type("Paie de 300 salariés");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Déclarations sociales");
  await expect(editor.getByRole("listitem")).toHaveText(["Paie de 300 salariés", "Déclarations sociales"]);
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'offre a été créée" })).toBeVisible();

  // The list: the state in French, the creation as «28 nov. 2026 à 00:34» in Paris.
  const created = await firstRow<{ id: number; creationDate: string }>(page, "jobs/position", { query: name });
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Publiée");
  await expect(row).toContainText(frenchDateTime(created.creationDate));
  await expectCleanPage(page);
  await page.screenshot({ path: "test-results/admin-french-values-offers-1366.png" });

  await row.getByRole("button", { name }).click();
  const edit = page.getByRole("dialog", { name: "Modifier : Offre" });
  await expect(edit.getByLabel("Créée le")).toHaveValue(frenchDateTime(created.creationDate));
  const link = edit.getByRole("link", { name: /Voir l'offre sur le site/ });
  const [offerPage] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(offerPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(offerPage.getByRole("listitem").filter({ hasText: "Déclarations sociales" })).toBeVisible();
  await offerPage.close();
  await expectCleanPage(page);
  await page.screenshot({ path: "test-results/admin-french-values-offer-1366.png" });

  // A glance at 390 px: the drawer and its editor fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(edit.getByRole("toolbar", { name: "Mise en forme" })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "test-results/admin-french-values-offer-390.png" });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Archived, the offer has no public page to link to.
  await edit.getByLabel("État").selectOption({ label: "Archivée (410, hors du plan du site)" });
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'offre a été modifiée" })).toBeVisible();
  await expect(row).toContainText("Archivée");
  await row.getByRole("button", { name }).click();
  await expect(edit.getByLabel("Intitulé")).toHaveValue(name);
  await expect(edit.getByRole("heading", { name: "Candidatures" })).toBeVisible();
  await expect(edit.getByRole("link", { name: /Voir l'offre sur le site/ })).toHaveCount(0);
});

test("a blog post saves without a tag, a new page with its default type, its publication date read in Paris", async ({ page }) => {
  const stamp = Date.now();
  await signInAsStaff(page, "/admin/content/blog");
  const blogDrawer = await openNew(page, "Ajouter : Article de blog");
  await blogDrawer.getByRole("textbox", { name: "Titre", exact: true }).fill(`Billet sans tag ${stamp}`);
  await blogDrawer.getByRole("textbox", { name: /^Slug/ }).fill(`billet-sans-tag-${stamp}`);
  await blogDrawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "L'article de blog a été créé" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Billet sans tag ${stamp}` })).toHaveCount(1);

  await page.goto("/admin/content/page");
  const drawer = await openNew(page, "Ajouter : Page");
  // The type shows the one the server applies, and offers no empty choice.
  const type = drawer.getByLabel("Type de page");
  await expect(type).toHaveValue("CUSTOM");
  await expect(type.locator("option", { hasText: "—" })).toHaveCount(0);
  await drawer.getByRole("textbox", { name: "Titre", exact: true }).fill(`Page par défaut ${stamp}`);
  await drawer.getByRole("textbox", { name: /^Slug/ }).fill(`page-par-defaut-${stamp}`);
  // 9:00 in Paris on 2 March 2027 (winter time): 08:00 UTC, whatever the browser's zone.
  await drawer.getByLabel(/^Date de publication/).fill("2027-03-02T09:00");
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La page a été créée" })).toBeVisible();
  const saved = await firstRow<{ id: number; type: string; publishedOn: string }>(page, "content/page", { query: `page-par-defaut-${stamp}` });
  expect(saved).toMatchObject({ type: "CUSTOM", publishedOn: "2027-03-02T08:00:00.000Z" });
  const row = page.getByRole("row").filter({ hasText: `Page par défaut ${stamp}` });
  await expect(row).toContainText("Page libre");
  await expect(row).toContainText("02/03/2027");

  await row.getByRole("button", { name: `Page par défaut ${stamp}` }).click();
  await expect(page.getByRole("dialog", { name: "Modifier : Page" }).getByLabel(/^Date de publication/)).toHaveValue("2027-03-02T09:00");
  await expectCleanPage(page);
});

test("the tasks list and a task's drawer show when it was created in Paris time", async ({ page }) => {
  await signInAsStaff(page, "/admin/system/task");
  await expect(page.getByRole("heading", { level: 1, name: "Tâches" })).toBeVisible();
  const task = await firstRow<{ id: number; createdAt: string }>(page, "system/task", {});
  const when = frenchDateTime(task.createdAt);
  const row = page.getByRole("row").filter({ hasText: when }).first();
  await expect(row).toBeVisible();
  await row.getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: "Modifier : Tâche" }).getByLabel("Créée le")).toHaveValue(when);
  await expectCleanPage(page);
});
