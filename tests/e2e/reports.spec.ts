import { expect, test } from "../support/e2e-test";
import { signInAsStaff } from "../support/journey-steps";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

const REPORTS = "/admin/content/rapports";

test("staff run the link and SEO analysis and read an object's reports", async ({ page }) => {
  // The crawl renders every agency, city page, page, training and job sheet page once.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, REPORTS);
  await expect(page.getByRole("heading", { level: 1, name: "Rapports de liens et SEO" })).toBeVisible();

  await page.getByRole("button", { name: "Lancer l'analyse maintenant" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Analyse lancée|déjà prévue/ })).toBeVisible();

  // Reports are written page by page while the task runs: they appear on a refresh.
  const rows = page.getByRole("list", { name: "Rapports" }).getByRole("listitem");
  await expect(async () => {
    await page.getByRole("button", { name: "Actualiser" }).click();
    await expect(rows.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 240_000, intervals: [2_000] });
  await expect(rows.first()).toContainText(/mis à jour (maintenant|il y a)/);

  // Filtering by content type keeps only that type.
  await page.getByLabel("Type de contenu").selectOption({ label: "Agence" });
  await expect(async () => {
    await page.getByRole("button", { name: "Actualiser" }).click();
    await expect(rows.first()).toContainText("Agence", { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });

  // An agency's report, read while the list still shows only agencies (changing the filter
  // again would reload the list under the click).
  const first = rows.first().getByRole("button");
  const label = (await first.textContent())!.trim();
  await first.click();
  const details = page.getByRole("region", { name: label });
  await expect(details).toBeVisible();
  // Shown below the list, they come into view with the focus on their heading (issue 49).
  const heading = details.getByRole("heading", { level: 2, name: label });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(details.getByRole("region", { name: "SEO" })).toContainText("Meta description");
  const links = details.getByRole("region", { name: "Liens" });
  await expect(
    links
      .getByText(/^(Success|Error)$/)
      .first()
      .or(links.getByText("Aucun lien n'a été détecté.")),
  ).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noSidewaysScroll(page), `sideways scroll at ${width} px`).toBe(true);
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
});

test("an agency's drawer shows its latest reports and leads to their entries", async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsStaff(page, REPORTS);
  // The first journey ran the analysis; a run of this one alone starts it here.
  await page.getByRole("button", { name: "Lancer l'analyse maintenant" }).click();
  await page.getByLabel("Type de contenu").selectOption({ label: "Agence" });
  const rows = page.getByRole("list", { name: "Rapports" }).getByRole("listitem");
  await expect(async () => {
    await page.getByRole("button", { name: "Actualiser" }).click();
    await expect(rows.first()).toContainText("Agence", { timeout: 2_000 });
  }).toPass({ timeout: 240_000, intervals: [2_000] });
  const agency = (await rows.first().getByRole("button").textContent())!.trim();

  await page.goto("/admin/branding/agency");
  await page.getByLabel("Recherche").fill(agency);
  await page.getByRole("row").filter({ hasText: agency }).getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "Modifier : Agence" });
  await expect(drawer.getByRole("heading", { name: "Rapport" })).toBeVisible();
  await expect(drawer.getByText(/^(Liens|SEO)\u00a0:/).first()).toBeVisible();
  await drawer.getByRole("link", { name: "Voir le détail du rapport" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/rapports\?model=agency&objectId=\d+$/);
  await expect(page.getByRole("region", { name: agency })).toBeVisible();
});
