import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { landRegistries } from "../db/schema";
import { HttpError } from "../lib/errors";
import { INT4_MAX } from "../../common/db-limits";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Relation } from "./types";

/** 2: departments, 3: towns (spec 1 §3, Land registry). */
type Level = 2 | 3;

const ofLevel = (level: Level) => async (db: Db, ids: number[]) =>
  (
    await db
      .select({ id: landRegistries.id })
      .from(landRegistries)
      .where(and(inArray(landRegistries.id, ids), eq(landRegistries.level, level)))
  ).map((row) => row.id);

export const UNKNOWN_DEPARTMENT = "Département inconnu : choisissez-le dans la liste";
export const UNKNOWN_TOWN = "Ville inconnue : choisissez-la dans la liste";

/** Departments kept in a join table (an agency's or a recruiter's «zones d'intervention»). */
export const departmentsRelation = (table: PgTable, owner: PgColumn, target: PgColumn): Relation => ({
  table,
  owner,
  target,
  invalid: UNKNOWN_DEPARTMENT,
  acceptable: ofLevel(2),
});

/** One place picked in a list (an agency's town): an id, or null to clear it. */
export const landRegistryRef = (invalid: string) =>
  z.preprocess((value) => (value === "" ? null : value), z.number({ error: invalid }).int(invalid).positive(invalid).max(INT4_MAX, invalid).nullish());

/** Several places picked in a list, kept in an int[] column (a city page's excluded towns). */
export const landRegistryRefs = (invalid: string) =>
  z.preprocess(
    (value) => (value === null ? [] : value),
    z
      .array(z.number({ error: invalid }).int(invalid).positive(invalid).max(INT4_MAX, invalid), { error: invalid })
      .max(500, invalid)
      .optional(),
  );

/** Refuses ids that are not all places of that level. */
export async function assertLevels(db: Db, ids: number[] | undefined, level: Level, field: string, invalid: string): Promise<void> {
  const unique = [...new Set(ids ?? [])];
  if (unique.length > 0 && (await ofLevel(level)(db, unique)).length !== unique.length) throw new HttpError(400, invalid, { [field]: invalid });
}

/** Refuses an id that is not a place of that level (before the write, with the field's message). */
export async function assertLevel(db: Db, id: number | null | undefined, level: Level, field: string, invalid: string): Promise<void> {
  if (id == null) return;
  if ((await ofLevel(level)(db, [id])).length === 0) throw new HttpError(400, invalid, { [field]: invalid });
}
