import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { SURVEY_FIELDS, SURVEY_FIELD_LABELS, SURVEY_STEPS, type JobSurveyType, type SurveyField } from "../../common/job-survey";
import { mailAttachment, mailPart, outboxMails } from "../support/outbox";
import { cookiePanel, sameOrigin, solveCaptcha } from "../support/journey-steps";
import { E2E_ADMIN } from "../support/e2e-admin";
import { expectReachable, noSidewaysScroll, seriousViolations } from "../support/page-checks";

type Created = { publicId: string; url: string; type: JobSurveyType };

/** A signed-in staff browser: the journeys' superuser, signed in through the API as the login dialog does. */
async function staffPage(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL, locale: "fr-FR" })).newPage();
  const origin = sameOrigin();
  const login = await page.request.post("/api/account/login_old", { headers: origin, data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const invite = async (type: JobSurveyType, candidate: Record<string, string> = {}) => {
    const response = await page.request.post("/api/jobs/job_survey_create", { headers: origin, data: { type, recruiterEmail: E2E_ADMIN.email, ...candidate } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Created;
  };
  return { page, invite };
}

/** The candidate's browser, cookies accepted on arrival as the survey asks. */
async function candidatePage(browser: Browser, baseURL: string, path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", viewport });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Cookies requis" })).toBeVisible();
  await cookiePanel(page).getByRole("button", { name: "Tout accepter" }).click();
  await expect(page.getByRole("heading", { name: "Votre questionnaire", level: 1 })).toBeVisible();
  return page;
}

const form = (page: Page) => page.getByRole("form", { name: "Questionnaire" });
const nextButton = (page: Page) => form(page).getByRole("button", { name: /^(Suivant|Soumettre)$/ });
const subStepTitle = (page: Page) => form(page).getByRole("heading", { level: 2 });

/** What the candidate types, valid for every rule of §5. */
const ANSWERS: Partial<Record<SurveyField, string>> = {
  candidateLastName: "Roux",
  candidateEmail: "camille.roux@exemple.fr",
  companyName: "Atelier Démonstration",
  jobTitle: "Chargée de projet",
  acquiredSkills: "Gestion de planning et de budgets",
  successAndFrustrations: "Un lancement réussi en trois mois",
  careerTransitionReasons: "Envie d'évoluer vers le pilotage",
  lastCompanyName: "Ancienne Société",
  lastJobTitle: "Assistante de projet",
  lastAcquiredSkills: "Organisation d'événements",
  lastSuccessAndFrustrations: "Un salon organisé seule",
  lastCareerTransitionReasons: "Fin de contrat",
  recognizedStrengths: "Rigueur et écoute",
  howToImprove: "Déléguer davantage",
  personalityTraits: "Calme, curieuse",
  proudestProfessionalMoment: "Le premier client signé",
  salaryExpectations: "42 K€ brut annuel",
  jobSkills: "Pilotage de projets",
  jobLimitations: "Pas de déplacements à l'étranger",
  jobExpectations: "Une équipe soudée",
  relocationPlans: "Aucun déménagement prévu",
  recommandationCompanyName: "Société Référente",
  recommandationName: "Jean Dupont",
  recommandationJobTitle: "Directeur des opérations",
  recommandationPhone: "+33 6 12 34 56 78",
  recommandationEmail: "jean.dupont@exemple.fr",
};

/** Fills the current sub-step's empty questions (checkboxes ticked), as the survey's steps list them. */
async function fillSubStep(page: Page, type: JobSurveyType, step: number, substep: number) {
  for (const field of SURVEY_STEPS[type][step - 1]!.substeps[substep - 1]!.fields) {
    if (field === "recruiterEmail" || field === "candidateFirstName") continue;
    if (SURVEY_FIELDS[field].kind === "checkbox") {
      await form(page).getByRole("checkbox", { name: SURVEY_FIELD_LABELS[field] }).check();
      continue;
    }
    const input = form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS[field], exact: true });
    if (ANSWERS[field] && !(await input.inputValue())) await input.fill(ANSWERS[field]);
  }
}

const stepsOf = (type: JobSurveyType) =>
  SURVEY_STEPS[type].flatMap((step, s) => step.substeps.map((sub, i) => ({ step: s + 1, substep: i + 1, title: sub.title })));

async function uploadOn(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await form(page).getByLabel("Ajouter un document").setInputFiles(file);
  await expect(form(page).getByRole("status").filter({ hasText: "Le document a été enregistré" })).toBeVisible();
  await expect(form(page).getByText(file.name)).toBeVisible();
}

/**
 * A document picked, then «Suivant» pressed before the server answered: the field unmounts while
 * the document is sent, and the document must still reach the survey.
 */
