import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { emptyRootBox } from "../../common/editorial";
import { closeCookiePanel, sameOrigin, signInAsStaff } from "../support/journey-steps";

const BUILDER = "/admin/content/pagebuilder";

/** The pages a test created, removed after it whatever happened. */
let created: number[] = [];

test.afterEach(async ({ page }) => {
  for (const id of created) await page.request.delete(`/api/content/delete_page/${id}`, { headers: sameOrigin() });
  created = [];
});

/** Staff signs in on the builder, a fresh empty ELEMENTS page is created, then chosen. */
async function openFreshPage(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signInAsStaff(page, BUILDER);
  await expect(page.getByRole("heading", { level: 1, name: "Page builder" })).toBeVisible();
  const title = `Page composée ${stamp}`;
  const saved = await page.request.post("/api/content/page_save", {
    headers: sameOrigin(),
    data: { title, slug: `page-composee-${stamp}`, type: "ELEMENTS", elements: emptyRootBox() },
  });
  expect(saved.status()).toBe(200);
  const { id, path } = (await saved.json()) as { id: number; path: string };
  created.push(id);
  // The list is read on arrival: the new page is there after a reload.
  await page.reload();
  await page.getByLabel("Choisir une page").selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`[?&]page=${id}$`));
  await expect(page.getByRole("button", { name: "Boîte racine" })).toHaveAttribute("aria-pressed", "false");
  return { id, path, title, stamp };
}

async function addElement(page: Page, label: string) {
  await page.getByLabel("Type d'élément").selectOption({ label });
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
}

const activePanel = (page: Page) => page.getByRole("region", { name: /^Élément actif/ });

test("staff composes a page from a header and a button, saves it, and visitors see it", async ({ page }) => {
  const { id, path, stamp } = await openFreshPage(page);
  const headerTitle = `Recrutez avec nous ${stamp}`;
  const buttonLabel = `Parlons-en ${stamp}`;
  const outline = page.getByRole("region", { name: "Éléments de la page" });
  const preview = page.getByTestId("page-builder-preview");

  // A header, added at the end of the root box and made active, then edited.
  await addElement(page, "En-tête");
  await expect(activePanel(page).getByRole("heading", { name: "Élément actif : En-tête" })).toBeVisible();
  await expect(outline.getByRole("button", { name: "En-tête — Titre de la section" })).toHaveAttribute("aria-pressed", "true");
  await activePanel(page).getByLabel("Titre", { exact: true }).fill(headerTitle);
  await activePanel(page).getByLabel("Marge intérieure (px)").fill("24");
  await expect(preview.getByText(headerTitle)).toBeVisible();
  await expect(preview.locator("header").filter({ hasText: headerTitle })).toHaveCSS("padding-top", "24px");

  // The active element is a toggle: pressed again, it is let go; pressed once more, back.
  const headerEntry = outline.getByRole("button", { name: `En-tête — ${headerTitle}` });
  await headerEntry.click();
  await expect(headerEntry).toHaveAttribute("aria-pressed", "false");
  await expect(activePanel(page)).toHaveCount(0);
  await headerEntry.click();
  await expect(headerEntry).toHaveAttribute("aria-pressed", "true");
  await expect(activePanel(page).getByLabel("Marge intérieure (px)")).toHaveValue("24");

  // A button after it, with its default link.
  await addElement(page, "Bouton");
  await expect(activePanel(page).getByLabel("Lien du bouton")).toHaveValue("/contact");
  await activePanel(page).getByLabel("Libellé du bouton").fill(buttonLabel);
  await expect(outline.getByRole("button")).toHaveText(["Boîte racine", `En-tête — ${headerTitle}`, `Bouton — ${buttonLabel}`]);
  expect(await seriousViolations(page)).toEqual([]);

  // A link the server refuses: the save fails with its French reason, nothing is lost.
  await activePanel(page).getByLabel("Lien du bouton").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Le lien du bouton doit être une ancre" })).toBeVisible();
  await activePanel(page).getByLabel("Lien du bouton").fill("/contact");

  // Unsaved edits: choosing another page asks first.
  const picker = page.getByLabel("Choisir une page");
  const chosen = await picker.inputValue();
  await picker.selectOption({ index: 0 });
  const prompt = page.getByRole("alertdialog", { name: "Modifications non enregistrées" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Continuer la modification" }).click();
  await expect(picker).toHaveValue(chosen);
  await expect(outline.getByRole("button")).toHaveCount(3);

  await page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "La page a été enregistrée" })).toBeVisible();
  await expect(page.getByText("Modifications non enregistrées")).toHaveCount(0);

  // The public page, server-rendered from the saved tree.
  await expect(page.getByRole("link", { name: "Voir la page publique" })).toHaveAttribute("href", path);
  expect((await page.goto(path))?.status()).toBe(200);
  await closeCookiePanel(page);
  const heading = page.getByRole("heading", { name: headerTitle });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeInViewport();
  expect(await heading.evaluate((h) => getComputedStyle(h.closest("header")!).padding)).toBe("24px");
  const link = page.getByRole("link", { name: buttonLabel });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await expect(link).toHaveAttribute("href", "/contact");
  // Below the header, as composed.
  expect((await link.boundingBox())!.y).toBeGreaterThan((await heading.boundingBox())!.y);

  // Back in the builder, the address opens the saved page again.
  await page.goto(`${BUILDER}?page=${id}`);
  await expect(page.getByRole("button", { name: `Bouton — ${buttonLabel}` })).toBeVisible();
  await expect(page.getByLabel("Choisir une page")).toHaveValue(String(id));
});

test("at 390 px the builder stacks its panels, scrolls only down and works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFreshPage(page);
  const outline = page.getByRole("region", { name: "Éléments de la page" });

  // From the keyboard: the type chosen with the arrows, «Ajouter» pressed with Enter.
  await page.getByLabel("Type d'élément").focus();
  await page.getByLabel("Type d'élément").selectOption({ label: "Texte" });
  const add = page.getByRole("button", { name: "Ajouter", exact: true });
  await add.focus();
  await page.keyboard.press("Enter");
  const textEntry = outline.getByRole("button", { name: "Texte — Votre texte" });
  await expect(textEntry).toHaveAttribute("aria-pressed", "true");
  await textEntry.focus();
  await page.keyboard.press("Space");
  await expect(textEntry).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(textEntry).toHaveAttribute("aria-pressed", "true");
  await addElement(page, "En-tête");

  expect(await noSidewaysScroll(page)).toBe(true);
  // «Ajouter» is on screen and nothing (the admin dial, a notice) lies over it.
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport();
  const box = (await add.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return Boolean(hit?.closest("button")?.textContent?.includes("Ajouter"));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
  // Stacked: the panels above the preview, each as wide as the screen allows.
  const preview = page.getByRole("region", { name: "Aperçu de la page" });
  expect((await preview.boundingBox())!.y).toBeGreaterThan((await activePanel(page).boundingBox())!.y);
  expect(await seriousViolations(page)).toEqual([]);
});
