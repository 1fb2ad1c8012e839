import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { outboxMails } from "../support/outbox";

test("an employer corrects the form's mistakes, solves the captcha and sends a request", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Fermer sans choisir" }).click();
  const form = page.getByRole("form", { name: "Formulaire de contact entreprise" });
  const send = form.getByRole("button", { name: "Envoyer", exact: true });
  await expect(send).toBeDisabled();

  await form.getByLabel("Nom et prénom").fill("A");
  await form.getByLabel("Adresse e-mail").fill("claire@");
  await form.getByLabel("Téléphone").fill("12");
  await form.getByLabel("Votre projet de recrutement").fill("!!!!!!");
  await expect(form.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expect(form.getByText("Format d'email invalide")).toBeVisible();
  await expect(form.getByText("Format invalide. Le numéro doit contenir au moins 6 chiffres")).toBeVisible();
  await expect(form.getByText("Le contenu semble invalide. Veuillez saisir un message cohérent")).toBeVisible();
  await expect(form.getByLabel("Nom et prénom")).toHaveAttribute("aria-invalid", "true");
  // Untouched required fields stay quiet until a submit is attempted.
  await expect(form.getByText("Le nom de la société est requis")).toBeHidden();

  await form.getByLabel("Nom et prénom").fill("Claire Martin");
  await form.getByLabel("Société").fill("Bâtir Rhône E2E");
  await form.getByLabel("Adresse e-mail").fill("claire.martin@batir-rhone.fr");
  await form.getByLabel("Téléphone").fill("04 72 00 00 00");
  await form.getByLabel("Département").selectOption({ label: "69 – Rhône" });
  await form.getByLabel("Votre projet de recrutement").fill("Nous recrutons deux conducteurs de travaux pour nos chantiers lyonnais.");
  await expect(form.getByText("Format d'email invalide")).toBeHidden();
  await expect(send).toBeDisabled();

  // Nothing to tick: the captcha solved itself while the visitor typed.
  await expect(form.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
  await expect(send).toBeDisabled();
  await form.getByLabel(/J'accepte que mes informations soient utilisées/).check();
  // Ticking the terms gives the cookie consent (spec 1 §4).
  expect((await page.context().cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("true");
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByText("Génial, Votre message est bien arrivé, On revient vers vous très vite !")).toBeVisible();
  await expect.poll(() => outboxMails().some((mail) => mail.includes("B=C3=A2tir Rh=C3=B4ne E2E") || mail.includes("Bâtir Rhône E2E"))).toBe(true);
});

test("a throwaway e-mail domain is flagged as the visitor leaves the field, asking the server for the domain only", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/branding/check_email_domain")) checks.push(request.url());
  });
  await page.goto("/contact");
  await page.getByRole("dialog", { name: "Vos choix en matière de cookies" }).getByRole("button", { name: "Fermer sans choisir" }).click();
  const form = page.getByRole("form", { name: "Formulaire de contact entreprise" });
  const mail = form.getByLabel("Adresse e-mail");
  await mail.fill("claire.martin@yopmail.com");
  await expect(form.getByText("Veuillez utiliser une adresse email valide et permanente")).toBeHidden();
  await mail.press("Tab");
  await expect(form.getByText("Veuillez utiliser une adresse email valide et permanente")).toBeVisible();
  await expect(mail).toHaveAttribute("aria-invalid", "true");
  // Back into the field and out again: the answer is remembered, not asked twice.
  await mail.focus();
  await mail.press("Tab");
  expect(checks).toHaveLength(1);
  expect(checks[0]).toMatch(/\?domain=yopmail\.com$/);

  await mail.fill("claire.martin@batir-rhone.fr");
  await expect(form.getByText("Veuillez utiliser une adresse email valide et permanente")).toBeHidden();
  await mail.press("Tab");
  await expect.poll(() => checks.length).toBe(2);
  await expect(form.getByText("Veuillez utiliser une adresse email valide et permanente")).toBeHidden();
});

test("a visitor who refused cookies sees the note, which opens the cookie panel", async ({ page }) => {
  await page.goto("/contact");
  const panel = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await panel.getByRole("button", { name: "Tout refuser" }).click();
  await expect(panel).toBeHidden();
  const note = page.getByRole("button", { name: "Veuillez accepter les cookies afin de pouvoir envoyer vos informations" });
  await expect(note).toBeVisible();
  await expect(page.getByRole("button", { name: "Envoyer", exact: true })).toBeDisabled();
  await note.click();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Tout accepter" }).click();
  await expect(note).toBeHidden();
});

test("the candidate view points to the offers and the CV drop", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Tout refuser" }).click();
  await page.getByRole("button", { name: "Candidat" }).click();
  await expect(page.getByRole("button", { name: "Candidat" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("form", { name: "Formulaire de contact entreprise" })).toBeHidden();
  await expect(page.locator("#contact").getByRole("link", { name: "Voir nos offres" })).toHaveAttribute("href", "/nos-offres");
  await page.locator("#contact").getByRole("button", { name: "Déposer votre CV" }).click();
  await expect(page.getByRole("dialog", { name: "Drop ton CV" })).toBeVisible();
});

async function fillValidRequest(page: Page): Promise<Locator> {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Tout accepter" }).click();
  const form = page.getByRole("form", { name: "Formulaire de contact entreprise" });
  await form.getByLabel("Nom et prénom").fill("Marc Leroy");
  await form.getByLabel("Société").fill("Leroy Logistique");
  await form.getByLabel("Adresse e-mail").fill("marc.leroy@leroy-logistique.fr");
  await form.getByLabel("Téléphone").fill("0320000000");
  await form.getByLabel("Département").selectOption({ label: "59 – Nord" });
  await form.getByLabel("Votre projet de recrutement").fill("Trois préparateurs de commandes pour notre entrepôt.");
  await form.getByLabel(/J'accepte que mes informations soient utilisées/).check();
  return form;
}

async function solveCaptcha(form: Locator) {
  await expect(form.getByRole("status").filter({ hasText: "Le captcha est valide" })).toBeVisible({ timeout: 20_000 });
}

test("network failures offer a retry while there were fewer than 3", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/branding/save_contact_form", (route) => {
    calls += 1;
    return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ detail: "indisponible" }) });
  });
  const form = await fillValidRequest(page);
  const alert = form.getByRole("alert");
  for (const [attempt, label] of [
    [1, "Réessayer"],
    [2, "Réessayer"],
    [3, "Envoyer"],
  ] as const) {
    await solveCaptcha(form);
    await form.getByRole("button", { name: attempt === 1 ? "Envoyer" : "Réessayer", exact: true }).click();
    await expect(alert).toHaveText("Problème de connexion. Vérifiez votre connexion internet.");
    await expect(form.getByRole("button", { name: label, exact: true })).toBeVisible();
  }
  expect(calls).toBe(3);
});

test("a rate-limited request reads the spec's message", async ({ page }) => {
  await page.route("**/api/branding/save_contact_form", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ detail: "x" }) }),
  );
  const form = await fillValidRequest(page);
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("Trop de tentatives. Veuillez patienter avant de réessayer.");
});
