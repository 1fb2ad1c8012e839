import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";
import { E2E_ADMIN } from "../support/e2e-admin";

// Issue 49: drawers keep their actions in view, say how to save from the keyboard and announce a
// failed save; deletions state what else goes; the e-mail drawer reads at any width.

/** What a test created through the API, removed after it whatever happened. */
let cleanup: string[] = [];
test.afterEach(async ({ page }) => {
  for (const path of cleanup.reverse()) expect([200, 404]).toContain((await page.request.delete(path, { headers: sameOrigin() })).status());
  cleanup = [];
});

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { headers: sameOrigin(), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Inside the viewport and drawn on top: nothing (the form, a toast) covers it. */
async function expectInViewAndOnTop(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const onTop = await control.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(onTop, "covered").toBe(true);
}

const shot = (page: Page, name: string) => (process.env.SHOTS ? page.screenshot({ path: `${process.env.SHOTS}/${name}.png` }) : undefined);

async function openTraining(page: Page, label: string) {
  await page.getByLabel("Recherche").first().fill(label);
  await page.getByRole("row").filter({ hasText: label }).getByRole("button").first().click();
  return page.getByRole("dialog", { name: "Modifier : Formation" });
}

test("a training's long drawer keeps «Enregistrer» in view, says Ctrl+S, and announces a failed save", async ({ page }) => {
  const label = `Formation tiroir ${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsStaff(page, "/admin/training/training");
  const training = await post(page, "/api/training/save_training", { label, slug: `formation-tiroir-${Date.now()}` });
  cleanup.push(`/api/training/delete_training/${training.id}`);
  const drawer = await openTraining(page, label);
  await expect(drawer.getByRole("textbox", { name: "Libellé", exact: true })).toHaveValue(label);

  // The form runs far below the fold, yet the bar at the drawer's foot is in view and uncovered.
  const scrolled = await drawer.locator("form").evaluate((form) => form.parentElement!.scrollHeight - form.parentElement!.clientHeight);
  expect(scrolled).toBeGreaterThan(1000);
  const save = drawer.getByRole("button", { name: "Enregistrer", exact: true });
  await expectInViewAndOnTop(page, save);
  await expect(save).toHaveAttribute("aria-keyshortcuts", "Control+S");
  await expect(save).toHaveAccessibleDescription("Ctrl+S pour enregistrer");
  const remove = drawer.getByRole("button", { name: "Supprimer", exact: true });
  await expectInViewAndOnTop(page, remove);
  // «Supprimer» is set apart from the save, on the other side.
  expect((await remove.boundingBox())!.x - (await save.boundingBox())!.x).toBeGreaterThan(200);

  // A save refused on two fields, asked from the keyboard: announced, the first one focused.
  await drawer.getByRole("textbox", { name: "Libellé", exact: true }).fill("");
  await drawer.getByRole("spinbutton", { name: "Prix à partir de (€ HT)" }).fill("-5");
  await page.keyboard.press("Control+s");
  const summary = drawer.getByRole("alert").filter({ hasText: "champs à corriger" });
  await expect(summary).toHaveText("2 champs à corriger\u00a0: Libellé, Prix à partir de (€ HT)");
  await expect(drawer.getByRole("textbox", { name: "Libellé", exact: true })).toBeFocused();
  // The summary's names lead to their fields.
  await summary.getByRole("button", { name: "Prix à partir de (€ HT)" }).click();
  await expect(drawer.getByRole("spinbutton", { name: "Prix à partir de (€ HT)" })).toBeFocused();
  await expect(drawer.getByRole("spinbutton", { name: "Prix à partir de (€ HT)" })).toBeInViewport();
  await expectInViewAndOnTop(page, save);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "drawer-training-1366");

  // «Annuler» leaves through the unsaved-changes question.
  // (The rich-text toolbars' undo buttons are «Annuler» too: the bar's is in the drawer's footer.)
  await drawer.locator("footer").getByRole("button", { name: "Annuler", exact: true }).click();
  await page.getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(drawer).toBeHidden();

  // At 390 px: the bar stays in view and the last field scrolls clear above it.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneDrawer = await openTraining(page, label);
  const phoneSave = phoneDrawer.getByRole("button", { name: "Enregistrer", exact: true });
  await expectInViewAndOnTop(page, phoneSave);
  // One row of actions: «Supprimer» beside «Enregistrer», not wrapped below it.
  expect(
    Math.abs((await phoneDrawer.getByRole("button", { name: "Supprimer", exact: true }).boundingBox())!.y - (await phoneSave.boundingBox())!.y),
  ).toBeLessThan(10);
  await expectReachable(page, phoneDrawer.getByRole("textbox", { name: "Description SEO" }));
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "drawer-training-390");
});

test("deleting a tag in use says how many pages lose it; «Nettoyer les tâches» states its count", async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsStaff(page, "/admin/content/tag");
  const tag = await post(page, "/api/content/save_tag", { title: `Tag tiroir ${stamp}`, slug: `tag-tiroir-${stamp}` });
  cleanup.push(`/api/content/delete_tag/${tag.id}`);
  for (const n of [1, 2]) {
    const created = await post(page, "/api/content/page_save", {
      title: `Page taguée ${stamp} ${n}`,
      slug: `page-taguee-${stamp}-${n}`,
      tags: [tag.id],
      publishedOn: null,
    });
    cleanup.push(`/api/content/delete_page/${created.id}`);
  }
  await page.getByLabel("Recherche").fill(`Tag tiroir ${stamp}`);
  await page
    .getByRole("row")
    .filter({ hasText: `Tag tiroir ${stamp}` })
    .getByRole("button")
    .first()
    .click();
  const drawer = page.getByRole("dialog", { name: "Modifier : Tag" });
  await drawer.getByRole("button", { name: "Supprimer", exact: true }).click();
  const confirm = drawer.getByRole("alertdialog", { name: "Confirmer la suppression" });
  await expect(confirm).toHaveAccessibleDescription(`Supprimer définitivement « Tag tiroir ${stamp} » ? Ce tag est utilisé par 2 pages : il leur sera retiré.`);
  await expect(confirm.getByRole("button", { name: "Annuler" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "drawer-tag-impact");
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(drawer.getByRole("button", { name: "Supprimer", exact: true })).toBeFocused();

  // Finished tasks: one run now, followed to its end; the question states the server's count.
  await page.goto("/admin/system/task");
  const run = await post(page, "/api/tasks/run_now", { name: "job-alerts:purge-unconfirmed" });
  await expect
    .poll(async () => ((await (await page.request.get(`/api/tasks/get_task_details/${run.taskId}`)).json()) as { completedAt: string | null }).completedAt, {
      timeout: 20_000,
    })
    .not.toBeNull();
  const { count } = (await (await page.request.get("/api/tasks/clean_tasks_count")).json()) as { count: number };
  await page.getByRole("button", { name: "Nettoyer les tâches" }).click();
  const question = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
  const asked = count > 1 ? `Supprimer les ${count} tâches terminées` : "Supprimer la tâche terminée";
  await expect(question).toContainText(`${asked}\u00a0? Les tâches en cours et planifiées sont gardées.`);
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: count > 1 ? `${count} tâches supprimées` : "1 tâche supprimée" })).toBeVisible();
});

test("the e-mail drawer shows its fields and wraps a long recipient, at 1366 and 390 px", async ({ page }) => {
  const address = `destinataire.avec.une.adresse.vraiment.tres.longue.${Date.now()}@un-domaine-de-messagerie-assez-long.fr`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsStaff(page, "/admin/mailer/email");
  const survey = await post(page, "/api/jobs/job_survey_create", {
    type: "LIGHT",
    recruiterEmail: E2E_ADMIN.email,
    candidateFirstName: "Inès",
    candidateLastName: "Longue-Adresse",
    candidateEmail: address,
    sendInvitation: true,
  });
  cleanup.push(`/api/jobs/job_survey_delete/${String(survey.url).split("/").pop()}`);
  await page.getByLabel("Recherche (destinataire, objet)").fill(address);
  await page.getByRole("row").filter({ hasText: address }).getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "Modifier : E-mail" });
  const sent = drawer.getByRole("region", { name: "Message envoyé" });
  await expect(sent.getByText(address)).toBeVisible();
  // The form and the message scroll together: the fields get the drawer's height, not one line.
  const visible = await drawer.locator("form").evaluate((form) => form.parentElement!.clientHeight);
  expect(visible).toBeGreaterThan(400);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 768 : 844 });
    // Read-only, the recipient and the subject show whole, wrapped, rather than cut at the box's edge.
    for (const name of ["Destinataire", "Objet"]) {
      const box = drawer.getByRole("textbox", { name, exact: true });
      await expect(box).toBeVisible();
      expect(await box.evaluate((field) => field.scrollHeight <= field.clientHeight + 1 && field.scrollWidth <= field.clientWidth), name).toBe(true);
    }
    await expect(drawer.getByRole("textbox", { name: "Destinataire" })).toHaveValue(address);
    // The message's own address line wraps inside the drawer too.
    expect(await sent.getByText(address).evaluate((dd) => dd.scrollWidth <= dd.clientWidth)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `drawer-email-${width}`);
  }
});
