import { expect, test } from "../support/e2e-test";
import {
  APPLICATION_MESSAGES,
  APPLICATION_SUCCESS,
  CANDIDATE_COOKIES_REQUIRED,
  CV_DROP_NOTICE,
  CV_DROP_PITCH,
  CV_DROP_SUCCESS,
} from "../../common/candidate-forms";
import { readJourneyFixtures } from "../support/journey-fixtures";
import { closeCookiePanel, cookiePanel, openJourneyOffer, solveCaptcha } from "../support/journey-steps";
import { expectReachable, seriousViolations } from "../support/page-checks";

// A small but well-formed PDF: the server recognises CVs by their content, not their name.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const pdfFile = (name = "cv-camille-durand.pdf") => ({ name, mimeType: "application/pdf", buffer: PDF });
const uniqueEmail = (who: string) => `${who}.${Date.now()}@exemple.fr`;

test("a candidate applies to an offer with a PDF; a text file is refused", async ({ page }) => {
  await openJourneyOffer(page);
  const apply = page.getByRole("button", { name: "Je postule" }).first();
  await apply.click();
  const dialog = page.getByRole("dialog", { name: `Postulez à ${readJourneyFixtures().live.name}` });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole("button", { name: "Envoyer ma candidature" });
  await expect(send).toBeDisabled();

  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill("camille@");
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).blur();
  await expect(dialog.getByText(APPLICATION_MESSAGES.email)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill(uniqueEmail("camille.durand"));
  await expect(dialog.getByText(APPLICATION_MESSAGES.email)).toBeHidden();
  await dialog.getByLabel("Lettre de motivation (facultatif)").fill("Conductrice de travaux depuis huit ans, je souhaite rejoindre une équipe régionale.");

  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("Mon CV en texte brut") });
  await expect(dialog.getByText(APPLICATION_MESSAGES.resumeType)).toBeVisible();
  await expect(dialog.getByTestId("resume-name")).toHaveCount(0);

  await fileInput.setInputFiles(pdfFile());
  await expect(dialog.getByTestId("resume-name")).toHaveText("cv-camille-durand.pdf");
  await expect(dialog.getByText(APPLICATION_MESSAGES.resumeType)).toBeHidden();
  await expect(dialog.getByRole("button", { name: /Retirer/ })).toBeVisible();

  await solveCaptcha(dialog);
  await expect(send).toBeDisabled();
  await dialog.getByLabel(/utilise mes données personnelles et mon CV/).check();
  // Ticking the terms gives the cookie consent, as on the contact form.
  expect((await page.context().cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("true");
  await expect(send).toBeEnabled();
  await send.click();

  await expect(dialog.getByText(APPLICATION_SUCCESS)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("link", { name: "Retourner aux offres" })).toHaveAttribute("href", "/nos-offres");
});

test("on a phone, an application from a throwaway address is refused with the spec's message, then goes through once corrected", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openJourneyOffer(page);
  await page.getByRole("button", { name: "Je postule" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Postulez à ${readJourneyFixtures().live.name}` });
  const email = dialog.getByRole("textbox", { name: "Adresse e-mail" });
  await email.fill("x@mailinator.com");
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile());
  await solveCaptcha(dialog);
  await dialog.getByLabel(/utilise mes données personnelles et mon CV/).check();
  const send = dialog.getByRole("button", { name: "Envoyer ma candidature" });
  await send.click();

  // Only the server knows the throwaway providers: its answer lands under the field.
  const refusal = dialog.getByText(APPLICATION_MESSAGES.emailNotPermanent);
  await expectReachable(page, refusal);
  await expect(email).toHaveAccessibleDescription(new RegExp(APPLICATION_MESSAGES.emailNotPermanent));
  await expect(dialog.getByText(APPLICATION_SUCCESS)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/apply-throwaway-390.png" });

  // The captcha was not spent on a wrong address: corrected, the application goes through.
  await email.fill(uniqueEmail("camille.permanente"));
  await expect(refusal).toBeHidden();
  await send.click();
  await expect(dialog.getByText(APPLICATION_SUCCESS)).toBeVisible({ timeout: 15_000 });
});

test("the apply dialog closes with Escape or «Fermer» and gives the focus back", async ({ page }) => {
  await openJourneyOffer(page);
  const apply = page.getByRole("button", { name: "Je postule" }).first();
  await apply.click();
  const dialog = page.getByRole("dialog", { name: `Postulez à ${readJourneyFixtures().live.name}` });
  await expect(dialog).toBeVisible();
  // Opened with showModal(): the page behind is inert.
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  await apply.click();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test("the header's «Drop ton CV» sends a CV to the pool", async ({ page }) => {
  // The captcha's answer is held until the filled form has been seen waiting for it: solved
  // while the fields were being filled, it left nothing to wait for on a fast run.
  let formChecked = () => {};
  const held = new Promise<void>((resolve) => (formChecked = resolve));
  await page.route("**/api/captcha/verify", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/nos-offres");
  await closeCookiePanel(page);
  const opener = page.getByRole("banner").getByRole("button", { name: "Drop ton CV" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Drop ton CV" });
  await expect(dialog.getByText(CV_DROP_PITCH)).toBeVisible();
  const send = dialog.getByRole("button", { name: "Envoyer mon CV" });
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill(uniqueEmail("hugo.bernard"));
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile("cv-hugo-bernard.pdf"));
  await dialog.getByLabel(/utilise mes données personnelles et mon CV/).check();
  await expect(send).toBeDisabled();
  formChecked();
  await solveCaptcha(dialog);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(dialog.getByText(CV_DROP_SUCCESS)).toBeVisible({ timeout: 15_000 });
  // Announced once the server took the CV.
  await expect(page.getByText(CV_DROP_NOTICE, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("with cookies refused, the CV drop says why it cannot be sent and opens the cookie panel", async ({ page }) => {
  await page.goto("/nos-offres");
  await cookiePanel(page).getByRole("button", { name: "Tout refuser" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Drop ton CV" }).click();
  const dialog = page.getByRole("dialog", { name: "Drop ton CV" });
  const notice = dialog.getByRole("button", { name: CANDIDATE_COOKIES_REQUIRED });
  await expect(notice).toBeVisible();
  await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill(uniqueEmail("lea.petit"));
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile());
  await expect(dialog.getByRole("button", { name: "Envoyer mon CV" })).toBeDisabled();

  await notice.click();
  await expect(cookiePanel(page)).toBeVisible();
  await cookiePanel(page).getByRole("button", { name: "Tout accepter" }).click();
  await expect(notice).toBeHidden();
});

test("on a phone, the menu's CV entry closes the menu and opens the CV drop", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await closeCookiePanel(page);
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const drawer = page.getByTestId("mobile-drawer");
  await drawer.getByRole("button", { name: "Nos offres d'emploi" }).click();
  await drawer.getByRole("button", { name: "Déposer votre CV" }).click();
  await expect(drawer).toBeHidden();
  const dialog = page.getByRole("dialog", { name: "Drop ton CV" });
  await expect(dialog).toBeVisible();
  // The whole dialog fits the 360 px screen: no sideways scrolling.
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();
});

test("the contact section's candidate view opens the CV drop", async ({ page }) => {
  await page.goto("/contact");
  await closeCookiePanel(page);
  await page.getByRole("button", { name: "Candidat" }).click();
  await page.locator("#contact").getByRole("button", { name: "Déposer votre CV" }).click();
  await expect(page.getByRole("dialog", { name: "Drop ton CV" })).toBeVisible();
});
