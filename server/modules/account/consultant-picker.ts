import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { parseOrThrow } from "../../lib/errors";
import { unaccentContains } from "../../lib/sql";
import { EMAIL_MAX_LENGTH } from "../../../common/candidate-forms";
import { INT4_MAX } from "../../../common/db-limits";
import type { Consultant } from "../../../common/job-survey-consultants";
import { isStaffAccount } from "./staff-account";

/** A few names are enough to pick one; more would only help someone list the staff. */
export const CONSULTANT_PICKER_LIMIT = 10;

const pickerSchema = z.object({
  query: z.string({ error: "Recherche invalide" }).trim().max(100, { error: "Recherche invalide" }).optional().nullable(),
  recruiterEmail: z.string({ error: "Adresse e-mail non valide" }).trim().toLowerCase().max(EMAIL_MAX_LENGTH).optional().nullable(),
  recruiterId: z.coerce.number({ error: "Consultant inconnu" }).int().min(1).max(INT4_MAX).optional().nullable(),
});

/**
 * POST /api/account/search_users with isRestricted, for those who may not read the users
 * manager (the survey's candidate, staff who are not admins): staff accounts only, and only
 * their id and name, never an address (common/job-survey-consultants.ts). Words match names;
 * an address matches only whole, so nobody learns one letter by letter. recruiterEmail and
 * recruiterId find the one consultant a survey names. Nothing is listed without a criterion.
 */
export async function searchConsultants(db: Db, input: unknown): Promise<{ rows: Consultant[]; count: number; total: number }> {
  const { query, recruiterEmail, recruiterId } = parseOrThrow(pickerSchema, input);
  if (!query && !recruiterEmail && !recruiterId) return { rows: [], count: 0, total: 0 };
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  const words = (query ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  const typed = query?.includes("@") ? eq(users.email, query.toLowerCase()) : and(...words.map((word) => unaccentContains(fullName, word)));
  const rows: Consultant[] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        isStaffAccount,
        recruiterEmail ? eq(users.email, recruiterEmail) : undefined,
        recruiterId ? eq(users.id, recruiterId) : undefined,
        query ? typed : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(CONSULTANT_PICKER_LIMIT);
  return { rows, count: rows.length, total: rows.length };
}