async function uploadThenLeave(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, nextTitle: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/jobs/job_survey_attachment_save/**", async (route) => {
    await released;
    await route.continue();
  });
  await form(page).getByLabel("Ajouter un document").setInputFiles(file);
  await expect(form(page).getByRole("status").filter({ hasText: "Envoi du document…" })).toBeVisible();
  await goNext(page, nextTitle);
  const stored = page.waitForResponse("**/api/jobs/job_survey_attachment_save/**");
  release();
  expect((await stored).ok()).toBe(true);
  await page.unroute("**/api/jobs/job_survey_attachment_save/**");
}

const pdfFile = { name: "recommandation.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") };
const jpegFile = async () => ({
  name: "diplôme.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 60, height: 40, channels: 3, background: "#1e40af" } })
    .jpeg()
    .toBuffer(),
});

/** The consultant's mails whose text says this (subjects are MIME-encoded, the text part is decoded). */
const mailsTo = (text: string) => outboxMails().filter((mail) => mail.includes(E2E_ADMIN.email) && mailPart(mail, "text/plain")?.includes(text));

async function expectSubStep(page: Page, title: string) {
  await expect(subStepTitle(page)).toHaveText(title);
}

/** Suivant once the sub-step validated (300 ms after the last change). */
async function goNext(page: Page, nextTitle?: string) {
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  if (nextTitle) await expectSubStep(page, nextTitle);
}

/** The staff's read-only view: answers dimmed and not editable, documents downloadable, no captcha. */
async function consultsReadOnly(page: Page, publicId: string, steps: ReturnType<typeof stepsOf>) {
  const consulting = `/questionnaires/consulting/${publicId}`;
  await page.goto(consulting);
  await cookiePanel(page).getByRole("button", { name: "Tout accepter" }).click();
  await expect(page.getByRole("heading", { name: "Questionnaire (consultation)" })).toBeVisible();
  const staffForm = form(page);
  await expect(staffForm.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Roux");
  await expect(staffForm.getByRole("textbox", { name: "Nom", exact: true })).toHaveAttribute("readonly", "");
  await expect(staffForm.getByText("Vérification anti-robot")).toHaveCount(0);
  for (let i = 0; i < steps.length - 1; i++) {
    if (steps[i]!.title === "Vos références") break;
    await goNext(page);
  }
  const download = page.waitForEvent("download");
  await staffForm.getByRole("link", { name: "Télécharger" }).click();
  expect((await download).suggestedFilename()).toBe("recommandation.pdf");
}

test("a candidate fills a full survey over two visits, with two documents; the consultant hears of it; staff consult it", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await staffPage(browser, baseURL!);
  const survey = await staff.invite("FULL", { candidateFirstName: "Camille" });
  expect(survey.url).toMatch(/\/questionnaires\/[0-9a-f-]{36}$/);
  const path = new URL(survey.url).pathname;

  let page = await candidatePage(browser, baseURL!, path);
  const steps = stepsOf("FULL");
  await expectSubStep(page, steps[0]!.title);
  await expect(form(page).getByText("Plus que 6 étapes")).toBeVisible();
  await expect(form(page).getByRole("button", { name: "Précédent" })).toBeDisabled();
  // Staff named the consultant: the picker found that one account and chose it.
  await expect(form(page).getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(form(page).getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue("Camille");

  // §5's messages, 300 ms after a change; Suivant waits for valid answers and the captcha.
  await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("pas-une-adresse");
  await expect(form(page).getByText("Email invalide")).toBeVisible();
  await form(page).getByRole("textbox", { name: "Prénom", exact: true }).fill("");
  await expect(form(page).getByText("Prénom invalide")).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await form(page).getByRole("textbox", { name: "Prénom", exact: true }).fill("Camille");
  await form(page).getByRole("textbox", { name: "E-mail", exact: true }).fill("");
  await fillSubStep(page, "FULL", 1, 1);
  await solveCaptcha(form(page));
  await goNext(page, steps[1]!.title);
  await expect(form(page).getByText("Plus que 5 étapes")).toBeVisible();
  await expect.poll(() => mailsTo("Camille Roux a commencé à remplir son questionnaire").length).toBe(1);

  // Two sub-steps further, the candidate types and leaves: the answers were saved as they went.
  await fillSubStep(page, "FULL", 2, 1);
  await goNext(page, steps[2]!.title);
  await fillSubStep(page, "FULL", 2, 2);
  await expect(form(page).getByRole("status").filter({ hasText: "Réponses enregistrées" })).toBeVisible();
  const context = page.context();
  await page.close();

  page = await context.newPage();
  await page.goto(path);
  await expectSubStep(page, steps[2]!.title);
  await expect(form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS.careerTransitionReasons, exact: true })).toHaveValue(
    ANSWERS.careerTransitionReasons!,
  );
  await form(page).getByRole("button", { name: "Précédent" }).click();
  await expectSubStep(page, steps[1]!.title);
  await expect(form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS.companyName, exact: true })).toHaveValue(ANSWERS.companyName!);
  await solveCaptcha(form(page));
  await goNext(page, steps[2]!.title);

  for (const [index, current] of steps.entries()) {
    if (index < 2) continue;
    await expectSubStep(page, current.title);
    await fillSubStep(page, "FULL", current.step, current.substep);
    if (current.title === "Vos références") {
      await form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS.recommandationPhone, exact: true }).fill("12-34");
      await expect(form(page).getByText("Téléphone invalide")).toBeVisible();
      await form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS.recommandationPhone, exact: true }).fill(ANSWERS.recommandationPhone!);
      await uploadOn(page, pdfFile);
    }
    if (current.title === "Vos diplômes") {
      const jpeg = await jpegFile();
      await uploadOn(page, jpeg);
      await expect(form(page).getByRole("img", { name: `Aperçu : ${jpeg.name}` })).toBeVisible();
    }
    if (index < steps.length - 1) await goNext(page, steps[index + 1]!.title);
  }
  await expect(form(page).getByText("Tout est complété\u00a0!")).toBeVisible();
  await expect(nextButton(page)).toHaveText("Soumettre");
  await goNext(page);
  await expect(page.getByRole("heading", { name: "Merci, votre questionnaire a bien été envoyé\u00a0!" })).toBeVisible();

  await expect.poll(() => mailsTo("Camille Roux a complété son questionnaire").length).toBe(1);
  // The PDF attached to it opens and holds the answers, accents included.
  const pdf = mailAttachment(mailsTo("Camille Roux a complété son questionnaire")[0]!, "application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!)), { mergePages: true });
  for (const answer of [ANSWERS.companyName!, ANSWERS.recommandationEmail!, "recommandation.pdf", "diplôme.jpg"]) expect(text).toContain(answer);
  expect(mailsTo("Camille Roux a commencé à remplir son questionnaire")).toHaveLength(1);

  await consultsReadOnly(staff.page, survey.publicId, steps);
});

