import { and, count, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { recordHistory as historyLines } from "../../db/schema";
import type { SessionUser } from "../../../common/roles";
import type { FormFieldDef } from "../../../common/manager-meta";
import { frenchDateTime } from "../../../common/format/date";
import { DELETED_ACCOUNT, HISTORY_PAGE_SIZE, type HistoryAction, type HistoryFieldChange, type HistoryPage } from "../../../common/history";
import { staffName } from "../../../common/format/person";

// Who changed what in a record, written in the transaction of the change itself (decision
// 0065): a failed save leaves no line, a saved one always has its line.

/** What a field is to the history: its key, its label, and what kind of value it holds. */
export type HistoryField = Pick<FormFieldDef, "field" | "label" | "type" | "options">;

type Values = Record<string, unknown>;

export type HistoryEntry = {
  user: SessionUser;
  /** «appLabel/model», the manager's key (modelKey). */
  model: string;
  recordId: number | string;
  action: HistoryAction;
  /** The record before the change (null on creation) and after it (null on deletion). */
  before: Values | null;
  after: Values | null;
  /** The fields compared, in the form's order; anything else (hidden columns) is never read. */
  fields: readonly HistoryField[];
};

/** The staff accounts' manager: deleting one also forgets its name in every line. */
export const STAFF_ACCOUNT_MODEL = "account/user";

/** A password change in its account's history: named, never a value (not even a hash). */
export const PASSWORD_CHANGE: HistoryFieldChange = { field: "password", label: "Mot de passe" };

export const modelKey = (d: { appLabel: string; model: string }) => `${d.appLabel}/${d.model}`;

/** Values too long to be worth reading in a list; past it, only the field's name is kept. */
export const SHORT_VALUE_MAX = 120;

/** Kinds whose values are never copied into the history: rich or long texts, lists, pictures, ids. */
const NAME_ONLY = new Set<HistoryField["type"]>(["richtext", "image", "list", "groups", "registries", "zipcodeContents", "tags", "registry", "reference"]);

/** A secret that slipped into a field list is still never compared nor copied. */
const SECRET = /password|hash|token|secret/i;

const empty = (value: unknown) => value === null || value === undefined || value === "";

/** One form of a value for comparison: "" is null, dates by instant, numbers by value, lists unordered where order means nothing. */
function comparable(field: HistoryField, value: unknown): string {
  if (empty(value)) return "null";
  if (value instanceof Date) return value.toISOString();
  if (field.type === "number" && Number.isFinite(Number(value))) return String(Number(value));
  if (Array.isArray(value)) {
    const items = field.type === "tags" || field.type === "registries" ? [...value].sort() : value;
    return JSON.stringify(items, sortedKeys);
  }
  return typeof value === "object" ? JSON.stringify(value, sortedKeys) : String(value);
}

/** jsonb reorders keys: two equal objects must read the same. */
function sortedKeys(_key: string, value: unknown) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

const MARKUP = /<[a-z!/]/i;

/** The value in the words staff read, or undefined when it is not short enough to keep. */
function shortValue(field: HistoryField, value: unknown): string | number | null | undefined {
  if (empty(value)) return null;
  const option = field.options?.find((o) => String(o.value) === String(value));
  if (option) return option.label;
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (typeof value === "number") return value;
  if (value instanceof Date) return frenchDateTime(value);
  if (typeof value !== "string") return undefined;
  if (field.type === "datetime" && !Number.isNaN(Date.parse(value))) return frenchDateTime(value);
  return value.length <= SHORT_VALUE_MAX && !MARKUP.test(value) ? value : undefined;
}

/** The fields whose value differs, with both values when both are short. */
export function changedFields(fields: readonly HistoryField[], before: Values, after: Values): HistoryFieldChange[] {
  const changes: HistoryFieldChange[] = [];
  for (const field of fields) {
    if (SECRET.test(field.field) || !(field.field in after)) continue;
    const [was, is] = [before[field.field], after[field.field]];
    if (comparable(field, was) === comparable(field, is)) continue;
    const change: HistoryFieldChange = { field: field.field, label: field.label };
    const [shortBefore, shortAfter] = NAME_ONLY.has(field.type) ? [] : [shortValue(field, was), shortValue(field, is)];
    if (shortBefore !== undefined && shortAfter !== undefined) Object.assign(change, { before: shortBefore, after: shortAfter });
    changes.push(change);
  }
  return changes;
}

/** Writes one line as given (the password change: a field named, never a value). */
export async function writeHistoryLine(
  tx: Db | Tx,
  line: { user: SessionUser; model: string; recordId: number | string; action: HistoryAction; changes: HistoryFieldChange[] },
): Promise<void> {
  await tx.insert(historyLines).values({
    userId: line.user.id,
    actor: staffName(line.user),
    model: line.model,
    recordId: String(line.recordId),
    action: line.action,
    changes: line.changes,
  });
}

/**
 * The line of a create, update or delete, in the caller's transaction. An update that changed
 * no field writes nothing; a deletion keeps no value (the record is gone, so are its values).
 */
export async function recordHistory(tx: Db | Tx, entry: HistoryEntry): Promise<void> {
  const { user, model, recordId, action, before, after, fields } = entry;
  // After the account's row is gone (its lines' author is null by then).
  if (action === "delete" && model === STAFF_ACCOUNT_MODEL) await forgetStaffAccount(tx, Number(recordId));
  const changes = action === "delete" ? [] : changedFields(fields, before ?? {}, after ?? {});
  if (action === "update" && changes.length === 0) return;
  await writeHistoryLine(tx, { user, model, recordId, action, changes });
}

/**
 * A staff account erased: its name leaves every line it signed («Compte supprimé»), and the
 * lines of its own record (its name, its address) go. Every line is written with its author's
 * id, which the account's deletion has just set to null: that is how its lines are found.
 */
async function forgetStaffAccount(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(historyLines)
    .set({ actor: DELETED_ACCOUNT })
    .where(and(isNull(historyLines.userId), ne(historyLines.actor, DELETED_ACCOUNT)));
  await eraseHistoryOf(tx, STAFF_ACCOUNT_MODEL, [userId]);
}

/** The lines of records erased with a person (personal-data screen), in its transaction. */
export async function eraseHistoryOf(tx: Db | Tx, model: string, ids: readonly (number | string)[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx
    .delete(historyLines)
    .where(
      and(
        eq(historyLines.model, model),
        inArray(
          historyLines.recordId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .returning({ id: historyLines.id });
  return gone.length;
}

/** A record's lines, newest first; `models`: every manager key under which this table's rows are saved. */
export async function historyPage(db: Db, models: readonly string[], recordId: number | string, page: number): Promise<HistoryPage> {
  const where = and(inArray(historyLines.model, [...models]), eq(historyLines.recordId, String(recordId)));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: historyLines.id,
        at: historyLines.at,
        // An account removed some other way than the users screen still shows no name.
        actor: sql<string>`CASE WHEN ${historyLines.userId} IS NULL THEN ${DELETED_ACCOUNT} ELSE ${historyLines.actor} END`,
        action: historyLines.action,
        changes: historyLines.changes,
      })
      .from(historyLines)
      .where(where)
      .orderBy(desc(historyLines.at), desc(historyLines.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(historyLines).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString(), changes: row.changes as HistoryFieldChange[] })),
    count: total,
    page,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

/** The daily purge: lines older than HISTORY_RETENTION_DAYS go. */
export async function purgeOldHistory(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - retentionDays * 86_400_000);
  const gone = await db.delete(historyLines).where(lt(historyLines.at, limit)).returning({ id: historyLines.id });
  return gone.length;
}
