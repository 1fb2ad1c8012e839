import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobSurveyAttachments, jobSurveys } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { INT4_MAX } from "../../../common/schemas/zod";
import { SURVEY_NOT_FOUND } from "../../../common/job-survey";
import { surveyPdf, surveyPdfFileName } from "./survey-pdf";
import type { AppDeps } from "../../app-deps";

type SurveyRow = typeof jobSurveys.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff's calls name a survey by the serial id the back-office list carries; the public id
 * (UUID) is accepted too, since the consulting page only knows that one. Both are staff-only
 * calls, so the serial id reveals nothing to visitors. Anything else is simply not found.
 */
export async function findSurveyForStaff(db: Db, raw: string): Promise<SurveyRow> {
  let where;
  if (/^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= INT4_MAX) where = eq(jobSurveys.id, Number(raw));
  else if (UUID.test(raw)) where = eq(jobSurveys.publicId, raw.toLowerCase());
  else throw notFound(SURVEY_NOT_FOUND);
  const [row] = await db.select().from(jobSurveys).where(where);
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}

/** GET /api/jobs/job_surveys/{id}/download: the survey as it stands, completed or not. */
export async function surveyDownload(deps: Pick<AppDeps, "db" | "config">, rawId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const survey = await findSurveyForStaff(deps.db, rawId);
  const attachments = await deps.db.select().from(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, survey.id)).orderBy(jobSurveyAttachments.field);
  return { bytes: await surveyPdf(survey, attachments, deps.config.brand), fileName: surveyPdfFileName(survey) };
}
