import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { CANDIDATE_COOKIES_REQUIRED } from "../../common/candidate-forms";
import { SURVEY_STEPS } from "../../common/job-survey";
import { E2E_ADMIN } from "../support/e2e-admin";
import { cookiePanel, sameOrigin } from "../support/journey-steps";
import { seriousViolations } from "../support/page-checks";

// Issue 48: every form's captcha is ready before the visitor needs it (nothing to focus, nothing
// to tick), a disabled action says why, and focus goes where the next action is after a page of
// results, a cookie choice and in every dialog. Each journey starts on a fresh page, nothing focused.

const VIEWPORTS = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1280 px", width: 1280, height: 900 },
];

const CAPTCHA_VALID = "Le captcha est valide";
const captchaValid = (scope: Locator) => expect(scope.getByRole("status").filter({ hasText: CAPTCHA_VALID })).toBeVisible({ timeout: 20_000 });
const nothingFocused = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
const focusInside = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement));

async function freshPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }, cookies: "accepted" | "none") {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", viewport });
  if (cookies === "accepted") await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
  return context.newPage();
}

/** A survey staff created with the candidate's contact known: its first sub-step is complete on arrival. */
async function surveyLink(browser: Browser, baseURL: string) {
  const staff = await browser.newContext({ baseURL });
  const login = await staff.request.post("/api/account/login_old", { headers: sameOrigin(), data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const response = await staff.request.post("/api/jobs/job_survey_create", {
    headers: sameOrigin(),
    data: {
      type: "FULL",
      recruiterEmail: E2E_ADMIN.email,
      candidateFirstName: "Inès",
      candidateLastName: "Prêt",
      candidateEmail: `ines.pret.${Date.now()}@exemple.fr`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  await staff.close();
  return new URL(url).pathname;
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.name} the survey's «Suivant» works on arrival, with no field focused`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const path = await surveyLink(browser, baseURL!);
    const page = await freshPage(browser, baseURL!, viewport, "accepted");
    await page.goto(path);
    const form = page.getByRole("form", { name: "Questionnaire" });
    await expect(form.getByRole("heading", { level: 2 })).toHaveText(SURVEY_STEPS.FULL[0]!.substeps[0]!.title);
    expect(await nothingFocused(page)).toBe(true);

    // The captcha solved itself: the visitor's first press on «Suivant» moves on.
    const next = form.getByRole("button", { name: "Suivant" });
    await expect(next).toBeEnabled({ timeout: 20_000 });
    await captchaValid(form);
    await next.click();
    await expect(form.getByRole("heading", { level: 2 })).toHaveText(SURVEY_STEPS.FULL[0]!.substeps[1]?.title ?? SURVEY_STEPS.FULL[1]!.substeps[0]!.title);

    // An empty sub-step: «Suivant» is disabled and says why, tied to the button.
    await expect(next).toBeDisabled();
    const reason = form.getByText(/^Pour continuer\u00a0: répondez aux questions obligatoires \(\*\)\.$/);
    await expect(reason).toBeVisible();
    await expect(next).toHaveAttribute("aria-describedby", (await reason.getAttribute("id"))!);
    expect(await seriousViolations(page), `axe at ${viewport.name}`).toEqual([]);
  });

  test(`at ${viewport.name} a cookie choice hands focus to the survey it unlocked`, async ({ browser, baseURL }) => {
    const path = await surveyLink(browser, baseURL!);
    const page = await freshPage(browser, baseURL!, viewport, "none");
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Cookies requis" })).toBeVisible();
    // At 390 px from the page's notice (a modal panel); at 1280 px from the panel shown on arrival.
    if (viewport.width < 640)
      await page
        .getByRole("main")
        .getByRole("button", { name: /Veuillez accepter les cookies/ })
        .click();
    await cookiePanel(page).getByRole("button", { name: "Tout accepter" }).click();
    await expect(page.getByRole("heading", { name: "Votre questionnaire", level: 1 })).toBeFocused();
  });

  test(`at ${viewport.name} another page of offers puts focus on its results`, async ({ browser, baseURL }) => {
    const page = await freshPage(browser, baseURL!, viewport, "none");
    await page.goto("/nos-offres");
    // Refusing cookies also proves the page is hydrated: the page links are the router's.
    await cookiePanel(page).getByRole("button", { name: "Tout refuser" }).click();
    const results = page.getByRole("region", { name: "Résultats de la recherche" });
    await expect(results.getByRole("article")).toHaveCount(25);
    const pagination = page.getByRole("navigation", { name: "Pagination des offres" });
    await pagination.getByRole("link", { name: "Suivant" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(results.getByText(/^\d+ offres$/)).toBeFocused();
    // Tab from there goes on to the first offer, not back to the top of the page.
    await page.keyboard.press("Tab");
    expect(await focusInside(results)).toBe(true);
  });

  test(`at ${viewport.name} the alert dialog names the department as its e-mails do, keeps Tab inside, and its captcha is ready`, async ({
    browser,
    baseURL,
  }) => {
    const page = await freshPage(browser, baseURL!, viewport, "accepted");
    await page.goto("/nos-offres?location=33");
    await page.getByRole("button", { name: "Créer ton alerte" }).click();
    const dialog = page.getByRole("dialog", { name: "Activer les alertes pour cette recherche" });
    await expect(dialog.getByRole("definition")).toHaveText("Gironde (33)");
    await captchaValid(dialog);
    const activate = dialog.getByRole("button", { name: "Activer" });
    await expect(activate).toBeDisabled();
    const reason = dialog.getByText("Avant d'activer\u00a0: saisissez une adresse e-mail valide, cochez la case de consentement.");
    await expect(reason).toBeVisible();
    await expect(activate).toHaveAttribute("aria-describedby", (await reason.getAttribute("id"))!);
    expect(await seriousViolations(page), `axe at ${viewport.name}`).toEqual([]);
    for (let step = 0; step < 16; step++) {
      await page.keyboard.press(step % 4 === 3 ? "Shift+Tab" : "Tab");
      expect(await focusInside(dialog), `focus left the dialog after ${step + 1} presses`).toBe(true);
    }
  });
}

test("in the CV drop dialog Tab stays inside around the captcha, and accepting cookies from its notice returns to the form", async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL!, { width: 1280, height: 900 }, "none");
  await page.goto("/nos-offres");
  await cookiePanel(page).getByRole("button", { name: "Fermer sans choisir" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Drop ton CV" }).click();
  const dialog = page.getByRole("dialog", { name: "Drop ton CV" });
  await captchaValid(dialog);
  // Every control once, both ways, then round again: never out of the dialog.
  for (let step = 0; step < 24; step++) {
    await page.keyboard.press(step % 6 === 5 ? "Shift+Tab" : "Tab");
    expect(await focusInside(dialog), `focus left the dialog after ${step + 1} presses`).toBe(true);
  }
  await expect(dialog.getByText(/^Avant d'envoyer\u00a0: .*acceptez les cookies/)).toBeVisible();

  await dialog.getByRole("button", { name: CANDIDATE_COOKIES_REQUIRED }).click();
  await cookiePanel(page).getByRole("button", { name: "Tout accepter" }).click();
  await expect(cookiePanel(page)).toBeHidden();
  // The notice is gone with the refusal; the next thing to do is the first field to fill.
  await expect(dialog.getByRole("textbox", { name: "Adresse e-mail" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});
