import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobProfiles } from "../../db/schema";
import { z } from "../../../common/schemas/zod";
import { notFound, parseOrThrow } from "../../lib/errors";
import { unaccentContains } from "../../lib/sql";
import { pageLimit, pageNumber } from "../../lib/paging";
import { jobProfileImageBase } from "./job-profile-images";
import {
  JOB_PROFILE_TYPES,
  JOB_PROFILES_PAGE_SIZE,
  type JobProfileCard,
  type JobProfileDetails,
  type JobProfileSearchAnswer,
} from "../../../common/job-profiles";

export type { JobProfileCard, JobProfileDetails, JobProfileSearchAnswer } from "../../../common/job-profiles";

export const JOB_PROFILE_NOT_FOUND = "Fiche métier introuvable";
const QUERY_INVALID = "La recherche doit être un texte de 100 caractères au plus";
const TYPE_INVALID = `Le type doit être l'un de : ${JOB_PROFILE_TYPES.join(", ")}`;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spec 1 §7/§9: page from 1, 6 per page unless asked otherwise (25 on speciality pages), never over 100. */
export const jobProfileSearchSchema = z.object({
  page: pageNumber,
  limit: pageLimit(JOB_PROFILES_PAGE_SIZE),
  // Empty or null values come from cleared form fields: they mean "no filter".
  query: z
    .string({ error: QUERY_INVALID })
    .trim()
    .max(100, QUERY_INVALID)
    .nullish()
    .transform((v) => v || undefined),
  type: z
    .union([z.enum(JOB_PROFILE_TYPES, { error: TYPE_INVALID }), z.literal(""), z.null()], { error: TYPE_INVALID })
    .optional()
    .transform((v) => v || undefined),
});

// Accent folding without the unaccent extension (not available on every PGlite build):
// translate() maps the accented letters French titles use to their bare forms.
const cardColumns = {
  id: jobProfiles.id,
  title: jobProfiles.title,
  slug: jobProfiles.slug,
  type: jobProfiles.type,
  image: jobProfiles.image,
};

function toCard({ image, ...row }: { id: number; title: string; slug: string; type: string; image: string | null }): JobProfileCard {
  // Pages ask /media/ for the width they need (jobProfileImageSrc); a seeded sheet's is drawn there on first request.
  return { ...row, imageUrl: jobProfileImageBase(image) };
}

// Staff order first (position), then alphabetical; id breaks ties so paging never repeats a card.
const ORDER = [asc(jobProfiles.position), asc(jobProfiles.title), asc(jobProfiles.id)];

/** POST /api/jobs/search_job_profiles: {page, limit, query, type} → {rows, count, total}. */
export async function searchJobProfiles(db: Db, input: unknown): Promise<JobProfileSearchAnswer> {
  const { page, limit, query, type } = parseOrThrow(jobProfileSearchSchema, input ?? {});
  const filters: SQL[] = [];
  if (type) filters.push(eq(jobProfiles.type, type));
  if (query) {
    filters.push(unaccentContains(jobProfiles.title, query));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ matching }], [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(jobProfiles)
      .where(where)
      .orderBy(...ORDER)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ matching: count() }).from(jobProfiles).where(where),
    db.select({ total: count() }).from(jobProfiles),
  ]);
  return { rows: rows.map(toCard), count: matching, total };
}

/** The sheet of a profile, or null (unknown or malformed slug). Page loaders use this to answer 404. */
export async function findJobProfile(db: Db, rawSlug: string): Promise<JobProfileDetails | null> {
  const slug = rawSlug.trim().toLowerCase();
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const [row] = await db
    .select({
      ...cardColumns,
      description: jobProfiles.description,
      responsibilities: jobProfiles.responsibilities,
      skills: jobProfiles.skills,
      training: jobProfiles.training,
      careerOpportunities: jobProfiles.careerOpportunities,
      isFrequentlyRecruited: jobProfiles.isFrequentlyRecruited,
      seoTitle: jobProfiles.seoTitle,
      seoDescription: jobProfiles.seoDescription,
    })
    .from(jobProfiles)
    .where(eq(jobProfiles.slug, slug))
    .limit(1);
  if (!row) return null;
  const { id, title, slug: s, type, image, ...rest } = row;
  return { ...toCard({ id, title, slug: s, type, image }), ...rest };
}

/** GET /api/jobs/get_job_profile_details/{slug}: 404 «Fiche métier introuvable» when unknown. */
export async function getJobProfileDetails(db: Db, slug: string): Promise<JobProfileDetails> {
  const profile = await findJobProfile(db, slug);
  if (!profile) throw notFound(JOB_PROFILE_NOT_FOUND);
  return profile;
}

/** The frequently recruited profiles (home and speciality pages show them in groups of 5). */
export async function listFrequentlyRecruited(db: Db, limit = 15): Promise<JobProfileCard[]> {
  const safeLimit = Math.min(Math.max(Math.trunc(limit) || 1, 1), 100);
  const rows = await db
    .select(cardColumns)
    .from(jobProfiles)
    .where(eq(jobProfiles.isFrequentlyRecruited, true))
    .orderBy(...ORDER)
    .limit(safeLimit);
  return rows.map(toCard);
}

/** The stored image path of a profile (files/job-profiles/{slug}), or null; used by the image endpoint. */
export async function findJobProfileImage(db: Db, slug: string): Promise<{ slug: string; image: string; type: string } | null> {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const [row] = await db
    .select({ slug: jobProfiles.slug, image: jobProfiles.image, type: jobProfiles.type })
    .from(jobProfiles)
    .where(eq(jobProfiles.slug, slug))
    .limit(1);
  return row?.image ? { slug: row.slug, image: row.image, type: row.type } : null;
}

/** Every sheet's path (/fiche-metier/{slug}), for sitemap.xml. */
/** Every job sheet as a link: the sitemap and the «Plan du site» list them all. */
export async function listJobProfileLinks(db: Db): Promise<{ label: string; href: string }[]> {
  const rows = await db.select({ slug: jobProfiles.slug, title: jobProfiles.title }).from(jobProfiles).orderBy(asc(jobProfiles.title));
  return rows.map((row) => ({ label: row.title, href: `/fiche-metier/${row.slug}` }));
}
