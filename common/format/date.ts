// Dates as French readers expect them, in the firm's time zone whatever the server's or the
// visitor's: hydration never sees another day. Written without Intl.DateTimeFormat: a browser's
// first Intl object costs it about 60 ms of main thread on these machines (ICU's data, measured
// in Chromium), on every page that shows a date.

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
/** The abbreviations of the Imprimerie nationale («janv.», «juil.»), as Intl's fr-FR writes them. */
const SHORT_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when Paris changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The wall clock in Paris at an instant, read from the UTC fields of the Date returned: UTC+2
 * from the last Sunday of March to the last Sunday of October, both at 01:00 UTC, UTC+1
 * otherwise. That is the EU rule in force since 1996; date.test.ts compares 1996–2037, and every
 * change of clocks in it, with the time-zone data of Intl, and fails if the rule changes.
 */
function parisWallClock(value: string | Date): Date {
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Invalid time value: ${String(value)}`);
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return new Date(instant + (summer ? 2 : 1) * HOUR_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");
const dayMonthYear = (wall: Date) => `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;

/** «25 novembre 2026». */
export const frenchDate = (value: string | Date) => dayMonthYear(parisWallClock(value));
/** «25/11/2026», for tables. */
export function frenchShortDate(value: string | Date): string {
  const wall = parisWallClock(value);
  return `${twoDigits(wall.getUTCDate())}/${twoDigits(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
}
/** «novembre 2026», when a review was written. */
export function frenchMonthYear(value: string | Date): string {
  const wall = parisWallClock(value);
  return `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}
/**
 * «28 nov. 2026 à 00:34», Paris time: when something happened, in the back-office's lists and
 * drawers (an e-mail sent, a note written, a task run).
 */
export function frenchDateTime(value: string | Date): string {
  const wall = parisWallClock(value);
  const day = `${wall.getUTCDate()} ${SHORT_MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
  return `${day} à ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
}
/** «28/11/2026 00:34», Paris time: a cell of a CSV file that French Excel reads as a date. */
export function frenchShortDateTime(value: string | Date): string {
  const wall = parisWallClock(value);
  return `${frenchShortDate(value)} ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
}
/** «2026-11-28»: the day in Paris as <input type="date"> and file names write it. */
export const parisIsoDay = (value: string | Date) => parisWallClock(value).toISOString().slice(0, 10);
/** «2026-11-28T00:34»: the Paris wall time as <input type="datetime-local"> holds it. */
export const parisWallTime = (value: string | Date) => parisWallClock(value).toISOString().slice(0, 16);

/**
 * The instant a Paris wall time «2026-11-28T00:34» names, or null when the text is no such
 * time. The offset is read twice, so a time just after a change of clocks gets the new one; the
 * hour skipped in March and the one repeated in October are read in winter time (02:30 → 03:30).
 */
export function parisInstant(wall: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const asUtc = Date.parse(`${wall}Z`);
  if (Number.isNaN(asUtc)) return null;
  const offset = (time: number) => parisWallClock(new Date(time)).getTime() - time;
  return new Date(asUtc - offset(asUtc - offset(asUtc)));
}
/** The machine-readable form for <time dateTime> and feeds: the ISO instant. */
export const isoDate = (value: string | Date) => new Date(value).toISOString();

// Sessions and appointments are read in the firm's time zone, whatever the server's or the
// visitor's: a session at 9 h in Lyon is at 9 h for a visitor abroad too.
const NBSP = "\u00a0";

/** «lundi 7 décembre 2026». */
function weekdayDate(value: string | Date): string {
  const wall = parisWallClock(value);
  return `${WEEKDAYS[wall.getUTCDay()]} ${dayMonthYear(wall)}`;
}

/** «9 h 00» (French typography: the parts held together by no-break spaces). */
export function frenchTime(value: string | Date): string {
  const wall = parisWallClock(value);
  return `${wall.getUTCHours()}${NBSP}h${NBSP}${twoDigits(wall.getUTCMinutes())}`;
}

/**
 * When something takes place: «le lundi 7 décembre 2026, de 9 h 00 à 17 h 00» within a day,
 * «du lundi 7 décembre 2026, 9 h 00 au mardi 8 décembre 2026, 17 h 00» across days.
 */
export function frenchDateTimeRange(start: string | Date, end: string | Date): string {
  const [startDay, endDay] = [weekdayDate(start), weekdayDate(end)];
  if (startDay === endDay) return `le ${startDay}, de ${frenchTime(start)} à ${frenchTime(end)}`;
  return `du ${startDay}, ${frenchTime(start)} au ${endDay}, ${frenchTime(end)}`;
}

/** A phrase above as a sentence or a line of its own: «Le lundi 7 décembre…». */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
