import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../db/client";
import { hasRole, type SessionUser } from "../../common/roles";
import type { ListAnswer } from "../../common/schemas/list";
import { forbidden, HttpError, notFound, parseOrThrow } from "../lib/errors";
import type { AnyResource, Row } from "./types";
import type { Action, Permissions } from "../../common/manager-meta";

export type { Action, Permissions } from "../../common/manager-meta";
import { databaseError, unaccentContains } from "../lib/sql";
import { idParam } from "../lib/http";
import { INT4_MAX } from "../../common/db-limits";
import { modelSentences } from "./model-sentences";
import { parseRelations, readRelations, writeRelations } from "./relations";
import { modelKey, recordHistory } from "../modules/history/history.service";

// The one place where a manager's roles and queries live: the generic routes, the spec's
// alias paths and (later) admin page loaders all call these, so a rule exists once.

export function permissionsFor(user: SessionUser | null, d: AnyResource): Permissions {
  const view = hasRole(user, "staff") && hasRole(user, d.roles.view);
  const change = view && !d.viewOnly && hasRole(user, d.roles.change);
  return {
    view,
    add: change && d.actions?.add !== false,
    change: change && d.actions?.change !== false,
    delete: change && d.actions?.delete !== false,
  };
}

/** 401 anonymous, 403 for anyone who is not staff: every back-office call starts here. */
export function assertStaff(user: SessionUser | null): SessionUser {
  if (!user) throw new HttpError(401, "Authentification requise");
  if (!hasRole(user, "staff")) throw forbidden();
  return user;
}

/** 401/403 by role first; 405 only for someone allowed to see the manager at all. */
export function assertAccess(user: SessionUser | null, d: AnyResource, action: Action): SessionUser {
  const signedIn = assertStaff(user);
  if (!hasRole(signedIn, d.roles.view)) throw forbidden();
  if (action === "view") return signedIn;
  const supported = !d.viewOnly && d.actions?.[action] !== false;
  if (!supported) throw new HttpError(405, "Action non disponible pour ce gestionnaire");
  if (!hasRole(signedIn, d.roles.change)) throw forbidden();
  return signedIn;
}

const tableColumns = (d: AnyResource) => getTableColumns(d.table as PgTable) as Record<string, PgColumn>;

/** What is selected and returned: every column but the hidden ones, which are never read. */
function visibleColumns(d: AnyResource): Record<string, PgColumn> {
  const hidden = new Set<string>(d.hidden ?? []);
  return Object.fromEntries(Object.entries(tableColumns(d)).filter(([key]) => !hidden.has(key)));
}

/** What a row is read as: the visible columns and the manager's computed values. */
const selection = (d: AnyResource) => ({ ...visibleColumns(d), ...d.hooks?.computed?.() });

const idColumn = (d: AnyResource) => tableColumns(d).id!;

const shape = (d: AnyResource, row: Row) => (d.hooks?.toRow ? d.hooks.toRow(row) : row);

// "true"/"false" too: query strings and select widgets send text.
const booleanFilter = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "Valeur attendue : oui ou non" }).nullish();

// A day as a date input sends it; an empty input means no bound.
const dateFilter = z
  .string({ error: "Date attendue (AAAA-MM-JJ)" })
  .trim()
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), "Date attendue (AAAA-MM-JJ)")
  .transform((v) => v || undefined)
  .nullish();

function filterSchema(filter: AnyResource["filters"][number]): z.ZodType {
  if (filter.type === "boolean") return booleanFilter;
  if (filter.type === "date") return dateFilter;
  if (filter.type === "select") {
    const values = (filter.options ?? []).map((option) => option.value);
    return z
      .union([z.string(), z.number(), z.boolean()])
      .nullish()
      .transform((raw, ctx) => {
        if (raw == null || raw === "") return undefined;
        const match = values.find((value) => String(value) === String(raw));
        if (match === undefined) ctx.addIssue({ code: "custom", message: `Valeur inconnue pour ${filter.label}` });
        return match;
      });
  }
  return z.string({ error: "Texte attendu" }).trim().max(200, "Texte trop long (200 caractères au maximum)").nullish();
}

const BODY_NOT_OBJECT = "Le corps de la requête doit être un objet JSON";

const searchSchemas = new WeakMap<AnyResource, z.ZodType<Row>>();

