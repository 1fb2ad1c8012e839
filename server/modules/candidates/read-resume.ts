import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { applications, candidates, offers } from "../../db/schema";
import { DOCUMENT_FAILURES, inDocumentWorker, UnreadableDocument } from "../../lib/document-worker";
import { HttpError } from "../../lib/errors";
import { RESUME_STATUS_LABELS, type CandidateRereading, type CorrectableField, type ResumeReading, searchTexts } from "../../../common/candidates";
import type { SessionUser } from "../../../common/roles";
import { candidateWithCommune, correctionOf, readingChanges, readingCorrection, writableByReading } from "./candidate-corrections";
import { candidateResume } from "./candidates.service";
import { fileStoreFor } from "../../lib/storage";
import { enqueueTask } from "../../lib/task-runner";
import { placeOfPostalCode } from "./candidate-place";
import type { ResumeDocument } from "./resume-document";

export const READ_RESUME_TASK = "candidates:read-resume";

/** Queued with each CV received: reading it never holds up the candidate's answer. */
export const queueResumeReading = (db: Db, candidateId: number) => enqueueTask(db, READ_RESUME_TASK, { candidateId });

/** The offer the candidate last applied to: its name is the best header a CV can have. */
async function appliedOfferName(db: Db, candidateId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: offers.name, orgType: offers.orgType })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.positionId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(sql`${applications.createdAt} DESC`)
    .limit(1);
  return row && row.orgType !== "pool" ? row.name : null;
}

/**
 * The `candidates:read-resume` task: reads the candidate's latest CV, keeps its text for the
 * search and writes what it read where writableByReading allows it: never a field staff
 * corrected (editedFields), contact details only where there are none, the lists when the
 * CV gives some (decision 0060). The CV is parsed in the document worker (decision
 * 0054): one that cannot be read there (broken, too large once inflated, too slow) is kept and
 * recorded as such (FAILED with the reason, or NO_TEXT for a scan) and not retried: the same
 * bytes would fail again. A database error, a store that cannot be reached, or a file this
 * instance cannot find (another instance, without shared storage, may have it), on the
 * contrary, throws, and the task runner retries it later, here or on another instance.
 */
export async function readCandidateResume(deps: Pick<AppDeps, "db" | "config" | "logger">, payload: unknown): Promise<void> {
  const candidateId = Number((payload as { candidateId?: unknown })?.candidateId);
  if (!Number.isInteger(candidateId)) return;
  const { db } = deps;
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate?.resumeKey || !candidate.resumeMime) return;

  const bytes = await fileStoreFor(deps.config).read(candidate.resumeKey);
  if (!bytes) throw Object.assign(new Error("CV file missing from this instance's store"), { name: "ResumeFileMissing" });
  let document: ResumeDocument;
  try {
    document = await inDocumentWorker<ResumeDocument>({ kind: "resume-reading", bytes: new Uint8Array(bytes), mime: candidate.resumeMime });
  } catch (error) {
    if (!(error instanceof UnreadableDocument)) throw error;
    deps.logger.warn({ candidateId, reason: error.failure, detail: error.detail }, "CV unreadable");
    await db.update(candidates).set({ resumeStatus: "FAILED", resumeError: error.message, resumeText: null }).where(eq(candidates.id, candidateId));
    return;
  }
  const { text, reading } = document;
  if (!reading) {
    await db.update(candidates).set({ resumeStatus: "NO_TEXT", resumeError: null, resumeText: null }).where(eq(candidates.id, candidateId));
    return;
  }

  // Read again after the worker's seconds: a correction saved meanwhile is honoured.
  const [fresh] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!fresh) return;
  await db
    .update(candidates)
    .set({
      resumeStatus: "EXTRACTED",
      resumeError: null,
      resumeText: text,
      ...(await readingValues(db, fresh, reading)),
      updatedAt: sql`now()`,
    })
    .where(eq(candidates.id, candidateId));
}

