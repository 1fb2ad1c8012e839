import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { SURVEY_FIELDS, SURVEY_FIELD_LABELS, SURVEY_STEPS, type SurveyField } from "../../common/job-survey";
import { mailPart, outboxMails } from "../support/outbox";
import { cookiePanel, sameOrigin, signInAsStaff, solveCaptcha } from "../support/journey-steps";
import { E2E_ADMIN } from "../support/e2e-admin";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

const SCREEN = "/admin/jobs/jobsurvey";
const THANKS = "Merci, votre questionnaire a bien été envoyé\u00a0!";

/** Surveys a test created, deleted after it whatever happened. */
let created: string[] = [];
test.afterEach(async ({ page }) => {
  for (const publicId of created) {
    expect([200, 404]).toContain((await page.request.delete(`/api/jobs/job_survey_delete/${publicId}`, { headers: sameOrigin() })).status());
  }
  created = [];
});

// A whole light survey, two browsers, four axe runs on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** What the candidate types, valid for every rule of §5. */
const ANSWERS: Partial<Record<SurveyField, string>> = {
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
  salaryExpectations: "Quarante-deux mille euros confidentiels",
  jobSkills: "Pilotage de projets",
  jobLimitations: "Pas de déplacements à l'étranger",
  jobExpectations: "Une équipe soudée",
  recommandationCompanyName: "Société Référente",
  recommandationName: "Jean Dupont",
  recommandationJobTitle: "Directeur des opérations",
  recommandationPhone: "+33 6 12 34 56 78",
  recommandationEmail: "jean.dupont.reference@exemple.fr",
};

const form = (page: Page) => page.getByRole("form", { name: "Questionnaire" });
const nextButton = (page: Page) => form(page).getByRole("button", { name: /^(Suivant|Soumettre)$/ });

async function fillSubStep(page: Page, step: number, substep: number) {
  for (const field of SURVEY_STEPS.LIGHT[step - 1]!.substeps[substep - 1]!.fields) {
    if (field === "recruiterEmail") continue;
    if (SURVEY_FIELDS[field].kind === "checkbox") {
      await form(page).getByRole("checkbox", { name: SURVEY_FIELD_LABELS[field] }).check();
      continue;
    }
    const input = form(page).getByRole("textbox", { name: SURVEY_FIELD_LABELS[field], exact: true });
    if (ANSWERS[field] && !(await input.inputValue())) await input.fill(ANSWERS[field]);
  }
}

/** The messages of the outbox sent to this address whose text part says this. */
const mailsTo = (address: string, text: string) =>
  outboxMails().filter((mail) => mail.includes(address) && (mailPart(mail, "text/plain") ?? "").replace(/\s+/g, " ").includes(text));

