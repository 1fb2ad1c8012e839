import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { trainingRegistrations, trainings, trainingSessions } from "../../db/schema";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { databaseError } from "../../lib/sql";
import { INT4_MAX } from "../../../common/db-limits";
import { sessionHours } from "../../../common/trainings";
import { seatsTaken } from "./seats";
import { csvFile } from "../../lib/csv";
import { frenchShortDateTime, parisIsoDay } from "../../../common/format/date";

// The back-office sessions calendar (spec 3 §2.4, §7, §9): admins only, checked by the API.

export const SESSION_MESSAGES = {
  bodyNotObject: "Le corps de la requête doit être un objet JSON",
  /** Spec 3 §5, word for word. */
  trainingRequired: "Training is required",
  trainingUnknown: "Formation inconnue : choisissez-la dans la liste",
  startRequired: "La date de début est obligatoire",
  endRequired: "La date de fin est obligatoire",
  dateInvalid: "Date invalide : attendue au format ISO 8601 (2026-03-02T09:00:00+01:00)",
  endBeforeStart: "La fin doit être après le début",
  tooLong: "Une session ne peut pas durer plus de 366 jours",
  capacity: "La capacité doit être un nombre entier positif (laissez vide : sans limite)",
  duration: "La durée doit être un nombre d'heures positif",
  rangeTooLong: "La période affichée ne doit pas dépasser 62 jours",
  rangeInverted: "La fin de la période doit être après son début",
  notFound: "Session introuvable",
} as const;
const M = SESSION_MESSAGES;

/** Calendar weeks and months fit; a bigger range would let one call read the whole table. */
const MAX_RANGE_DAYS = 62;
const MAX_SESSION_DAYS = 366;
const DAY_MS = 86_400_000;
/** Years PostgreSQL and every browser's date input agree on. */
const MIN_TIME = Date.UTC(1900, 0, 1);
const MAX_TIME = Date.UTC(2200, 0, 1);

/** An instant as ISO 8601 text with its offset (FullCalendar's startStr, an input's value + «Z»). */
const instant = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : M.dateInvalid) })
    .max(40, M.dateInvalid)
    .transform((text, ctx) => {
      const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? Date.parse(text) : NaN;
      if (Number.isNaN(time) || time < MIN_TIME || time > MAX_TIME) {
        ctx.addIssue({ code: "custom", message: M.dateInvalid });
        return z.NEVER;
      }
      return new Date(time);
    });

const emptyAsNull = (value: unknown) => (value === "" ? null : value);

export const sessionSearchSchema = z.object(
  {
    calendarQuery: z.object(
      { startAt: instant(M.startRequired), endAt: instant(M.endRequired), view: z.string({ error: "Vue invalide" }).max(40, "Vue invalide").optional() },
      { error: "calendarQuery doit être un objet {startAt, endAt, view}" },
    ),
  },
  { error: M.bodyNotObject },
);

export const sessionSaveSchema = z
  .object(
    {
      trainingId: z.preprocess(
        emptyAsNull,
        z
          .number({ error: (issue) => (issue.input == null ? M.trainingRequired : M.trainingUnknown) })
          .int(M.trainingUnknown)
          .positive(M.trainingUnknown)
          .max(INT4_MAX, M.trainingUnknown),
      ),
      startAt: instant(M.startRequired),
      endAt: instant(M.endRequired),
      // The hours are always the rounded difference (spec 3 §3): a duration sent is checked, not stored.
      duration: z.preprocess(
        emptyAsNull,
        z
          .number({ error: M.duration })
          .min(0, M.duration)
          .max(MAX_SESSION_DAYS * 24, M.duration)
          .nullish(),
      ),
      capacity: z.preprocess(emptyAsNull, z.number({ error: M.capacity }).int(M.capacity).positive(M.capacity).max(INT4_MAX, M.capacity).nullish()),
    },
    { error: M.bodyNotObject },
  )
  .superRefine((value, ctx) => {
    if (value.endAt <= value.startAt) ctx.addIssue({ code: "custom", path: ["endAt"], message: M.endBeforeStart });
    else if (value.endAt.getTime() - value.startAt.getTime() > MAX_SESSION_DAYS * DAY_MS) ctx.addIssue({ code: "custom", path: ["endAt"], message: M.tooLong });
  });

export type SessionEvent = {
  id: number;
  trainingId: number;
  trainingLabel: string;
  startAt: Date;
  endAt: Date;
  capacity: number | null;
  /** Hours, the rounded difference (spec 3 §3). */
  duration: number;
  registrationCount: number;
};
export type SessionRegistration = { id: number; names: string; mail: string; phoneNumber: string; createdAt: Date };
export type SessionDetails = Omit<SessionEvent, "trainingId" | "trainingLabel"> & {
  training: { id: number; label: string };
  registrations: SessionRegistration[];
};

const eventColumns = {
  id: trainingSessions.id,
  trainingId: trainingSessions.trainingId,
  trainingLabel: trainings.label,
  startAt: trainingSessions.startAt,
  endAt: trainingSessions.endAt,
  capacity: trainingSessions.capacity,
  registrationCount: seatsTaken,
};

