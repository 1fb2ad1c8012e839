import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Which one-time loads (reference data, demo content) already ran on this database. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit and sign-in throttle windows shared by the app instances on one PostgreSQL
 * (server/lib/throttle-windows.ts). The key is a SHA-256 of what it counts (an address, an
 * address and an e-mail): no personal data in clear. Rows past expires_at mean nothing and
 * are deleted as new ones are written.
 */
export const throttleWindows = pgTable(
  "throttle_windows",
  {
    key: text("key").primaryKey(),
    state: jsonb("state").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("throttle_windows_expires_at_idx").on(table.expiresAt)],
);
