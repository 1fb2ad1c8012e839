import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account";

export const DATA_REQUEST_KINDS = ["ACCESS", "EXPORT", "ERASURE"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * The log of personal-data requests handled by staff (GDPR art. 15, 17; the CNIL expects an
 * answer within a month and a record of it). It never keeps the data itself: the person is
 * known by a keyed hash of their address, and the summary holds counts per category only.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: DATA_REQUEST_KINDS }).notNull(),
    /** HMAC-SHA-256 of the lower-cased address: a later request by the same person can be matched, the address not read. */
    subjectHash: text("subject_hash").notNull(),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    /** What was found, exported or erased, per category: `{ candidates: 1, files: 2 }`. */
    summary: jsonb("summary").$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("data_requests_kind_check", sql`${t.kind} IN ('ACCESS', 'EXPORT', 'ERASURE')`)],
);
