import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";
import { noSidewaysScroll, seriousViolations } from "../support/page-checks";
import sharp from "sharp";
import { sameOrigin, signInAsStaff } from "../support/journey-steps";

const SCREEN = "/admin/training/session";

/** «2026-12-07T06:00», the Paris wall time of an instant (what the form's inputs hold). */
const parisWall = (iso: string) => new Date(iso).toLocaleString("sv-SE", { timeZone: "Europe/Paris" }).slice(0, 16).replace(" ", "T");
/** The Monday (YYYY-MM-DD) of the week `weeksAhead` after this one, in Paris. */
function mondayAhead(weeksAhead: number) {
  const today = new Date(new Date().toLocaleString("sv-SE", { timeZone: "Europe/Paris" }).slice(0, 10) + "T12:00:00Z");
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 + weeksAhead * 7 * 86_400_000);
  return monday.toISOString().slice(0, 10);
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type SessionDetails = { id: number; startAt: string; endAt: string; capacity: number | null; training: { id: number; label: string } };

/** Trainings and sessions a test created, removed after it whatever happened (other specs count the catalogue). */
let createdTrainings: number[] = [];
let createdSessions: number[] = [];

test.afterEach(async ({ page }) => {
  const headers = sameOrigin();
  // A session the journey deleted itself answers 404 here.
  for (const id of createdSessions) expect([200, 404]).toContain((await page.request.delete(`/api/training/session_delete/${id}`, { headers })).status());
  // A training's remaining sessions go with it (ON DELETE CASCADE), and its cover file with the manager's delete.
  for (const id of createdTrainings) expect((await page.request.delete(`/api/admin/training/training/delete/${id}`, { headers })).status()).toBe(200);
  createdTrainings = [];
  createdSessions = [];
});

// Building the calendar and encoding a cover's AVIF variants take a while on 2 cores.
test.describe.configure({ timeout: 90_000 });

const calendar = (page: Page) => page.getByTestId("sessions-calendar");
const form = (page: Page, name: "Nouvelle session" | "Modifier la session") => page.getByRole("dialog", { name });
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Shows the week of `monday` (the calendar opens on this week). */
async function showWeek(page: Page, monday: string) {
  await expect(calendar(page).locator(".fc-timegrid-col[data-date]").first()).toBeVisible();
  for (let i = 0; i < 8; i++) {
    if ((await calendar(page).locator(`.fc-timegrid-col[data-date="${monday}"]`).count()) > 0) return;
    await page.getByRole("button", { name: "Semaine suivante" }).click();
  }
  throw new Error(`week of ${monday} not reached`);
}

/** The centre of the cell of a day and a half-hour, as a mouse would click it. */
async function cellPoint(page: Page, date: string, time: string) {
  const lane = calendar(page).locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await lane.scrollIntoViewIfNeeded();
  const column = await calendar(page).locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const row = await lane.boundingBox();
  return { x: column!.x + column!.width / 2, y: row!.y + row!.height / 2 };
}

async function clickCell(page: Page, date: string, time: string) {
  const { x, y } = await cellPoint(page, date, time);
  await page.mouse.click(x, y);
}

/**
 * Takes an event by its top (its first half-hour) as a hand would, moving a few pixels:
 * FullCalendar starts a drag only past them.
 */
async function grabEvent(page: Page, event: Locator) {
  const from = await event.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + 8);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2 + 10, from!.y + 12, { steps: 3 });
}

