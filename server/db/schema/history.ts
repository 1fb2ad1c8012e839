import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account";

/** One field's change in a record's history; before/after only for short values (decision 0065). */
export type HistoryChange = { field: string; label: string; before?: unknown; after?: unknown };

/**
 * What staff did to a record through the back-office (created, changed, deleted), shown in the
 * record's «Historique» tab. Kept `HISTORY_RETENTION_DAYS`; a person's rows go with the person.
 */
export const recordHistory = pgTable(
  "record_history",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who, as shown when it happened («Claire Martin»): the history outlives accounts. */
    actor: text("actor").notNull(),
    /** The manager's key, «jobs/candidat», «content/page». */
    model: text("model").notNull(),
    recordId: text("record_id").notNull(),
    action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
    changes: jsonb("changes").$type<HistoryChange[]>().notNull().default([]),
  },
  (t) => [index("record_history_record").on(t.model, t.recordId, t.at), index("record_history_at").on(t.at)],
);

/** Every CSV export of a back-office list, logged like CV openings: who, which list, how many rows. */
export const listExports = pgTable(
  "list_exports",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** «jobs/candidat» for the CVthèque, a manager's key otherwise. */
    model: text("model").notNull(),
    /** The filters or search the export followed, or the ids picked. */
    criteria: jsonb("criteria").$type<Record<string, unknown>>().notNull().default({}),
    rowCount: integer("row_count").notNull(),
  },
  (t) => [index("list_exports_at").on(t.at)],
);
