import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobSurveys } from "../../db/schema";
import type { JobSurveyType } from "../../../common/job-survey";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The type of the survey behind a public address, or null when there is none (the page's 404). */
export async function surveyTypeOf(db: Db, publicId: string | undefined): Promise<JobSurveyType | null> {
  if (!publicId || !UUID.test(publicId)) return null;
  const [row] = await db.select({ type: jobSurveys.type }).from(jobSurveys).where(eq(jobSurveys.publicId, publicId.toLowerCase()));
  return row?.type ?? null;
}
