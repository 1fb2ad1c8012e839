import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, candidateNotes, candidates, savedCandidateSearches, landRegistries, offers, resumeDownloads, users } from "../../db/schema";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { fileStoreFor } from "../../lib/storage";
import { DOCUMENT_FAILURES, inDocumentWorker, UnreadableDocument } from "../../lib/document-worker";
import {
  candidateCriteriaSchema,
  CANDIDATE_SEARCH_MESSAGES,
  type CandidateDetails,
  type CandidateNote,
  type OfferApplication,
  type CandidateOffer,
  type SavedCandidateSearch,
} from "../../../common/candidates";
import { offerHref, salaryDisplay, salaryText } from "../../../common/offers";
import { z } from "../../../common/schemas/zod";
import type { SessionUser } from "../../../common/roles";
import { avatarUrl } from "./avatar";
import { correctCandidate } from "./candidate-corrections";
import { writeHistoryLine } from "../history/history.service";
import { CANDIDATE_HISTORY_MODEL } from "../../../common/history";
import type { Config } from "../../config";
import { BREEZY_RESUME_FAILED, breezyResume } from "../breezy/breezy.service";
import { inspectResume } from "../../lib/resume-file";
import { INT4_MAX } from "../../../common/db-limits";

const CANDIDATE_NOT_FOUND = "Candidat introuvable";
const SEARCH_NOT_FOUND = "Recherche introuvable";
export const NOTE_MESSAGES = { text: "Écrivez la note (2 000 caractères au plus)" } as const;

const resumeUrl = (id: number) => `/api/jobs/candidates/${id}/resume`;

function toOffer(row: typeof offers.$inferSelect): CandidateOffer {
  return {
    id: row.id,
    name: row.name,
    href: offerHref(row),
    isPool: row.orgType === "pool",
    city: row.city,
    address: row.address,
    zipCode: row.zipCode,
    departmentCode: row.departmentCode,
    country: "France",
    latitude: row.latitude,
    longitude: row.longitude,
    salary: salaryDisplay({ min: row.remunerationMin, max: row.remunerationMax }, salaryText(row.customFields)),
    contract: row.effectiveContract,
    recruiterName: row.recruiterName,
    recruiterPicture: row.recruiterPicture,
    description: row.description,
    breezyData: row.breezyData ?? null,
    breezyCustomFields: row.breezyId ? row.customFields : [],
  };
}

/** A candidate's notes, newest first, each signed with its author's name (or address). */
async function notesOf(db: Db, candidateId: number): Promise<CandidateNote[]> {
  const rows = await db
    .select({
      id: candidateNotes.id,
      text: candidateNotes.text,
      createdAt: candidateNotes.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorId))
    .where(eq(candidateNotes.candidateId, candidateId))
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id));
  return rows.map((n) => ({
    id: n.id,
    text: n.text,
    createdAt: n.createdAt.toISOString(),
    author: [n.firstName, n.lastName].filter(Boolean).join(" ") || n.email || null,
  }));
}

