import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { E2E_ADMIN } from "../support/e2e-admin";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import { verifiedCaptchaId } from "../support/public-api";
import { pdfBytes } from "../support/resume-fixtures";

const HOME = "/admin";
const PHONE = { width: 390, height: 844 };

// Solving the captcha in Node (PBKDF2) takes a while on 2 cores.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1366, height: 900 } });

/** A visitor drops a CV into the pool, as the public dialog sends it. */
async function dropCv(request: APIRequestContext, email: string) {
  const captchaId = await verifiedCaptchaId(request);
  const dropped = await request.post("/api/jobs/drop_cv", {
    headers: { "X-Cookie-Consent": "true" },
    multipart: { email, isRgpd: "true", captchaId, uploadedFile: { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes() } },
  });
  expect(dropped.status()).toBe(200);
}

/** The superuser creates a recruiter's staff account (no admin rights) and sets its password. */
async function createRecruiter(request: APIRequestContext, email: string, password: string) {
  expect((await request.post("/api/account/login_old", { data: E2E_ADMIN, headers: sameOrigin() })).status()).toBe(200);
  const saved = await request.post("/api/account/save_user", { data: { email, firstName: "Inès", isStaff: true }, headers: sameOrigin() });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  expect((await request.post("/api/account/change_password", { data: { id, password }, headers: sameOrigin() })).status()).toBe(200);
}

/** The count a card's text starts with: «3 nouveaux CV…» → 3, «Aucun…» → 0. */
async function countOf(card: ReturnType<Page["getByRole"]>) {
  const text = (await card.textContent()) ?? "";
  return /^Aucune? /.test(text) ? 0 : Number(text.match(/^\d+/)![0]);
}

test("a recruiter signs in at /admin, sees what is new since a week, follows the new CVs and a saved search to exactly those candidates; at 390 px too", async ({
  page,
  request,
}) => {
  const recruiter = { email: `recruteuse.${Date.now()}@alto-recrutement.example`, password: "un-mot-de-passe-de-recruteuse" };
  const candidate = `depot.accueil.${Date.now()}@exemple.fr`;
  // The visitor first: once signed in, the context's writes would need the site's Origin.
  await dropCv(request, candidate);
  await createRecruiter(request, recruiter.email, recruiter.password);

  // A fresh page: the home asks her to sign in, then shows her figures (a first visit: 7 days).
  await page.goto(HOME);
  await page.getByLabel("Adresse e-mail").fill(recruiter.email);
  await page.getByLabel("Mot de passe").fill(recruiter.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accueil du back-office" })).toBeVisible();
  await expect(page.getByText("Première visite : les nouveautés des 7 derniers jours.")).toBeVisible();
  const recruitment = page.getByRole("region", { name: "Recrutement" });
  const cvs = recruitment.getByRole("link", { name: /CV déposés? ces 7 derniers jours$/ });
  await expect(cvs).toHaveText(/^\d+ nouveaux? CV déposés? ces 7 derniers jours$/);
  const dropped = await countOf(cvs);
  expect(dropped).toBeGreaterThanOrEqual(1);
  await expect(recruitment.getByRole("link", { name: /candidatures? ces 7 derniers jours$/ })).toBeVisible();
  await expect(recruitment.getByRole("link", { name: /questionnaires? complétés? ces 7 derniers jours$/ })).toBeVisible();
  // A recruiter is no administrator: no failed e-mails nor tasks for her.
  await expect(page.getByRole("region", { name: "Administration" })).toHaveCount(0);
  await expect(page.getByText("Aucune recherche enregistrée")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/admin-home-recruiter-1366.png", fullPage: true });

  // She saves a search in the CVthèque (its call), then opens the home on her phone.
  const saved = await page.request.post("/api/jobs/save_candidate_search", {
    data: { label: "Dépôt de l'accueil", queries: { contact: candidate } },
    headers: sameOrigin(),
  });
  expect(saved.status()).toBe(200);
  await page.setViewportSize(PHONE);
  await page.reload();
  const search = page.getByRole("region", { name: "Mes recherches enregistrées" }).getByRole("link", { name: "Dépôt de l'accueil" });
  await expect(search).toBeVisible();
  await expect(cvs).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/admin-home-recruiter-390.png", fullPage: true });

  // The new CVs: the CVthèque lists exactly those candidates, the one dropped above among them.
  await page.setViewportSize({ width: 1366, height: 900 });
  await cvs.click();
  await expect(page).toHaveURL(/\/admin\/jobs\/candidat\?depuis=.+&envoi=CV_DROP$/);
  await expect(page.getByRole("status").filter({ hasText: / sur / })).toHaveText(new RegExp(`^${dropped} candidats? sur `));
  await expect(page.getByRole("button", { name: candidate })).toBeVisible();
  // The list says what it holds, and the filter comes off.
  const notice = page.getByRole("complementary", { name: "Filtres" }).getByText(/^CV déposés depuis le \d+ \S+ \d{4} à \d\d:\d\d$/);
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: "Retirer ce filtre" }).click();
  await expect(notice).toBeHidden();

  // Her saved search, from the home: the CVthèque opens on it.
  await page.goBack();
  await search.click();
  await expect(page).toHaveURL(/\/admin\/jobs\/candidat\?recherche=\d+$/);
  await expect(page.getByLabel("Qui")).toHaveValue(candidate);
  await expect(page.getByRole("status").filter({ hasText: / sur / })).toHaveText(/^1 candidat sur /);
  await expect(page.getByRole("button", { name: candidate })).toBeVisible();
});

test("an admin sees failed e-mails and tasks, reports in error and content missing SEO fields, and follows them to the filtered lists", async ({ page }) => {
  await signInAsStaff(page, HOME);
  // The home is one click away from any page, in the dial.
  await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
  await expect(page.getByRole("dialog", { name: "Outils d'administration" }).getByRole("link", { name: "Accueil du back-office" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await page.getByRole("button", { name: "Fermer les outils d'administration" }).click();
  const admin = page.getByRole("region", { name: "Administration" });
  const emails = admin.getByRole("link", { name: /e-mails? en échec$/ });
  await expect(emails).toHaveText(/^(Aucun e-mail|\d+ e-mails?) en échec$/);
  await expect(admin.getByRole("link", { name: /tâches? en échec$/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: /rapports? de liens en erreur$/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: /rapports? SEO en erreur$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/admin-home-admin-1366.png", fullPage: true });
  const failed = await countOf(emails);

  // The failed e-mails: the e-mails manager opens filtered on «Échec», with that many rows.
  await emails.click();
  await expect(page).toHaveURL(/\/admin\/mailer\/email\?status=FAILED$/);
  await expect(page.getByLabel("Statut", { exact: true })).toHaveValue("FAILED");
  await expect(page.getByText(/^\d+ résultats?$/)).toHaveText(new RegExp(`^${failed} résultats?$`));
  if (failed === 0) await expect(page.getByText("Aucun résultat")).toBeVisible();

  // Content missing its SEO fields (the demo's): a kind's manager lists exactly those records.
  await page.goBack();
  // «Agences : 3», with a no-break space before the colon.
  const kind = admin
    .getByRole("listitem")
    .getByRole("link", { name: /^.+\s:\s\d+$/ })
    .first();
  const [, label, missing] = (await kind.textContent())!.match(/^(.+)\s:\s(\d+)$/)!;
  await kind.click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  await expect(page.getByLabel("SEO incomplet")).toHaveValue("true");
  await expect(page.getByText(/^\d+ résultats?$/)).toHaveText(new RegExp(`^${missing} résultats?$`));
  expect(await seriousViolations(page)).toEqual([]);
});
