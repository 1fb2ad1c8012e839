import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { mailPart, outboxMails } from "../support/outbox";
import { closeCookiePanel, signInAsStaff, solveCaptcha } from "../support/journey-steps";

const DAY = 86_400_000;

/** A session of the journey's own training, at 9 h UTC some days ahead, 7 hours long. */
const sessionAt = (daysAhead: number, capacity: number | null) => {
  const start = new Date(Date.now() + daysAhead * DAY);
  start.setUTCHours(8, 0, 0, 0);
  return { startAt: start.toISOString(), endAt: new Date(start.getTime() + 7 * 3_600_000).toISOString(), capacity };
};

let created: { trainingId: number; sessionIds: number[] } | undefined;

/** Writes from the staff page carry the site's Origin, as the browser's own would. */
const staffWrite = (page: Page, origin: string) => ({
  post: async <T>(path: string, data: unknown) => {
    const response = await page.request.post(path, { headers: { Origin: origin }, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  },
  remove: async (path: string) => expect((await page.request.delete(path, { headers: { Origin: origin } })).status()).toBe(200),
});

// A hook, not a `finally`: it also runs when the journey times out. Registrations hold their
// session (a session with trainees cannot be deleted), so they go first.
test.afterEach(async ({ page, baseURL }) => {
  if (!created) return;
  const staff = staffWrite(page, new URL(baseURL!).origin);
  for (const id of created.sessionIds) {
    const session = await (await page.request.get(`/api/training/session_fetch/${id}`)).json();
    for (const registration of (session as { registrations: { id: number }[] }).registrations)
      await staff.remove(`/api/training/registration_delete/${registration.id}`);
  }
  await staff.remove(`/api/training/delete_training/${created.trainingId}`);
  created = undefined;
});

async function visitor(browser: Browser, baseURL: string, path: string) {
  const page = await (await browser.newContext({ baseURL, locale: "fr-FR" })).newPage();
  await page.goto(path);
  await closeCookiePanel(page);
  return page;
}

/** Opens the dialog of the n-th listed session and fills it as the visitor would. */
async function fillRegistration(page: Page, session: number, person: { names: string; mail: string }) {
  await page
    .getByRole("button", { name: /^S'inscrire à la session/ })
    .nth(session)
    .click();
  const dialog = page.getByRole("dialog", { name: "Inscription" });
  await dialog.getByLabel("Nom et prénom").fill(person.names);
  await dialog.getByLabel("Adresse e-mail").fill(person.mail);
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 78");
  await dialog.getByLabel(/J'accepte que mes coordonnées soient utilisées/).check();
  await solveCaptcha(dialog);
  return dialog;
}

/** Both e-mails are sent; the trainee's carries the session as a calendar invitation. */
async function expectsTheCalendarInvitation(mail: string) {
  await expect.poll(() => outboxMails().filter((raw) => raw.includes(mail)).length).toBe(2);
  // Its own To line: the firm's notice names the trainee in Reply-To.
  const confirmation = outboxMails().find((raw) => raw.split(/\r?\n/).includes(`To: ${mail}`))!;
  const ics = mailPart(confirmation, "text/calendar");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(
    `DTSTART:${sessionAt(20, 1)
      .startAt.replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`,
  );
  expect(ics).toContain("LOCATION:Lyon\\, 12 rue de la Démonstration");
}

test("a visitor registers for a session and gets its .ics; a second visitor, on an older page, is told it is full and takes the next one", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const slug = `formation-e2e-${Date.now()}`;
  await signInAsStaff(page, "/admin/training/training");
  await expect(page.getByRole("button", { name: "Ajouter" })).toBeVisible();
  const staff = staffWrite(page, new URL(baseURL!).origin);
  const training = await staff.post<{ id: number }>("/api/training/save_training", {
    label: "Accueillir un alternant",
    slug,
    place: "Lyon, 12 rue de la Démonstration",
  });
  created = { trainingId: training.id, sessionIds: [] };
  for (const [days, capacity] of [
    [20, 1],
    [27, null],
  ] as const) {
    const { session } = await staff.post<{ session: { id: number } }>("/api/training/session_save", { trainingId: training.id, ...sessionAt(days, capacity) });
    created.sessionIds.push(session.id);
  }

  const path = `/nos-prestations/formation/${slug}`;
  const first = await visitor(browser, baseURL!, path);
  const second = await visitor(browser, baseURL!, path);

  // The first takes the only seat of the first session.
  const mail = `lea.bernard.${Date.now()}@exemple-formation.fr`;
  const dialog = await fillRegistration(first, 0, { names: "Léa Bernard", mail });
  // A phone number too short is said under its field, and sending waits for it.
  await dialog.getByLabel("Téléphone").fill("06 12");
  await dialog.getByLabel("Téléphone").blur();
  await expect(dialog.getByText("Numéro de téléphone trop court")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "S'inscrire", exact: true })).toBeDisabled();
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 78");
  await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Votre inscription a été enregistrée avec succès" })).toBeVisible();

  await expectsTheCalendarInvitation(mail);

  // The second visitor's page was loaded before: the server says the session is full and names the next.
  const late = await fillRegistration(second, 0, { names: "Hugo Petit", mail: `hugo.petit.${Date.now()}@exemple-formation.fr` });
  await late.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(late.getByRole("alert")).toContainText("Cette session est complète");
  await late.getByRole("button", { name: "Choisir cette session" }).click();
  await expect(late.getByRole("alert")).toBeHidden();
  await solveCaptcha(late);
  await late.getByRole("button", { name: "S'inscrire", exact: true }).click();
  await expect(late.getByRole("status").filter({ hasText: "Votre inscription a été enregistrée avec succès" })).toBeVisible();

  // Reloaded, the page says the first session is full and points to the next one.
  await second.reload();
  const listed = second.getByRole("list", { name: "Sessions à venir" }).getByRole("listitem");
  await expect(listed.first()).toContainText("Complet");
  await expect(listed.first()).toContainText("Cette session est complète.");
  await expect(listed.first().getByRole("button", { name: /^S'inscrire/ })).toHaveCount(0);
  await listed.first().getByRole("link", { name: "Voir la session suivante" }).click();
  await expect(second).toHaveURL(new RegExp(`#session-${created.sessionIds[1]}$`));
  await expect(listed.nth(1).getByRole("button", { name: /^S'inscrire/ })).toBeInViewport();

  // Staff see the trainee in the session's form on the calendar, and the list as CSV.
  await page.goto("/admin/training/session");
  const day = sessionAt(20, 1).startAt.slice(0, 10);
  const calendar = page.getByTestId("sessions-calendar");
  await expect(calendar.locator(".fc-timegrid-col[data-date]").first()).toBeVisible();
  for (let week = 0; week < 5 && (await calendar.locator(`.fc-timegrid-col[data-date="${day}"]`).count()) === 0; week++) {
    await page.getByRole("button", { name: "Semaine suivante" }).click();
  }
  await calendar.locator(".fc-event", { hasText: "Accueillir un alternant" }).click();
  const form = page.getByRole("dialog", { name: "Modifier la session" });
  await expect(form.getByRole("heading", { name: "Inscrits (1)" })).toBeVisible();
  await expect(form.getByText("Léa Bernard")).toBeVisible();
  const csv = await page.request.get((await form.getByRole("link", { name: "Télécharger la liste (CSV)" }).getAttribute("href"))!);
  expect(await csv.text()).toContain(mail);

  const taken = await Promise.all(
    created.sessionIds.map(
      async (id) => ((await (await page.request.get(`/api/training/session_fetch/${id}`)).json()) as { registrations: unknown[] }).registrations.length,
    ),
  );
  expect(taken).toEqual([1, 1]);
});