/** GET /api/jobs/candidates/{id}/details (spec 3 §7): everything the drawer's tabs show. */
export async function candidateDetails(db: Db, id: number): Promise<CandidateDetails> {
  const [found] = await db
    .select({ candidate: candidates, place: landRegistries })
    .from(candidates)
    .leftJoin(landRegistries, eq(landRegistries.id, candidates.landRegistryId))
    .where(eq(candidates.id, id));
  if (!found) throw notFound(CANDIDATE_NOT_FOUND);
  const { candidate: c, place } = found;
  const sent = await db
    .select({ application: applications, offer: offers })
    .from(applications)
    .leftJoin(offers, eq(offers.id, applications.positionId))
    .where(eq(applications.candidateId, id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const notes = await notesOf(db, id);
  const breezyPosition =
    c.breezyPositionId && !sent.some((s) => s.offer) ? (await db.select().from(offers).where(eq(offers.breezyId, c.breezyPositionId)))[0] : undefined;
  const latestOffer = sent.find((s) => s.offer)?.offer ?? breezyPosition ?? null;
  return {
    id: c.id,
    name: c.name,
    header: c.header,
    summary: c.summary,
    email: c.email,
    phoneNumber: c.phoneNumber,
    address: c.address,
    zipcode: c.zipcode,
    avatarUrl: avatarUrl(c.email),
    location: c.latitude != null && c.longitude != null ? { latitude: c.latitude, longitude: c.longitude } : null,
    landRegistry: place ? { id: place.id, label: place.label, zipcode: place.zipcode, code: place.code, level: place.level } : null,
    workHistory: c.workHistory,
    education: c.education,
    skills: c.skills,
    languages: c.languages,
    editedFields: c.editedFields,
    // A candidate known from Breezy only: the resume call proxies Breezy's CV (a PDF).
    resumeUrl: c.resumeKey || c.breezyId ? resumeUrl(c.id) : null,
    resumeFileName: c.resumeFileName,
    resumeMime: c.resumeMime ?? (c.breezyId ? "application/pdf" : null),
    resumeStatus: c.resumeStatus,
    resumeError: c.resumeStatus === "FAILED" ? c.resumeError : null,
    validatedAt: c.validatedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    // Filled by the Breezy import (server/modules/breezy); the legacy import has none.
    breezyUrl: c.breezyUrl,
    breezyData: c.breezyData,
    legacyData: null,
    // The geocoder's answer for the address (the geo:geocode task), else null.
    nominatimData: c.nominatimData ?? null,
    position: latestOffer ? toOffer(latestOffer) : null,
    applications: sent.map(({ application, offer }) => ({
      id: application.id,
      kind: application.kind,
      createdAt: application.createdAt.toISOString(),
      offer: offer ? { id: offer.id, name: offer.name, href: offerHref(offer) } : null,
    })),
    notes,
  };
}

/**
 * POST /api/jobs/candidates/{id}/save: staff correct any field (candidate-corrections.ts);
 * what they changed is theirs from then on, and feeds the search at once.
 */
export async function saveCandidate(db: Db, user: SessionUser, candidateId: number, body: unknown): Promise<CandidateDetails> {
  await correctCandidate(db, user, candidateId, body);
  return candidateDetails(db, candidateId);
}

/** GET /api/jobs/positions/{id}/applications: who applied to an offer, newest first (its drawer). */
export async function offerApplications(db: Db, offerId: number): Promise<{ rows: OfferApplication[] }> {
  const rows = await db
    .select({
      id: applications.id,
      kind: applications.kind,
      createdAt: applications.createdAt,
      candidateId: candidates.id,
      name: candidates.name,
      email: candidates.email,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.positionId, offerId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return {
    rows: rows.map((r) => ({ id: r.id, kind: r.kind, createdAt: r.createdAt.toISOString(), candidate: { id: r.candidateId, name: r.name, email: r.email } })),
  };
}

const noteSchema = z.object({ text: z.string({ error: NOTE_MESSAGES.text }).trim().min(1, NOTE_MESSAGES.text).max(2000, NOTE_MESSAGES.text) });

/** POST /api/jobs/candidates/{id}/notes: a recruiter's note, signed with their account. */
export async function addCandidateNote(db: Db, user: SessionUser, candidateId: number, body: unknown) {
  const { text } = parseOrThrow(noteSchema, body);
  const [candidate] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
  // The history names the notes, never their text (shown, signed, beside it).
  await db.transaction(async (tx) => {
    await tx.insert(candidateNotes).values({ candidateId, authorId: user.id, text });
    await writeHistoryLine(tx, {
      user,
      model: CANDIDATE_HISTORY_MODEL,
      recordId: candidateId,
      action: "update",
      changes: [{ field: "notes", label: "Notes des recruteurs" }],
    });
  });
  return notesOf(db, candidateId);
}

/** The Word formats the drawer shows as sanitized HTML; anything else is served as the file it is. */
const RESUME_HTML_MIMES = new Set(["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"]);

export type ResumeDocument = { bytes: Buffer; mime: string; fileName: string } | { html: string; fileName: string };

/** A CV whose row is here but whose file is not in this instance's folder (several instances, no bucket). */
export const RESUME_ON_ANOTHER_INSTANCE =
  "Le fichier de ce CV n'est pas sur cette instance du site : il a sans doute été reçu par une autre instance, qui ne partage pas ses fichiers avec celle-ci. Configurez un stockage S3 commun à toutes les instances (S3_*) pour que chacune ouvre tous les CV.";

/**
 * The CV for staff: the file itself (download, or a PDF the browser shows), or a Word file as
 * sanitized HTML for the drawer. Every access is logged with who and when (resume_downloads).
 */
export async function candidateResume(
  db: Db,
  config: Pick<Config, "uploadsDir" | "objectStorage" | "breezy" | "databaseUrl">,
  user: SessionUser,
  candidateId: number,
  as: "file" | "html",
): Promise<ResumeDocument> {
  const [c] = await db
    .select({
      key: candidates.resumeKey,
      mime: candidates.resumeMime,
      status: candidates.resumeStatus,
      error: candidates.resumeError,
      fileName: candidates.resumeFileName,
      breezyId: candidates.breezyId,
      breezyPositionId: candidates.breezyPositionId,
      breezyUrl: candidates.breezyUrl,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  let file: { bytes: Buffer; mime: string; fileName: string | null };
  if (c?.key && c.mime) {
    const bytes = await fileStoreFor(config).read(c.key);
    // On PostgreSQL without a shared bucket, the CV is likely in the folder of the instance that received it.
    if (!bytes && config.databaseUrl && !config.objectStorage) throw new HttpError(409, RESUME_ON_ANOTHER_INSTANCE);
    if (!bytes) throw notFound("Ce candidat n'a pas de CV enregistré");
    file = { bytes, mime: c.mime, fileName: c.fileName };
  } else if (c?.breezyId && c.breezyPositionId && config.breezy) {
    const proxied = await breezyResume(config.breezy, { breezyId: c.breezyId, breezyPositionId: c.breezyPositionId, breezyUrl: c.breezyUrl });
    // Served from our origin: only what its bytes show to be a PDF or a Word file, whatever Breezy's type says.
    const kind = await inspectResume(proxied.bytes);
    if (!kind) throw new HttpError(502, BREEZY_RESUME_FAILED, undefined, { breezyUrl: c.breezyUrl });
    file = { bytes: Buffer.from(proxied.bytes), mime: kind.mime, fileName: proxied.fileName };
  } else {
    throw notFound("Ce candidat n'a pas de CV enregistré");
  }
  const { bytes } = file;
  await db.insert(resumeDownloads).values({ candidateId, userId: user.id });
  const fileName = file.fileName ?? "cv";
  if (as === "file" || !RESUME_HTML_MIMES.has(file.mime)) return { bytes, mime: file.mime, fileName };
  // Its reading in the document worker already failed (decision 0054): staff download it
  // rather than wait for the same failure.
  if (c?.key && c.status === "FAILED" && c.error && Object.values(DOCUMENT_FAILURES).includes(c.error)) throw resumeNotShown(c.error);
  try {
    const { html } = await inDocumentWorker<{ html: string }>({ kind: "resume-html", bytes, mime: file.mime });
    return { html, fileName };
  } catch (error) {
    if (error instanceof UnreadableDocument) throw resumeNotShown(error.message);
    throw error;
  }
}

/** 422: the Word CV cannot be shown as a page; the file itself is still there to download. */
const resumeNotShown = (reason: string) => new HttpError(422, `Ce CV ne peut pas être affiché (${reason.toLowerCase()}) : téléchargez-le pour l'ouvrir.`);

const saveSearchSchema = z.object({
  searchId: z.coerce.number().int().positive().max(INT4_MAX).nullish(),
  label: z.string({ error: CANDIDATE_SEARCH_MESSAGES.label }).trim().min(1, CANDIDATE_SEARCH_MESSAGES.label).max(100, CANDIDATE_SEARCH_MESSAGES.label),
  queries: candidateCriteriaSchema,
});

/**
 * Saved searches as the CVthèque reopens them: the criteria keep the place's id only, so its
 * name comes back with them (one query for all), or the place picker could only say «Lieu n° 27279».
 */
async function toSaved(db: Db, rows: (typeof savedCandidateSearches.$inferSelect)[]): Promise<SavedCandidateSearch[]> {
  const searches = rows.map((row) => ({ row, queries: candidateCriteriaSchema.parse(row.queries) }));
  const ids = [...new Set(searches.map(({ queries }) => queries.landRegistry).filter((id) => id != null))];
  const places =
    ids.length === 0
      ? []
      : await db
          .select({
            id: landRegistries.id,
            label: landRegistries.label,
            zipcode: landRegistries.zipcode,
            code: landRegistries.code,
            level: landRegistries.level,
          })
          .from(landRegistries)
          .where(sql`${landRegistries.id} = ANY(${`{${ids.join(",")}}`}::int[])`);
  return searches.map(({ row, queries }) => ({
    id: row.id,
    label: row.label,
    queries,
    place: places.find((place) => place.id === queries.landRegistry) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** POST /api/jobs/save_candidate_search: label and criteria; with searchId, renames or updates one's own. */
export async function saveCandidateSearch(db: Db, user: SessionUser, body: unknown): Promise<SavedCandidateSearch> {
  const { searchId, label, queries } = parseOrThrow(saveSearchSchema, body);
  if (searchId) {
    const [row] = await db
      .update(savedCandidateSearches)
      .set({ label, queries })
      .where(and(eq(savedCandidateSearches.id, searchId), eq(savedCandidateSearches.userId, user.id)))
      .returning();
    if (!row) throw notFound(SEARCH_NOT_FOUND);
    return (await toSaved(db, [row]))[0]!;
  }
  const [row] = await db.insert(savedCandidateSearches).values({ userId: user.id, label, queries }).returning();
  return (await toSaved(db, [row!]))[0]!;
}

/** Another staff member's saved search is not found: searches are personal. */
export async function savedCandidateSearch(db: Db, user: SessionUser, id: number): Promise<SavedCandidateSearch> {
  const [row] = await db
    .select()
    .from(savedCandidateSearches)
    .where(and(eq(savedCandidateSearches.id, id), eq(savedCandidateSearches.userId, user.id)));
  if (!row) throw notFound(SEARCH_NOT_FOUND);
  return (await toSaved(db, [row]))[0]!;
}

export async function deleteCandidateSearch(db: Db, user: SessionUser, id: number) {
  const rows = await db
    .delete(savedCandidateSearches)
    .where(and(eq(savedCandidateSearches.id, id), eq(savedCandidateSearches.userId, user.id)))
    .returning({ id: savedCandidateSearches.id });
  if (rows.length === 0) throw notFound(SEARCH_NOT_FOUND);
  return { success: true as const };
}

/** GET /api/jobs/search_user_candidate_search: the user's saved searches, newest first. */
export async function userCandidateSearches(db: Db, user: SessionUser): Promise<{ rows: SavedCandidateSearch[] }> {
  const rows = await db
    .select()
    .from(savedCandidateSearches)
    .where(eq(savedCandidateSearches.userId, user.id))
    .orderBy(desc(savedCandidateSearches.createdAt), desc(savedCandidateSearches.id));
  return { rows: await toSaved(db, rows) };
}
