import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { jobSurveyAttachments, jobSurveys, users } from "../../db/schema";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { fileStoreFor } from "../../lib/storage";
import { INT4_MAX } from "../../../common/db-limits";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../../../common/candidate-forms";
import { JOB_SURVEY_TYPES, SURVEY_NOT_FOUND } from "../../../common/job-survey";
import { surveyPdf, surveyPdfFileName } from "./survey-pdf";
import { mailCompletedSurvey, publicIdOrThrow, withConsultantAddress } from "./job-surveys.service";
import type { AppDeps } from "../../app-deps";
import type { SessionUser } from "../../../common/roles";
import { sendInvitationSchema } from "./job-surveys.schema";
import { sendSurveyInvitation, type InvitationAnswer } from "./job-surveys-invitations.service";
import { isStaffAccount } from "../account/staff-account";

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
  const survey = await withConsultantAddress(deps.db, await findSurveyForStaff(deps.db, rawId));
  const attachments = await deps.db.select().from(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, survey.id)).orderBy(jobSurveyAttachments.field);
  return { bytes: await surveyPdf(survey, attachments, deps.config.brand), fileName: surveyPdfFileName(survey) };
}

/**
 * DELETE /api/jobs/job_survey_delete/{id}: the survey, its attachment rows (in the same
 * transaction, so the files removed are exactly those no row points to any more), then their
 * files. A file that cannot be removed is only logged: no row leads to it.
 */
export async function deleteSurvey(deps: Pick<AppDeps, "db" | "config" | "logger">, rawId: string): Promise<{ id: number; detail: string }> {
  const { db, config, logger } = deps;
  const survey = await findSurveyForStaff(db, rawId);
  const keys = await db.transaction(async (tx) => {
    const files = await tx.delete(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, survey.id)).returning({ key: jobSurveyAttachments.storageKey });
    const gone = await tx.delete(jobSurveys).where(eq(jobSurveys.id, survey.id)).returning({ id: jobSurveys.id });
    if (gone.length === 0) throw notFound(SURVEY_NOT_FOUND);
    return files.map((f) => f.key);
  });
  const store = fileStoreFor(config);
  const failures = (await Promise.allSettled(keys.map((key) => store.remove(key)))).filter((r) => r.status === "rejected").length;
  if (failures > 0) logger.warn({ failures }, "deleted survey's files not removed");
  return { id: survey.id, detail: "Le questionnaire a été supprimé" };
}

const NOT_STAFF_ADDRESS = "Cette adresse n'est pas celle d'un membre de l'équipe";
export const SURVEY_NOT_COMPLETED = "Ce questionnaire n'a pas encore été complété";
export const FORM_SENT = "Message renvoyé avec succès";
export const FORM_NOT_SENT = "Une erreur est survenue lors de l'envoi du message";

const sendFormSchema = z.object({
  jobSurveyId: z.string({ error: SURVEY_NOT_FOUND }).max(100, { error: SURVEY_NOT_FOUND }),
  type: z.enum(JOB_SURVEY_TYPES, { error: "Type de questionnaire invalide" }).optional().nullable(),
  recruiterEmail: z
    .string({ error: "Adresse e-mail non valide" })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: "Adresse e-mail non valide" })
    .regex(EMAIL_PATTERN, { error: "Adresse e-mail non valide" })
    .optional()
    .nullable()
    .or(z.literal("").transform(() => null)),
});

/**
 * POST /api/jobs/job_survey_send_form: the completed survey's mail (answers and PDF) once more,
 * to its consultant, or to the staff member named by recruiterEmail (a colleague taking the
 * file over). Only a staff address: the candidate's data never leaves for an address typed in.
 * A survey not completed yet has nothing to send (409). A failed delivery answers 502; the
 * e-mail row stays FAILED and can be resent from the e-mails manager.
 */
export async function resendSurveyForm(
  deps: Pick<AppDeps, "db" | "config" | "logger" | "mailer">,
  input: unknown,
): Promise<{ detail: string; emailId: number }> {
  const { db } = deps;
  const body = parseOrThrow(sendFormSchema, input);
  const [survey] = await db
    .select()
    .from(jobSurveys)
    .where(eq(jobSurveys.publicId, publicIdOrThrow(body.jobSurveyId)));
  if (!survey || (body.type && body.type !== survey.type)) throw notFound(SURVEY_NOT_FOUND);
  if (!survey.isCompleted) throw new HttpError(409, SURVEY_NOT_COMPLETED);
  if (body.recruiterEmail) {
    const [staff] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.email, body.recruiterEmail), isStaffAccount));
    if (!staff) throw new HttpError(400, NOT_STAFF_ADDRESS, { recruiterEmail: NOT_STAFF_ADDRESS });
  }
  const result = await mailCompletedSurvey(deps, survey, body.recruiterEmail ?? undefined);
  if (result.status === "FAILED") throw new HttpError(502, FORM_NOT_SENT, undefined, { emailId: result.id });
  return { detail: FORM_SENT, emailId: result.id };
}

/** POST /api/jobs/job_survey_send_invitation (staff): by the list's serial id or the public id. */
export async function sendInvitationFor(
  deps: Pick<AppDeps, "db" | "config" | "logger" | "mailer">,
  input: unknown,
  sender: SessionUser,
): Promise<InvitationAnswer> {
  const body = parseOrThrow(sendInvitationSchema, input);
  const survey = await findSurveyForStaff(deps.db, String(body.jobSurveyId));
  return sendSurveyInvitation(deps, survey, sender, body.deadline);
}
