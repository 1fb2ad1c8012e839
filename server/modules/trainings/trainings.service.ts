import { and, asc, count, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import { trainingDurations, trainingLevels, trainingModalities, trainings, trainingSessions, trainingThematics } from "../../db/schema";
import { parseOrThrow } from "../../lib/errors";
import { unaccentContains } from "../../lib/sql";
import { pageLimit, pageNumber } from "../../lib/paging";
import { mediaUrl } from "../../../common/images";
import type { ListAnswer } from "../../../common/schemas/list";
import { INT4_MAX } from "../../../common/db-limits";
import {
  REFERENCE_LOOKUP_SIZE,
  TRAININGS_PAGE_SIZE,
  sessionHours,
  type ReferenceKind,
  type TrainingCard,
  type TrainingDetails,
  type TrainingReference,
} from "../../../common/trainings";
import { seatsTaken } from "./seats";

const IDS_INVALID = "Les filtres doivent être des listes d'identifiants";
const query = z.string({ error: "Texte attendu" }).trim().max(200, "Recherche trop longue (200 caractères au maximum)").default("");
/** Ids as a list or comma-separated (a URL's «?thematiques=2,5»). */
const ids = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter(Boolean).map(Number) : (value ?? [])),
  z.array(z.number({ error: IDS_INVALID }).int(IDS_INVALID).positive(IDS_INVALID).max(INT4_MAX, IDS_INVALID), { error: IDS_INVALID }).max(50, IDS_INVALID),
);
const BODY_NOT_OBJECT = "Le corps de la requête doit être un objet JSON";

export const trainingSearchSchema = z.object(
  { page: pageNumber, limit: pageLimit(TRAININGS_PAGE_SIZE), query, thematics: ids, durations: ids, levels: ids, modalities: ids },
  { error: BODY_NOT_OBJECT },
);
export type TrainingSearch = z.infer<typeof trainingSearchSchema>;

export const REFERENCE_TABLES = {
  thematics: trainingThematics,
  durations: trainingDurations,
  levels: trainingLevels,
  modalities: trainingModalities,
} as const;

const thematic = alias(trainingThematics, "thematic");
const duration = alias(trainingDurations, "duration");
const level = alias(trainingLevels, "level");
const modality = alias(trainingModalities, "modality");

const cardColumns = {
  id: trainings.id,
  label: trainings.label,
  header: trainings.header,
  slug: trainings.slug,
  coverImageUrl: trainings.coverImageUrl,
  price: trainings.price,
  place: trainings.place,
  time: trainings.time,
  thematic: thematic.label,
  duration: duration.label,
  level: level.label,
  modality: modality.label,
};

const detailColumns = {
  ...cardColumns,
  description: trainings.description,
  goal: trainings.goal,
  target: trainings.target,
  requirement: trainings.requirement,
  program: trainings.program,
  evaluation: trainings.evaluation,
  funding: trainings.funding,
  content: trainings.content,
  reference: trainings.reference,
  placeId: trainings.placeId,
  googleRating: trainings.googleRating,
  googleReviewsCount: trainings.googleReviewsCount,
  seoTitle: trainings.seoTitle,
  seoDescription: trainings.seoDescription,
};

/** Every training with the labels of its four references (each may be unset). */
const selectTrainings = (db: Db) =>
  db
    .select(detailColumns)
    .from(trainings)
    .leftJoin(thematic, eq(thematic.id, trainings.thematicId))
    .leftJoin(duration, eq(duration.id, trainings.durationId))
    .leftJoin(level, eq(level.id, trainings.levelId))
    .leftJoin(modality, eq(modality.id, trainings.modalityId));

const toCard = (row: Awaited<ReturnType<typeof selectTrainings>>[number]): TrainingCard => ({
  id: row.id,
  label: row.label,
  header: row.header,
  slug: row.slug,
  coverImageUrl: mediaUrl(row.coverImageUrl),
  price: row.price,
  place: row.place,
  time: row.time,
  thematic: row.thematic,
  duration: row.duration,
  level: row.level,
  modality: row.modality,
});

const within = (column: PgColumn, list: number[]) => (list.length > 0 ? inArray(column, list) : undefined);

/**
 * POST /api/training/search_trainings (spec 1 §7): the catalogue in the order staff set
 * (position), matching the words typed in the label or header (accents and case ignored) and,
 * within each filter group, any of the references ticked.
 */
export async function searchTrainings(db: Db, input: unknown): Promise<ListAnswer<TrainingCard>> {
  const search = parseOrThrow(trainingSearchSchema, input);
  const words = search.query.split(/\s+/).filter(Boolean).slice(0, 5);
  const where = and(
    within(trainings.thematicId, search.thematics),
    within(trainings.durationId, search.durations),
    within(trainings.levelId, search.levels),
    within(trainings.modalityId, search.modalities),
    ...words.map((word) => unaccentContains(sql`${trainings.label} || ' ' || coalesce(${trainings.header}, '')`, word)),
  );
  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    selectTrainings(db)
      .where(where)
      .orderBy(asc(trainings.position), asc(trainings.label), asc(trainings.id))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    db.select({ matching: count() }).from(trainings).where(where),
    db.select({ all: count() }).from(trainings),
  ]);
  return { rows: rows.map(toCard), count: matching, total: all };
}

export const referenceSearchSchema = z.object({ page: pageNumber, limit: pageLimit(REFERENCE_LOOKUP_SIZE), query }, { error: BODY_NOT_OBJECT });

/** POST /api/training/search_{thematics,durations,levels,modalities}: rows with label (spec 1 §7). */
export async function searchReferences(db: Db, kind: ReferenceKind, input: unknown): Promise<ListAnswer<TrainingReference>> {
  const search = parseOrThrow(referenceSearchSchema, input);
  const table = REFERENCE_TABLES[kind];
  const where: SQL | undefined = search.query ? unaccentContains(table.label, search.query) : undefined;
  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    db
      .select({ id: table.id, label: table.label, header: table.header })
      .from(table)
      .where(where)
      .orderBy(asc(table.id))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    db.select({ matching: count() }).from(table).where(where),
    db.select({ all: count() }).from(table),
  ]);
  return { rows, count: matching, total: all };
}

/** GET /api/training/get_training_details/{slug}: every field, and the sessions still to come. */
export async function findTraining(db: Db, slug: string): Promise<TrainingDetails | null> {
  const [row] = await selectTrainings(db).where(eq(trainings.slug, slug.slice(0, 200)));
  if (!row) return null;
  const sessions = await db
    .select({
      id: trainingSessions.id,
      startAt: trainingSessions.startAt,
      endAt: trainingSessions.endAt,
      capacity: trainingSessions.capacity,
      taken: seatsTaken,
    })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.trainingId, row.id), gt(trainingSessions.startAt, new Date())))
    .orderBy(asc(trainingSessions.startAt));
  return {
    ...row,
    ...toCard(row),
    sessions: sessions.map((session) => ({
      id: session.id,
      startAt: session.startAt.toISOString(),
      endAt: session.endAt.toISOString(),
      capacity: session.capacity,
      seatsLeft: session.capacity === null ? null : Math.max(0, session.capacity - session.taken),
      hours: sessionHours(session.startAt, session.endAt),
    })),
  };
}
