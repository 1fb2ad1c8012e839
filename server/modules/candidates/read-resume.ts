import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { applications, candidates, offers } from "../../db/schema";
import { inDocumentWorker, UnreadableDocument } from "../../lib/document-worker";
import { fileStoreFor } from "../../lib/storage";
import { enqueueTask } from "../tasks/task-runner";
import { searchTexts } from "./resume-reading";
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
 * search and fills what staff have not written themselves (name, header, phone, address,
 * commune, work history and education). The CV is parsed in the document worker (decision
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

  const lists = candidate.historyEditedAt
    ? {}
    : { workHistory: reading.workHistory, education: reading.education, ...searchTexts(reading.workHistory, reading.education) };
  await db
    .update(candidates)
    .set({
      resumeStatus: "EXTRACTED",
      resumeError: null,
      resumeText: text,
      // What staff or the candidate wrote stays; the CV fills the blanks.
      name: candidate.name ?? reading.name,
      header: candidate.header ?? (await appliedOfferName(db, candidateId)) ?? reading.header,
      phoneNumber: candidate.phoneNumber ?? reading.phoneNumber,
      address: candidate.address ?? reading.address,
      ...(!candidate.zipcode && reading.postal && (await placeOfPostalCode(db, reading.postal.zipcode, reading.postal.town))),
      ...lists,
      updatedAt: sql`now()`,
    })
    .where(eq(candidates.id, candidateId));
}
