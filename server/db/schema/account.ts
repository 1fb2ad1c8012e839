import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one account per address whatever the case typed. */
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    isStaff: boolean("is_staff").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    isSuperuser: boolean("is_superuser").notNull().default(false),
    authPicture: text("auth_picture"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** The back-office home's «since your last visit»: the visit before the current one. */
    homeSeenAt: timestamp("home_seen_at", { withTimezone: true }),
    /** When the current visit of the home began (a visit ends after an hour away). */
    homeVisitAt: timestamp("home_visit_at", { withTimezone: true }),
  },
  (t) => [
    index("users_email_search").using(
      "gin",
      sql`f_unaccent(lower(${t.email} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) gin_trgm_ops`,
    ),
  ],
);

/** A signed-in browser. The cookie holds a random token; only its sha256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);