const withDuration = <T extends { startAt: Date; endAt: Date }>(row: T) => ({ ...row, duration: sessionHours(row.startAt, row.endAt) });

/** Sessions overlapping the calendar's range (a session across midnight on Sunday shows in both weeks). */
export async function searchSessions(db: Db, input: unknown): Promise<{ rows: SessionEvent[]; count: number }> {
  const { startAt, endAt } = parseOrThrow(sessionSearchSchema, input).calendarQuery;
  if (endAt <= startAt) throw new HttpError(400, M.rangeInverted, { "calendarQuery.endAt": M.rangeInverted });
  if (endAt.getTime() - startAt.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new HttpError(400, M.rangeTooLong, { "calendarQuery.endAt": M.rangeTooLong });
  const rows = await db
    .select(eventColumns)
    .from(trainingSessions)
    .innerJoin(trainings, eq(trainings.id, trainingSessions.trainingId))
    .where(and(lt(trainingSessions.startAt, endAt), gt(trainingSessions.endAt, startAt)))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
  return { rows: rows.map(withDuration), count: rows.length };
}

async function findEvent(db: Db | Tx, id: number): Promise<SessionEvent> {
  const [row] = await db
    .select(eventColumns)
    .from(trainingSessions)
    .innerJoin(trainings, eq(trainings.id, trainingSessions.trainingId))
    .where(eq(trainingSessions.id, id));
  if (!row) throw notFound(M.notFound);
  return withDuration(row);
}

export async function sessionRegistrations(db: Db, sessionId: number): Promise<SessionRegistration[]> {
  return db
    .select({
      id: trainingRegistrations.id,
      names: trainingRegistrations.names,
      mail: trainingRegistrations.mail,
      phoneNumber: trainingRegistrations.phoneNumber,
      createdAt: trainingRegistrations.createdAt,
    })
    .from(trainingRegistrations)
    .where(eq(trainingRegistrations.sessionId, sessionId))
    .orderBy(asc(trainingRegistrations.createdAt), asc(trainingRegistrations.id));
}

export async function fetchSession(db: Db, id: number): Promise<SessionDetails> {
  const { trainingId, trainingLabel, ...event } = await findEvent(db, id);
  return { ...event, training: { id: trainingId, label: trainingLabel }, registrations: await sessionRegistrations(db, id) };
}

/**
 * Creates (id null) or updates a session. The row is locked while the capacity is compared
 * with its registrations: a trainee registering meanwhile (who locks it too) waits, so the
 * capacity never ends up below the seats already taken.
 */
export async function saveSession(db: Db, id: number | null, input: unknown): Promise<SessionEvent> {
  const { trainingId, startAt, endAt, capacity } = parseOrThrow(sessionSaveSchema, input);
  const [training] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId));
  if (!training) throw new HttpError(400, M.trainingUnknown, { trainingId: M.trainingUnknown });
  const values = { trainingId, startAt, endAt, capacity: capacity ?? null };
  if (id === null) {
    const [created] = await db.insert(trainingSessions).values(values).returning({ id: trainingSessions.id });
    return findEvent(db, created!.id);
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.id, id)).for("update");
    if (!locked) throw notFound(M.notFound);
    const [{ taken }] = (await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(trainingRegistrations)
      .where(eq(trainingRegistrations.sessionId, id))) as [{ taken: number }];
    if (values.capacity !== null && values.capacity < taken) {
      const message = `La capacité ne peut pas être inférieure au nombre d'inscrits (${taken})`;
      throw new HttpError(400, message, { capacity: message });
    }
    await tx.update(trainingSessions).set(values).where(eq(trainingSessions.id, id));
    return findEvent(tx, id);
  });
}

const hasRegistrations = (taken: number) =>
  `Cette session compte ${taken} inscription${taken > 1 ? "s" : ""} : elle ne peut pas être supprimée. Déplacez-la plutôt, ou prévenez les inscrits avant de les retirer.`;

/** A session with registrations stays (the foreign key restricts too): a registration is never dropped silently. */
export async function deleteSession(db: Db, id: number): Promise<{ id: number }> {
  const { registrationCount: taken } = await findEvent(db, id);
  if (taken > 0) throw new HttpError(409, hasRegistrations(taken));
  try {
    const [deleted] = await db.delete(trainingSessions).where(eq(trainingSessions.id, id)).returning({ id: trainingSessions.id });
    if (!deleted) throw notFound(M.notFound);
    return deleted;
  } catch (error) {
    // A registration arrived between the count and the delete.
    if (databaseError(error)?.code === "23503") throw new HttpError(409, hasRegistrations(1));
    throw error;
  }
}

/** The registrations of a session as a CSV file (server/lib/csv.ts). */
export async function registrationsCsv(db: Db, id: number): Promise<{ filename: string; body: string }> {
  const session = await findEvent(db, id);
  const lines = [["Nom", "E-mail", "Téléphone", "Date d'inscription"]];
  for (const row of await sessionRegistrations(db, id)) lines.push([row.names, row.mail, row.phoneNumber, frenchShortDateTime(row.createdAt)]);
  const day = parisIsoDay(session.startAt);
  return { filename: `inscrits-session-${id}-${day}.csv`, body: csvFile(lines) };
}
