import type { SQL } from "drizzle-orm";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import type { SessionUser } from "../../common/roles";

/** A manager always needs at least staff: "authenticated" alone must never open one. */
export type AdminRole = "staff" | "admin" | "superuser";

import type { ColumnDef, FilterDef, FormFieldDef } from "../../common/manager-meta";
import type { Gender } from "./model-sentences";

export type { ColumnDef, FilterDef, FormFieldDef, FormFieldType, Option } from "../../common/manager-meta";

export type Row = Record<string, unknown>;

export type SaveContext = {
  db: Db;
  user: SessionUser;
  /** null on creation. */
  id: number | null;
  existing: Row | null;
  /** The schema's output; an absent key means "leave unchanged" on update. */
  input: Row;
};

export type DeleteContext = { db: Db; user: SessionUser; id: number; existing: Row };

export type ResourceHooks = {
  /** Business rules of a save (throw HttpError to refuse); returns the values to write. */
  beforeSave?: (ctx: SaveContext) => Row | Promise<Row>;
  beforeDelete?: (ctx: DeleteContext) => void | Promise<void>;
  /** What deleting this record does to others, shown before staff confirm (delete-impact.ts); undefined when nothing. */
  deleteImpact?: (db: Db, id: number) => Promise<string | undefined>;
  /** Last shaping of a row before it leaves the server. */
  toRow?: (row: Row) => Row;
  /**
   * Conditions hidden from the UI (e.g. the consultant picker's isRestricted), from the search
   * body (filters parsed, other keys raw) and the signed-in user («Mes questionnaires»).
   */
  scope?: (input: Row, user: SessionUser) => SQL | undefined;
  /**
   * Values read with each row that are not columns of the table (a linked record's id found by
   * a subquery): listed and fetched, never written. A key may replace a column's value.
   */
  computed?: () => Record<string, SQL>;
  /**
   * The rows this manager holds at all (the blog manager: pages of type BLOG). Others are
   * neither listed nor fetched, saved or deleted through it: they answer 404.
   */
  holds?: () => SQL;
  /** Replaces the default free-text match when an index wants a particular expression. */
  matchQuery?: (query: string) => SQL;
};

/** Spec paths (relative to /api) that answer like the generic routes; ":id" where one is needed. */
export type ResourceAliases = {
  search?: string;
  fetch?: string;
  save?: string;
  delete?: string;
  /** The spec's multipart picture call. */ image?: string;
  /** The save alias answers `{ [saveAnswerField]: record }` (spec: upsert_team_member → teamMember). */
  saveAnswerField?: string;
};

type Field<T extends PgTable> = keyof T["_"]["columns"] & string;

/**
 * A list of ids kept in a join table (an agency's departments): shown in the form under its
 * key, read with the record, replaced as a whole on save in the record's transaction.
 */
export type Relation = {
  table: PgTable;
  /** The join column holding the record's id. */
  owner: PgColumn;
  /** The join column holding each picked id. */
  target: PgColumn;
  /** The French message when an id is not one the field may hold (checked before writing). */
  invalid: string;
  /** Which of the picked ids are acceptable (e.g. departments only). */
  acceptable: (db: Db, ids: number[]) => Promise<number[]>;
};

