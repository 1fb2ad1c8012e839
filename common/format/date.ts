// Dates as French readers expect them, in the firm's time zone whatever the server's.
const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
const shortDate = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Paris" });

/** «25 novembre 2026». */
export const frenchDate = (value: string | Date) => longDate.format(new Date(value));
/** «25/11/2026», for tables. */
export const frenchShortDate = (value: string | Date) => shortDate.format(new Date(value));
/** The machine-readable form for <time dateTime> and feeds: the ISO instant. */
export const isoDate = (value: string | Date) => new Date(value).toISOString();

const weekdayDate = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
const clock = new Intl.DateTimeFormat("fr-FR", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Paris" });

/** «9 h», «13 h 30» (French typography, no-break spaces). */
export function frenchTime(value: string | Date): string {
  const [hours, minutes] = clock.format(new Date(value)).split(":");
  return minutes === "00" ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
}

/**
 * A session's dates: «lundi 7 décembre 2026, de 9 h à 17 h» on one day,
 * «du lundi 7 décembre 2026, 9 h au mardi 8 décembre 2026, 17 h» over several.
 */
export function frenchDateTimeRange(start: string | Date, end: string | Date): string {
  const [startDay, endDay] = [weekdayDate.format(new Date(start)), weekdayDate.format(new Date(end))];
  if (startDay === endDay) return `${startDay}, de ${frenchTime(start)} à ${frenchTime(end)}`;
  return `du ${startDay}, ${frenchTime(start)} au ${endDay}, ${frenchTime(end)}`;
}
