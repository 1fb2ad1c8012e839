// Dates as French readers expect them, in the firm's time zone whatever the server's.
const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
const shortDate = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Paris" });

/** «25 novembre 2026». */
export const frenchDate = (value: string | Date) => longDate.format(new Date(value));
/** «25/11/2026», for tables. */
export const frenchShortDate = (value: string | Date) => shortDate.format(new Date(value));
/** The machine-readable form for <time dateTime> and feeds: the ISO instant. */
export const isoDate = (value: string | Date) => new Date(value).toISOString();

// Sessions and appointments are read in the firm's time zone, whatever the server's or the
// visitor's: a session at 9 h in Lyon is at 9 h for a visitor abroad too.
const weekdayDate = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
const clock = new Intl.DateTimeFormat("fr-FR", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Paris" });
const NBSP = "\u00a0";

/** «9 h 00» (French typography: the parts held together by no-break spaces). */
export function frenchTime(value: string | Date): string {
  const [hours, minutes] = clock.format(new Date(value)).split(":");
  return `${Number(hours)}${NBSP}h${NBSP}${minutes}`;
}

/**
 * When something takes place: «le lundi 7 décembre 2026, de 9 h 00 à 17 h 00» within a day,
 * «du lundi 7 décembre 2026, 9 h 00 au mardi 8 décembre 2026, 17 h 00» across days.
 */
export function frenchDateTimeRange(start: string | Date, end: string | Date): string {
  const [startDay, endDay] = [weekdayDate.format(new Date(start)), weekdayDate.format(new Date(end))];
  if (startDay === endDay) return `le ${startDay}, de ${frenchTime(start)} à ${frenchTime(end)}`;
  return `du ${startDay}, ${frenchTime(start)} au ${endDay}, ${frenchTime(end)}`;
}

/** A phrase above as a sentence or a line of its own: «Le lundi 7 décembre…». */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
