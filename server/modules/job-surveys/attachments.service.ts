import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { jobSurveyAttachments, jobSurveys } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { fileStoreFor } from "../../lib/storage";
import { removeIfUnnamed } from "../../lib/stored-files";
import { displayFileName } from "../../lib/resume-file";
import {
  ATTACHMENT_MESSAGES as M,
  SURVEY_ATTACHMENT_FIELDS,
  SURVEY_ATTACHMENT_MAX_BYTES,
  SURVEY_ATTACHMENT_TYPES,
  SURVEY_COMPLETED,
  isSurveyAttachmentField,
  surveyAttachmentFields,
  type JobSurveyView,
  type SurveyAttachmentMime,
} from "../../../common/job-survey";
import { findSurvey, publicIdOrThrow, surveyView, SURVEY_FILES_FOLDER } from "./job-surveys.service";

/** What the bytes are (never the name or the browser's type): PDF or JPEG, else null. */
export function sniffSurveyDocument(bytes: Uint8Array): SurveyAttachmentMime | null {
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

const refused = (status: 400 | 404 | 409 | 413, detail: string, field = "uploadedFile") => new HttpError(status, detail, { [field]: detail });
const isTrue = (value: unknown) => value === true || value === "true" || value === "1" || value === "on";

export type AttachmentAnswer = JobSurveyView & { detail: string };

/**
 * POST /api/jobs/job_survey_attachment_save/{id}: stores (or replaces) the document of one
 * field, or removes it when `delete` is set. The new file is on disk before its row points to
 * it, and the replaced file is removed only after: a failure never leaves a row without its file.
 */
export async function saveAttachment(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  publicId: string,
  fields: Record<string, unknown>,
): Promise<AttachmentAnswer> {
  const { db, config, logger } = deps;
  const survey = await findSurvey(db, publicId);
  if (fields.id !== undefined && fields.id !== "" && publicIdOrThrow(fields.id) !== survey.publicId) throw refused(400, M.unknownField, "id");
  if (survey.isCompleted) throw new HttpError(409, SURVEY_COMPLETED);
  const field = fields.field;
  if (!isSurveyAttachmentField(field) || !surveyAttachmentFields(survey.type).has(field)) throw refused(400, M.unknownField, "field");
  const store = fileStoreFor(config);
  const touch = () =>
    db
      .update(jobSurveys)
      .set({ updatedAt: sql`now()` })
      .where(eq(jobSurveys.id, survey.id));

  if (isTrue(fields.delete)) {
    const [gone] = await db
      .delete(jobSurveyAttachments)
      .where(and(eq(jobSurveyAttachments.surveyId, survey.id), eq(jobSurveyAttachments.field, field)))
      .returning({ key: jobSurveyAttachments.storageKey });
    if (!gone) throw refused(404, M.deleteFailed, field);
    await touch();
    await store.remove(gone.key).catch(() => logger.warn("survey document not removed"));
    return { ...(await surveyView(db, survey)), detail: M.deleted };
  }

  const file = fields.uploadedFile;
  if (!(file instanceof File)) throw refused(400, M.missingFile);
  if (file.size > SURVEY_ATTACHMENT_MAX_BYTES) throw refused(413, M.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > SURVEY_ATTACHMENT_MAX_BYTES) throw refused(413, M.tooLarge);
  const mime = sniffSurveyDocument(bytes);
  if (!mime) throw refused(400, M.wrongType);
  const extension = SURVEY_ATTACHMENT_TYPES[mime];
  const key = await store.save(SURVEY_FILES_FOLDER, bytes, extension);
  const values = {
    label: SURVEY_ATTACHMENT_FIELDS[field],
    fileName: displayFileName(file.name || field, extension),
    fileType: mime,
    fileSize: bytes.length,
    storageKey: key,
    createdAt: new Date(),
  };
  let previous: string | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ key: jobSurveyAttachments.storageKey })
        .from(jobSurveyAttachments)
        .where(and(eq(jobSurveyAttachments.surveyId, survey.id), eq(jobSurveyAttachments.field, field)))
        .for("update");
      await tx
        .insert(jobSurveyAttachments)
        .values({ surveyId: survey.id, field, ...values })
        .onConflictDoUpdate({ target: [jobSurveyAttachments.surveyId, jobSurveyAttachments.field], set: values });
      await tx
        .update(jobSurveys)
        // A document sent is the survey started, as an answer saved is.
        .set({ updatedAt: sql`now()`, startedAt: sql`coalesce(${jobSurveys.startedAt}, now())` })
        .where(eq(jobSurveys.id, survey.id));
      return old?.key;
    });
  } catch (error) {
    await removeIfUnnamed(db, store, key);
    throw error;
  }
  if (previous) await store.remove(previous).catch(() => logger.warn("replaced survey document not removed"));
  return { ...(await surveyView(db, survey)), detail: M.saved };
}

export type StoredDocument = { bytes: Uint8Array<ArrayBuffer>; mime: SurveyAttachmentMime; fileName: string };

/**
 * GET /api/jobs/job_survey_attachment/{publicId}/{attachmentId}: a document of the survey, for
 * the preview. The survey's unguessable id is the key, as for its answers, while the candidate
 * is filling it; once sent, only staff read it (the consulting view).
 */
export async function readAttachment(deps: Pick<AppDeps, "db" | "config">, publicId: string, rawId: string, isStaff: boolean): Promise<StoredDocument> {
  const survey = await findSurvey(deps.db, publicId);
  if (survey.isCompleted && !isStaff) throw new HttpError(403, "Accès refusé");
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  const [row] = Number.isInteger(id)
    ? await deps.db
        .select()
        .from(jobSurveyAttachments)
        .where(and(eq(jobSurveyAttachments.id, id), eq(jobSurveyAttachments.surveyId, survey.id)))
    : [];
  if (!row) throw new HttpError(404, "Document introuvable");
  const bytes = await fileStoreFor(deps.config).read(row.storageKey);
  if (!bytes) throw new HttpError(404, "Document introuvable");
  return { bytes: new Uint8Array(bytes), mime: row.fileType as SurveyAttachmentMime, fileName: row.fileName };
}
