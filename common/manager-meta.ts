// What a back-office manager looks like on the wire: the server builds it from a resource
// descriptor (server/resources/registry.ts), the generic screens render it. JSON only.

import type { ImageKind } from "./images";
import { frenchDateTime, frenchShortDate } from "./format/date";

/** Values stay JSON primitives so the metadata crosses the wire as is. */
export type Option = {
  value: string | number | boolean;
  label: string;
  /** A list cell shown as a coloured badge (an e-mail's status: sent green, failed red); "progress" adds a spinner (a task running). */
  tone?: "success" | "warning" | "danger" | "progress";
};

export type ColumnDef<F extends string = string> = {
  field: F;
  label: string;
  sortable?: boolean;
  /** Lets the list show «Départements» instead of 2. */
  options?: Option[];
  /** A date column, shown «25/11/2026». */
  date?: boolean;
  /** A moment column, shown «28 nov. 2026 à 00:34» (Paris time). */
  dateTime?: boolean;
};

/**
 * A list cell as French text, as the list shows it (the CSV exports): «Oui»/«Non», an option's
 * label, a date column «25/11/2026», a moment column or any other instant «28 nov. 2026 à
 * 00:34» (Paris time), never a Date's English string.
 */
export function cellText(value: unknown, column: Pick<ColumnDef, "options" | "date" | "dateTime">): string {
  if (value == null) return "";
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  const option = column.options?.find((o) => o.value === value);
  if (option) return option.label;
  const instant = typeof value === "string" || value instanceof Date;
  if (column.dateTime && instant) return frenchDateTime(value);
  if (column.date && instant) return frenchShortDate(value);
  if (value instanceof Date) return frenchDateTime(value);
  if (Array.isArray(value)) return value.map((item) => cellText(item, column)).join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** "query" is the free-text filter over `searchable`; any other field is a table column. */
export type FilterDef<F extends string = string> = {
  /** With `scoped`, any name: the manager's scope hook reads it. */
  field: "query" | F | (string & {});
  label: string;
  /** "date": a day (AAAA-MM-JJ), always scoped (the manager's scope hook says which bound it is). */
  type: "text" | "boolean" | "select" | "date";
  options?: Option[];
  /** Not a column: parsed like any filter, then applied by the manager's scope hook («Mes questionnaires»). */
  scoped?: boolean;
};

/** "richtext": sanitized HTML edited with a toolbar; "image": an upload with its own call (never in the save body). */
/** "list": short texts in order; "groups": titled lists of short texts (a job profile's missions). */
export type FormFieldType =
  | "text"
  | "textarea"
  | "number"
  | "boolean"
  | "select"
  | "email"
  | "richtext"
  | "image"
  | "list"
  | "groups"
  | "registry"
  | "registries"
  | "zipcodeContents"
  /** A moment picked in Paris time (the firm's, wherever the browser is), sent as an ISO instant. */
  | "datetime"
  /** Tag ids, picked from the tags list. */
  | "tags"
  /** One id picked from a short reference list (`source`: the list's search call). */
  | "reference";

export type FormFieldDef<F extends string = string> = {
  field: F;
  label: string;
  type: FormFieldType;
  required?: boolean;
  options?: Option[];
  readOnly?: boolean;
  placeholder?: string;
  /** The drawer tab the field is on (when the manager has tabs). */
  tab?: string;
  /** For "registry" (one id) and "registries" (ids): the level of land registry picked (2 departments, 3 towns). */
  lookup?: { level: 2 | 3 };
  /** For type "image": the shape and widths its variants are written in. */
  imageKind?: ImageKind;
  /** For type "reference": the POST call answering `{ rows: [{ id, label }] }`. */
  source?: string;
  /** What the server stores when the field is left empty (a page's type): a select shows it and offers no «—». */
  default?: string | number | boolean;
};

export type Action = "view" | "add" | "change" | "delete";
export type Permissions = Record<Action, boolean>;

export type ManagerUrls = { list: string; add: string; action: string };

/** Spec 3 §8 notifications, worded with the model's French name. */
export type ManagerNotifications = Record<"created" | "updated" | "createFailed" | "updateFailed" | "deleted" | "deleteFailed", string>;

export type ManagerMeta = {
  appLabel: string;
  appName: string;
  model: string;
  name: string;
  namePlural: string;
  titleField: string;
  pageSize: number;
  viewOnly: boolean;
  /** Rows edited in place in the table instead of the drawer; absent for the drawer managers. */
  inlineEdit?: true;
  defaultSort: string[];
  columns: (ColumnDef & { sortable: boolean })[];
  filters: FilterDef[];
  /** The filters the list opens with; absent: none. */
  defaultFilters?: Record<string, string | number | boolean>;
  formFields: FormFieldDef[];
  /** Drawer tabs in order (fields name theirs); a tab with no field shows its `empty` text. */
  tabs: { label: string; empty?: string }[];
  permissions: Permissions;
  /** Records this user may not delete whatever the permissions (their own account): no «Supprimer» on them. */
  undeletableIds: number[];
  urls: ManagerUrls;
  notifications: ManagerNotifications;
  /** What the list's selection offers this user (issue 49); absent: no selection (inline lists). */
  bulk?: ManagerBulk;
};

/** POST …/bulk and …/export of a manager: what the screen may offer and how it names the records. */
export type ManagerBulk = {
  /** «Publier» and «Dépublier»: the manager has a publication flag and the user may change. */
  publish: boolean;
  /** «Exporter en CSV» (false where the manager has its own export: the leads). */
  export: boolean;
  /** «page» / «pages»: «Supprimer définitivement 3 pages ?». */
  one: string;
  many: string;
};

/** The answer of POST /api/admin/{appLabel}/{model}/bulk: one sentence, then each record. */
export type BulkAnswer = {
  /** «2 pages supprimées ; 1 refusée : d'autres données y font référence». */
  message: string;
  done: (number | string)[];
  refused: { id: number | string; reason: string }[];
};

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** At most this many records in one bulk action or selection export (a page of the longest list). */
export const BULK_MAX_IDS = 100;
/** At most this many rows in one CSV export; the file's name says when it was cut. */
export const EXPORT_MAX_ROWS = 10_000;

/** GET /api/account/get_admin_app_list: the managers a staff member may open, by app (spec 3 §3). */
export type AdminAppList = {
  apps: { name: string; appLabel: string; models: { name: string; objectName: string; permissions: Permissions; urls: ManagerUrls }[] }[];
};

/** GET /api/get_version: the running build, shown in the admin dial. */
export type AppVersion = { tag: string; ref: string };

/** A record a public page shows, for the dial's «Cette page»; no id: the page shows a list of them. */
export type PageRecord = { appLabel: string; model: string; id?: number; label: string };
