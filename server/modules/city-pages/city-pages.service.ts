import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cityPages, type CityData } from "../../db/schema";
import { notFound } from "../../lib/errors";

/** What a local landing page renders (GET /content/get_city_page_details/{slug}). */
export type CityPageDetails = {
  id: number;
  slug: string;
  name: string;
  body: string;
  cityData: CityData[];
  excludedLandRegistryIds: number[];
  landRegistryId: number | null;
  isAgencyPageRef: boolean;
  redirectionUrl: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
};

export const CITY_PAGE_NOT_FOUND = "Page introuvable";

// The slug is the whole path segment, regions joined by a double hyphen
// ("cabinet-de-recrutement-chasseurs-de-tetes--paris"): anything else cannot be stored, so
// it is answered without a query.
const SLUG = /^[a-z0-9]+(?:--?[a-z0-9]+)*$/;

/** The published city page of this slug, or null (unknown, unpublished or malformed). */
export async function getCityPageDetails(db: Db, slug: string): Promise<CityPageDetails | null> {
  if (slug.length > 200 || !SLUG.test(slug)) return null;
  const [row] = await db
    .select({
      id: cityPages.id,
      slug: cityPages.slug,
      name: cityPages.name,
      body: cityPages.body,
      cityData: cityPages.cityData,
      excludedLandRegistryIds: cityPages.excludedLandRegistryIds,
      landRegistryId: cityPages.landRegistryId,
      isAgencyPageRef: cityPages.isAgencyPageRef,
      redirectionUrl: cityPages.redirectionUrl,
      seoTitle: cityPages.seoTitle,
      seoDescription: cityPages.seoDescription,
    })
    .from(cityPages)
    .where(and(eq(cityPages.slug, slug), eq(cityPages.isPublished, true)))
    .limit(1);
  if (!row) return null;
  // An emptied field in the back-office means "no redirection", not a redirect to "".
  return { ...row, redirectionUrl: row.redirectionUrl?.trim() || null };
}

/** The API answer: same page, 404 «Page introuvable» when there is none to show. */
export async function requireCityPageDetails(db: Db, slug: string): Promise<CityPageDetails> {
  const page = await getCityPageDetails(db, slug);
  if (!page) throw notFound(CITY_PAGE_NOT_FOUND);
  return page;
}
