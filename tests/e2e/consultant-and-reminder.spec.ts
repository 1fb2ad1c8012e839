import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { APPLICATION_SUCCESS } from "../../common/candidate-forms";
import { readJourneyFixtures } from "../support/journey-fixtures";
import { openJourneyOffer, sameOrigin, signInAsStaff, solveCaptcha } from "../support/journey-steps";
import { mailPart, outboxMails } from "../support/outbox";
import { E2E_ADMIN } from "../support/e2e-admin";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

const OFFERS = "/admin/jobs/position";
const SURVEYS = "/admin/jobs/jobsurvey";
const TASKS = "/admin/system/task";
const CONSULTANT = "Consultant qui reçoit les candidatures";
const REMINDER_TITLE = "Relance des candidats aux questionnaires non terminés";
const PHONE = { width: 390, height: 844 };

// Two browsers, a captcha, a task's run and an axe pass on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

// A small but well-formed PDF: the server recognises CVs by their content, not their name.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A header of a raw message, unfolded, its MIME encoded-words («=?UTF-8?Q?…?=») decoded, spaces made plain. */
function mailHeader(raw: string, name: string): string {
  const head = raw
    .replace(/\r\n/g, "\n")
    .split("\n\n")[0]!
    .replace(/\n[ \t]+/g, " ");
  const line = head.split("\n").find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}: `));
  if (!line) return "";
  return line
    .slice(name.length + 2)
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** The offers manager's drawer for the journeys' live offer, found with the manager's search. */
async function openLiveOffer(page: Page) {
  const { live } = readJourneyFixtures();
  await expect(page.getByRole("heading", { level: 1, name: "Offres" })).toBeVisible();
  await page.getByRole("complementary", { name: "Filtres" }).getByRole("searchbox", { name: "Recherche", exact: true }).fill(live.name);
  await page.getByRole("row").filter({ hasText: live.name }).getByRole("button", { name: live.name }).click();
  const drawer = page.getByRole("dialog", { name: "Modifier : Offre" });
  await expect(drawer.getByLabel("Intitulé")).toHaveValue(live.name);
  return drawer;
}

test.describe("the consultant's notice", () => {
  /** Set while the live offer names the admin: the offer is shared with other files' journeys. */
  let consultantSet = false;
  test.afterEach(async ({ page }) => {
    if (!consultantSet) return;
    // The journey puts it back through the drawer; this only runs when the journey stopped before.
    await page.request.post("/api/account/login_old", { data: E2E_ADMIN, headers: sameOrigin() });
    const reset = await page.request.post(`/api/admin/jobs/position/save`, {
      data: { id: readJourneyFixtures().live.id, name: readJourneyFixtures().live.name, consultantId: null },
      headers: sameOrigin(),
    });
    expect(reset.status()).toBe(200);
    consultantSet = false;
  });

  test("staff name themselves on the offer; a visitor's application is announced to them, with the link to the candidate, at 390 px", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { live } = readJourneyFixtures();
    const applicant = `pierre.consultant.${Date.now()}@exemple.fr`;
    await page.setViewportSize(PHONE);

    // Staff: the offer's drawer offers the team in a select; the admin picks themselves.
    await signInAsStaff(page, OFFERS);
    let drawer = await openLiveOffer(page);
    const consultant = drawer.getByLabel(CONSULTANT);
    await expect(consultant.getByRole("option", { name: E2E_ADMIN.email })).toBeAttached();
    // No one yet: applications to the journeys' offer go to the firm's address.
    await expect(consultant.locator("option:checked")).toHaveText("—");
    await consultant.selectOption({ label: E2E_ADMIN.email });
    consultantSet = true;
    await expect(consultant.locator("option:checked")).toHaveText(E2E_ADMIN.email);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/consultant-offer-drawer-390.png" });
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "L'offre a été modifiée" })).toBeVisible();

    // A visitor, in a browser of their own (no staff cookie), applies with a CV.
    const context = await browser.newContext({ baseURL, locale: "fr-FR", viewport: PHONE });
    try {
      const visitor = await context.newPage();
      await openJourneyOffer(visitor);
      await visitor.getByRole("button", { name: "Je postule" }).first().click();
      const dialog = visitor.getByRole("dialog", { name: `Postulez à ${live.name}` });
      await dialog.getByRole("textbox", { name: "Adresse e-mail" }).fill(applicant);
      await dialog.locator('input[type="file"]').setInputFiles({ name: "cv-pierre-martin.pdf", mimeType: "application/pdf", buffer: PDF });
      await solveCaptcha(dialog);
      await dialog.getByLabel(/utilise mes données personnelles et mon CV/).check();
      await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
      await expect(dialog.getByText(APPLICATION_SUCCESS)).toBeVisible({ timeout: 15_000 });
    } finally {
      await context.close();
    }

    // The outbox: one notice about this application, to the admin, not to the firm's address.
    const notices = () =>
      outboxMails().filter(
        (mail) => mailHeader(mail, "Subject") === `Nouvelle candidature : ${live.name}` && (mailPart(mail, "text/plain") ?? "").includes(applicant),
      );
    await expect.poll(() => notices().length, { timeout: 15_000 }).toBe(1);
    const notice = notices()[0]!;
    expect(mailHeader(notice, "To")).toBe(E2E_ADMIN.email);
    expect(mailHeader(notice, "Reply-To")).toBe(applicant);
    const link = /https?:\/\/\S+\/admin\/jobs\/candidat\?candidate=\d+/.exec(mailPart(notice, "text/plain")!)?.[0];
    expect(link).toBeDefined();

    // Staff follow the link: the CVthèque opens on the candidate's drawer.
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    const candidate = page.getByRole("dialog").filter({ has: page.getByRole("tablist", { name: "Fiche du candidat" }) });
    await expect(candidate).toBeVisible();
    // Loaded first: a tab picked while it says «Chargement…» is replaced by the CV tab on arrival.
    await expect(candidate.getByRole("heading", { level: 2 }).first()).not.toHaveText("Chargement…");
    await candidate.getByRole("tab", { name: "Données", exact: true }).click();
    await expect(candidate.getByRole("tab", { name: "Données", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(candidate.getByRole("tabpanel")).toContainText(applicant);
    await page.screenshot({ path: "test-results/consultant-candidate-drawer-390.png" });

    // Back to no consultant: other journeys' applications go to the firm's address again.
    await page.goto(OFFERS);
    drawer = await openLiveOffer(page);
    await expect(drawer.getByLabel(CONSULTANT).locator("option:checked")).toHaveText(E2E_ADMIN.email);
    await drawer.getByLabel(CONSULTANT).selectOption({ label: "—" });
    await drawer.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "L'offre a été modifiée" })).toBeVisible();
    consultantSet = false;
  });
});

test.describe("the reminder task", () => {
  /** Surveys the test created, deleted after it whatever happened. */
  let created: string[] = [];
  test.afterEach(async ({ page }) => {
    for (const publicId of created) {
      expect([200, 404]).toContain((await page.request.delete(`/api/jobs/job_survey_delete/${publicId}`, { headers: sameOrigin() })).status());
    }
    created = [];
  });

  test("staff invite a candidate by e-mail, run the reminder task now and see it succeed; a fresh invitation is not reminded yet, at 390 px", async ({
    page,
  }) => {
    const id = `${Date.now()}`;
    const candidate = `lucie.relance.${id}@exemple.fr`;
    await page.setViewportSize(PHONE);

    // Staff invite a candidate from the back-office, the e-mail option on.
    await signInAsStaff(page, SURVEYS);
    await page.getByRole("button", { name: "Nouvelle invitation" }).click();
    const invitation = page.getByRole("region", { name: "Inviter un candidat" });
    await invitation.getByLabel("Type de questionnaire").selectOption({ label: "Version courte" });
    await invitation.getByLabel("Prénom du candidat (facultatif)", { exact: true }).fill("Lucie");
    await invitation.getByLabel("Nom du candidat (facultatif)", { exact: true }).fill(`Relance ${id}`);
    await invitation.getByRole("textbox", { name: "E-mail du candidat", exact: true }).fill(candidate);
    await expect(invitation.getByRole("checkbox", { name: /Envoyer l'invitation par e-mail au candidat/ })).toBeChecked();
    await invitation.getByRole("button", { name: "Créer l'invitation" }).click();
    await expect(invitation.getByText("L'invitation a été envoyée au candidat")).toBeVisible();
    created.push((await invitation.getByRole("textbox", { name: "Lien du questionnaire" }).inputValue()).split("/").pop()!);
    await expect(page.getByRole("row").filter({ hasText: candidate })).toContainText("Envoyée");
    // The outbox delivers to this candidate: the reminder's absence below is not an empty outbox.
    const toCandidate = () => outboxMails().filter((mail) => mailHeader(mail, "To") === candidate);
    await expect.poll(() => toCandidate().map((mail) => mailHeader(mail, "Subject"))).toEqual([`${E2E_ADMIN.email} vous invite à remplir votre questionnaire`]);

    // The tasks screen lists the reminder task; the admin runs it now.
    await page.goto(TASKS);
    await expect(page.getByRole("heading", { level: 1, name: "Tâches" })).toBeVisible();
    await page.getByLabel("Recherche (nom)").fill("questionnaires non termines");
    const rows = page.getByRole("row").filter({ hasText: REMINDER_TITLE });
    // The schedule's own run of the current period, queued when the server started.
    await expect(rows.first()).toBeVisible();
    await expect(
      page
        .getByRole("row")
        .filter({ hasNotText: REMINDER_TITLE })
        .filter({ has: page.getByRole("cell") }),
    ).toHaveCount(0);
    const before = await rows.count();
    await page.getByText("Lancer une tâche planifiée maintenant").click();
    await page.getByRole("button", { name: `Lancer maintenant\u00a0: ${REMINDER_TITLE}` }).click();
    // Once a minute at most: a second click (here, the journey repeated within the minute) is the same run.
    const launched = page.getByRole("status").filter({ hasText: /Tâche lancée|Cette tâche vient déjà d'être lancée/ });
    await expect(launched).toBeVisible();
    const fresh = (await launched.textContent())!.includes(`Tâche lancée\u00a0: ${REMINDER_TITLE}`);
    await expect(rows).toHaveCount(fresh ? before + 1 : before);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Newest first: the run just asked for heads the list; its drawer follows it to success.
    await rows.first().getByRole("button").first().click();
    const drawer = page.getByRole("dialog", { name: "Modifier : Tâche" });
    const followed = drawer.getByRole("region", { name: "Suivi de la tâche" });
    await expect(followed.getByText("Succès")).toBeVisible({ timeout: 20_000 });
    await expect(followed).toContainText('"reminded": 0');
    await expect(followed).toContainText('"failed": 0');
    await expect(rows.first()).toContainText("Succès", { timeout: 10_000 });
    await page.screenshot({ path: "test-results/reminder-task-390.png" });
    await drawer.getByRole("button", { name: "Fermer" }).click();

    // Invited minutes ago: no reminder before JOB_SURVEY_REMINDER_DAYS (3 by default). The delay
    // itself, with a clock moved past it, is server/modules/job-surveys/job-surveys-invitations.test.ts's.
    expect(toCandidate().filter((mail) => mailHeader(mail, "Subject").startsWith("Rappel"))).toEqual([]);
    expect(toCandidate()).toHaveLength(1);

    // The surveys list still says «Envoyée» for it.
    await page.goto(SURVEYS);
    await page.getByLabel("Recherche (nom, e-mail)").fill(candidate);
    const row = page.getByRole("row").filter({ hasText: candidate });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Envoyée");
  });
});
