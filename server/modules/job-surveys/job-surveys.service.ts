import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { jobSurveyAttachments, jobSurveys } from "../../db/schema";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { fileStoreFor } from "../../lib/storage";
import { requireCaptcha } from "../captcha/captcha.service";
import {
  SURVEY_COMPLETED,
  SURVEY_INCOMPLETE,
  SURVEY_NOT_FOUND,
  SURVEY_POSITION_INVALID,
  SURVEY_STALE,
  SURVEY_UNKNOWN_FIELD,
  clampPosition,
  formatPosition,
  lastPosition,
  parsePosition,
  surveyFields,
  surveyPath,
  validateSurvey,
  type JobSurveyAttachment,
  type JobSurveyType,
  type JobSurveyView,
  type SurveyAnswers,
  type SurveyAttachmentField,
  type SurveyAttachmentMime,
} from "../../../common/job-survey";
import { answersSchema, createSurveySchema, fetchSurveySchema, saveSurveySchema, startMailSchema } from "./job-surveys.schema";
import { completedSurveyMail, surveyStartedMail } from "./job-surveys.mail";
import { consultantAddress } from "./survey-consultant";
import { surveyPdf, surveyPdfFileName } from "./survey-pdf";
import type { MailAttachment } from "../../db/schema/mail";
import type { SendResult } from "../mail/mail.service";
import type { SessionUser } from "../../../common/roles";
import { INVITATION_MESSAGES } from "../../../common/job-survey-invitation";
import { mailSurveyReceipt, sendSurveyInvitation, type InvitationAnswer } from "./job-surveys-invitations.service";

type SurveyRow = typeof jobSurveys.$inferSelect;
type Deps = Pick<AppDeps, "db" | "config" | "logger" | "captcha" | "mailer">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const surveyNotFound = () => notFound(SURVEY_NOT_FOUND);

/** The folder of the file store that holds survey documents. */
export const SURVEY_FILES_FOLDER = "job-surveys";

/** A public id from a URL or a body: anything but a UUID is simply not found (never a 500). */
export function publicIdOrThrow(raw: unknown): string {
  if (typeof raw !== "string" || !UUID.test(raw)) throw surveyNotFound();
  return raw.toLowerCase();
}

export async function findSurvey(db: Db, publicId: string): Promise<SurveyRow> {
  const [row] = await db
    .select()
    .from(jobSurveys)
    .where(eq(jobSurveys.publicId, publicIdOrThrow(publicId)));
  if (!row) throw surveyNotFound();
  return row;
}

