import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { isStaffAccount } from "../account/staff-account";
import { staffName } from "../../../common/format/person";

/** The staff who may be named on an offer, for its manager's select: «Camille Roux», else the address. */
export async function offerConsultants(db: Db): Promise<{ rows: { id: number; label: string }[]; count: number; total: number }> {
  const staff = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(isStaffAccount)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const rows = staff.map((user) => ({ id: user.id, label: staffName(user) }));
  return { rows, count: rows.length, total: rows.length };
}

/**
 * Where an offer's applications are announced: its consultant's address while that account is
 * still staff's (a member who left, or lost the role, no longer receives candidates' data),
 * else null, and the firm's address is used.
 */
export async function consultantAddress(db: Db, consultantId: number | null): Promise<string | null> {
  if (consultantId === null) return null;
  const [consultant] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, consultantId), isStaffAccount));
  return consultant?.email ?? null;
}

export const CONSULTANT_NOT_STAFF = "Ce consultant ne fait pas partie de l'équipe : choisissez-le dans la liste";
