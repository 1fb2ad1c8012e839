import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type jobSurveys } from "../../db/schema";
import { consultantIdOf } from "../../../common/job-survey-consultants";
import { isStaffAccount } from "../account/staff-account";

type SurveyRow = typeof jobSurveys.$inferSelect;

/**
 * The recipient of the survey's mails: a staff member picked by the candidate (by id, or by the
 * address staff gave), else the consultant staff chose.
 */
export async function consultantAddress(db: Db, survey: SurveyRow): Promise<string> {
  const picked = typeof survey.answers.recruiterEmail === "string" ? survey.answers.recruiterEmail.trim().toLowerCase() : "";
  if (picked && picked !== survey.recruiterEmail) {
    const id = consultantIdOf(picked);
    // Visitors pick from the restricted users list; anything else would make us a mail relay.
    const [staff] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(id === null ? eq(users.email, picked) : eq(users.id, id), isStaffAccount));
    if (staff) return staff.email;
  }
  return survey.recruiterEmail;
}