export async function surveyView(db: Db, survey: SurveyRow): Promise<JobSurveyView> {
  const attachments = await db.select().from(jobSurveyAttachments).where(eq(jobSurveyAttachments.surveyId, survey.id)).orderBy(jobSurveyAttachments.field);
  return {
    id: survey.publicId,
    type: survey.type,
    answers: survey.answers,
    userStep: survey.userStep,
    recruiterEmail: survey.recruiterEmail,
    startMailSent: survey.startMailSent,
    isCompleted: survey.isCompleted,
    completedAt: survey.completedAt?.toISOString() ?? null,
    revision: survey.revision,
    attachments: attachments.map((a): JobSurveyAttachment => ({
      id: a.id,
      field: a.field as SurveyAttachmentField,
      label: a.label,
      fileName: a.fileName,
      fileType: a.fileType as SurveyAttachmentMime,
      fileSize: a.fileSize,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/**
 * A submitted survey as anyone holding its link gets it: its state, none of its answers or
 * documents (issue 48: once submitted they are the staff's only, read through consulting).
 */
export function sealedView(survey: SurveyRow): JobSurveyView {
  return {
    id: survey.publicId,
    type: survey.type,
    answers: {},
    userStep: survey.userStep,
    recruiterEmail: "",
    startMailSent: survey.startMailSent,
    isCompleted: true,
    completedAt: survey.completedAt?.toISOString() ?? null,
    revision: survey.revision,
    attachments: [],
  };
}

/** The view a candidate's call answers: the survey while it is filled, sealed once submitted. */
const candidateView = async (db: Db, survey: SurveyRow) => (survey.isCompleted ? sealedView(survey) : surveyView(db, survey));

export type CreatedSurvey = { publicId: string; url: string; type: JobSurveyType; invitation?: InvitationAnswer };

/**
 * POST /api/jobs/job_survey_create (staff): the invitation, its answers pre-filled with what
 * staff know; with sendInvitation, the candidate is e-mailed the link at once.
 */
export async function createSurvey(
  deps: Pick<AppDeps, "db" | "config" | "logger" | "mailer">,
  input: unknown,
  user: SessionUser | null,
): Promise<CreatedSurvey> {
  const data = parseOrThrow(createSurveySchema, input);
  // Checked before anything is created: a refused invitation leaves no survey behind.
  if (data.sendInvitation && !data.candidateEmail) {
    throw new HttpError(400, INVITATION_MESSAGES.candidateEmailMissing, { candidateEmail: INVITATION_MESSAGES.candidateEmailMissing });
  }
  const answers: SurveyAnswers = {
    recruiterEmail: data.recruiterEmail,
    ...(data.candidateFirstName && { candidateFirstName: data.candidateFirstName }),
    ...(data.candidateLastName && { candidateLastName: data.candidateLastName }),
    ...(data.candidateEmail && { candidateEmail: data.candidateEmail }),
  };
  const [row] = await deps.db
    .insert(jobSurveys)
    .values({
      type: data.type,
      answers,
      recruiterEmail: data.recruiterEmail,
      candidateFirstName: data.candidateFirstName || null,
      candidateLastName: data.candidateLastName || null,
      candidateEmail: data.candidateEmail ?? null,
      createdBy: user?.id ?? null,
    })
    .returning();
  const created: CreatedSurvey = { publicId: row!.publicId, type: row!.type, url: `${deps.config.publicUrl}${surveyPath(row!.type, row!.publicId)}` };
  if (data.sendInvitation && user) created.invitation = await sendSurveyInvitation(deps, row!, user, data.deadline);
  return created;
}

/**
 * POST /api/jobs/job_survey_fetch/{id}. A survey opened through the wrong type's address is
 * not found; consulting (read-only) is checked by the API: staff only, and the only way to a
 * submitted survey's answers. The candidate's first reading marks the survey «ouverte» (staff
 * trying the link do not).
 */
export async function fetchSurvey(db: Db, publicId: string, input: unknown, reader: { staff: boolean } = { staff: false }): Promise<JobSurveyView> {
  const { type, isConsulting } = parseOrThrow(fetchSurveySchema, input);
  const survey = await findSurvey(db, publicId);
  if (type && type !== survey.type) throw surveyNotFound();
  if (isConsulting === true && reader.staff) return surveyView(db, survey);
  if (!reader.staff && !survey.openedAt && !survey.isCompleted) {
    await db
      .update(jobSurveys)
      .set({ openedAt: sql`now()` })
      .where(and(eq(jobSurveys.id, survey.id), isNull(jobSurveys.openedAt)));
  }
  return candidateView(db, survey);
}

const surveyError = (status: 400 | 409, detail: string, errors?: Record<string, string>, extra?: Record<string, unknown>) =>
  new HttpError(status, detail, errors, extra);

/** The answers a type accepts: relocationPlans in a light survey is as unknown as any other key. */
function typedAnswers(type: JobSurveyType, raw: unknown): SurveyAnswers {
  const answers = parseOrThrow(answersSchema, raw);
  const known = surveyFields(type);
  const foreign = Object.keys(answers).filter((key) => !known.has(key as keyof SurveyAnswers));
  if (foreign.length > 0) {
    throw surveyError(400, SURVEY_UNKNOWN_FIELD, Object.fromEntries(foreign.map((key) => [key, SURVEY_UNKNOWN_FIELD])));
  }
  return answers;
}

/** The survey as staff documents (mail, PDF) show it: the consultant answer as the address it goes to, not an id. */
export async function withConsultantAddress(db: Db, survey: SurveyRow): Promise<SurveyRow> {
  return { ...survey, answers: { ...survey.answers, recruiterEmail: await consultantAddress(db, survey) } };
}

export type SaveAnswer = JobSurveyView & { detail?: string };

/**
 * POST /api/jobs/job_survey_save/{id}. The tab sends the revision it last read: the update
 * only happens if it is still the stored one, so two tabs never silently overwrite each
 * other (the late one gets 409 with the stored survey to merge). A completed survey is
 * read-only. Completion (isCompleted) checks every sub-step, then spends the captcha, then
 * flips the flag in the same conditional update: the consultant's mail follows that single
 * successful update, so it goes once.
 */
export async function saveSurvey(deps: Deps, publicId: string, input: unknown): Promise<SaveAnswer> {
  const { db, captcha, logger } = deps;
  const body = parseOrThrow(saveSurveySchema, input);
  const survey = await findSurvey(db, publicId);
  if (body.type && body.type !== survey.type) throw surveyNotFound();
  if (survey.isCompleted) throw surveyError(409, SURVEY_COMPLETED, undefined, { survey: sealedView(survey) });
  const answers = typedAnswers(survey.type, body.answers);
  const parsed = parsePosition(body.userStep);
  if (!parsed) throw surveyError(400, SURVEY_POSITION_INVALID, { userStep: SURVEY_POSITION_INVALID });
  const completing = body.isCompleted === true;
  const position = completing ? lastPosition(survey.type) : clampPosition(survey.type, parsed);

  if (survey.revision !== body.revision) throw await staleError(db, survey);
  if (completing) {
    const failing = validateSurvey(survey.type, answers);
    if (failing.length > 0) {
      const errors = Object.assign({}, ...failing.map((f) => f.errors)) as Record<string, string>;
      throw surveyError(400, SURVEY_INCOMPLETE, errors, { userStep: formatPosition(failing[0]!.position) });
    }
    await requireCaptcha(captcha, db, body.captchaId);
  }

  const [saved] = await db
    .update(jobSurveys)
    .set({
      answers,
      ...candidateColumns(answers),
      userStep: formatPosition(position),
      revision: sql`${jobSurveys.revision} + 1`,
      updatedAt: sql`now()`,
      // «Commencée» from the first answer saved (the list's state).
      startedAt: sql`coalesce(${jobSurveys.startedAt}, now())`,
      ...(completing && { isCompleted: true, completedAt: sql`now()` }),
    })
    .where(and(eq(jobSurveys.id, survey.id), eq(jobSurveys.revision, body.revision), eq(jobSurveys.isCompleted, false)))
    .returning();
  if (!saved) {
    const current = await findSurvey(db, survey.publicId);
    if (current.isCompleted) throw surveyError(409, SURVEY_COMPLETED, undefined, { survey: sealedView(current) });
    throw await staleError(db, current);
  }
  if (!completing) return surveyView(db, saved);
  const result = await mailCompletedSurvey(deps, saved);
  if (result.status === "FAILED") logger.warn({ mail: result.id }, "completed survey mail not delivered (kept for resend)");
  await mailSurveyReceipt(deps, saved);
  return sealedView(saved);
}

/**
 * The consultant's copy of a completed survey with its PDF: sent once on completion, and again
 * when staff ask (job_survey_send_form). `to` defaults to the survey's consultant. Without the
 * PDF (it could not be drawn) the mail still goes: it carries the answers in its body too.
 */
export async function mailCompletedSurvey(deps: Pick<Deps, "db" | "config" | "logger" | "mailer">, stored: SurveyRow, to?: string): Promise<SendResult> {
  const { db, config, logger } = deps;
  const survey = await withConsultantAddress(db, stored);
  const view = await surveyView(db, survey);
  let pdf: MailAttachment | undefined;
  try {
    const bytes = await surveyPdf(survey, view.attachments, config.brand);
    pdf = { filename: surveyPdfFileName(survey), contentType: "application/pdf", content: Buffer.from(bytes).toString("base64"), encoding: "base64" };
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.name : "unknown" }, "survey PDF not drawn; mail sent without it");
  }
  return deps.mailer.send(db, completedSurveyMail(config, survey, view.attachments, to ?? (await consultantAddress(db, stored)), pdf));
}

/**
 * The candidate's name and e-mail as they typed them, copied to the columns the back-office
 * lists, searches and links to the CVthèque by (the answers map is not read there); an emptied
 * answer keeps what staff entered with the invitation.
 */
function candidateColumns(answers: SurveyAnswers) {
  const typed = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 200) : undefined);
  const email = typed(answers.candidateEmail)?.toLowerCase();
  return {
    ...(typed(answers.candidateFirstName) && { candidateFirstName: typed(answers.candidateFirstName) }),
    ...(typed(answers.candidateLastName) && { candidateLastName: typed(answers.candidateLastName) }),
    ...(email && { candidateEmail: email }),
  };
}

async function staleError(db: Db, current: SurveyRow) {
  return surveyError(409, SURVEY_STALE, undefined, { survey: await surveyView(db, current) });
}

/**
 * POST /api/jobs/job_survey_send_start_mail: the consultant hears that the candidate started,
 * once (the flag is taken by one conditional update), and only when both names are filled.
 * A delivery failure is only logged (spec 2 §8). No captcha is spent here: the mail goes to
 * the survey's consultant only, once per survey, so it cannot be used to send mail elsewhere,
 * and the candidate's single-use captcha is kept for the submission.
 */
export async function sendStartMail(deps: Deps, input: unknown): Promise<{ sent: boolean }> {
  const { db, logger } = deps;
  const body = parseOrThrow(startMailSchema, input);
  const survey = await findSurvey(db, publicIdOrThrow(body.jobSurveyId));
  if (!body.candidateFirstName || !body.candidateLastName || survey.startMailSent) return { sent: false };
  const [taken] = await db
    .update(jobSurveys)
    .set({ startMailSent: true })
    .where(and(eq(jobSurveys.id, survey.id), eq(jobSurveys.startMailSent, false)))
    .returning();
  if (!taken) return { sent: false };
  try {
    const message = surveyStartedMail(deps.config, taken, body.candidateFirstName, body.candidateLastName, await consultantAddress(db, taken));
    const result = await deps.mailer.send(db, message);
    if (result.status === "FAILED") logger.warn({ mail: result.id }, "survey start mail not delivered");
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.message : "unknown" }, "survey start mail failed");
  }
  return { sent: true };
}

