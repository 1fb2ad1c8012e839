import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { candidates, landRegistries } from "../../db/schema";
import { HttpError, notFound, parseOrThrow } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/sql";
import {
  CANDIDATE_EDIT_MESSAGES,
  CORRECTABLE_FIELD_LABELS,
  candidateEditSchema,
  CORRECTABLE_FIELDS,
  CORRECTION_KEYS,
  correctionText,
  joinAddress,
  splitAddress,
  type CandidateCorrection,
  type CandidateEdit,
  type CorrectableField,
  type EducationItem,
  type ReadingChange,
  type ResumeReading,
  type WorkHistoryItem,
  searchTexts,
} from "../../../common/candidates";
import { recordHistory } from "../history/history.service";
import { CANDIDATE_HISTORY_MODEL } from "../../../common/history";
import type { SessionUser } from "../../../common/roles";

type CandidateRow = typeof candidates.$inferSelect;

export const CANDIDATE_NOT_FOUND = "Candidat introuvable";

/** The candidate's correctable values in the form's terms. */
export function correctionOf(row: CandidateRow, commune: string | null): CandidateCorrection {
  return {
    name: row.name ?? "",
    email: row.email,
    phoneNumber: row.phoneNumber ?? "",
    header: row.header ?? "",
    ...splitAddress(row.address, row.zipcode, commune),
    workHistory: row.workHistory,
    education: row.education,
    skills: row.skills,
    languages: row.languages,
  };
}

/**
 * A reading of the CV in the form's terms. What the CV does not give (a null, an empty list)
 * keeps the candidate's value: a reading proposes, it never blanks a field.
 */
export function readingCorrection(reading: ResumeReading, current: CandidateCorrection): CandidateCorrection {
  const address = reading.address || reading.postal ? splitAddress(reading.address, reading.postal?.zipcode ?? null, reading.postal?.town ?? null) : null;
  const list = <T>(read: T[], kept: T[]) => (read.length > 0 ? read : kept);
  return {
    name: reading.name || current.name,
    email: reading.email?.trim().toLowerCase() || current.email,
    phoneNumber: reading.phoneNumber || current.phoneNumber,
    header: reading.header || current.header,
    ...(address ?? { street: current.street, zipcode: current.zipcode, town: current.town }),
    workHistory: list(reading.workHistory, current.workHistory),
    education: list(reading.education, current.education),
    skills: list(reading.skills, current.skills),
    languages: list(reading.languages, current.languages),
  };
}

/** JSON with sorted keys and no empty optional values: jsonb reorders keys, a form sends "" for none. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, inner]) => inner !== undefined && inner !== "")
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

const sameField = (field: CorrectableField, a: CandidateCorrection, b: CandidateCorrection) =>
  CORRECTION_KEYS[field].every(
    (key) =>
      canonical(field === "address" ? String(a[key]).trim().toLowerCase() : a[key]) ===
      canonical(field === "address" ? String(b[key]).trim().toLowerCase() : b[key]),
  );

/** The fields where a reading differs from the candidate, each as text, edited ones flagged. */
export function readingChanges(current: CandidateCorrection, read: CandidateCorrection, editedFields: CorrectableField[]): ReadingChange[] {
  return CORRECTABLE_FIELDS.filter((field) => !sameField(field, current, read)).map((field) => ({
    field,
    current: correctionText(field, current),
    read: correctionText(field, read),
    edited: editedFields.includes(field),
  }));
}

/** A list item without its empty optional parts (a job's place, a degree's field). */
const job = ({ place, ...rest }: WorkHistoryItem): WorkHistoryItem => ({ ...rest, ...(place && { place }) });
const degree = ({ field, ...rest }: EducationItem): EducationItem => ({ ...rest, ...(field && { field }) });

/** The edit laid over the candidate's values: every key filled. */
function corrected(current: CandidateCorrection, edit: CandidateEdit): CandidateCorrection {
  const text = (value: string | null | undefined, kept: string) => (value === undefined ? kept : (value ?? ""));
  return {
    name: text(edit.name, current.name),
    email: edit.email ?? current.email,
    phoneNumber: text(edit.phoneNumber, current.phoneNumber),
    header: text(edit.header, current.header),
    street: text(edit.street, current.street),
    zipcode: text(edit.zipcode, current.zipcode),
    // A new postal code without its commune: the commune is the code's (looked up below).
    town: text(edit.town, edit.zipcode !== undefined && edit.zipcode !== current.zipcode ? "" : current.town),
    workHistory: edit.workHistory?.map(job) ?? current.workHistory,
    education: edit.education?.map(degree) ?? current.education,
    skills: edit.skills ?? current.skills,
    languages: edit.languages ?? current.languages,
  };
}

/**
 * The commune of a postal code and town, as the CV reading places a candidate: among the
 * communes with the code, the one whose name is closest to the town, else the most populated.
 * A code no commune has, or a town that is none of the code's communes, is refused.
 */
async function communeOf(db: Db, zipcode: string, town: string) {
  const folded = sql`f_unaccent(lower(${town}))`;
  const label = sql`f_unaccent(lower(${landRegistries.label}))`;
  const [commune] = await db
    .select({
      id: landRegistries.id,
      label: landRegistries.label,
      latitude: landRegistries.latitude,
      longitude: landRegistries.longitude,
      // «Lyon Cedex 03», «Saint-Étienne», «st etienne»: close enough to the commune's name.
      matches: sql<boolean>`(similarity(${label}, ${folded}) >= 0.2 OR strpos(replace(${folded}, '-', ' '), replace(${label}, '-', ' ')) > 0)`,
    })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 3), sql`${zipcode} = ANY(${landRegistries.zipcodes})`))
    .orderBy(sql`similarity(${label}, ${folded}) DESC`, sql`${landRegistries.population} DESC NULLS LAST`)
    .limit(1);
  if (!commune) throw new HttpError(422, CANDIDATE_EDIT_MESSAGES.unknownZipcode, { zipcode: CANDIDATE_EDIT_MESSAGES.unknownZipcode });
  if (town && !commune.matches) throw new HttpError(422, CANDIDATE_EDIT_MESSAGES.townOfZipcode, { town: CANDIDATE_EDIT_MESSAGES.townOfZipcode });
  return commune;
}

