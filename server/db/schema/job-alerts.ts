import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { SearchCriteria } from "../../../common/offer-search";

/** The search an alert watches (spec 2 §3, Job alert form, without the e-mail): its set criteria only. */
export type AlertQuery = SearchCriteria;

/**
 * A weekly e-mail of new offers for a search (spec 2 §3, Job alert). Active only once the
 * address is confirmed (double opt-in); an unsubscribe archives it.
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    /** Random: GET /api/jobs/job_alert_fetch/{id} must not be guessable. */
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    frequency: text("frequency").notNull().default("WEEKLY"),
    queryData: jsonb("query_data").$type<AlertQuery>().notNull(),
    /** SHA-256 of the secret carried by the confirmation and unsubscribe links. */
    tokenHash: text("token_hash").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    /** Offers of the last e-mail sent. */
    positions: integer("positions").array().notNull().default([]),
    lastSent: timestamp("last_sent", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentText: text("consent_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_alerts_active").on(t.isVerified, t.isArchived)],
);
