import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { signInAsStaff } from "../support/journey-steps";
import { subscribeAlert } from "../support/public-api";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";

const SCREEN = "/admin/donnees-personnelles";

// Solving the captcha in Node (PBKDF2) and building the ZIP take a while on 2 cores.
test.describe.configure({ timeout: 90_000 });

async function expectCleanPage(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
}

for (const width of [390, 1280]) {
  test(`an admin finds, exports and erases a person's data (${width} px)`, async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `camille.${width}.${Date.now()}@exemple-mail.fr`;
    // A context of its own: the visitor has no staff cookie.
    const visitor = await playwright.request.newContext({ baseURL });
    await subscribeAlert(visitor, email, { query: "comptable", location: "Lyon" });
    await visitor.dispose();

    await signInAsStaff(page, SCREEN);
    await expect(page.getByRole("heading", { level: 1, name: "Données personnelles" })).toBeVisible();
    const field = page.getByLabel("Adresse e-mail de la personne");
    await expect(field).toBeEditable();

    // A mistyped address is refused before any call.
    await field.fill("pas-une-adresse");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page.getByText("Adresse e-mail non valide")).toBeVisible();

    // By keyboard: typed in another case, sent with Enter.
    await field.fill(email.toUpperCase());
    await field.press("Enter");
    await expect(page.getByRole("heading", { name: `Résultats pour ${email}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alertes emploi (1)" })).toBeVisible();
    await expect(page.getByText(/Recherche\u00a0: comptable/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^E-mails envoyés \(\d+\)$/ })).toBeVisible();
    await expectCleanPage(page);
    const exportButton = page.getByRole("button", { name: "Exporter (ZIP)" });
    const eraseButton = page.getByRole("button", { name: "Effacer toutes les données" });
    await expectReachable(page, exportButton);
    await expectReachable(page, eraseButton);

    const downloading = page.waitForEvent("download");
    await exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    await expect(page.getByText(/Export téléchargé/)).toBeVisible();

    // Escape backs out; focus returns to the button.
    await eraseButton.click();
    const dialog = page.getByRole("dialog", { name: "Effacer toutes les données de cette personne\u00a0?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    await expectCleanPage(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(eraseButton).toBeFocused();

    await eraseButton.press("Enter");
    await dialog.getByRole("button", { name: "Oui, tout effacer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Les données ont été effacées\u00a0: \d+\u00a0éléments/)).toBeFocused();

    await field.fill(email);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page.getByText("Aucune donnée n'est enregistrée pour cette adresse.")).toBeVisible();
    await expect(exportButton).toHaveCount(0);

    // The log: newest first, what and who, never the address.
    const log = page.getByTestId("data-requests");
    await expect(log.getByRole("listitem").first()).toContainText("Consultation");
    await expect(log.getByRole("listitem").nth(1)).toContainText("Effacement");
    await expect(log.getByRole("listitem").nth(2)).toContainText("Export");
    await expect(log).not.toContainText(email);
    await expectCleanPage(page);

    // The dial's Admin block leads here (admins only).
    await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
    await expect(page.getByRole("dialog", { name: "Outils d'administration" }).getByRole("link", { name: "Données personnelles" })).toHaveAttribute(
      "href",
      SCREEN,
    );
  });
}
