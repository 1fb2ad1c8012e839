import { sql } from "drizzle-orm";
import { users } from "../../db/schema";

/** A staff member's account, whatever its highest role (staff, admin, superuser): who may be named a consultant. */
export const isStaffAccount = sql`(${users.isStaff} or ${users.isAdmin} or ${users.isSuperuser})`;