/**
 * Decision: a survey is personal data kept like the candidates' (2 years, spec decision 9):
 * deleted 2 years after its last update, with its documents.
 */
export const SURVEY_RETENTION_YEARS = 2;

export async function purgeExpiredSurveys(deps: Pick<AppDeps, "db" | "config" | "logger">, now = new Date()): Promise<number> {
  const { db, config, logger } = deps;
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() - SURVEY_RETENTION_YEARS);
  const keys = await db
    .select({ key: jobSurveyAttachments.storageKey })
    .from(jobSurveyAttachments)
    .innerJoin(jobSurveys, eq(jobSurveys.id, jobSurveyAttachments.surveyId))
    .where(lt(jobSurveys.updatedAt, limit));
  // Rows first (attachments cascade), then files: a file is never left pointed to by a row.
  const gone = await db.delete(jobSurveys).where(lt(jobSurveys.updatedAt, limit)).returning({ id: jobSurveys.id });
  if (gone.length === 0) return 0;
  const store = fileStoreFor(config);
  const failures = (await Promise.allSettled(keys.map(({ key }) => store.remove(key)))).filter((r) => r.status === "rejected").length;
  if (failures > 0) logger.warn({ failures }, "survey files not removed");
  logger.info({ surveys: gone.length, files: keys.length - failures }, "expired job surveys purged");
  return gone.length;
}
