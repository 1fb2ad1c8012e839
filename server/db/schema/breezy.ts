import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Where the Breezy import stands (decision 0035): per stream («positions», «candidates:{position}»)
 * the updated date of the last record written. A run reads only what changed since; a run that
 * stopped half-way starts again after the last record it wrote.
 */
export const breezyCursors = pgTable("breezy_cursors", {
  stream: text("stream").primaryKey(),
  cursor: timestamp("cursor", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
