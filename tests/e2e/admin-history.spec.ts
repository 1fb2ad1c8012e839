import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { readByTheTask, sameOrigin, signInAsStaff } from "../support/journey-steps";
import { droppedCandidate } from "../support/dropped-candidate";
import { E2E_ADMIN } from "../support/e2e-admin";

// Issue 49: every save through a manager or the CVthèque leaves a line in the record's
// «Historique» tab: who (the journeys' superuser has no name: its address), when, what.
test.use({ viewport: { width: 1366, height: 768 } });

/** «28 nov. 2026 à 00:34 · » at the start of a line: when it happened, Paris time. */
const WHEN = /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4} à \d{2}:\d{2} · /;
const quoted = (value: string) => `«\u00a0${value}\u00a0»`;

const historyLines = (drawer: Locator) => drawer.getByRole("list", { name: "Modifications, de la plus récente à la plus ancienne" }).getByRole("listitem");

async function openHistory(page: Page, drawer: Locator) {
  await drawer.getByRole("tab", { name: "Historique" }).click();
  await expect(drawer.getByRole("tab", { name: "Historique" })).toHaveAttribute("aria-selected", "true");
  await expect(drawer.getByRole("status").filter({ hasText: "Chargement…" })).toHaveCount(0);
}

test("staff read who changed what and when in a tag's «Historique», after editing it in its manager", async ({ page }) => {
  const stamp = Date.now();
  await signInAsStaff(page, "/admin/content/tag");
  // Created by the API, edited here as staff would.
  const created = await page.request.post("/api/admin/content/tag/save", {
    data: { title: `Histoire ${stamp}`, slug: `histoire-${stamp}` },
    headers: sameOrigin(),
  });
  const tag = (await created.json()) as { id: number };

  await page.getByLabel("Recherche").fill(`Histoire ${stamp}`);
  await page
    .getByRole("row")
    .filter({ hasText: `histoire-${stamp}` })
    .getByRole("button", { name: `Histoire ${stamp}` })
    .click();
  const drawer = page.getByRole("dialog", { name: "Modifier : Tag" });
  // A manager without tabs of its own: «Fiche» for the form, then «Historique».
  await expect(drawer.getByRole("tab")).toHaveText(["Fiche", "Historique"]);
  await expect(drawer.getByRole("tab", { name: "Fiche" })).toHaveAttribute("aria-selected", "true");
  // The record is shown before it is edited, as staff see it.
  await expect(drawer.getByLabel("Titre")).toHaveValue(`Histoire ${stamp}`);
  await drawer.getByLabel("Titre").fill(`Mémoire ${stamp}`);
  await drawer.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Le tag a été modifié" })).toBeVisible();

  await page.getByLabel("Recherche").fill(`Mémoire ${stamp}`);
  await page
    .getByRole("row")
    .filter({ hasText: `histoire-${stamp}` })
    .getByRole("button", { name: `Mémoire ${stamp}` })
    .click();
  await openHistory(page, drawer);
  await expect(historyLines(drawer)).toHaveCount(2);
  await expect(historyLines(drawer).first()).toHaveText(WHEN);
  await expect(historyLines(drawer).first()).toContainText(
    `${E2E_ADMIN.email} a modifié\u00a0: Titre (${quoted(`Histoire ${stamp}`)} → ${quoted(`Mémoire ${stamp}`)})`,
  );
  await expect(historyLines(drawer).nth(1)).toContainText(
    `${E2E_ADMIN.email} a créé\u00a0: Titre (${quoted(`Histoire ${stamp}`)}), Slug (${quoted(`histoire-${stamp}`)})`,
  );
  // The form is still there, its edits kept, behind «Fiche».
  await expect(drawer.getByLabel("Titre")).toBeHidden();
  await drawer.getByRole("tab", { name: "Fiche" }).click();
  await expect(drawer.getByLabel("Titre")).toHaveValue(`Mémoire ${stamp}`);
  await drawer.getByRole("tab", { name: "Historique" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/admin-history-1366-tag.png" });

  // A new tag has no history yet: no tab for it.
  await drawer.getByRole("button", { name: "Fermer" }).click();
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter : Tag" }).getByRole("tab")).toHaveCount(0);
  expect((await page.request.delete(`/api/admin/content/tag/delete/${tag.id}`, { headers: sameOrigin() })).status()).toBe(200);
});

test("a recruiter corrects a candidate in the CVthèque and reads the correction in its «Historique», on a phone too", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `camille.historique.${Date.now()}@exemple.fr`;
  await droppedCandidate(page, email);
  await signInAsStaff(page, "/admin/jobs/candidat");
  await readByTheTask(page, email, "Camille Durand");
  await page.getByRole("complementary", { name: "Filtres" }).getByLabel("Qui").fill(email);
  await expect(page.getByText(/^1 candidat sur/)).toBeVisible();
  await page
    .getByRole("region", { name: "Candidats" })
    .getByRole("row")
    .filter({ hasText: "Camille Durand" })
    .getByRole("button", { name: "Camille Durand" })
    .click();
  let drawer = page.getByRole("dialog", { name: "Camille Durand" });
  await openHistory(page, drawer);
  await expect(drawer.getByText("Aucune modification enregistrée")).toBeVisible();

  await drawer.getByRole("tab", { name: "Candidat", exact: true }).click();
  await drawer.getByRole("button", { name: "Modifier" }).click();
  await drawer.getByRole("form", { name: "Modifier le candidat" }).getByLabel("Nom", { exact: true }).fill("Camille Mémoire");
  await drawer.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Le candidat a été modifié" })).toBeVisible();
  drawer = page.getByRole("dialog", { name: "Camille Mémoire" });
  await openHistory(page, drawer);
  await expect(historyLines(drawer)).toHaveCount(1);
  await expect(historyLines(drawer)).toHaveText(WHEN);
  await expect(historyLines(drawer)).toContainText(`${E2E_ADMIN.email} a modifié\u00a0: Nom (${quoted("Camille Durand")} → ${quoted("Camille Mémoire")})`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/admin-history-1366-candidate.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(historyLines(drawer)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "test-results/admin-history-390-candidate.png" });
});
