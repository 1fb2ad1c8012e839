import { parisInstant, parisWallTime } from "../../common/format/date";
import { HttpError } from "./errors";

export const SINCE_MESSAGE = "Date et heure attendues (AAAA-MM-JJTHH:MM, heure de Paris)";

/**
 * The «since» of the home's links, as their filters write it: the Paris wall time to the minute
 * («2026-11-28T09:12»), readable in a filter field. The home counts from the same minute, so a
 * figure and the list its link opens hold the same records.
 */
export const sinceParam = (since: Date) => parisWallTime(since);

/** The instant the home counts from: `at` cut to its minute (what `sinceParam` can write). */
export const toTheMinute = (at: Date) => parisInstant(parisWallTime(at))!;

/** A «since» filter's value read back into its instant; absent: none; otherwise 400 on the field. */
export function readSince(value: unknown, field: string): Date | undefined {
  if (value == null || value === "") return undefined;
  const instant = typeof value === "string" ? parisInstant(value.trim()) : null;
  if (!instant) throw new HttpError(400, SINCE_MESSAGE, { [field]: SINCE_MESSAGE });
  return instant;
}