/**
 * The values a reading writes on a candidate (decision 0060): never a field staff corrected;
 * name, phone, header and address only where there are none (what the candidate typed in the
 * form, or an earlier CV gave, stays); jobs, degrees, skills and languages from the newest CV
 * when its reading found some, an empty reading keeping the lists there are.
 */
async function readingValues(db: Db, candidate: typeof candidates.$inferSelect, reading: ResumeReading) {
  const may = (field: CorrectableField) => writableByReading(candidate, field);
  const blank = (field: CorrectableField, value: string | null) => may(field) && !value;
  const lists = {
    ...(may("workHistory") && reading.workHistory.length > 0 && { workHistory: reading.workHistory }),
    ...(may("education") && reading.education.length > 0 && { education: reading.education }),
  };
  const workHistory = lists.workHistory ?? candidate.workHistory;
  const education = lists.education ?? candidate.education;
  const header = blank("header", candidate.header) ? ((await appliedOfferName(db, candidate.id)) ?? reading.header) : null;
  return {
    ...(blank("name", candidate.name) && reading.name && { name: reading.name }),
    ...(header && { header }),
    ...(blank("phoneNumber", candidate.phoneNumber) && reading.phoneNumber && { phoneNumber: reading.phoneNumber }),
    ...(blank("address", candidate.address) && reading.address && { address: reading.address }),
    ...(blank("address", candidate.zipcode) && reading.postal && (await placeOfPostalCode(db, reading.postal.zipcode, reading.postal.town))),
    ...((lists.workHistory || lists.education) && { ...lists, ...searchTexts(workHistory, education) }),
    ...(may("skills") && reading.skills.length > 0 && { skills: reading.skills }),
    ...(may("languages") && reading.languages.length > 0 && { languages: reading.languages }),
  };
}

/** «CV illisible : Lecture trop longue»: why a CV cannot be read again, in the drawer's words. */
export const rereadRefused = (reason: string) => new HttpError(422, `${RESUME_STATUS_LABELS.FAILED} : ${reason}`);
/** Past the allowance of CV openings (the resume's own): when «Relire le CV» may be tried again. */
export const rereadWaitMessage = (seconds: number) => `Trop de CV ouverts en une minute : réessayez dans ${seconds} seconde${seconds > 1 ? "s" : ""}.`;
export const REREAD_NO_TEXT = `${RESUME_STATUS_LABELS.NO_TEXT} : c'est sans doute une image (un scan), il n'y a rien à lire.`;

/**
 * «Relire le CV» (POST /api/jobs/candidates/{id}/reread): reads the candidate's CV again in
 * the document worker and answers what it says and how that differs from the candidate, field
 * by field. Nothing is written: staff choose what to keep and save it the ordinary way.
 */
export async function rereadCandidateResume(deps: Pick<AppDeps, "db" | "config">, user: SessionUser, candidateId: number): Promise<CandidateRereading> {
  const { db } = deps;
  const found = await candidateWithCommune(db, candidateId);
  // The stored CV, or Breezy's for a candidate known from Breezy only; logged as an opening.
  const file = await candidateResume(db, deps.config, user, candidateId, "file");
  if (!("bytes" in file)) throw rereadRefused(DOCUMENT_FAILURES.unreadable);
  let document: ResumeDocument;
  try {
    document = await inDocumentWorker<ResumeDocument>({ kind: "resume-reading", bytes: new Uint8Array(file.bytes), mime: file.mime });
  } catch (error) {
    if (error instanceof UnreadableDocument) throw rereadRefused(error.message);
    throw error;
  }
  if (!document.reading) throw new HttpError(422, REREAD_NO_TEXT);
  const current = correctionOf(found.candidate, found.commune);
  const read = readingCorrection(document.reading, current);
  return { read, changes: readingChanges(current, read, found.candidate.editedFields) };
}
