import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Public pages a superuser has viewed (spec 3 §4: "the page's URL is registered with the
 * backend"). One row per path, query string removed: it may hold what a visitor typed.
 * Later the admin can list pages the site really serves (reports, page manager).
 */
export const registeredPages = pgTable("registered_pages", {
  url: text("url").primaryKey(),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  views: integer("views").notNull().default(1),
});
