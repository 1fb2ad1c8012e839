import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { outboxMails } from "../support/outbox";

const BILAN = "/nos-prestations/bilan-de-competences";
const CONSEIL = "/nos-prestations/conseil-rh";

/** The panel opens once the page is hydrated: closing it also tells us the page is interactive. */
async function dismissCookies(page: Page, button: "Tout refuser" | "Fermer sans choisir" = "Tout refuser") {
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: button }).click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toBeHidden();
}

test.describe("skills assessment on a phone", () => {
  // One service card per view, so moving to the next slide is visible.
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page shows the price, opens the CPF site in a new tab and offers the three other services", async ({ page }) => {
    const response = await page.goto(BILAN);
    expect(response?.status()).toBe(200);
    await dismissCookies(page);
    await expect(page).toHaveTitle(/Bilan de compétences/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faites le point sur votre carrière et donnez-lui un nouveau cap");
    await expect(page.getByText("1 890 €", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Réserver mon premier rendez-vous gratuit" })).toHaveAttribute("href", "#contact");

    const cpf = page.getByRole("link", { name: /^Financer avec mon CPF/ });
    await expect(cpf).toHaveAttribute("href", /^https:\/\/www\.moncompteformation\.gouv\.fr/);
    await expect(cpf).toHaveAttribute("target", "_blank");
    await expect(cpf).toHaveAttribute("rel", /\bnoopener\b/);

    const carousel = page.getByRole("region", { name: "Découvrez nos autres services" });
    const slides = carousel.getByRole("listitem");
    await expect(slides).toHaveCount(3);
    const links = carousel.getByRole("link");
    await expect(links).toHaveText(["Conseil RH", "Événementiel", "Recrutement prédictif"]);
    await expect(links.nth(0)).toHaveAttribute("href", "/nos-prestations/conseil-rh");
    await expect(links.nth(1)).toHaveAttribute("href", "/services/evenementiel");
    await expect(links.nth(2)).toHaveAttribute("href", "/services/1er-cabinet-specialise-dans-le-recrutement-predictif");

    await carousel.scrollIntoViewIfNeeded();
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.5 });
    await carousel.getByRole("button", { name: "Diapositive suivante" }).click();
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.5 });
  });
});

test("the HR consulting contact panel appears past 1900 px and reveals the phone and the e-mail", async ({ page }) => {
  const response = await page.goto(CONSEIL);
  expect(response?.status()).toBe(200);
  await dismissCookies(page);
  await expect(page).toHaveTitle(/Conseil RH/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des ressources humaines qui soutiennent votre croissance");
  for (const step of ["Analyse de votre demande", "Revue RH partagée", "Accompagnement GPEC", "Bilan à 3 mois"]) {
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`${step}$`) })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Découvrez nos autres services" }).getByRole("listitem")).toHaveCount(3);

  const panel = page.getByRole("complementary", { name: "Contact rapide" });
  const toggle = panel.getByRole("button", { name: "Nous contacter", exact: true });
  await expect(page.getByRole("button", { name: "Nous contacter", exact: true })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 2000));
  // The page is taller than 2000 px plus a screen (contact form, agencies, footer).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1900);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const phone = panel.locator('a[href^="tel:"]');
  const mail = panel.locator('a[href^="mailto:"]');
  await expect(phone).toBeHidden();
  await expect(mail).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(phone).toBeVisible();
  await expect(phone).toHaveText(/\d{2}/);
  await expect(mail).toBeVisible();
  await expect(mail).toHaveText(/@/);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(phone).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("button", { name: "Nous contacter", exact: true })).toHaveCount(0);
});

test("the service form of the skills assessment page sends a lead end to end", async ({ page }) => {
  await page.goto(BILAN);
  await dismissCookies(page, "Fermer sans choisir");
  const form = page.getByRole("form", { name: "Formulaire de contact entreprise" });
  const send = form.getByRole("button", { name: "Envoyer", exact: true });
  await expect(send).toBeDisabled();
  // The service variant asks for name, e-mail and phone only.
  await expect(form.getByLabel("Société")).toHaveCount(0);
  await expect(form.getByLabel("Département")).toHaveCount(0);
  await expect(form.getByLabel("Votre projet de recrutement")).toHaveCount(0);

  await form.getByLabel("Nom et prénom").fill("Lucie Bilanservice");
  await form.getByLabel("Adresse e-mail").fill("lucie.bilanservice@orange.fr");
  await form.getByLabel("Téléphone").fill("06 12 34 56 78");

  // Nothing to tick: the captcha solved itself while the visitor typed.
  await expect(form.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(/^J'accepte que mes informations soient utilisées/).check();
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByText("Génial, Votre message est bien arrivé, On revient vers vous très vite !")).toBeVisible();
  // The firm's notification names the visitor and says the lead came from this page's short form.
  await expect
    .poll(() =>
      outboxMails()
        .filter((mail) => mail.includes("Lucie Bilanservice"))
        // Undo quoted-printable soft line breaks before looking for a long line.
        .some((mail) => mail.replace(/=\r?\n/g, "").includes(`${BILAN} (formulaire de service)`)),
    )
    .toBe(true);
});
