import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { independentDepartments, independents, landRegistries } from "../../db/schema";
import { INT4_MAX } from "../../../common/db-limits";
import { z } from "../../../common/schemas/zod";
import type { ListAnswer } from "../../../common/schemas/list";
import { notFound, parseOrThrow } from "../../lib/errors";
import { mediaUrl } from "../../../common/images";
import { localReviewsSource, type ReviewsSource } from "../agencies/reviews";
import type { Review } from "../../../common/agencies";
import { DEPARTEMENT_MAX_LENGTH, type IndependentDetails, type IndependentSummary } from "../../../common/independents";

export const INDEPENDENT_NOT_FOUND = "Recruteur introuvable";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** INSEE department codes: 01-95, 2A/2B, 971-976. */
const DEPARTMENT_CODE = /^(?:\d{2}|2[ab]|97\d)$/i;

const summaryColumns = {
  id: independents.id,
  name: independents.name,
  slug: independents.slug,
  pictureUrl: independents.pictureUrl,
  googleRating: independents.googleRating,
  googleReviewsCount: independents.googleReviewsCount,
  positionOrder: independents.positionOrder,
  mainDepartmentId: independents.mainDepartmentId,
};

const departmentColumns = { id: landRegistries.id, label: landRegistries.label, code: landRegistries.code, prefixDeterminer: landRegistries.prefixDeterminer };

/** Main departments and intervention departments of several recruiters in two queries, not 2n. */
async function departmentsOf(db: Db, rows: { id: number; mainDepartmentId: number | null }[]) {
  const ids = rows.map((r) => r.id);
  const mainIds = [...new Set(rows.flatMap((r) => (r.mainDepartmentId === null ? [] : [r.mainDepartmentId])))];
  const [mains, links] = await Promise.all([
    mainIds.length ? db.select(departmentColumns).from(landRegistries).where(inArray(landRegistries.id, mainIds)) : [],
    ids.length
      ? db
          .select({ independentId: independentDepartments.independentId, ...departmentColumns })
          .from(independentDepartments)
          .innerJoin(landRegistries, eq(landRegistries.id, independentDepartments.landRegistryId))
          .where(inArray(independentDepartments.independentId, ids))
          .orderBy(asc(landRegistries.code))
      : [],
  ]);
  const mainById = new Map(mains.map((d) => [d.id, d]));
  return <T extends { id: number; mainDepartmentId: number | null; pictureUrl: string | null }>(row: T) => {
    const { mainDepartmentId, pictureUrl, ...rest } = row;
    return {
      ...rest,
      // A picture uploaded under files/ is served from /media/, like the agencies' photos.
      pictureUrl: mediaUrl(pictureUrl),
      mainDepartment: mainDepartmentId === null ? null : (mainById.get(mainDepartmentId) ?? null),
      departementsIntervention: links.filter((l) => l.independentId === row.id).map(({ independentId: _, ...d }) => d),
    };
  };
}

async function findOne(db: Db, where: SQL): Promise<IndependentDetails | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      primaryLongDescription: independents.primaryLongDescription,
      secondaryLongDescription: independents.secondaryLongDescription,
      tertiaryLongDescription: independents.tertiaryLongDescription,
      gmbUrl: independents.gmbUrl,
      placeId: independents.placeId,
      phone: independents.phone,
      address: independents.address,
      extraContent: independents.extraContent,
      seoTitle: independents.seoTitle,
      seoDescription: independents.seoDescription,
    })
    .from(independents)
    .where(where)
    .limit(1);
  if (!row) return null;
  return (await departmentsOf(db, [row]))(row);
}

/** The page of a recruiter by slug (any case), or null for an unknown or malformed slug. */
export async function findIndependentBySlug(db: Db, rawSlug: string): Promise<IndependentDetails | null> {
  const slug = rawSlug.trim().toLowerCase();
  if (!SLUG.test(slug) || slug.length > 200) return null;
  return findOne(db, eq(independents.slug, slug));
}

/** GET /branding/get_independant_details/slug/{slug} */
export async function getIndependentBySlug(db: Db, rawSlug: string): Promise<IndependentDetails> {
  const independent = await findIndependentBySlug(db, rawSlug);
  if (!independent) throw notFound(INDEPENDENT_NOT_FOUND);
  return independent;
}

/** GET /branding/get_independant_details/{id} */
export async function getIndependentById(db: Db, id: number): Promise<IndependentDetails> {
  const independent = await findOne(db, eq(independents.id, id));
  if (!independent) throw notFound(INDEPENDENT_NOT_FOUND);
  return independent;
}

/** GET /branding/get_reviews_independant_details/{id}: the reviews of its place, newest first, at most 10. */
export async function getIndependentReviews(db: Db, id: number, source: ReviewsSource = localReviewsSource(db)): Promise<Review[]> {
  const [row] = await db.select({ placeId: independents.placeId }).from(independents).where(eq(independents.id, id)).limit(1);
  if (!row) throw notFound(INDEPENDENT_NOT_FOUND);
  return row.placeId ? source.forPlace(row.placeId) : [];
}

// Query strings carry text: coerce, and read an empty departement as no filter.
export const independentSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  // Spec 1 §9: the whole list in one page (99).
  limit: z.coerce.number().int().min(1).max(100).default(99),
  departement: z.preprocess((v) => (typeof v === "string" && !v.trim() ? undefined : v), z.string().trim().max(DEPARTEMENT_MAX_LENGTH).optional()),
});

/**
 * A department given as an INSEE code (what the public page puts in its URL: ?departement=69)
 * or as a land registry id (what the back-office selectors send). A code is tried first,
 * since the two overlap (id 69 is not the Rhône); null when nothing matches.
 */
async function departmentId(db: Db, value: string): Promise<number | null> {
  if (DEPARTMENT_CODE.test(value)) {
    const [byCode] = await db
      .select({ id: landRegistries.id })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 2), eq(landRegistries.code, value.toUpperCase())))
      .limit(1);
    if (byCode) return byCode.id;
  }
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) return null;
  const [byId] = await db
    .select({ id: landRegistries.id })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 2), eq(landRegistries.id, id)))
    .limit(1);
  return byId?.id ?? null;
}

/** GET /branding/search_independants: ordered by positionOrder then name; departement matches the main or an intervention department. */
export async function searchIndependents(db: Db, input: unknown): Promise<ListAnswer<IndependentSummary>> {
  const { page, limit, departement } = parseOrThrow(independentSearchSchema, input);
  let where: SQL | undefined;
  if (departement) {
    const id = await departmentId(db, departement);
    if (id === null) {
      const [{ all }] = await db.select({ all: count() }).from(independents);
      return { rows: [], count: 0, total: all };
    }
    where = or(
      eq(independents.mainDepartmentId, id),
      exists(
        db
          .select({ one: sql`1` })
          .from(independentDepartments)
          .where(and(eq(independentDepartments.independentId, independents.id), eq(independentDepartments.landRegistryId, id))),
      ),
    );
  }
  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(independents)
      .where(where)
      .orderBy(asc(independents.positionOrder), asc(sql`lower(${independents.name})`), asc(independents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ matching: count() }).from(independents).where(where),
    db.select({ all: count() }).from(independents),
  ]);
  const withDepartments = await departmentsOf(db, rows);
  return { rows: rows.map(withDepartments), count: matching, total: all };
}
