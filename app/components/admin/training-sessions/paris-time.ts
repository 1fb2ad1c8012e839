// The calendar shows Paris time wherever the admin's browser is. FullCalendar needs a
// time-zone plugin (and luxon) for a named zone; instead it runs in UTC and is given Paris wall
// times as if they were UTC ("UTC coercion"). These helpers convert at that boundary.

export const PARIS = "Europe/Paris";

const WALL = new Intl.DateTimeFormat("en-CA", {
  timeZone: PARIS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Paris wall time of an instant, as «2026-03-02T09:00» (a datetime-local input's value). */
export function parisWall(instant: Date | string): string {
  const parts = Object.fromEntries(WALL.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Paris's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffset(time: number): number {
  return Date.parse(`${parisWall(new Date(time))}Z`) - Math.floor(time / 60_000) * 60_000;
}

/**
 * The instant a Paris wall time «2026-03-02T09:00» names, or null when the text is no date.
 * In the hour skipped in March, the time is read with the winter offset (02:30 → 03:30).
 */
export function parisInstant(wall: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const asUtc = Date.parse(`${wall}Z`);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - parisOffset(asUtc);
  return new Date(asUtc - parisOffset(first));
}

/** A calendar date (UTC-coerced) back to the real instant it shows. */
export const fromCalendar = (coerced: Date) => parisInstant(coerced.toISOString().slice(0, 16))!;
/** An instant to the calendar's UTC-coerced wall time, «2026-03-02T09:00:00Z». */
export const toCalendar = (instant: Date | string) => `${parisWall(instant)}:00Z`;

/** Adds hours to a wall time, in wall-clock terms (what the calendar cell shows). */
export function addWallHours(wall: string, hours: number): string {
  return new Date(Date.parse(`${wall}Z`) + hours * 3_600_000).toISOString().slice(0, 16);
}

const DISPLAY = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, dateStyle: "short", timeStyle: "short" });
/** «02/03/2026 09:00», Paris time. */
export const displayParis = (instant: Date | string) => DISPLAY.format(new Date(instant));
