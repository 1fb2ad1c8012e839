import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { signInAsStaff } from "../support/journey-steps";
import { subscribeAlert } from "../support/public-api";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

const TASKS = "/admin/system/task";
const ALERTS = "/admin/jobs/jobalert";
/** Harmless to run at any time: it deletes alerts left unconfirmed for 30 days. */
const PURGE_TITLE = "Suppression des alertes non confirmées";

// Solving the captcha in Node (PBKDF2), a task's run and two axe passes per width on 2 cores.
test.describe.configure({ timeout: 90_000 });

async function expectCleanPage(page: Page) {
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`an admin runs a task now, follows it to success, cleans the tasks and reads a job alert's criteria (${width} px)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `veille.${width}.${Date.now()}@exemple-mail.fr`;
    // A context of its own: the visitor has no staff cookie.
    const visitor = await playwright.request.newContext({ baseURL });
    await subscribeAlert(visitor, email, { query: "soudeur", location: "Lyon", contract: "CDI" });
    await visitor.dispose();

    await signInAsStaff(page, TASKS);
    await expect(page.getByRole("heading", { level: 1, name: "Tâches" })).toBeVisible();
    // Only this task's rows: the schedules' own runs (queued at start) are older ones.
    await page.getByLabel("Recherche (nom)").fill("alertes non confirmees");
    const rows = page.getByRole("row").filter({ hasText: PURGE_TITLE });
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();

    await page.getByText("Lancer une tâche planifiée maintenant").click();
    await page.getByRole("button", { name: new RegExp(`Lancer maintenant.*${PURGE_TITLE}`) }).click();
    await expect(page.getByText(`Tâche lancée`)).toBeVisible();
    await expect(rows).toHaveCount(before + 1);
    await expectCleanPage(page);

    // Newest first: the task just queued heads the list; its drawer follows it to the end.
    await rows.first().getByRole("button").first().click();
    const drawer = page.getByRole("dialog", { name: "Modifier : Tâche" });
    const live = drawer.getByRole("region", { name: "Suivi de la tâche" });
    await expect(live.getByText("Succès")).toBeVisible({ timeout: 20_000 });
    await expect(live).toContainText("Tentatives");
    await expect(live).toContainText('"deleted": 0');
    await expect(live).toContainText(/\d+,\d\s*s/);
    await expect(rows.first()).toContainText("Succès", { timeout: 10_000 });
    await expectCleanPage(page);
    await drawer.getByRole("button", { name: "Fermer" }).click();

    // «Nettoyer les tâches»: finished runs go, the schedule's own latest run stays.
    // It asks first, with the server's count (issue 49), then says how many went.
    await page.getByRole("button", { name: "Nettoyer les tâches" }).click();
    const cleanUp = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await expect(cleanUp).toContainText(/Supprimer (les \d+ tâches terminées|la tâche terminée)\s\? Les tâches en cours et planifiées sont gardées\./);
    await cleanUp.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByText(/^\d+ tâches? supprimées?$/)).toBeVisible();
    await expect(rows).toHaveCount(1);

    // The job alerts manager: the alert's search in words.
    await page.goto(ALERTS);
    await expect(page.getByRole("heading", { level: 1, name: "Alertes emploi" })).toBeVisible();
    await page.getByLabel("Recherche (e-mail)").fill(email);
    const alert = page.getByRole("row").filter({ hasText: email });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(/Mots-clés\s*: soudeur · Lieu\s*: Lyon · Contrat\s*: CDI/);
    await expect(alert).toContainText("Hebdomadaire");
    await expectCleanPage(page);
    await alert.getByRole("button").first().click();
    const alertDrawer = page.getByRole("dialog", { name: "Modifier : Alerte emploi" });
    await expect(alertDrawer.getByRole("region", { name: "Critères de l'alerte" }).getByRole("listitem")).toHaveText([
      /Mots-clés\s*: soudeur/,
      /Lieu\s*: Lyon/,
      /Contrat\s*: CDI/,
    ]);
    await expect(alertDrawer.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
    await expectCleanPage(page);
  });
}
