import { z } from "zod";
import { frenchShortDate } from "./format/date";

/**
 * The invitation staff send a candidate (issue 48): the survey's link, the consultant's name and
 * the day to answer by; one reminder some days later (JOB_SURVEY_REMINDER_DAYS) while it is not
 * completed. Shared by the back-office form and the server's schema.
 */

/** The deadline the invitation form proposes: two weeks from today. */
export const DEFAULT_DEADLINE_DAYS = 14;
/** Further than this is no deadline at all. */
export const MAX_DEADLINE_DAYS = 365;

export const INVITATION_MESSAGES = {
  deadlineInvalid: "Date limite invalide (format AAAA-MM-JJ)",
  deadlinePast: "La date limite ne peut pas être déjà passée",
  deadlineTooFar: "La date limite doit être dans moins d'un an",
  candidateEmailMissing: "Indiquez l'e-mail du candidat pour lui envoyer l'invitation",
  completed: "Ce questionnaire est déjà terminé\u00a0: l'invitation n'a plus lieu d'être",
  sent: "L'invitation a été envoyée au candidat",
  notDelivered: "L'invitation est enregistrée mais l'e-mail n'a pas pu partir\u00a0: il sera renvoyé automatiquement, ou depuis le gestionnaire des e-mails",
} as const;

/** The day in Paris, «AAAA-MM-JJ», offset by some days (the form's default, the server's «today»). */
export function parisDay(offsetDays = 0, now: Date = new Date()): string {
  const [day, month, year] = frenchShortDate(new Date(now.getTime() + offsetDays * 86_400_000)).split("/");
  return `${year}-${month}-${day}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written AAAA-MM-JJ (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The deadline field: a calendar day, today at the earliest, within a year. */
export const deadlineSchema = (now?: Date) =>
  z
    .string({ error: INVITATION_MESSAGES.deadlineInvalid })
    .trim()
    .refine(isCalendarDay, { error: INVITATION_MESSAGES.deadlineInvalid })
    // «Today» when the value is checked, not when the schema was built (it lives as long as the server).
    .refine((day) => day >= parisDay(0, now ?? new Date()), { error: INVITATION_MESSAGES.deadlinePast })
    .refine((day) => day <= parisDay(MAX_DEADLINE_DAYS, now ?? new Date()), { error: INVITATION_MESSAGES.deadlineTooFar });

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

/** «lundi 1er décembre 2026», «mardi 15 décembre 2026»: a deadline as a sentence says it. */
export function frenchDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday} ${date === 1 ? "1er" : date} ${MONTHS[month - 1]} ${year}`;
}

/** Where a survey stands, as the back-office list shows it (derived from its dates). */
export const SURVEY_STATUSES = ["NOT_SENT", "SENT", "OPENED", "STARTED", "COMPLETED"] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = {
  NOT_SENT: "Non envoyée",
  SENT: "Envoyée",
  OPENED: "Ouverte",
  STARTED: "Commencée",
  COMPLETED: "Terminée",
};

export const SURVEY_STATUS_OPTIONS = SURVEY_STATUSES.map((value) => ({ value, label: SURVEY_STATUS_LABELS[value] }));