test("a light survey has 9 sub-steps, no mobility question and no payslip, and works on a phone", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const staff = await staffPage(browser, baseURL!);
  const survey = await staff.invite("LIGHT");
  expect(survey.url).toContain("/questionnaires/light/");
  const page = await candidatePage(browser, baseURL!, new URL(survey.url).pathname, { width: 390, height: 844 });
  const steps = stepsOf("LIGHT");
  expect(steps).toHaveLength(9);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await form(page).getByRole("textbox", { name: "Prénom", exact: true }).fill("Léa");
  await fillSubStep(page, "LIGHT", 1, 1);
  await solveCaptcha(form(page));
  for (const [index, current] of steps.entries()) {
    await expectSubStep(page, current.title);
    await fillSubStep(page, "LIGHT", current.step, current.substep);
    expect(current.title).not.toBe("Votre bulletin de salaire");
    if (current.title === "Vos attentes") await expect(form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS.relocationPlans })).toHaveCount(0);
    if (current.title === "Vos diplômes") {
      await uploadThenLeave(page, pdfFile, steps[index + 1]!.title);
      continue;
    }
    if (index === steps.length - 1) break;
    await expectReachable(page, nextButton(page));
    await goNext(page, steps[index + 1]!.title);
  }
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  // Keyboard alone: the focused Soumettre sends.
  await nextButton(page).focus();
  await expect(nextButton(page)).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Merci, votre questionnaire a bien été envoyé\u00a0!" })).toBeVisible();
  await expect.poll(() => mailsTo("Léa Roux a complété son questionnaire").length).toBe(1);
  // The document sent while its field went away is in the survey the consultant receives.
  const pdf = mailAttachment(mailsTo("Léa Roux a complété son questionnaire")[0]!, "application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!)), { mergePages: true });
  expect(text).toContain(pdfFile.name);
});

test("a visitor is refused the consulting view, and an unknown or other-type address is not found", async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL!);
  const survey = await staff.invite("FULL");
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const refused = await visitor.goto(`/questionnaires/consulting/${survey.publicId}`);
  expect(refused?.status()).toBe(401);
  await expect(visitor.getByRole("heading", { name: "Zone d'accès réservé" })).toBeVisible();
  const fetched = await visitor.request.post(`/api/jobs/job_survey_fetch/${survey.publicId}`, {
    headers: { "X-Cookie-Consent": "true", ...sameOrigin() },
    data: { isConsulting: true },
  });
  expect(fetched.status()).toBe(401);
  expect((await visitor.goto(`/questionnaires/light/${survey.publicId}`))?.status()).toBe(404);
  expect((await visitor.goto("/questionnaires/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
  expect((await visitor.goto("/questionnaires/1"))?.status()).toBe(404);
});

/** Both tabs keep what they typed: the later save merges instead of overwriting. */
test("two tabs of one survey do not overwrite each other's answers", async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL!);
  const survey = await staff.invite("FULL");
  const path = new URL(survey.url).pathname;
  const first = await candidatePage(browser, baseURL!, path);
  const second = await first.context().newPage();
  await second.goto(path);
  const field = (page: Page, label: string): Locator => form(page).getByRole("textbox", { name: label, exact: true });
  // The second tab read the survey before the first saved: its save is refused (409), merged, sent again.
  const typeAndSave = (page: Page, label: string, value: string) =>
    Promise.all([page.waitForResponse((r) => r.url().includes("/job_survey_save/") && r.status() === 200), field(page, label).fill(value)]);
  await typeAndSave(first, "Prénom", "Camille");
  await typeAndSave(second, "Nom", "Roux");
  const third = await first.context().newPage();
  await third.goto(path);
  await expect(field(third, "Prénom")).toHaveValue("Camille");
  await expect(field(third, "Nom")).toHaveValue("Roux");
});
