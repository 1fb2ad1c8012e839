import { asc, eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../db/client";
import { HttpError } from "../lib/errors";
import { INT4_MAX } from "../../common/db-limits";
import type { AnyResource, Row } from "./types";

const relationEntries = (d: AnyResource) => Object.entries(d.relations ?? {});

/** A record's relations as lists of ids, in id order: `{ departementsInterventionIds: [3, 12] }`. */
export async function readRelations(db: Db, d: AnyResource, id: number): Promise<Row> {
  const lists = await Promise.all(
    relationEntries(d).map(async ([key, relation]) => {
      const rows = await db.select({ id: relation.target }).from(relation.table).where(eq(relation.owner, id)).orderBy(asc(relation.target));
      return [key, rows.map((row) => row.id as number)] as const;
    }),
  );
  return Object.fromEntries(lists);
}

const idList = (invalid: string) =>
  z.array(z.number({ error: invalid }).int(invalid).positive(invalid).max(INT4_MAX, invalid), { error: invalid }).max(500, invalid);

/**
 * The relation lists a save body carries (absent: left unchanged), each checked: only ids
 * the relation accepts, or a 400 with its French message on that field; nothing is written.
 */
export async function parseRelations(db: Db, d: AnyResource, body: unknown): Promise<Record<string, number[]>> {
  const parsed: Record<string, number[]> = {};
  const values = (body ?? {}) as Row;
  for (const [key, relation] of relationEntries(d)) {
    if (values[key] === undefined) continue;
    // Nothing picked is no ids, however a form says it: null, [] or the drawer's blank "".
    const result = idList(relation.invalid).safeParse(values[key] === "" ? [] : (values[key] ?? []));
    const ids = result.success ? [...new Set(result.data)] : null;
    if (!ids || (ids.length > 0 && (await relation.acceptable(db, ids)).length !== ids.length)) {
      throw new HttpError(400, relation.invalid, { [key]: relation.invalid });
    }
    parsed[key] = ids;
  }
  return parsed;
}

/** The property name drizzle uses for a column («agencyId» for agency_id). */
const keyOf = (table: PgTable, column: PgColumn) => Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];

/** Replaces each given list as a whole (inside the record's transaction). */
export async function writeRelations(tx: Db, d: AnyResource, id: number, lists: Record<string, number[]>): Promise<void> {
  for (const [key, ids] of Object.entries(lists)) {
    const relation = d.relations![key]!;
    await tx.delete(relation.table).where(eq(relation.owner, id));
    if (ids.length > 0)
      await tx
        .insert(relation.table)
        .values(ids.map((target) => ({ [keyOf(relation.table, relation.owner)]: id, [keyOf(relation.table, relation.target)]: target })));
  }
}