const emailTaken = () => new HttpError(409, CANDIDATE_EDIT_MESSAGES.emailTaken, { email: CANDIDATE_EDIT_MESSAGES.emailTaken });

/**
 * Staff correct a candidate (POST /api/jobs/candidates/{id}/save). The whole edit is checked
 * before anything is written (format, e-mail of another candidate, unknown postal code), then
 * written in one statement. The fields whose value changed join the candidate's editedFields:
 * from then on no reading of a CV, nor the Breezy sync, writes them again.
 */
/** The candidate and its commune's name (the address as the form shows it); 404 when gone. */
export async function candidateWithCommune(db: Db, candidateId: number) {
  const [found] = await db
    .select({ candidate: candidates, commune: landRegistries.label })
    .from(candidates)
    .leftJoin(landRegistries, eq(landRegistries.id, candidates.landRegistryId))
    .where(eq(candidates.id, candidateId));
  if (!found) throw notFound(CANDIDATE_NOT_FOUND);
  return found;
}

export async function correctCandidate(db: Db, user: SessionUser, candidateId: number, body: unknown): Promise<void> {
  const edit = parseOrThrow(candidateEditSchema, body);
  const found = await candidateWithCommune(db, candidateId);
  const { candidate: row } = found;
  const current = correctionOf(row, found.commune);
  const next = corrected(current, edit);
  const changed = CORRECTABLE_FIELDS.filter((field) => !sameField(field, current, next));
  if (changed.length === 0) return;

  if (changed.includes("email")) {
    const [other] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.email, next.email), ne(candidates.id, candidateId)));
    if (other) throw emailTaken();
  }
  if (changed.includes("address") && !next.zipcode && next.town)
    throw new HttpError(422, CANDIDATE_EDIT_MESSAGES.townWithoutZipcode, { zipcode: CANDIDATE_EDIT_MESSAGES.townWithoutZipcode });
  const commune = changed.includes("address") && next.zipcode ? await communeOf(db, next.zipcode, next.town) : null;
  if (commune && !next.town) next.town = commune.label;

  const lists = changed.includes("workHistory") || changed.includes("education");
  const place =
    changed.includes("address") &&
    (commune
      ? { zipcode: next.zipcode, landRegistryId: commune.id, latitude: commune.latitude, longitude: commune.longitude }
      : { zipcode: null, landRegistryId: null, latitude: null, longitude: null });
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(candidates)
        .set({
          ...(changed.includes("name") && { name: next.name || null }),
          ...(changed.includes("email") && { email: next.email }),
          ...(changed.includes("phoneNumber") && { phoneNumber: next.phoneNumber || null }),
          ...(changed.includes("header") && { header: next.header || null }),
          ...(place && { ...place, address: joinAddress(next) }),
          ...(lists && {
            workHistory: next.workHistory,
            education: next.education,
            ...searchTexts(next.workHistory, next.education),
            historyEditedAt: sql`now()`,
          }),
          ...(changed.includes("skills") && { skills: next.skills }),
          ...(changed.includes("languages") && { languages: next.languages }),
          editedFields: sql`ARRAY(SELECT DISTINCT unnest(${candidates.editedFields} || ${sql`${`{${changed.join(",")}}`}::text[]`}) ORDER BY 1)`,
          updatedAt: sql`now()`,
        })
        .where(eq(candidates.id, candidateId));
      await recordCorrection(tx, user, candidateId, changed, current, next);
    });
  } catch (error) {
    // Another candidate took the address between the check and the write.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Jobs, degrees, skills and languages are named in the history, never copied into it. */
const LIST_FIELDS = new Set<CorrectableField>(["workHistory", "education", "skills", "languages"]);

/** The history line of a correction («Historique» of the drawer), in the correction's transaction. */
async function recordCorrection(
  tx: Tx,
  user: SessionUser,
  candidateId: number,
  changed: CorrectableField[],
  current: CandidateCorrection,
  next: CandidateCorrection,
) {
  const text = (value: CandidateCorrection) => Object.fromEntries(changed.map((field) => [field, correctionText(field, value)]));
  const fields = changed.map((field) => ({
    field,
    label: CORRECTABLE_FIELD_LABELS[field],
    type: LIST_FIELDS.has(field) ? ("list" as const) : ("text" as const),
  }));
  await recordHistory(tx, { user, model: CANDIDATE_HISTORY_MODEL, recordId: candidateId, action: "update", before: text(current), after: text(next), fields });
}

/**
 * What a reading of a CV may write on a candidate, field by field (decision record
 * docs/decisions/0060-candidate-corrections.md): never a field staff corrected; a contact
 * detail (name, phone, address, header) only where there is none yet, since what the candidate
 * typed in the form or an earlier reading gave stays; the lists (jobs, degrees, skills,
 * languages) from the newest CV, when its reading found some. The e-mail is the candidate's
 * identity: a reading never changes it.
 */
export function writableByReading(row: Pick<CandidateRow, "editedFields">, field: CorrectableField): boolean {
  return field !== "email" && !row.editedFields.includes(field);
}
