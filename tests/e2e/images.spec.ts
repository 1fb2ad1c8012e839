import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import sharp from "sharp";
import { defaultBrand } from "../../common/brand";
import { signInAsStaff } from "../support/journey-steps";

/** A photo as staff would pick it: a real JPEG, larger than any variant. */
async function photo(colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: "photo-equipe.jpg", mimeType: "image/jpeg", buffer };
}

/** Loaded and drawn by the browser (not merely in the DOM), from one of our variants. */
async function expectShown(image: Locator, folder: string) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Chromium picks the AVIF source of the <picture>.
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/media/files/${folder}/\\d+-[0-9a-f]{8}-\\d+\\.avif$`));
}

/**
 * What a test created is removed even when it fails half-way: a leftover recruiter or partner
 * would make another spec's count of the demo records fail in its place.
 */
async function removeLeftovers(page: Page, origin: string, manager: string, id: string) {
  const api = `/api${manager}`;
  // The staff session's cookie is the page's; writes must also carry the site's Origin.
  const headers = { Origin: origin };
  const found = await page.request.post(`${api}/search`, { headers, data: { page: 1, limit: 25, query: id } });
  expect(found.status()).toBe(200);
  for (const row of ((await found.json()) as { rows: { id: number }[] }).rows) {
    expect((await page.request.delete(`${api}/delete/${row.id}`, { headers })).status()).toBe(200);
  }
}

// Each journey has sharp encode AVIF and WebP variants on the server while the sweep runs on the
// other core: 20–26 s on a quiet machine, so the default 30 s is too tight.
test.describe.configure({ timeout: 90_000 });

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function dismissCookiesIfAsked(page: Page) {
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  if (await panel.isVisible()) await panel.getByRole("button", { name: "Tout refuser" }).click();
}

/** Types in a rich-text field: plain words, then a bold one with the editor's shortcut. */
async function typeRichText(page: Page, editor: Locator, plain: string, bold: string) {
  await editor.click();
  await page.keyboard.type(`${plain} `);
  await page.keyboard.press("Control+b");
  await page.keyboard.type(bold);
  await page.keyboard.press("Control+b");
}

let leftover: { manager: string; id: string } | undefined;
// A hook, not a `finally`: it also runs when the journey times out.
test.afterEach(async ({ page, baseURL }) => {
  if (leftover) await removeLeftovers(page, new URL(baseURL!).origin, leftover.manager, leftover.id);
  leftover = undefined;
});

test("a team member is created with a photo and rich text, shown on the team page, edited without the photo, and deleted", async ({ page }) => {
  const teamPath = `/marque-employeur/notre-equipe/${defaultBrand.slug}`;
  const lastname = `Imagée${Date.now()}`;
  leftover = { manager: "/admin/branding/teammember", id: lastname };
  await signInAsStaff(page, "/admin/branding/teammember");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Membre de l'équipe" });
  await drawer.getByLabel("Prénom").fill("Inès");
  await drawer.getByRole("textbox", { name: "Nom", exact: true }).fill(lastname);
  await drawer.getByLabel("Poste").fill("Consultante industrie");
  await drawer.getByLabel("Photo").setInputFiles(await photo("#b45309"));
  await expect.poll(() => drawer.getByRole("img", { name: "Aperçu de l'image" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await typeRichText(page, drawer.getByLabel("Description"), "Recrute des", "soudeurs");
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(status(page, "Le membre de l'équipe a été créé")).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.goto(teamPath);
  await dismissCookiesIfAsked(page);
  const card = page.getByRole("article", { name: `Inès ${lastname}` });
  await expectShown(card.locator("img"), "teammember");
  await expect(card.locator("strong", { hasText: "soudeurs" })).toBeVisible();

  // Edit: the photo removed, the page shows initials again.
  await page.goto("/admin/branding/teammember");
  await page.getByLabel("Recherche").fill(lastname);
  await page.getByRole("row").filter({ hasText: lastname }).getByRole("button").first().click();
  const editor = page.getByRole("dialog", { name: "Modifier : Membre de l'équipe" });
  await expect.poll(() => editor.getByRole("img", { name: "Aperçu de l'image" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await editor.getByRole("button", { name: "Retirer l'image" }).click();
  await editor.getByRole("button", { name: "Enregistrer" }).click();
  await expect(status(page, "Le membre de l'équipe a été modifié")).toBeVisible();
  await page.goto(teamPath);
  await expect(page.getByRole("article", { name: `Inès ${lastname}` }).locator("img")).toHaveCount(0);

  await page.goto("/admin/branding/teammember");
  await page.getByLabel("Recherche").fill(lastname);
  await page.getByRole("row").filter({ hasText: lastname }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(status(page, "Le membre de l'équipe a été supprimé")).toBeVisible();
  await page.goto(teamPath);
  await expect(page.getByRole("article", { name: `Inès ${lastname}` })).toHaveCount(0);
});

test("a wrong file is refused in the drawer in French before anything is sent", async ({ page }) => {
  await signInAsStaff(page, "/admin/branding/partner");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Partenaire" });
  await drawer.getByLabel("Logo").setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(drawer.getByRole("alert")).toHaveText("Format d'image non accepté : .png, .jpg, .jpeg ou .webp");
  await expect(drawer.getByRole("img", { name: "Aperçu de l'image" })).toHaveCount(0);
});

type Family = {
  manager: string;
  name: string;
  created: string;
  fill: (drawer: Locator, id: string) => Promise<void>;
  imageLabel: string;
  richTextLabel: string;
  folder: string;
  publicPath: (id: string) => string;
  /** The picture on the public page; job sheets serve theirs through the spec's own call. */
  image: (page: Page, id: string) => Locator;
};

const families: Family[] = [
  {
    manager: "/admin/branding/agency",
    name: "Agence",
    created: "L'agence a été créée",
    fill: async (drawer, id) => {
      await drawer.getByRole("textbox", { name: "Titre", exact: true }).fill(`Agence Imagée ${id}`);
      await drawer.getByLabel(/^Slug/).fill(`imagee-${id}`);
      await drawer.getByLabel("Active (page publiée)").check();
    },
    imageLabel: "Photo de l'agence",
    richTextLabel: "Contenu",
    folder: "agency",
    publicPath: (id) => `/nos-agences/cabinet-recrutement-imagee-${id}`,
    // The photo of the «about» section (the header shows it faintly as its banner too).
    image: (page) => page.locator("main picture img").last(),
  },
  {
    manager: "/admin/branding/independant",
    name: "Recruteur indépendant",
    created: "Le recruteur indépendant a été créé",
    fill: async (drawer, id) => {
      await drawer.getByRole("textbox", { name: "Nom", exact: true }).fill(`Rémi Imagé ${id}`);
      await drawer.getByLabel(/^Slug/).fill(`remi-image-${id}`);
    },
    imageLabel: "Photo",
    richTextLabel: "Présentation (qui est le recruteur)",
    folder: "independant",
    publicPath: (id) => `/nos-recruteurs/remi-image-${id}`,
    image: (page) => page.locator("main picture img").first(),
  },
  {
    manager: "/admin/branding/partner",
    name: "Partenaire",
    created: "Le partenaire a été créé",
    fill: async (drawer, id) => {
      await drawer.getByLabel("Libellé").fill(`Partenaire Imagé ${id}`);
      await drawer.getByLabel("Slug").fill(`partenaire-image-${id}`);
      await drawer.getByLabel("Position").fill("0");
    },
    imageLabel: "Logo",
    richTextLabel: "Description",
    folder: "partner",
    publicPath: () => `/marque-employeur/nos-partenaires/${defaultBrand.slug}/`,
    image: (page, id) =>
      page
        .getByRole("listitem")
        .filter({ hasText: `Partenaire Imagé ${id}` })
        .locator("img"),
  },
];

for (const family of families) {
  test(`«${family.name}»: created with a picture and rich text, shown on its public page in AVIF, its picture replaced, then deleted`, async ({ page }) => {
    const id = String(Date.now());
    leftover = { manager: family.manager, id };
    await signInAsStaff(page, family.manager);
    await page.getByRole("button", { name: "Ajouter" }).click();
    const drawer = page.getByRole("dialog", { name: `Ajouter : ${family.name}` });
    await family.fill(drawer, id);
    await drawer.getByLabel(family.imageLabel).setInputFiles(await photo("#0f766e"));
    await typeRichText(page, drawer.getByRole("textbox", { name: family.richTextLabel, exact: true }), "Texte de", `présentation${id}`);
    await drawer.getByRole("button", { name: "Créer" }).click();
    await expect(status(page, family.created)).toBeVisible();

    const visit = await page.goto(family.publicPath(id));
    expect(visit?.status()).toBe(200);
    await dismissCookiesIfAsked(page);
    await expectShown(family.image(page, id), family.folder);
    await expect(page.locator("main strong", { hasText: `présentation${id}` })).toBeVisible();
    const first = await family.image(page, id).evaluate((img: HTMLImageElement) => img.currentSrc);

    // Edited: another picture replaces the first one on the page.
    await page.goto(family.manager);
    await page.getByLabel(/Recherche/).fill(id);
    await page.getByRole("row").filter({ hasText: id }).getByRole("button").first().click();
    const editor = page.getByRole("dialog", { name: `Modifier : ${family.name}` });
    await editor.getByLabel(family.imageLabel).setInputFiles(await photo("#be123c"));
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a été modifi" })).toBeVisible();
    await page.goto(family.publicPath(id));
    await expectShown(family.image(page, id), family.folder);
    expect(await family.image(page, id).evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(first);
    expect((await page.request.get(first)).status()).toBe(404);

    await page.goto(family.manager);
    await page.getByLabel(/Recherche/).fill(id);
    await page.getByRole("row").filter({ hasText: id }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a été supprim" })).toBeVisible();
  });
}

test("a job sheet's illustration uploaded in the manager is what the sheet shows", async ({ page }) => {
  const id = String(Date.now());
  leftover = { manager: "/admin/jobs/jobprofile", id };
  await signInAsStaff(page, "/admin/jobs/jobprofile");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Fiche métier" });
  await drawer.getByRole("textbox", { name: "Titre", exact: true }).fill(`Soudeur ${id}`);
  await drawer.getByLabel(/^Slug/).fill(`soudeur-${id}`);
  await drawer.getByLabel("Type").selectOption({ label: "Industrie" });
  await drawer.getByLabel("Illustration").setInputFiles(await photo("#7c3aed"));
  await typeRichText(page, drawer.getByRole("textbox", { name: "Description", exact: true }), "Le soudeur assemble", `pièces${id}`);
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(status(page, "La fiche métier a été créée")).toBeVisible();

  expect((await page.goto(`/fiche-metier/soudeur-${id}`))?.status()).toBe(200);
  await dismissCookiesIfAsked(page);
  const image = page.getByRole("img", { name: `Illustration du métier Soudeur ${id}` });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Purple, as uploaded: not the drawn demo illustration; the file the browser chose to show.
  const pixel = await page.request.get(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  const { dominant } = await sharp(await pixel.body()).stats();
  expect(dominant.b).toBeGreaterThan(dominant.g);
  await expect(page.locator("main strong", { hasText: `pièces${id}` })).toBeVisible();

  await page.goto("/admin/jobs/jobprofile");
  await page.getByLabel("Quelle Fiche Métier ?").fill(id);
  await page.getByRole("row").filter({ hasText: id }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(status(page, "La fiche métier a été supprimée")).toBeVisible();
});
