// The calendar shows Paris time wherever the admin's browser is. FullCalendar needs a
// time-zone plugin (and luxon) for a named zone; instead it runs in UTC and is given Paris wall
// times as if they were UTC ("UTC coercion"). These helpers convert at that boundary, with the
// back-office's one date module (common/format/date.ts).
import { parisInstant, parisWallTime } from "~common/format/date";

export { parisInstant };

/** A calendar date (UTC-coerced) back to the real instant it shows. */
export const fromCalendar = (coerced: Date) => parisInstant(coerced.toISOString().slice(0, 16))!;
/** An instant to the calendar's UTC-coerced wall time, «2026-03-02T09:00:00Z». */
export const toCalendar = (instant: Date | string) => `${parisWallTime(instant)}:00Z`;

/** Adds hours to a wall time, in wall-clock terms (what the calendar cell shows). */
export function addWallHours(wall: string, hours: number): string {
  return new Date(Date.parse(`${wall}Z`) + hours * 3_600_000).toISOString().slice(0, 16);
}