function searchSchema(d: AnyResource): z.ZodType<Row> {
  let schema = searchSchemas.get(d);
  if (!schema) {
    const filters = Object.fromEntries(d.filters.filter((f) => f.field !== "query").map((f) => [f.field, filterSchema(f)]));
    // Loose: extra keys reach the scope hook (isRestricted, recruiterEmail…).
    schema = z.looseObject(
      {
        page: z.coerce.number({ error: "Numéro de page invalide" }).int("Numéro de page invalide").min(1, "Numéro de page invalide").default(1),
        limit: z.coerce
          .number({ error: "Taille de page invalide" })
          .int("Taille de page invalide")
          .min(1, "La taille de page doit être comprise entre 1 et 100")
          .max(100, "La taille de page doit être comprise entre 1 et 100")
          .default(d.pageSize),
        query: z.string({ error: "Texte attendu" }).trim().max(200, "Recherche trop longue (200 caractères au maximum)").nullish(),
        sort: z.string({ error: "Tri invalide" }).max(200, "Tri invalide").nullish(),
        ...filters,
      },
      { error: BODY_NOT_OBJECT },
    ) as z.ZodType<Row>;
    searchSchemas.set(d, schema);
  }
  return schema;
}

/** Words must all appear somewhere in the searchable columns, joined like the users' index. */
function defaultMatch(d: AnyResource, query: string): SQL | undefined {
  const columns = tableColumns(d);
  const parts = d.searchable.map((field) => (columns[field]!.notNull ? sql`${columns[field]}` : sql`coalesce(${columns[field]}, '')`));
  if (parts.length === 0) return undefined;
  const expression = sql.join(parts, sql` || ' ' || `);
  const words = query.split(/\s+/).filter(Boolean).slice(0, 5);
  return and(...words.map((word) => unaccentContains(expression, word)));
}

/**
 * Texts in French order: case and accents do not move a word (Île-Tudy sorts with the I's,
 * not after Z as byte order puts it), then the exact text breaks ties. Works the same on both
 * engines, where a "fr-x-icu" collation would need ICU in PGlite.
 */
function frenchOrder(column: PgColumn, direction: typeof asc): SQL[] {
  return column.dataType === "string" ? [direction(sql`f_unaccent(lower(${column}))`), direction(column)] : [direction(column)];
}

function orderBy(d: AnyResource, sort: string | null | undefined): SQL[] {
  const columns = tableColumns(d);
  const sortable = new Set(d.columns.filter((c) => c.sortable).map((c) => c.field));
  const requested = sort?.trim()
    ? sort
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
  for (const key of requested ?? []) {
    if (!sortable.has(key.replace(/^-/, ""))) {
      const detail = `Tri impossible sur « ${key.replace(/^-/, "")} »`;
      throw new HttpError(400, detail, { sort: detail });
    }
  }
  const keys = requested ?? d.defaultSort;
  const order = keys.flatMap((key) => (key.startsWith("-") ? frenchOrder(columns[key.slice(1)]!, desc) : frenchOrder(columns[key]!, asc)));
  // A stable order, or rows repeat or vanish between pages.
  if (!keys.some((key) => key.replace(/^-/, "") === "id")) order.push(asc(idColumn(d)));
  return order;
}

export async function searchResource(db: Db, user: SessionUser | null, d: AnyResource, body: unknown): Promise<ListAnswer<Row>> {
  const signedIn = assertAccess(user, d, "view");
  const input = parseOrThrow(searchSchema(d), body);
  const columns = tableColumns(d);
  const scope = and(d.hooks?.holds?.(), d.hooks?.scope?.(input, signedIn));
  const filters = d.filters
    .filter((f) => f.field !== "query" && !f.scoped && input[f.field] != null && input[f.field] !== "")
    .map((f) => (f.type === "text" ? unaccentContains(columns[f.field]!, String(input[f.field])) : eq(columns[f.field]!, input[f.field])));
  const query = typeof input.query === "string" ? input.query : "";
  const match = query ? (d.hooks?.matchQuery ? d.hooks.matchQuery(query) : defaultMatch(d, query)) : undefined;
  const where = and(scope, ...filters, match);
  const page = input.page as number;
  const limit = input.limit as number;
  const table = d.table as PgTable;

  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    db
      .select(selection(d))
      .from(table)
      .where(where)
      .orderBy(...orderBy(d, input.sort as string | null | undefined))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ matching: count() }).from(table).where(where),
    db.select({ all: count() }).from(table).where(scope),
  ]);
  return { rows: rows.map((row) => shape(d, row)), count: matching, total: all };
}

async function findRow(db: Db, d: AnyResource, id: RecordId): Promise<Row> {
  if (typeof id === "number" && id > INT4_MAX) throw notFound(`${d.name} introuvable`);
  const [row] = await db
    .select(selection(d))
    .from(d.table as PgTable)
    .where(and(eq(idColumn(d), id), d.hooks?.holds?.()));
  if (!row) throw notFound(`${d.name} introuvable`);
  return row;
}

/** A serial id, or a uuid for the tables whose ids must not be guessable (job alerts). */
export type RecordId = number | string;

