import { sql } from "drizzle-orm";

/**
 * The registrations of the session on the current row of a query over training_sessions
 * (named explicitly: drizzle leaves columns unqualified in some selects, and a correlated
 * subquery must point at the outer row).
 */
export const seatsTaken = sql<number>`(select count(*)::int from "training_registrations" r where r."session_id" = "training_sessions"."id")`;
