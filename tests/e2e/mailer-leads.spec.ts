import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { readFileSync } from "node:fs";
import { closeCookiePanel, signInAsStaff, solveCaptcha } from "../support/journey-steps";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";

const DAY = 86_400_000;
let created: { trainingId: number; sessionId: number } | undefined;

/** Writes from the staff page carry the site's Origin, as the browser's own would. */
const write = async (page: Page, origin: string, method: "post" | "delete", path: string, data?: unknown) => {
  const response = await page.request[method](path, { headers: { Origin: origin }, ...(data !== undefined && { data }) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

// A hook: it runs when the journey fails or times out too. The registration holds its session.
test.afterEach(async ({ page, baseURL }) => {
  if (!created) return;
  const origin = new URL(baseURL!).origin;
  const session = (await (await page.request.get(`/api/training/session_fetch/${created.sessionId}`)).json()) as { registrations: { id: number }[] };
  for (const { id } of session.registrations) await write(page, origin, "delete", `/api/training/registration_delete/${id}`);
  await write(page, origin, "delete", `/api/training/delete_training/${created.trainingId}`);
  created = undefined;
});

const checkLayout = async (page: Page, what: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noSidewaysScroll(page), `${what}: sideways scroll at ${width} px`).toBe(true);
    expect(await seriousViolations(page), `${what}: axe at ${width} px`).toEqual([]);
  }
};

/** A visitor registers from the training page, in a browser of their own. */
async function registersOnTheTrainingPage(browser: Browser, baseURL: string, slug: string, mail: string) {
  const visitor = await (await browser.newContext({ baseURL, locale: "fr-FR" })).newPage();
  await visitor.goto(`/nos-prestations/formation/${slug}`);
  await closeCookiePanel(visitor);
  await visitor
    .getByRole("button", { name: /^S'inscrire à la session/ })
    .first()
    .click();
  const dialog = visitor.getByRole("dialog", { name: "Inscription" });
  await dialog.getByLabel("Nom et prénom").fill("Inès Courriel");
  await dialog.getByLabel("Adresse e-mail").fill(mail);
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 78");
  await dialog.getByLabel(/J'accepte que mes coordonnées soient utilisées/).check();
  await solveCaptcha(dialog);
  await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Votre inscription a été enregistrée avec succès" })).toBeVisible();
  await visitor.context().close();
}

// The journeys' server writes mail to its outbox, where delivery never fails: no FAILED row can
// be made here, so «Renvoyer» is only seen disabled; the resend itself is covered by the API
// test against a real SMTP server that goes down and comes back (mailer-admin.test.ts).
test("an admin reads a sent e-mail in its frame, finds the registration that produced it and exports the leads as CSV", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, "/admin/mailer/email");
  await expect(page.getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();

  // A visitor registers for a session of the journey's own training: two e-mails, one in HTML.
  const slug = `formation-mailer-e2e-${Date.now()}`;
  const training = await write(page, origin, "post", "/api/training/save_training", { label: "Formation des e-mails E2E", slug });
  const start = new Date(Date.now() + 30 * DAY);
  start.setUTCHours(8, 0, 0, 0);
  const saved = await write(page, origin, "post", "/api/training/session_save", {
    trainingId: training.id,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    capacity: null,
  });
  created = { trainingId: training.id as number, sessionId: (saved.session as { id: number }).id };
  const mail = `mailer.e2e.${Date.now()}@exemple-formation.fr`;
  await registersOnTheTrainingPage(browser, baseURL!, slug, mail);

  // The e-mails manager: the trainee's confirmation, sent, with its invitation.
  await page.reload();
  await page.getByLabel("Recherche (destinataire, objet)").fill(mail);
  const row = page.getByRole("row").filter({ hasText: mail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Envoyé");
  await expect(row).toContainText("session-formation.ics");
  await row.getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: /E-mail/ });
  const frame = drawer.locator('iframe[title="Version HTML du message"]');
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(page.frameLocator('iframe[title="Version HTML du message"]').getByText("Formation des e-mails E2E").first()).toBeVisible();
  await expect(drawer.getByText(/Bonjour Inès Courriel/).first()).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Renvoyer" })).toBeDisabled();
  await expect(drawer.getByRole("link", { name: "session-formation.ics" })).toHaveAttribute("href", /^\/api\/default\/get_file\/emails\/\d+\/0$/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noSidewaysScroll(page), `e-mail drawer: sideways scroll at ${width} px`).toBe(true);
  }
  // axe cannot run inside a frame that allows no script (it waits for it forever), and what the
  // frame holds is the message, not the screen: the screen is checked without it.
  await frame.evaluate((element) => element.remove());
  await checkLayout(page, "e-mails");

  // The registrations manager: the drawer shows the e-mails the registration produced.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/mailer/trainingregistration");
  await expect(page.getByRole("heading", { level: 1, name: "Inscriptions aux formations" })).toBeVisible();
  await page.getByLabel("Recherche (nom, e-mail, téléphone)").fill(mail);
  const registration = page.getByRole("row").filter({ hasText: "Inès Courriel" });
  await expect(registration).toHaveCount(1);
  await expect(registration).toContainText("Formation des e-mails E2E");
  await registration.getByRole("button").first().click();
  const sent = page.getByRole("region", { name: "E-mails envoyés" });
  await expect(sent.getByText(/^Votre inscription\s:\sFormation/)).toBeVisible();
  await expect(sent.getByText(/^Nouvelle inscription\s:\sFormation/)).toBeVisible();
  await page.keyboard.press("Escape");

  // «Exporter en CSV» exports the list as filtered: BOM, «;», the trainee's row.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter en CSV" }).click();
  const file = readFileSync((await (await download).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("Date;Nom;E-mail;Téléphone;Formation;Session");
  expect(lines.filter((line) => line.includes(mail))).toHaveLength(1);
  await checkLayout(page, "inscriptions");

  // The contact requests manager: its filters and export.
  await page.goto("/admin/mailer/contactlead");
  await expect(page.getByRole("heading", { level: 1, name: "Demandes de contact" })).toBeVisible();
  await page.getByLabel("Du").fill("2020-01-01");
  await expect(page.getByRole("link", { name: "Exporter en CSV" })).toHaveAttribute("href", /from=2020-01-01/);
  const contactDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter en CSV" }).click();
  const contacts = readFileSync((await (await contactDownload).path())!);
  expect([...contacts.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(contacts.subarray(3).toString("utf8")).toMatch(/^Date;Nom;Société;E-mail;Téléphone;Département;Page d'origine;Formulaire de service;Message\r\n/);
  await checkLayout(page, "demandes de contact");
});
