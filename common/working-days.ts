import { parisIsoDay, parisWallTime } from "./format/date";

/** French working days, for training sessions held over several days (issue 50). */

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const e = Math.floor(b / 4);
  const f = b % 4;
  const g = Math.floor((b + 8) / 25);
  const i = Math.floor((b - g + 1) / 3);
  const k = (19 * a + b - e - i + 15) % 30;
  const l = (32 + 2 * f + 2 * Math.floor(c / 4) - k - (c % 4)) % 7;
  const m = Math.floor((a + 11 * k + 22 * l) / 451);
  const month = Math.floor((k + l - 7 * m + 114) / 31);
  const day = ((k + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The public holidays of metropolitan France in a year, as ISO days. */
export function frenchHolidays(year: number): Set<string> {
  const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map((day) => `${year}-${day}`);
  const sunday = easter(year);
  // Easter Monday, Ascension Thursday, Whit Monday.
  return new Set([...fixed, ...[1, 39, 50].map((days) => isoDay(addDays(sunday, days)))]);
}

/** Monday to Friday and not a public holiday; `day` is an ISO day («2026-12-07»). */
export function isWorkingDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !frenchHolidays(date.getUTCFullYear()).has(day);
}

/** The working days from `from` to `to`, both ISO days, inclusive. */
export function workingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = new Date(`${from}T12:00:00Z`); isoDay(date) <= to; date = addDays(date, 1)) if (isWorkingDay(isoDay(date))) days.push(isoDay(date));
  return days;
}

/** Hours of a Paris wall-clock time («2026-12-07T16:30» gives 16.5). */
const clockHours = (value: Date | string) => {
  const [hours, minutes] = parisWallTime(value).slice(11).split(":").map(Number);
  return hours! + minutes! / 60;
};

/**
 * The hours taught in a session: on one day, end minus start; over several days, its working
 * days times the hours between its start and end times (a two-day session from 9 h to 16 h is
 * 14 h, not 31). Anything else (a night, a weekend only) keeps the plain difference.
 */
export function teachingHours(startAt: Date | string, endAt: Date | string): number {
  const plain = (new Date(endAt).getTime() - new Date(startAt).getTime()) / 3_600_000;
  const [first, last] = [parisIsoDay(startAt), parisIsoDay(endAt)];
  const perDay = clockHours(endAt) - clockHours(startAt);
  const days = workingDaysBetween(first, last).length;
  return first === last || perDay <= 0 || days === 0 ? plain : days * perDay;
}
