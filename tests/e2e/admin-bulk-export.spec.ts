import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

let created: number[] = [];

// A hook: the journey's pages go even when it fails half-way.
test.afterEach(async ({ page }) => {
  for (const id of created) await page.request.delete(`/api/admin/content/page/delete/${id}`, { headers: sameOrigin() });
  created = [];
});

/** The CSV a click downloads: its name and its lines (BOM checked and dropped). */
async function csvOf(page: Page, click: () => Promise<void>) {
  const download: Promise<Download> = page.waitForEvent("download");
  await click();
  const file = readFileSync((await (await download).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: (await download).suggestedFilename(), lines: file.subarray(3).toString("utf8").replace(/\r\n$/, "").split("\r\n") };
}

const checks = async (page: Page, what: string) => {
  expect(await noSidewaysScroll(page), `${what}: sideways scroll`).toBe(true);
  expect(await seriousViolations(page), `${what}: axe`).toEqual([]);
};

/** The pages manager's `call` refused once by the server: what `act` leads to shows its reason. */
async function refusedOnce(page: Page, call: "bulk" | "export", role: "status" | "alert", act: () => Promise<void>) {
  const detail = "Action réservée aux administrateurs";
  await page.route(`**/api/admin/content/page/${call}`, (route) => route.fulfill({ status: 403, json: { detail } }), { times: 1 });
  await act();
  await expect(page.getByRole(role).filter({ hasText: detail })).toBeVisible();
}

test("staff publish and delete pages in bulk, export the list and a CVthèque search, and walk records with J/K and the arrows", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(page, "/admin/content/page");
  const stamp = `Lot ${Date.now()}`;
  for (const n of [1, 2, 3, 4]) {
    const response = await page.request.post("/api/admin/content/page/save", {
      headers: sameOrigin(),
      data: { title: `${stamp} n° ${n}`, slug: `lot-e2e-${Date.now()}-${n}`, type: "CUSTOM", publishedOn: "" },
    });
    expect(response.status(), await response.text()).toBe(200);
    created.push(((await response.json()) as { id: number }).id);
  }
  await page.getByRole("complementary", { name: "Filtres" }).getByLabel("Recherche").fill(stamp);
  const table = page.getByRole("table");
  const rows = table.getByRole("row").filter({ hasText: stamp });
  await expect(rows).toHaveCount(4);

  // The four drafts selected with the page's box. A refused action says the server's reason
  // and lets the selection go; selected again, they are published at once.
  await page.getByRole("checkbox", { name: "Tout sélectionner" }).check();
  const selection = page.getByRole("region", { name: "Sélection" });
  await expect(selection).toContainText("4 éléments sélectionnés");
  await refusedOnce(page, "bulk", "status", () => selection.getByRole("button", { name: "Publier", exact: true }).click());
  await expect(selection).toBeHidden();
  await page.getByRole("checkbox", { name: "Tout sélectionner" }).check();
  await selection.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "4 pages publiées" })).toBeVisible();
  await expect(selection).toBeHidden();
  await expect(rows.filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ })).toHaveCount(4);
  const titles = await rows.getByRole("button").allTextContents();

  // A drawer open: J or ↓ the next record, K or ↑ the previous, wrapping; never while typing.
  await rows.first().getByRole("button", { name: titles[0] }).click();
  const drawer = page.getByRole("dialog", { name: "Modifier : Page" });
  const heading = drawer.getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(titles[0]!);
  for (const [key, index] of [
    ["j", 1],
    ["ArrowDown", 2],
    ["k", 1],
    ["ArrowUp", 0],
    ["ArrowUp", 3],
  ] as const) {
    await page.keyboard.press(key);
    await expect(heading, `after ${key}`).toHaveText(titles[index]!);
  }
  await drawer.getByRole("textbox", { name: "Titre" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(heading).toHaveText(titles[3]!);

  // «?» outside a field lists the shortcuts; Escape closes the list only, focus back where it was.
  const next = drawer.getByRole("button", { name: "Suivant" });
  await next.focus();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Raccourcis clavier" });
  await expect(help).toContainText("Ctrl");
  await expect(help).toContainText("Fiche suivante");
  await checks(page, "shortcuts");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(next).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // Two deleted after a confirmation that says how many and that it is for good.
  await page.getByRole("checkbox", { name: `Sélectionner ${titles[0]}` }).check();
  await page.getByRole("checkbox", { name: `Sélectionner ${titles[1]}` }).check();
  await selection.getByRole("button", { name: "Supprimer" }).click();
  await expect(selection.getByRole("alertdialog")).toContainText(/Supprimer définitivement 2\s?pages\s?\? Cette action est irréversible\./);
  await checks(page, "bulk delete confirmation");
  await selection.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 pages supprimées" })).toBeVisible();
  await expect(rows).toHaveCount(2);

  // An export refused says why, in an alert; then, nothing selected, the whole filtered list,
  // its columns and values in French.
  await refusedOnce(page, "export", "alert", () => page.getByRole("button", { name: "Exporter en CSV" }).click());
  const list = await csvOf(page, () => page.getByRole("button", { name: "Exporter en CSV" }).click());
  expect(list.name).toMatch(/^pages-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(list.lines[0]).toBe("Titre;Type;Adresse;Publication");
  expect(list.lines.slice(1).map((line) => line.split(";")[0])).toEqual(titles.slice(2));
  expect(list.lines[1]).toMatch(/;Page libre;\/[^;]+;\d{2}\/\d{2}\/\d{4}$/);

  // A glance at 390 px, a row selected.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("checkbox", { name: `Sélectionner ${titles[2]}` }).check();
  await expect(selection).toContainText("1 élément sélectionné");
  await checks(page, "pages at 390 px");
});

test("staff export a CVthèque search and walk its candidates with the keyboard", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(page, "/admin/jobs/candidat");
  const results = page.getByRole("region", { name: "Candidats" });
  const counter = results.getByRole("status").filter({ hasText: / sur / });
  const everyone = (await counter.textContent())!;
  await page.getByRole("complementary", { name: "Filtres" }).getByLabel("Profil").fill("comptable");
  await expect(counter).not.toHaveText(everyone);
  await expect(results).not.toHaveAttribute("aria-busy", "true");
  const found = Number((await counter.textContent())!.match(/^([\d\u00a0 ]+) candidat/)![1]!.replace(/\D/g, ""));
  expect(found).toBeGreaterThan(1);

  const file = await csvOf(page, () => results.getByRole("button", { name: "Exporter en CSV" }).click());
  expect(file.name).toMatch(/^candidats-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.lines[0]).toBe("Nom;Titre;Ville;Code postal;Offre;Reçu le");
  expect(file.lines).toHaveLength(found + 1);

  const names = await results
    .getByRole("row")
    .filter({ hasNot: page.getByRole("columnheader") })
    .getByRole("button")
    .allTextContents();
  expect(file.lines[1]!.split(";")[0]).toBe(names[0]);
  await results.getByRole("button", { name: names[0] }).click();
  const heading = page.getByRole("dialog", { name: names[0] }).getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(names[0]!);
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 2, name: names[1] })).toBeVisible();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("heading", { level: 2, name: names[0] })).toBeVisible();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Raccourcis clavier" });
  await expect(help).toContainText("Fiche précédente");
  // The CVthèque's drawer does not save with Ctrl+S: the list does not promise it.
  await expect(help).not.toContainText("Ctrl");
  await checks(page, "CVthèque shortcuts");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: names[0] })).toBeVisible();
});
