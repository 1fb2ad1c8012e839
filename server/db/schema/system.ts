import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Which one-time loads (reference data, demo content) already ran on this database. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