export type ResourceDescriptor<T extends PgTable = PgTable> = {
  appLabel: string;
  /** French, shown in the admin menu («Géographie»). */
  appName: string;
  /** URL key of the model, lower case («landregistry»). */
  model: string;
  /** French singular and plural: «Ville» / «Villes»; the singular starts the §8 notifications. */
  name: string;
  namePlural: string;
  /** The singular's gender: «La ville a été créée», «Le partenaire a été créé». */
  gender: Gender;
  /** Records the signed-in user may not delete (their own account); beforeDelete refuses them. */
  undeletable?: (user: SessionUser) => number[];
  /** Must have a serial `id` column. */
  table: T;
  roles: { view: AdminRole; change: AdminRole };
  /** No creation, saving or deletion at all (spec: positions, job alerts, job surveys). */
  viewOnly?: boolean;
  /** Finer switches when a manager supports only some actions; all default to true. */
  actions?: { add?: boolean; change?: boolean; delete?: boolean };
  /**
   * The list's selection (issue 49, bulk.service.ts): `publish` names the publication flag
   * «Publier»/«Dépublier» write (a boolean, or a date: now / empty); `export: false` for a
   * manager with its own CSV export (the leads).
   */
  bulk?: { publish?: Field<T>; export?: false };
  /** Rows edited in place in the table, no drawer (spec 3 §2.4's label-and-header lists); text and textarea fields only. */
  inlineEdit?: boolean;
  pageSize: number;
  /** The form field that shows the server's detail when a save fails (spec 3 §5). */
  titleField: Field<T>;
  /** Table columns, or keys of hooks.computed (shown, never sortable: a lead's department label). */
  columns: ColumnDef<Field<T> | (string & {})>[];
  filters: FilterDef<Field<T>>[];
  /** Filters the list opens with (spec 3 §2.4: job surveys pre-filtered with isConsulting true). */
  defaultFilters?: Row;
  /** Form fields are columns or relation keys. */
  form: FormFieldDef<Field<T> | (string & {})>[];
  relations?: Record<string, Relation>;
  /** Drawer tabs in order; each form field names its tab. */
  tabs?: { label: string; empty?: string }[];
  /** Validates a save body (French messages); its output keys are table columns. */
  schema: z.ZodType<Row>;
  /** Text columns matched by the query filter, accent- and case-insensitively. */
  searchable: Field<T>[];
  /** "field" or "-field", applied in order; id ascending always breaks ties. */
  defaultSort: string[];
  /** Columns never read, returned nor written through the manager (password hashes). */
  hidden?: Field<T>[];
  /** Unique constraint name → the French message shown on the title field. */
  uniqueErrors?: Record<string, { field?: Field<T>; message: string }>;
  hooks?: ResourceHooks;
  aliases?: ResourceAliases;
};

export type AnyResource = ResourceDescriptor<PgTable>;

/**
 * Declares a manager. Checks its field names against the table now, so a typo fails at
 * start-up (and in every test) instead of producing a broken screen later.
 */
export function defineResource<T extends PgTable>(descriptor: ResourceDescriptor<T>): ResourceDescriptor<T> {
  const columns = getTableColumns(descriptor.table) as Record<string, { dataType: string } | undefined>;
  const where = `${descriptor.appLabel}.${descriptor.model}`;
  const mustExist = (field: string, role: string) => {
    if (!columns[field]) throw new Error(`${where}: ${role} "${field}" is not a column`);
  };
  if (!columns.id) throw new Error(`${where}: the table needs an id column`);
  const hidden = new Set<string>(descriptor.hidden ?? []);
  const computed = new Set(Object.keys(descriptor.hooks?.computed?.() ?? {}));
  for (const { field, sortable } of descriptor.columns) {
    if (computed.has(field) && !columns[field]) {
      if (sortable) throw new Error(`${where}: computed column "${field}" cannot be sortable`);
    } else mustExist(field, "column");
  }
  for (const { field } of descriptor.form) if (!descriptor.relations?.[field]) mustExist(field, "form field");
  for (const { field, scoped, type } of descriptor.filters) {
    if (type === "date" && !scoped) throw new Error(`${where}: date filter "${field}" must be scoped`);
    if (field !== "query" && !scoped) mustExist(field, "filter");
    if (scoped && !descriptor.hooks?.scope) throw new Error(`${where}: filter "${field}" is applied by hooks.scope, which is missing`);
  }
  for (const field of Object.keys(descriptor.defaultFilters ?? {}))
    if (!descriptor.filters.some((f) => f.field === field)) throw new Error(`${where}: default filter "${field}" is not a filter`);
  for (const field of descriptor.searchable) {
    mustExist(field, "searchable field");
    if (columns[field]!.dataType !== "string") throw new Error(`${where}: searchable "${field}" is not text`);
  }
  for (const field of [...descriptor.columns.map((c) => c.field), ...descriptor.form.map((f) => f.field)]) {
    if (hidden.has(field)) throw new Error(`${where}: hidden "${field}" cannot be shown`);
  }
  const tabs = new Set((descriptor.tabs ?? []).map((tab) => tab.label));
  for (const { field, tab } of descriptor.form)
    if (tabs.size > 0 && !tabs.has(tab ?? "")) throw new Error(`${where}: form field "${field}" needs one of the tabs`);
  const images = descriptor.form.filter((f) => f.type === "image");
  if (images.length > 1 || images.some((f) => !f.imageKind)) throw new Error(`${where}: at most one image field, with its imageKind`);
  for (const sort of descriptor.defaultSort) mustExist(sort.replace(/^-/, ""), "default sort");
  if (descriptor.inlineEdit && descriptor.form.some((f) => f.type !== "text" && f.type !== "textarea"))
    throw new Error(`${where}: inline editing takes text and textarea fields only`);
  if (descriptor.pageSize < 1 || descriptor.pageSize > 100) throw new Error(`${where}: pageSize must be 1 to 100`);
  return descriptor;
}
