import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { defaultBrand } from "../../common/brand";

// The journeys' server runs without BRAND_* variables: the default brand is what it shows.
const { legal } = defaultBrand;

const legalPages = [
  { path: "/mentions-legales", h1: "Mentions légales", title: "Mentions légales" },
  { path: "/donnees-personnelles", h1: "Vos données personnelles", title: "Données personnelles" },
  { path: "/care-candidat", h1: "Nos engagements envers les candidats", title: "Care candidat : nos engagements envers les candidats" },
];

/** The panel opens after hydration on a first visit; refusing keeps it closed for the rest of the test. */
async function refuseCookies(page: Page) {
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await panel.getByRole("button", { name: "Tout refuser" }).click();
  await expect(panel).toBeHidden();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("each legal page answers 200 with its h1, its own title and canonical, without console errors", async ({ page }) => {
  // Hydration mismatches and CSP violations surface as console errors.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text().slice(0, 1500)));
  page.on("pageerror", (error) => errors.push(error.message));
  const descriptions = new Set<string | null>();
  for (const [index, item] of legalPages.entries()) {
    const response = await page.goto(item.path);
    expect(response?.status()).toBe(200);
    if (index === 0) await refuseCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.h1);
    await expect(page).toHaveTitle(`${item.title} | ${defaultBrand.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${escapeRegExp(item.path)}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    descriptions.add(await page.locator('meta[name="description"]').getAttribute("content"));
  }
  expect(descriptions.size).toBe(legalPages.length);
  expect(errors).toEqual([]);
});

test("the legal notices state the publisher and the host from the brand settings", async ({ page }) => {
  await page.goto("/mentions-legales");
  await refuseCookies(page);
  const publisher = page.getByRole("region", { name: "Éditeur du site", exact: true });
  await expect(publisher).toContainText(legal.companyName);
  await expect(publisher).toContainText(legal.legalForm);
  await expect(publisher).toContainText(legal.shareCapital);
  await expect(publisher).toContainText(legal.rcs);
  await expect(publisher).toContainText(legal.headOffice);
  await expect(publisher).toContainText(legal.publicationDirector);
  const host = page.getByRole("region", { name: "Hébergement", exact: true });
  await expect(host).toContainText(legal.host.name);
  await expect(host).toContainText(legal.host.address);
  await expect(page.getByRole("region", { name: "Conception et réalisation", exact: true })).toContainText(legal.design);
  await expect(page.getByRole("region", { name: "Conditions générales d'utilisation", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vos droits et comment les exercer", exact: true })).toBeVisible();
});

test("the personal-data page keeps CVs 2 years, explains how to ask, links the CNIL in a new tab", async ({ page }) => {
  await page.goto("/donnees-personnelles");
  await refuseCookies(page);
  const main = page.getByRole("main");
  const cvCard = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Candidatures et CV déposés", exact: true }) });
  await expect(cvCard).toContainText("2 ans après votre dernier contact avec nous, puis suppression automatique");

  const rights = main.getByRole("region", { name: "Vos droits et comment les exercer", exact: true });
  await expect(rights.getByRole("link", { name: legal.dpoEmail, exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${escapeRegExp(legal.dpoEmail)}\\?subject=`),
  );
  await expect(rights).toContainText("dans un délai d'un mois");
  const cnil = rights.getByRole("link", { name: /www\.cnil\.fr/ });
  await expect(cnil).toHaveAttribute("href", "https://www.cnil.fr");
  await expect(cnil).toHaveAttribute("target", "_blank");
  await expect(cnil).toHaveAttribute("rel", /noopener/);

  // The page's own button reopens the consent choice, as the footer link does.
  await main.getByRole("button", { name: "Modifier mes choix de cookies" }).click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toBeVisible();
});

test("the candidate care page lists the commitments and leads to the personal-data page", async ({ page }) => {
  await page.goto("/care-candidat");
  await refuseCookies(page);
  const main = page.getByRole("main");
  for (const commitment of ["Une réponse à chaque candidature", "Un retour après chaque entretien", "Aucun CV envoyé sans votre accord"]) {
    await expect(main.getByRole("heading", { level: 3, name: commitment, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Nous contacter", exact: true })).toHaveAttribute("href", "/contact");
  await main.getByRole("link", { name: "Tout savoir sur vos données personnelles" }).click();
  await expect(page).toHaveURL(/\/donnees-personnelles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vos données personnelles" })).toBeVisible();
});

test("the footer links «Mentions légales» and «Données personnelles» navigate to their pages", async ({ page }) => {
  await page.goto("/");
  await refuseCookies(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Mentions légales", exact: true }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
  await footer.getByRole("link", { name: "Données personnelles", exact: true }).click();
  await expect(page).toHaveURL(/\/donnees-personnelles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vos données personnelles" })).toBeVisible();
});
