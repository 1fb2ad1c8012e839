import type { TrainingSession } from "~common/trainings";

// Sessions are read in the firm's time zone, whatever the server's or the visitor's: a
// session at 9 h in Lyon is at 9 h for a visitor abroad too (it happens in Lyon).
const ZONE = "Europe/Paris";
const day = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: ZONE });
const clock = new Intl.DateTimeFormat("fr-FR", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: ZONE });

// French typography writes «9 h 00», the parts held together by no-break spaces.
const NBSP = "\u00a0";

/** «9 h 00». */
export function frenchTime(value: string | Date): string {
  const parts = clock.formatToParts(new Date(value));
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  const minute = parts.find((part) => part.type === "minute")?.value ?? "00";
  return `${hour}${NBSP}h${NBSP}${minute}`;
}

/** «lundi 7 décembre 2026». */
export const frenchDay = (value: string | Date) => day.format(new Date(value));

/**
 * When a session takes place: «le lundi 7 décembre 2026, de 9 h 00 à 17 h 00» within a day,
 * «du lundi 7 décembre 2026, 9 h 00 au mardi 8 décembre 2026, 17 h 00» across days.
 */
export function sessionWhen(session: Pick<TrainingSession, "startAt" | "endAt">): string {
  const [startDay, endDay] = [frenchDay(session.startAt), frenchDay(session.endAt)];
  if (startDay === endDay) return `le ${startDay}, de ${frenchTime(session.startAt)} à ${frenchTime(session.endAt)}`;
  return `du ${startDay}, ${frenchTime(session.startAt)} au ${endDay}, ${frenchTime(session.endAt)}`;
}

/** «7 h» of training (spec 1 §3: the rounded difference between end and start). */
export const sessionLength = (hours: number) => `${hours}${NBSP}h`;
