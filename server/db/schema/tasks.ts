import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const TASK_STATUSES = ["PENDING", "RUNNING", "DONE", "FAILED"] as const;

/**
 * Background work (weekly alerts, purges). Runners claim due rows with FOR UPDATE SKIP
 * LOCKED, so several app instances never run the same task twice; a schedule enqueues
 * with a dedupe key per period, so each period runs once however many instances tick.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("PENDING"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Error name and code only: task errors may quote personal data. */
    lastError: text("last_error"),
    /** When the last attempt started: with finishedAt, the duration the tasks screen shows. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** What the handler reported (counts, never personal data): the screen's message and data. */
    message: text("message"),
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tasks_due").on(t.status, t.runAt), check("tasks_status_check", sql`${t.status} IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)],
);