/** Drags an event to a cell, in small steps. */
async function dragEvent(page: Page, event: Locator, to: { x: number; y: number }) {
  await grabEvent(page, event);
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

async function fetchSession(page: Page, id: number) {
  const answer = await page.request.get(`/api/training/session_fetch/${id}`);
  return { status: answer.status(), body: (await answer.json()) as SessionDetails };
}

/** The sessions of a training in a week, through the calendar's own call. */
async function sessionsOf(page: Page, trainingId: number, monday: string) {
  const answer = await page.request.post("/api/training/search_sessions", {
    headers: sameOrigin(),
    data: { calendarQuery: { startAt: `${monday}T00:00:00+01:00`, endAt: `${mondayPlus(monday, 8)}T00:00:00+01:00`, view: "timeGridWeek" } },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows: { id: number; trainingId: number }[] }).rows.filter((row) => row.trainingId === trainingId);
}
const mondayPlus = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function createTrainingByApi(page: Page, stamp: string) {
  const answer = await page.request.post("/api/training/save_training", {
    headers: sameOrigin(),
    data: { label: `Session test ${stamp}`, slug: `session-test-${stamp}` },
  });
  expect(answer.status()).toBe(200);
  const { id, label } = (await answer.json()) as { id: number; label: string };
  createdTrainings.push(id);
  return { id, label };
}

/** A session of a training saved through the calendar's own call, removed after the test. */
async function createSessionByApi(page: Page, trainingId: number, startAt: string, endAt: string) {
  const answer = await page.request.post("/api/training/session_save", { headers: sameOrigin(), data: { trainingId, startAt, endAt } });
  expect(answer.status()).toBe(200);
  const { session } = (await answer.json()) as { session: { id: number } };
  createdSessions.push(session.id);
  return session.id;
}

/** Picks a training in the form's searchable picker. */
async function chooseTraining(dialog: Locator, label: string) {
  await dialog.getByLabel("Rechercher une formation").fill(label);
  await expect(dialog.getByRole("option", { name: label })).toHaveCount(1);
  await dialog.getByRole("combobox", { name: "Formation", exact: true }).selectOption({ label });
}

test("an admin creates a session by clicking a cell, edits it, moves it by drag and drop, and deletes it", async ({ page }) => {
  const stamp = `${Date.now()}`;
  await signInAsStaff(page, SCREEN);
  // Also reached from the dial, at the end of the 'Formations' set.
  await page.getByRole("button", { name: "Ouvrir les outils d'administration" }).click();
  const dial = page.getByRole("dialog", { name: "Outils d'administration" });
  await expect(dial.getByRole("button", { name: "Durées" })).toBeVisible();
  await dial.getByRole("link", { name: "Sessions" }).click();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  await page.getByRole("button", { name: "Fermer les outils d'administration" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sessions de formation" })).toBeVisible();
  const training = await createTrainingByApi(page, stamp);

  // Three weeks ahead at 6 h: no demo session there (they start at 9 h or 14 h).
  const monday = mondayAhead(3);
  await showWeek(page, monday);
  await clickCell(page, monday, "06:00");
  const created = form(page, "Nouvelle session");
  await expect(created.getByLabel("Début")).toHaveValue(`${monday}T06:00`);
  await expect(created.getByLabel("Fin")).toHaveValue(`${monday}T10:00`);

  // Escape closes the form without saving; the cell opens it again.
  await page.keyboard.press("Escape");
  await expect(created).toBeHidden();
  await clickCell(page, monday, "06:00");

  await created.getByRole("button", { name: "Enregistrer" }).click();
  // Staff read French; the API keeps the spec's «Training is required» for its clients (sessions.test.ts).
  await expect(created.getByRole("combobox", { name: "Formation", exact: true })).toHaveAccessibleDescription("Choisissez la formation de la session");

  await chooseTraining(created, training.label);
  await created.getByRole("button", { name: "Enregistrer" }).click();
  await expect(status(page, "La session a été créée.")).toBeVisible();
  await expect(created).toBeHidden();
  const event = calendar(page).locator(".fc-event", { hasText: training.label });
  await expect(event).toBeVisible();
  const [row] = await sessionsOf(page, training.id, monday);
  createdSessions.push(row!.id);
  const saved = await fetchSession(page, row!.id);
  expect(saved.status).toBe(200);
  expect(saved.body.training).toEqual(training);
  expect([parisWall(saved.body.startAt), parisWall(saved.body.endAt)]).toEqual([`${monday}T06:00`, `${monday}T10:00`]);

  // Edited in the form: a later end and a capacity.
  await event.click();
  const edited = form(page, "Modifier la session");
  await expect(edited.getByRole("combobox", { name: "Formation", exact: true })).toHaveValue(String(training.id));
  await expect(edited.getByText("Aucune inscription pour cette session.")).toBeVisible();
  await edited.getByLabel("Fin").fill(`${monday}T11:00`);
  await edited.getByLabel(/^Capacité/).fill("8");
  await edited.getByRole("button", { name: "Enregistrer" }).click();
  await expect(status(page, "La session a été enregistrée.")).toBeVisible();
  await expect.poll(async () => (await fetchSession(page, row!.id)).body).toMatchObject({ capacity: 8 });
  expect(parisWall((await fetchSession(page, row!.id)).body.endAt)).toBe(`${monday}T11:00`);

  // Dragged to the next day, same hours: saved at once.
  const tuesday = nextDay(monday);
  await dragEvent(page, event, await cellPoint(page, tuesday, "06:00"));
  await expect(status(page, "La session a été déplacée.")).toBeVisible();
  const moved = (await fetchSession(page, row!.id)).body;
  expect([parisWall(moved.startAt), parisWall(moved.endAt)]).toEqual([`${tuesday}T06:00`, `${tuesday}T11:00`]);
  expect(moved.capacity).toBe(8);

  // Deleted from its form.
  await calendar(page).locator(".fc-event", { hasText: training.label }).click();
  await edited.getByRole("button", { name: "Supprimer" }).click();
  await edited.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(status(page, "La session a été supprimée.")).toBeVisible();
  await expect(calendar(page).locator(".fc-event", { hasText: training.label })).toHaveCount(0);
  expect((await fetchSession(page, row!.id)).status).toBe(404);
});

test("the screen fits a phone and a desktop, and its form works with the keyboard", async ({ page }, testInfo) => {
  await signInAsStaff(page, SCREEN);
  // Signing in reloads the page: let it finish before going anywhere.
  await expect(calendar(page)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(SCREEN);
    // Opened on this week, scrolled to 8 h.
    await expect(calendar(page).locator('td.fc-timegrid-slot-lane[data-time="08:00:00"]')).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2 })).not.toBeEmpty();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`sessions-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    // The keyboard reaches the calendar's box after the week buttons and scrolls the hours.
    const box = page.getByRole("region", { name: "Calendrier de la semaine" });
    await page.getByRole("button", { name: "Cette semaine" }).focus();
    await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    const scrolled = await box.evaluate((element) => element.scrollTop);
    await page.keyboard.press("PageDown");
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(scrolled);
    await page.screenshot({ path: testInfo.outputPath(`sessions-focused-${width}.png`) });
    await showWeek(page, mondayAhead(2));
    await clickCell(page, mondayAhead(2), "05:00");
    const dialog = form(page, "Nouvelle session");
    await expect(dialog.getByLabel("Début")).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`sessions-form-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    // Focus starts inside and Tab cycles within the form; Escape closes it.
    await expect(dialog.getByLabel("Rechercher une formation")).toBeFocused();
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("staff create a training with a cover in its manager, add a session on the calendar, and visitors see both", async ({ page }) => {
  const stamp = `${Date.now()}`;
  const label = `Formation couverte ${stamp}`;
  const slug = `formation-couverte-${stamp}`;
  await signInAsStaff(page, "/admin/training/training");
  await page.getByRole("button", { name: "Ajouter" }).click();
  const drawer = page.getByRole("dialog", { name: "Ajouter : Formation" });
  await drawer.getByRole("textbox", { name: "Libellé", exact: true }).fill(label);
  await drawer.getByLabel(/^Slug/).fill(slug);
  const cover = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  await drawer.getByLabel("Image de couverture").setInputFiles({ name: "couverture.jpg", mimeType: "image/jpeg", buffer: cover });
  await drawer.getByRole("button", { name: "Créer" }).click();
  await expect(status(page, "a été créée")).toBeVisible();
  const found = await page.request.post("/api/admin/training/training/search", { headers: sameOrigin(), data: { page: 1, limit: 5, query: stamp } });
  const [training] = ((await found.json()) as { rows: { id: number; coverImageUrl: string | null }[] }).rows;
  createdTrainings.push(training!.id);
  expect(training!.coverImageUrl).toBeTruthy();

  await page.goto(SCREEN);
  const monday = mondayAhead(2);
  await showWeek(page, monday);
  // A Monday before 9 h: the demo's runs of several days (decision 0066) start at 9 h and never
  // cross a weekend, so nothing is drawn there; a Thursday morning may lie inside one.
  await clickCell(page, monday, "07:00");
  const dialog = form(page, "Nouvelle session");
  await chooseTraining(dialog, label);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(status(page, "La session a été créée.")).toBeVisible();
  const [session] = await sessionsOf(page, training!.id, monday);
  createdSessions.push(session!.id);
  const { body } = await fetchSession(page, session!.id);

  const visit = await page.goto(`/nos-prestations/formation/${slug}`);
  expect(visit?.status()).toBe(200);
  const image = page.getByRole("img", { name: `Illustration de la formation ${label}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/files\/training\/\d+-[0-9a-f]{8}-\d+\.avif$/);
  await expect(page.getByRole("list", { name: "Sessions à venir" }).locator(`time[datetime="${body.startAt}"]`)).toBeVisible();
});

test("a move the server refuses puts the session back, with a French notice", async ({ page }) => {
  await signInAsStaff(page, SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: "Sessions de formation" })).toBeVisible();
  const training = await createTrainingByApi(page, `${Date.now()}`);
  const monday = mondayAhead(4);
  const session = await createSessionByApi(page, training.id, `${monday}T05:00:00+01:00`, `${monday}T08:00:00+01:00`);
  await showWeek(page, monday);
  const event = calendar(page).locator(`td.fc-timegrid-col[data-date="${monday}"] .fc-event`, { hasText: training.label });
  await expect(event).toBeVisible();
  // Someone else deletes it meanwhile: the drag's save is answered 404.
  expect((await page.request.delete(`/api/training/session_delete/${session}`, { headers: sameOrigin() })).status()).toBe(200);

  await dragEvent(page, event, await cellPoint(page, mondayPlus(monday, 2), "05:00"));
  await expect(page.getByRole("alert").filter({ hasText: "Session non déplacée\u202f: Session introuvable" })).toBeVisible();
  await expect(event).toBeVisible();
});

test("two sessions at the same hours sit side by side, and each opens its own form", async ({ page }) => {
  await signInAsStaff(page, SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: "Sessions de formation" })).toBeVisible();
  const monday = mondayAhead(5);
  // Same start, different ends: how a new session lands on a demo one at 9 h.
  const trainings = [];
  for (const [index, end] of ["09:00", "12:00"].entries()) {
    const training = await createTrainingByApi(page, `${Date.now()}-${index}`);
    await createSessionByApi(page, training.id, `${monday}T05:00:00+01:00`, `${monday}T${end}:00+01:00`);
    trainings.push(training);
  }
  await showWeek(page, monday);
  for (const training of trainings) {
    await calendar(page).locator(".fc-event", { hasText: training.label }).click();
    const edited = form(page, "Modifier la session");
    await expect(edited.getByRole("combobox", { name: "Formation", exact: true })).toHaveValue(String(training.id));
    await page.keyboard.press("Escape");
    await expect(edited).toBeHidden();
  }
});

test("a session dragged to the lower edge of the calendar scrolls the hours and lands later", async ({ page }) => {
  await signInAsStaff(page, SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: "Sessions de formation" })).toBeVisible();
  const training = await createTrainingByApi(page, `${Date.now()}`);
  const monday = mondayAhead(6);
  const session = await createSessionByApi(page, training.id, `${monday}T08:00:00+01:00`, `${monday}T10:00:00+01:00`);
  await showWeek(page, monday);
  const box = page.getByRole("region", { name: "Calendrier de la semaine" });
  const event = calendar(page).locator(".fc-event", { hasText: training.label });
  const scrolled = await box.evaluate((element) => element.scrollTop);
  // The box's lower edge as seen: the window may cut it. 8 h is at its top, 12 h about its middle.
  const edge = (await box.boundingBox())!;
  const lowerEdge = Math.min(edge.y + edge.height, page.viewportSize()!.height) - 5;
  const column = (await event.boundingBox())!.x + 20;
  await grabEvent(page, event);
  await expect(calendar(page).locator(".fc-event-mirror", { hasText: training.label })).toBeVisible();
  // Held near the edge, the box scrolls; brought back to its middle, the session drops hours
  // later than it would have without scrolling, and is saved there.
  await page.mouse.move(column, lowerEdge, { steps: 10 });
  // FullCalendar scrolls on animation frames while the pointer rests by the edge, and stops
  // when a frame finds it elsewhere; a loaded machine can starve them. A hand trembles: each
  // poll moves the pointer by a pixel, which starts the frames again.
  let tremble = 0;
  const scrollTopNearEdge = async () => {
    await page.mouse.move(column, lowerEdge - (tremble++ % 2));
    return box.evaluate((element) => element.scrollTop);
  };
  // Every 100 ms, as a hand does: Playwright's default polls back off to one a second.
  await expect.poll(scrollTopNearEdge, { timeout: 15_000, intervals: [100] }).toBeGreaterThan(scrolled + 150);
  await page.mouse.move(column, (edge.y + lowerEdge) / 2, { steps: 5 });
  await page.mouse.up();
  await expect(status(page, "La session a été déplacée.")).toBeVisible();
  expect(parisWall((await fetchSession(page, session)).body.startAt) > `${monday}T14:00`).toBe(true);
});
