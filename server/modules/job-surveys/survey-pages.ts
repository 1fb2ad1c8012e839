import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobSurveys } from "../../db/schema";
import type { JobSurveyType } from "../../../common/job-survey";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the survey page needs before any cookie consent: the type behind the address (null: the
 * page's 404) and whether it was submitted (its link then shows the thank-you page, issue 48).
 */
export async function surveyPageOf(db: Db, publicId: string | undefined): Promise<{ type: JobSurveyType; isCompleted: boolean } | null> {
  if (!publicId || !UUID.test(publicId)) return null;
  const [row] = await db
    .select({ type: jobSurveys.type, isCompleted: jobSurveys.isCompleted })
    .from(jobSurveys)
    .where(eq(jobSurveys.publicId, publicId.toLowerCase()));
  return row ?? null;
}
