import { and, asc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { parseOrThrow } from "../../lib/errors";
import { unaccentContains } from "../../lib/sql";
import { EMAIL_MAX_LENGTH } from "../../../common/candidate-forms";
import type { Consultant } from "../../../common/job-survey-consultants";

/** A few names are enough to pick one; more would only help someone list the staff. */
export const CONSULTANT_PICKER_LIMIT = 10;

const pickerSchema = z.object({
  query: z.string({ error: "Recherche invalide" }).trim().max(100, { error: "Recherche invalide" }).optional().nullable(),
  recruiterEmail: z.string({ error: "Adresse e-mail non valide" }).trim().toLowerCase().max(EMAIL_MAX_LENGTH).optional().nullable(),
});

/**
 * POST /api/account/search_users with isRestricted, for those who may not read the users
 * manager (the survey's candidate, staff who are not admins): staff accounts only, and only
 * what the picker shows (name and e-mail). Nothing is listed without a query or an address:
 * the picker searches as the candidate types, and the survey's consultant is found by address.
 */
export async function searchConsultants(db: Db, input: unknown): Promise<{ rows: Consultant[]; count: number; total: number }> {
  const { query, recruiterEmail } = parseOrThrow(pickerSchema, input);
  if (!query && !recruiterEmail) return { rows: [], count: 0, total: 0 };
  const fullName = sql`${users.email} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const words = (query ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  const rows: Consultant[] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        or(eq(users.isStaff, true), eq(users.isAdmin, true), eq(users.isSuperuser, true)),
        recruiterEmail ? eq(users.email, recruiterEmail) : undefined,
        ...words.map((word) => unaccentContains(fullName, word)),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.email))
    .limit(CONSULTANT_PICKER_LIMIT);
  return { rows, count: rows.length, total: rows.length };
}
