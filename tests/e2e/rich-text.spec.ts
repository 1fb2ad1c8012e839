import { expect, test } from "../support/e2e-test";
import type { Locator } from "@playwright/test";
import { noSidewaysScroll } from "../support/page-checks";
import { defaultBrand } from "../../common/brand";
import { signInAsStaff } from "../support/journey-steps";

// Issue 15: staff format a text with the drawer's toolbar, on a phone-sized screen, and the
// public page shows it formatted. The member is created and deleted here: the other journeys
// read the seeded team as it was seeded.
test.use({ viewport: { width: 390, height: 844 } });

const TEAM_PATH = `/marque-employeur/notre-equipe/${defaultBrand.slug}`;
const NAME = { firstname: "Inès", lastname: `Essai-Riche-${Date.now()}` };

type EditorState = { selection: { from: number; to: number }; doc: { content: { size: number }; textBetween: (a: number, b: number) => string } };

/** What the editor's own state has selected (TipTap keeps its instance on the editable element), and whether it ends the text. */
const editorSelection = (editor: Locator) =>
  editor.evaluate((element) => {
    const { state } = (element as HTMLElement & { editor: { state: EditorState } }).editor;
    const { from, to } = state.selection;
    // The document's size counts the paragraph's closing token after the last character.
    return { text: state.doc.textBetween(from, to), atEnd: to === state.doc.content.size - 1 };
  });

test("a team member's description formatted with the toolbar shows bold text and a list on the team page", async ({ page }) => {
  await signInAsStaff(page, "/admin/branding/teammember");
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Membre de l'équipe" });
  await drawer.getByLabel("Prénom").fill(NAME.firstname);
  await drawer.getByRole("textbox", { name: "Nom", exact: true }).fill(NAME.lastname);
  await drawer.getByLabel("Poste").fill("Consultante recrutement BTP");
  await drawer.getByLabel("Ordre d'affichage").fill("100000");

  // The editor is loaded on demand; its toolbar fits the 390 px drawer.
  const editor = drawer.getByRole("textbox", { name: "Description" });
  const toolbar = drawer.getByRole("toolbar", { name: "Mise en forme" });
  await expect(editor).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  const box = await toolbar.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  // Keyboard only: select a word, reach «Gras» from the editor (one tab stop, then the arrows).
  await editor.click();
  await page.keyboard.type("Une consultante passionnée");
  // The whole text is in before selecting (a busy machine lost a key press otherwise), then the
  // last word is selected the keyboard's way and checked before formatting it.
  await expect(editor).toHaveText("Une consultante passionnée");
  await page.keyboard.press("Control+Shift+ArrowLeft");
  // The editor reads the browser's selection a moment later: leaving it before then (Shift+Tab)
  // would bold the empty cursor (CI saw «Gras» pressed and no bold word). TipTap keeps its
  // instance on the editable element.
  await expect.poll(() => editorSelection(editor)).toEqual({ text: "passionnée", atEnd: true });
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Titre de niveau 2" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Gras" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toolbar.getByRole("button", { name: "Gras" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("strong")).toHaveText("passionnée");

  // A bullet list with the mouse. Enter waits until the editor has read the caret End moved:
  // pressed at once, it replaced the word still selected in its state (issue 51: the record was
  // saved without «passionnée»). A person's End and Enter are never a millisecond apart.
  await editor.press("End");
  await expect.poll(() => editorSelection(editor)).toEqual({ text: "", atEnd: true });
  await editor.press("Enter");
  await toolbar.getByRole("button", { name: "Liste à puces" }).click();
  await page.keyboard.type("Chefs de chantier");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Conducteurs de travaux");
  await expect(toolbar.getByRole("button", { name: "Liste à puces" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.getByRole("listitem")).toHaveText(["Chefs de chantier", "Conducteurs de travaux"]);

  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Le membre de l'équipe a été créé" })).toBeVisible();
  await expect(drawer).toBeHidden();

  // Opened again, the record shows its formatting and is not «modified» by being shown.
  await page.getByLabel("Recherche").fill(NAME.lastname);
  const row = page.getByRole("row").filter({ hasText: NAME.lastname });
  await row.getByRole("button").first().click();
  const edit = page.getByRole("dialog", { name: "Modifier : Membre de l'équipe" });
  await expect(edit.getByRole("textbox", { name: "Description" }).locator("strong")).toHaveText("passionnée");
  await edit.getByRole("button", { name: "Fermer" }).click();
  await expect(edit.getByRole("alertdialog", { name: "Modifications non enregistrées" })).toHaveCount(0);
  await expect(edit).toBeHidden();

  // The public page, as a visitor on a phone sees it.
  const response = await page.goto(TEAM_PATH);
  expect(response?.status()).toBe(200);
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  if (await panel.isVisible()) await panel.getByRole("button", { name: "Tout refuser" }).click();
  const card = page.locator("main").getByRole("article", { name: `${NAME.firstname} ${NAME.lastname}`, exact: true });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator("strong")).toHaveText("passionnée");
  await expect(card.locator("strong")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["Chefs de chantier", "Conducteurs de travaux"]);
  await expect(card).not.toContainText("<strong>");
  expect(await noSidewaysScroll(page)).toBe(true);

  // Leave the team as the other journeys expect it.
  await page.goto("/admin/branding/teammember");
  await page.getByLabel("Recherche").fill(NAME.lastname);
  await page.getByRole("row").filter({ hasText: NAME.lastname }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Le membre de l'équipe a été supprimé" })).toBeVisible();
});