/** The id in a URL, as the manager's table types it: 404 for anything else. */
export function recordIdParam(d: AnyResource, raw: string | undefined): RecordId {
  if (idColumn(d).getSQLType() !== "uuid") return idParam(raw);
  if (!raw || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw notFound(`${d.name} introuvable`);
  return raw.toLowerCase();
}

export async function fetchResource(db: Db, user: SessionUser | null, d: AnyResource, id: RecordId): Promise<Row> {
  assertAccess(user, d, "view");
  const row = await findRow(db, d, id);
  // Relations are join tables keyed by serial ids: a uuid table has none.
  return shape(d, { ...row, ...(typeof id === "number" ? await readRelations(db, d, id) : {}) });
}

const idSchema = z.object(
  {
    id: z
      .number({ error: "Identifiant invalide" })
      .int("Identifiant invalide")
      .positive("Identifiant invalide")
      .max(INT4_MAX, "Identifiant invalide")
      .nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

function uniqueViolation(d: AnyResource, error: unknown): HttpError | undefined {
  const found = databaseError(error);
  if (found?.code !== "23505") return undefined;
  const known = found.constraint ? d.uniqueErrors?.[found.constraint] : undefined;
  const detail = known?.message ?? `${d.name} existe déjà`;
  const errors: Record<string, string> = { [d.titleField]: detail };
  if (known?.field) errors[known.field] = detail;
  return new HttpError(400, detail, errors);
}

/** Creates when the body has no id, updates otherwise (spec 3 §4, admin record drawer). */
export async function saveResource(db: Db, user: SessionUser | null, d: AnyResource, body: unknown): Promise<Row> {
  assertAccess(user, d, "view");
  // A view-only manager refuses any save the same way, whatever its ids look like (uuids).
  if (d.viewOnly) assertAccess(user, d, "change");
  const { id } = parseOrThrow(idSchema, body ?? {});
  const signedIn = assertAccess(user, d, id ? "change" : "add");
  const input = parseOrThrow(d.schema, body);
  const existing = id ? await findRow(db, d, id) : null;
  const prepared = d.hooks?.beforeSave ? await d.hooks.beforeSave({ db, user: signedIn, id: id ?? null, existing, input }) : input;
  const relations = await parseRelations(db, d, body);
  // The lists as they were, for the history: only those this save replaces.
  const relationsBefore = id && Object.keys(relations).length > 0 ? await readRelations(db, d, id) : {};

  // Only real, visible, defined columns are written: never the id, never a hidden column.
  const writable = visibleColumns(d);
  const values = Object.fromEntries(Object.entries(prepared).filter(([key, value]) => key !== "id" && key in writable && value !== undefined));
  const table = d.table as PgTable;
  try {
    // The record and its relations are written together or not at all.
    const savedId = await db.transaction(async (tx) => {
      let rowId = id;
      if (id && Object.keys(values).length > 0) {
        const updated = await tx
          .update(table)
          .set(values)
          .where(eq(idColumn(d), id))
          .returning({ id: idColumn(d) });
        if (updated.length === 0) throw notFound(`${d.name} introuvable`);
      } else if (!id) {
        const [inserted] = await tx
          .insert(table)
          .values(values)
          .returning({ id: idColumn(d) });
        rowId = inserted!.id as number;
      }
      await writeRelations(tx, d, rowId!, relations);
      // In the same transaction: a failed save leaves no line, a saved one always has its line.
      await recordHistory(tx, {
        user: signedIn,
        model: modelKey(d),
        recordId: rowId!,
        action: id ? "update" : "create",
        before: existing && { ...existing, ...relationsBefore },
        after: { ...existing, ...values, ...relations },
        fields: d.form,
      });
      return rowId!;
    });
    return fetchResource(db, user, d, savedId);
  } catch (error) {
    throw uniqueViolation(d, error) ?? error;
  }
}

export async function deleteResource(db: Db, user: SessionUser | null, d: AnyResource, id: number): Promise<{ id: number }> {
  const signedIn = assertAccess(user, d, "delete");
  const existing = await findRow(db, d, id);
  await d.hooks?.beforeDelete?.({ db, user: signedIn, id, existing });
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(d.table as PgTable)
        .where(eq(idColumn(d), id))
        .returning({ id: idColumn(d) });
      if (deleted.length === 0) throw notFound(`${d.name} introuvable`);
      await recordHistory(tx, { user: signedIn, model: modelKey(d), recordId: id, action: "delete", before: existing, after: null, fields: d.form });
    });
  } catch (error) {
    // 23503: a foreign key refers to it; 23001: one declared ON DELETE RESTRICT (a session's registrations).
    if (["23503", "23001"].includes(databaseError(error)?.code ?? "")) {
      throw new HttpError(400, `${modelSentences(d.name, d.gender).deleteFailed} : d'autres données y font référence`);
    }
    throw error;
  }
  return { id };
}
