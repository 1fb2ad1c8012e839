import { parisInstant, parisIsoDay, parisWallTime } from "../../common/format/date";
import { placeParts } from "../../common/training-place";
import { isWorkingDay, teachingHours, workingDaysBetween } from "../../common/working-days";

/**
 * The demo sessions, generated from each course's length as written for visitors (issue 50).
 *
 * What a session is: one sitting of a run, from its first day's start to its last day's end,
 * teaching on the working days between (Monday to Friday, French public holidays excepted), the
 * same hours each day. A two-day course is one session over two days, so the public page shows
 * one date range and one «S'inscrire», a registration holds the trainee's seat for the whole run,
 * and the admin calendar shows one event over the days it takes. A course spread over months
 * («63 heures (9 jours sur 4 mois)») is a run of modules of a few days each, one session per
 * module; the run's sessions add up to the course's hours.
 */

/** A course's length: total hours, its sittings (days or half-days), and months when spread. */
export type CourseLength = { hours: number; sittings: number; halfDays: boolean; months: number | null };

/** «14 heures (2 jours)», «7 heures (2 demi-journées)», «63 heures (9 jours sur 4 mois)». */
export function courseLength(time: string): CourseLength {
  const match = /^(\d+) heures \((\d+) (jours?|demi-journées?)(?: sur (\d+) mois)?\)$/.exec(time);
  if (!match) throw new Error(`Durée de formation illisible : «${time}»`);
  const [, hours, sittings, unit, months] = match;
  return { hours: Number(hours), sittings: Number(sittings), halfDays: unit!.startsWith("demi"), months: months ? Number(months) : null };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The `count`-th working day on or after `day` (count 1: the first). */
function nthWorkingDay(day: string, count: number): string {
  let date = new Date(`${day}T12:00:00Z`);
  for (let found = 0; ; date = addDays(date, 1)) if (isWorkingDay(isoDay(date)) && ++found === count) return isoDay(date);
}

/** A stored session: the first day's start and the last day's end, Paris time. */
export type GeneratedSession = { startAt: Date; endAt: Date };

/**
 * Every sitting starts at 9 h and lasts the course's hours per day, with no break counted: a day
 * from 9 h to 16 h is 7 h, a half-day to 12 h 30 is 3 h 30, so a session's hours stay its days
 * times the time between its start and end hours, the rule the page can show.
 */
const DAY_START = 9;

/** The hours of one sitting day and the hour it ends. */
function dayHours(length: CourseLength) {
  const hours = length.hours / length.sittings;
  return { hours, endHour: DAY_START + hours };
}

/** How many modules a spread course has: full days by three, half-days by two. */
const moduleSizes = (length: CourseLength): number[] => {
  if (length.months === null) return [length.sittings];
  const per = length.halfDays ? 2 : 3;
  const count = Math.ceil(length.sittings / per);
  return Array.from({ length: count }, (_, i) => Math.floor(length.sittings / count) + (i < length.sittings % count ? 1 : 0));
};

/** The first working day from `day` that starts `days` working days in a row, with no weekend between (when they fit in a week). */
function runStart(day: string, days: number): string {
  for (let start = nthWorkingDay(day, 1); ; start = nthWorkingDay(isoDay(addDays(new Date(`${start}T12:00:00Z`), 1)), 1)) {
    const span = workingDaysBetween(start, nthWorkingDay(start, days));
    const calendarDays = (Date.parse(nthWorkingDay(start, days)) - Date.parse(start)) / DAY_MS + 1;
    if (days > 5 || (span.length === days && calendarDays === days)) return start;
  }
}

const at = (day: string, hour: number) =>
  parisInstant(`${day}T${String(Math.floor(hour)).padStart(2, "0")}:${String(Math.round((hour % 1) * 60)).padStart(2, "0")}`)!;

/**
 * The sessions of one run starting on the first working day from `firstDay`: one for a course
 * held in one go, one per module, spaced evenly over its months, for a spread course.
 */
export function runSessions(time: string, firstDay: string): GeneratedSession[] {
  const length = courseLength(time);
  const { endHour } = dayHours(length);
  const modules = moduleSizes(length);
  const gap = length.months === null ? 0 : Math.floor((length.months * 30) / modules.length);
  return modules.map((days, i) => {
    const start = runStart(isoDay(addDays(new Date(`${firstDay}T12:00:00Z`), i * gap)), days);
    return { startAt: at(start, DAY_START), endAt: at(nthWorkingDay(start, days), endHour) };
  });
}

/** Refuses a session that contradicts its course: a weekend or holiday edge, or a day's hours not the course's. */
export function assertSessionFitsCourse(course: { slug: string; time: string }, session: GeneratedSession): void {
  const [start, end] = [parisWallTime(session.startAt), parisWallTime(session.endAt)];
  const fail = (why: string) => {
    throw new Error(`Session de «${course.slug}» du ${start} au ${end} : ${why}`);
  };
  for (const day of [start.slice(0, 10), end.slice(0, 10)]) if (!isWorkingDay(day)) fail(`le ${day} n'est pas un jour ouvré`);
  const { endHour } = dayHours(courseLength(course.time));
  if (start.slice(11) !== "09:00" || parisWallTime(at(end.slice(0, 10), endHour)) !== end) fail("les horaires ne sont pas ceux d'une journée de la formation");
}

/** Refuses a run whose sessions do not add up to the course's hours. */
export function assertRunFitsCourse(course: { slug: string; time: string }, run: GeneratedSession[]): void {
  run.forEach((session) => assertSessionFitsCourse(course, session));
  const hours = run.reduce((sum, session) => sum + teachingHours(session.startAt, session.endAt), 0);
  const expected = courseLength(course.time).hours;
  if (hours !== expected) throw new Error(`Sessions de «${course.slug}» : ${hours} h pour une formation de ${expected} h`);
}

/**
 * Refuses a course whose place is not where its sessions can be: a remote course says
 * «À distance» and nothing else; any other names at least one city among `cities` (the firm's
 * agencies), and besides only «à distance» (a mixed course) or «dans vos locaux» (on request).
 */
export function assertCoursePlace(course: { slug: string; place: string; modality: string }, cities: string[]): void {
  const known = new Set(cities.map((city) => city.toLowerCase()));
  const parts = placeParts(course.place);
  const fail = (why: string) => {
    throw new Error(`Lieu de «${course.slug}» («${course.place}») : ${why}`);
  };
  if (course.modality === "distanciel") {
    if (course.place !== "À distance") fail("une formation à distance a pour lieu «À distance»");
    return;
  }
  const unknown = parts.filter((part) => !known.has(part) && part !== "à distance" && part !== "dans vos locaux");
  if (unknown.length) fail(`«${unknown.join("», «")}» n'est pas une ville de nos agences`);
  if (!parts.some((part) => known.has(part))) fail("aucune ville où tenir les sessions");
  if (course.modality === "presentiel" && parts.includes("à distance")) fail("une formation en présentiel n'a pas lieu à distance");
}

/** A demo course's runs, each checked against the course: what the seed stores. */
export function demoRuns(course: { slug: string; time: string; runs: number[] }, now: Date): GeneratedSession[][] {
  return course.runs.map((inDays) => {
    const run = runSessions(course.time, parisIsoDay(addDays(now, inDays)));
    assertRunFitsCourse(course, run);
    return run;
  });
}