/** Staff: the invitation form e-mails the candidate by default, with a deadline two weeks away. */
async function invitesByEmail(page: Page, candidate: string, id: string, width: number) {
  await signInAsStaff(page, SCREEN);
  await page.getByRole("button", { name: "Nouvelle invitation" }).click();
  const invitation = page.getByRole("region", { name: "Inviter un candidat" });
  await invitation.getByLabel("Type de questionnaire").selectOption({ label: "Version courte" });
  await invitation.getByLabel("Prénom du candidat (facultatif)", { exact: true }).fill("Mathilde");
  await invitation.getByLabel("Nom du candidat (facultatif)", { exact: true }).fill(`Lefèvre ${id}`);
  await invitation.getByRole("textbox", { name: "E-mail du candidat", exact: true }).fill(candidate);
  await expect(invitation.getByRole("checkbox", { name: /Envoyer l'invitation par e-mail au candidat/ })).toBeChecked();
  await expect(invitation.getByLabel("Date limite pour répondre")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await invitation.getByRole("button", { name: "Créer l'invitation" }).click();
  await expect(invitation.getByText("L'invitation a été envoyée au candidat")).toBeVisible();
  created.push((await invitation.getByRole("textbox", { name: "Lien du questionnaire" }).inputValue()).split("/").pop()!);

  const row = page.getByRole("row").filter({ hasText: candidate });
  await expect(row).toContainText("Envoyée");
  await page.screenshot({ path: `test-results/job-survey-invitation-admin-${width}.png` });
}

for (const width of [390, 1280]) {
  test(`staff invite by e-mail; the candidate opens the e-mail's link, answers, gets a receipt, and the link then only thanks them, at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = `${Date.now()}${width}`;
    const candidate = `mathilde.${id}@exemple.fr`;
    await page.setViewportSize({ width, height: 900 });

    await invitesByEmail(page, candidate, id, width);

    // The candidate's inbox: the invitation names the staff member and the deadline; its link is the way in.
    await expect.poll(() => mailsTo(candidate, "vous invite à remplir votre questionnaire").length).toBe(1);
    const text = mailPart(mailsTo(candidate, "vous invite à remplir votre questionnaire")[0]!, "text/plain")!;
    expect(text).toContain(`${E2E_ADMIN.email}, qui vous accompagne chez`);
    expect(text).toMatch(/au plus tard le \w+ (1er|\d{1,2}) \p{L}+ \d{4}\./u);
    const link = /https?:\/\/\S+\/questionnaires\/light\/[0-9a-f-]{36}/.exec(text)![0];
    const path = new URL(link).pathname;

    const context = await browser.newContext({ baseURL, locale: "fr-FR", viewport: { width, height: 844 } });
    const visitor = await context.newPage();
    await visitor.goto(path);
    await cookiePanel(visitor).getByRole("button", { name: "Tout accepter" }).click();
    await expect(visitor.getByRole("heading", { name: "Votre questionnaire", level: 1 })).toBeVisible();
    // What staff gave is already there.
    await expect(form(visitor).getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue("Mathilde");
    await expect(form(visitor).getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(candidate);

    const steps = SURVEY_STEPS.LIGHT.flatMap((step, s) => step.substeps.map((sub, i) => ({ step: s + 1, substep: i + 1, title: sub.title })));
    await fillSubStep(visitor, 1, 1);
    await solveCaptcha(form(visitor));
    for (const [index, current] of steps.entries()) {
      await expect(form(visitor).getByRole("heading", { level: 2 })).toHaveText(current.title);
      await fillSubStep(visitor, current.step, current.substep);
      await expect(nextButton(visitor)).toBeEnabled();
      await nextButton(visitor).click();
      if (index === steps.length - 1) break;
    }
    await expect(visitor.getByRole("heading", { name: THANKS })).toBeVisible();

    // The receipt, to the candidate, with none of the answers.
    await expect.poll(() => mailsTo(candidate, "a reçu vos réponses et vos documents").length).toBe(1);
    const receipt = mailPart(mailsTo(candidate, "a reçu vos réponses et vos documents")[0]!, "text/plain")!;
    expect(receipt).toContain("Bonjour Mathilde,");
    expect(receipt).not.toContain(ANSWERS.salaryExpectations!);

    // The link again, later: the thank-you page, before any cookie choice; the answers are not fetchable.
    const again = await (await browser.newContext({ baseURL, locale: "fr-FR", viewport: { width, height: 844 } })).newPage();
    expect((await again.goto(path))?.status()).toBe(200);
    await expect(again.getByRole("heading", { name: THANKS, level: 1 })).toBeVisible();
    await expect(again.getByText("Par confidentialité, vos réponses ne sont plus affichées ici.")).toBeVisible();
    await expect(again.getByRole("form", { name: "Questionnaire" })).toHaveCount(0);
    expect(await noSidewaysScroll(again)).toBe(true);
    expect(await seriousViolations(again)).toEqual([]);
    await again.screenshot({ path: `test-results/job-survey-invitation-thanks-${width}.png` });
    const fetched = await again.request.post(`/api/jobs/job_survey_fetch/${created[0]}`, {
      headers: { "X-Cookie-Consent": "true", ...sameOrigin() },
      data: { type: "LIGHT" },
    });
    expect(fetched.status()).toBe(200);
    const body = await fetched.text();
    expect(JSON.parse(body)).toMatchObject({ isCompleted: true, answers: {}, attachments: [] });
    expect(body).not.toContain(ANSWERS.salaryExpectations!);
    expect(body).not.toContain(ANSWERS.recommandationEmail!);
    // The candidate's own tab, reloaded, thanks them too.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: THANKS })).toBeVisible();

    // Staff: «Terminée» in the list; the consulting view still reads every answer.
    await page.reload();
    await page.getByLabel("Recherche (nom, e-mail)").fill(candidate);
    await expect(page.getByRole("row").filter({ hasText: candidate })).toContainText("Terminée");
    expect(await seriousViolations(page)).toEqual([]);
    const consulted = await page.request.post(`/api/jobs/job_survey_fetch/${created[0]}`, {
      headers: { "X-Cookie-Consent": "true", ...sameOrigin() },
      data: { isConsulting: true },
    });
    expect(((await consulted.json()) as { answers: Record<string, string> }).answers.salaryExpectations).toBe(ANSWERS.salaryExpectations);
    await context.close();
  });
}
