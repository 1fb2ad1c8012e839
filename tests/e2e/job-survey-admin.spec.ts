import { readFile } from "node:fs/promises";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";
import { E2E_ADMIN } from "../support/e2e-admin";

const SCREEN = "/admin/jobs/jobsurvey";

/** Surveys a test created, deleted after it whatever happened (other journeys list surveys too). */
let created: string[] = [];
test.afterEach(async ({ page }) => {
  const headers = sameOrigin();
  for (const publicId of created) expect([200, 404]).toContain((await page.request.delete(`/api/jobs/job_survey_delete/${publicId}`, { headers })).status());
  created = [];
});

// Two axe runs per width and a PDF drawn on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const width of [390, 1280]) {
  test(`staff invite a candidate, copy the link, find the survey in «Mes questionnaires» and download its PDF, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = `${Date.now()}${width}`;
    await signInAsStaff(page, SCREEN);
    await expect(page.getByRole("heading", { level: 1, name: "Questionnaires" })).toBeVisible();
    // Spec 3 §2.4: the list opens pre-filtered on the signed-in consultant's surveys.
    await expect(page.getByLabel("Mes questionnaires")).toHaveValue("true");

    // The invitation form: the consultant is the signed-in staff member by default.
    await page.getByRole("button", { name: "Nouvelle invitation" }).click();
    const invitation = page.getByRole("region", { name: "Inviter un candidat" });
    await expect(invitation.getByLabel("E-mail du consultant")).toHaveValue(E2E_ADMIN.email);
    await invitation.getByLabel("Type de questionnaire").selectOption({ label: "Version courte" });
    await invitation.getByLabel("Prénom du candidat (facultatif)", { exact: true }).fill("Inès");
    await invitation.getByLabel("Nom du candidat (facultatif)", { exact: true }).fill(`Œuvray ${id}`);
    await invitation.getByRole("textbox", { name: "E-mail du candidat", exact: true }).fill(`ines.${id}@exemple.fr`);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await invitation.getByRole("button", { name: "Créer l'invitation" }).click();

    const link = invitation.getByRole("textbox", { name: "Lien du questionnaire" });
    await expect(link).toHaveValue(/\/questionnaires\/light\/[0-9a-f-]{36}$/);
    const url = await link.inputValue();
    const publicId = url.split("/").pop()!;
    created.push(publicId);
    // Ticked by default: the candidate was e-mailed the link (issue 48; the invitation journey reads it).
    await expect(invitation.getByText("Questionnaire court créé. L'invitation a été envoyée au candidat. Lien du questionnaire")).toBeVisible();
    await expect(invitation.getByRole("button", { name: "Copier le lien" })).toBeVisible();
    // The form is emptied for the next invitation, the consultant kept.
    await expect(invitation.getByLabel("Nom du candidat (facultatif)", { exact: true })).toHaveValue("");
    await expect(invitation.getByLabel("E-mail du consultant")).toHaveValue(E2E_ADMIN.email);

    // The list, reloaded, holds the new survey; the search finds it by its accent-free name.
    await page.getByLabel("Recherche (nom, e-mail)").fill(`oeuvray ${id}`);
    const row = page.getByRole("row").filter({ hasText: `ines.${id}@exemple.fr` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Court");
    await expect(row).toContainText(E2E_ADMIN.email);
    await expect(row).toContainText("1-1");
    await expect(row).toContainText("Envoyée");
    expect(await noSidewaysScroll(page)).toBe(true);

    // The drawer: read-only fields, the PDF, the consulting view.
    await row.getByRole("button").first().click();
    const drawer = page.getByRole("dialog", { name: "Modifier : Questionnaire" });
    await expect(drawer.getByLabel("Prénom du candidat", { exact: true })).toHaveValue("Inès");
    await expect(drawer.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: /Consulter/ })).toHaveAttribute("href", `/questionnaires/consulting/light/${publicId}`);
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A long e-mail as the drawer's title wraps: the close button stays on screen.
    expect(await drawer.evaluate((aside) => aside.scrollWidth <= aside.clientWidth)).toBe(true);
    await expect(drawer.getByRole("button", { name: "Fermer" })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), drawer.getByRole("link", { name: "Télécharger le PDF" }).click()]);
    expect(download.suggestedFilename()).toBe(`questionnaire-ines-oeuvray-${id}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    await page.screenshot({ path: `test-results/job-survey-admin-${width}.png` });
  });
}

test("a visitor who opens the surveys manager sees the restricted area, and the PDF is refused", async ({ page }) => {
  const response = await page.goto(SCREEN);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { level: 1, name: "Zone d'accès réservé" })).toBeVisible();
  expect((await page.request.get("/api/jobs/job_surveys/1/download")).status()).toBe(401);
});
