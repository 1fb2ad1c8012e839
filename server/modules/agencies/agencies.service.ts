import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencies, agencyDepartments, landRegistries } from "../../db/schema";
import { z } from "../../../common/schemas/zod";
import { pagingSchema, type ListAnswer } from "../../../common/schemas/list";
import { notFound, parseOrThrow } from "../../lib/errors";
import { localReviewsSource, type ReviewsSource } from "./reviews";
import { mediaUrl } from "../../../common/images";
import { AGENCY_SLUG_PREFIX, type AgencyCity, type AgencyDetails, type AgencySummary, type Review } from "../../../common/agencies";

const AGENCY_NOT_FOUND = "Agence introuvable";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Cabinet-Recrutement-Lyon" or "lyon" → "lyon"; null when it cannot be a stored slug. */
export function normalizeAgencySlug(raw: string): string | null {
  let slug = raw.trim().toLowerCase();
  if (slug.startsWith(AGENCY_SLUG_PREFIX)) slug = slug.slice(AGENCY_SLUG_PREFIX.length);
  return SLUG.test(slug) && slug.length <= 200 ? slug : null;
}

const summaryColumns = {
  id: agencies.id,
  title: agencies.title,
  slug: agencies.slug,
  address: agencies.address,
  phone: agencies.phone,
  email: agencies.email,
  googleRating: agencies.googleRating,
  googleReviewsCount: agencies.googleReviewsCount,
  description: agencies.description,
  cityId: landRegistries.id,
  cityName: landRegistries.label,
  cityZipcode: landRegistries.zipcode,
};

type WithCity = { cityId: number | null; cityName: string | null; cityZipcode: string | null };
function withCity<T extends WithCity>(row: T): Omit<T, keyof WithCity> & { city: AgencyCity | null } {
  const { cityId, cityName, cityZipcode, ...rest } = row;
  return { ...rest, city: cityId === null ? null : { id: cityId, name: cityName!, zipcode: cityZipcode } };
}

/** The page of an active agency, or null (unknown, inactive or malformed slug). */
export async function findAgency(db: Db, rawSlug: string): Promise<AgencyDetails | null> {
  const slug = normalizeAgencySlug(rawSlug);
  if (!slug) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      map: agencies.map,
      latitude: agencies.latitude,
      longitude: agencies.longitude,
      placeId: agencies.placeId,
      contentPhoto: agencies.contentPhoto,
      content: agencies.content,
      video: agencies.video,
      seoTitle: agencies.seoTitle,
      seoDescription: agencies.seoDescription,
    })
    .from(agencies)
    .leftJoin(landRegistries, eq(landRegistries.id, agencies.landRegistryId))
    .where(and(eq(agencies.slug, slug), eq(agencies.isActive, true)))
    .limit(1);
  if (!row) return null;
  const departementsIntervention = await db
    .select({ id: landRegistries.id, label: landRegistries.label, code: landRegistries.code, prefixDeterminer: landRegistries.prefixDeterminer })
    .from(agencyDepartments)
    .innerJoin(landRegistries, eq(landRegistries.id, agencyDepartments.landRegistryId))
    .where(eq(agencyDepartments.agencyId, row.id))
    .orderBy(asc(landRegistries.code));
  const { contentPhoto, ...rest } = withCity(row);
  return { ...rest, contentPhoto: mediaUrl(contentPhoto), departementsIntervention };
}

/** GET /branding/get_agency_details/{slug}: the slug with or without its prefix, any case. */
export async function getAgencyDetails(db: Db, rawSlug: string): Promise<AgencyDetails> {
  const agency = await findAgency(db, rawSlug);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  return agency;
}

/** GET /branding/get_reviews_agency_details/{id}: newest first, at most 10. */
export async function getAgencyReviews(db: Db, id: number, source: ReviewsSource = localReviewsSource(db)): Promise<Review[]> {
  const [agency] = await db
    .select({ placeId: agencies.placeId })
    .from(agencies)
    .where(and(eq(agencies.id, id), eq(agencies.isActive, true)))
    .limit(1);
  if (!agency) throw notFound(AGENCY_NOT_FOUND);
  return agency.placeId ? source.forPlace(agency.placeId) : [];
}

export const agencySearchSchema = pagingSchema.extend({
  // Spec 1 §7: true from the agencies page, which lists only agencies that have a page.
  isAgencyPageRef: z.boolean().optional(),
});

/** POST /branding/search_agencies: ordered by title; 25 a page unless asked otherwise. */
export async function searchAgencies(db: Db, input: unknown): Promise<ListAnswer<AgencySummary>> {
  const { page, limit, isAgencyPageRef } = parseOrThrow(agencySearchSchema, input);
  const where = isAgencyPageRef ? eq(agencies.isActive, true) : undefined;
  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(agencies)
      .leftJoin(landRegistries, eq(landRegistries.id, agencies.landRegistryId))
      .where(where)
      .orderBy(asc(sql`lower(${agencies.title})`), asc(agencies.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ matching: count() }).from(agencies).where(where),
    db.select({ all: count() }).from(agencies),
  ]);
  return { rows: rows.map(withCity), count: matching, total: all };
}
