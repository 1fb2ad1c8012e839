import { sql } from "drizzle-orm";
import { users } from "../../db/schema";

/** A staff member's account, whatever its highest role (staff, admin, superuser): who may be named a consultant. */
export const isStaffAccount = sql`(${users.isStaff} or ${users.isAdmin} or ${users.isSuperuser})`;

/** How a staff member is named to others (a candidate's e-mail, a record's history): «Prénom Nom», or the address without a name. */
export const staffName = (member: { email: string; firstName?: string | null; lastName?: string | null }): string =>
  [member.firstName, member.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ") || member.email;
