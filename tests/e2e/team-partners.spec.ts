import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { defaultBrand } from "../../common/brand";
import { partnerSeeds, teamMemberSeeds } from "../../server/seed/team-partners";
import { cutText } from "../../app/components/employer-brand/cut-text";

// The journeys start from a freshly seeded database: the demo team and partners are there.
const members = teamMemberSeeds(defaultBrand.name);
const TEAM_PATH = `/marque-employeur/notre-equipe/${defaultBrand.slug}`;
const PARTNERS_PATH = `/marque-employeur/nos-partenaires/${defaultBrand.slug}/`;
const NOT_FOUND_TEXT = "C'est juste une Erreur 404 : en fait la page demandée n'existe pas ou n'existe plus.";

async function dismissCookiePanel(page: Page) {
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await panel.getByRole("button", { name: "Tout refuser" }).click();
  await expect(panel).toBeHidden();
}

test("the team page lists every member and «Voir plus» reveals a description cut at 170 characters", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto(TEAM_PATH);
  expect(response?.status()).toBe(200);
  await dismissCookiePanel(page);
  await expect(page).toHaveTitle(`Notre équipe : les consultants qui recrutent pour vous | ${defaultBrand.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${TEAM_PATH}$`));
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Notre équipe", exact: true })).toBeVisible();
  for (const member of members) {
    await expect(main.getByRole("heading", { level: 2, name: `${member.firstname} ${member.lastname}`, exact: true })).toBeVisible();
  }

  // Every demo description is longer than 170 characters: take the first card.
  const [first] = members;
  expect(first.description.length).toBeGreaterThan(170);
  const card = main.getByRole("article", { name: `${first.firstname} ${first.lastname}`, exact: true });
  const cut = cutText(first.description);
  expect(cut.endsWith("…")).toBe(true);
  await expect(card.getByText(cut, { exact: true })).toBeVisible();
  await expect(card.getByText(first.description, { exact: true })).toBeHidden();

  const toggle = card.getByRole("button", { name: /^Voir plus/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Enabled once hydrated: a click before that would be lost.
  await expect(toggle).toBeEnabled();
  await toggle.click();
  const open = card.getByRole("button", { name: /^Voir moins/ });
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await expect(card.getByText(first.description, { exact: true })).toBeVisible();
  await expect(card.getByText(cut, { exact: true })).toBeHidden();
  // The other cards stay folded.
  const second = main.getByRole("article", { name: `${members[1].firstname} ${members[1].lastname}`, exact: true });
  await expect(second.getByRole("button", { name: /^Voir plus/ })).toHaveAttribute("aria-expanded", "false");

  await open.click();
  await expect(card.getByRole("button", { name: /^Voir plus/ })).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByText(cut, { exact: true })).toBeVisible();

  // The contact and agencies sections close the page.
  await expect(page.locator("#contact")).toBeAttached();
  await expect(main.getByRole("heading", { name: "Retrouvez nos agences de recrutement dans toute la France" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a brand segment other than the firm's answers 404 on the team and partners pages", async ({ page }) => {
  for (const path of ["/marque-employeur/notre-equipe/une-autre-marque", "/marque-employeur/nos-partenaires/une-autre-marque/"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TEXT);
  }
});

test("the partners page shows the 4/6-column grid of partners opening in a new tab", async ({ page }) => {
  const response = await page.goto(PARTNERS_PATH);
  expect(response?.status()).toBe(200);
  await dismissCookiePanel(page);
  await expect(page).toHaveTitle(`Nos partenaires : écoles, sites emploi et réseaux professionnels | ${defaultBrand.name}`);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Nos partenaires", exact: true })).toBeVisible();

  const grid = main.getByRole("list", { name: "Nos partenaires", exact: true });
  await expect(grid).toHaveClass(/(^|\s)lg:grid-cols-4(\s|$)/);
  await expect(grid).toHaveClass(/(^|\s)xl:grid-cols-6(\s|$)/);
  await expect(grid.getByRole("listitem")).toHaveCount(partnerSeeds.length);

  const links = grid.getByRole("link");
  await expect(links).toHaveCount(partnerSeeds.length);
  for (const partner of partnerSeeds) {
    const link = grid.locator(`a[href="${partner.url}"]`);
    await expect(link).toContainText(partner.label);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  // Without the trailing slash the page answers too.
  const bare = await page.goto(PARTNERS_PATH.replace(/\/$/, ""));
  expect(bare?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Nos partenaires", exact: true })).toBeVisible();
});

test("the Great Place to Work page answers with its h1 and the contact section", async ({ page }) => {
  const response = await page.goto("/qui-sommes-nous/nos-engagements/great-place-to-work");
  expect(response?.status()).toBe(200);
  await dismissCookiePanel(page);
  await expect(page).toHaveTitle(`Great Place to Work® : notre engagement employeur | ${defaultBrand.name}`);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Great Place to Work®, notre engagement employeur");
  await expect(main.getByRole("heading", { level: 2, name: "Ce que notre certification change pour vous" })).toBeVisible();
  await expect(page.locator("#contact")).toBeAttached();
});

test("the legal notice's publication director is a member of the team page, and no demo value says «fictif»", async ({ page }) => {
  await page.goto("/mentions-legales");
  const director = page.locator("dt", { hasText: "Direction de la publication" }).locator("xpath=following-sibling::dd");
  const name = (await director.innerText()).split(",")[0].trim();
  expect(name).not.toBe("");
  await expect(page.locator("body")).not.toContainText(/fictif/i);

  await page.goto(TEAM_PATH);
  await expect(page.locator("main").getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
});
