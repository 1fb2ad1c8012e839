import { contentChanged } from "../../lib/content-changes";
import { cachedRead } from "../../lib/read-cache";
import { and, count, desc, eq, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client";
import { landRegistries, offers } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { sanitizeRichText } from "../../lib/html";
import { escapeLike, textQuery } from "../../lib/sql";
import {
  effectiveContract,
  isExpired,
  plainTextDescription,
  offerHref,
  offerSlug,
  salaryDisplay,
  salaryText,
  shortDescription,
  type CustomField,
  type OfferSummary,
  type OfferDetails,
  type OfferList,
  type OfferSearchAnswer,
} from "../../../common/offers";
import { EMPTY_OFFER_SEARCH, hasSearchCriteria, readOfferSearch, type OfferSearch } from "../../../common/offer-search";

type OfferRow = typeof offers.$inferSelect;

/** What an offer is written from (seed, staff, ATS sync); derived columns are computed here. */
export type OfferInput = {
  name: string;
  description: string;
  state?: string;
  isActive?: boolean;
  isRemote?: boolean;
  orgType?: "pool" | "other";
  tags?: string[];
  industry?: string | null;
  creationDate?: Date;
  updatedDate?: Date;
  validThrough?: Date | null;
  city?: string | null;
  address?: string | null;
  zipCode?: string | null;
  departmentCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  customFields?: CustomField[];
  experienceName?: string | null;
  remunerationMin?: number | null;
  remunerationMax?: number | null;
  displayRemuneration?: boolean;
  contract?: string | null;
  recruiterName?: string | null;
  recruiterPicture?: string | null;
};

/**
 * The values derived by rule from an offer's fields: sanitized HTML, its plain text and the
 * effective contract always agree, whoever writes (seeds, imports, the staff manager).
 */
export function derivedOfferValues(offer: { description?: string | null; contract?: string | null; customFields?: CustomField[] | null }) {
  const description = sanitizeRichText(offer.description ?? "");
  return { description, descriptionText: plainTextDescription(description), effectiveContract: effectiveContract(offer.customFields, offer.contract) };
}

/** The one insert path: every derived value computed from the input. */
export function offerValues(input: OfferInput): typeof offers.$inferInsert {
  const customFields = input.customFields ?? [];
  return { ...input, customFields, ...derivedOfferValues({ ...input, customFields }) };
}

export async function insertOffers(db: Db, inputs: OfferInput[]): Promise<number[]> {
  const ids: number[] = [];
  // Batches keep each statement's parameter count well under PostgreSQL's limit.
  for (let start = 0; start < inputs.length; start += 200) {
    const rows = await db
      .insert(offers)
      .values(inputs.slice(start, start + 200).map(offerValues))
      .returning({ id: offers.id });
    ids.push(...rows.map((row) => row.id));
  }
  contentChanged(db);
  return ids;
}

/** Published offers: what search, home, agency pages, alerts and the sitemap show. */
const listed = and(eq(offers.state, "published"), eq(offers.isActive, true), ne(offers.orgType, "pool"));

const cardColumns = {
  id: offers.id,
  name: offers.name,
  city: offers.city,
  departmentCode: offers.departmentCode,
  contract: offers.effectiveContract,
  industry: offers.industry,
  isRemote: offers.isRemote,
  descriptionText: offers.descriptionText,
  creationDate: offers.creationDate,
  remunerationMin: offers.remunerationMin,
  remunerationMax: offers.remunerationMax,
  displayRemuneration: offers.displayRemuneration,
  customFields: offers.customFields,
};

type CardRow = Pick<OfferRow, Exclude<keyof typeof cardColumns, "contract">> & { contract: string };

const salaryOf = (row: Pick<OfferRow, "remunerationMin" | "remunerationMax" | "customFields">) =>
  salaryDisplay({ min: row.remunerationMin, max: row.remunerationMax }, salaryText(row.customFields));

function toCard(row: CardRow): OfferSummary {
  return {
    id: row.id,
    name: row.name,
    href: offerHref(row),
    city: row.city,
    departmentCode: row.departmentCode,
    contract: row.contract,
    salary: row.displayRemuneration ? salaryOf(row) : null,
    industry: row.industry,
    isRemote: row.isRemote,
    shortDescription: shortDescription(row.descriptionText),
    creationDate: row.creationDate.toISOString(),
  };
}

const DEPARTMENT_CODE = /^(\d{2,3}|2[ab])$/i;

/** A place name compared without case, accents or separators («auvergne rhone alpes»). */
const placeName = (value: SQLWrapper | string) => sql`regexp_replace(f_unaccent(lower(${value})), '[^a-z0-9]+', ' ', 'g')`;

/**
 * Spec 2 §7's location: a department code (69, 2A, 971), a postal code (its communes), a
 * region, a department or a city by name (city names by prefix); accents and case ignored.
 */
async function locationFilter(db: Db, location: string): Promise<SQL> {
  if (DEPARTMENT_CODE.test(location)) return eq(offers.departmentCode, location.toUpperCase());
  if (/^\d{5}$/.test(location)) {
    const communes = await db
      .select({ name: landRegistries.label, departmentCode: landRegistries.departmentCode })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 3), sql`${location} = ANY(${landRegistries.zipcodes})`));
    const inCommune = communes.map((c) => sql`(${placeName(offers.city)} = ${placeName(c.name)} AND ${offers.departmentCode} = ${c.departmentCode})`);
    return sql`(${sql.join([eq(offers.zipCode, location), ...inCommune], sql` OR `)})`;
  }
  const named = placeName(location);
  const departments = await db
    .select({ code: landRegistries.code })
    .from(landRegistries)
    .where(
      sql`${landRegistries.level} = 2 AND (${placeName(landRegistries.label)} = ${named} OR ${landRegistries.regionCode} IN (
        SELECT code FROM ${landRegistries} WHERE level = 1 AND ${placeName(landRegistries.label)} = ${named}))`,
    );
  const cityPrefix = sql`f_unaccent(lower(${offers.city})) LIKE f_unaccent(lower(${`${escapeLike(location)}%`}))`;
  if (departments.length === 0) return cityPrefix;
  return sql`(${cityPrefix} OR ${offers.departmentCode} IN (${sql.join(
    departments.map((d) => sql`${d.code}`),
    sql`, `,
  )}))`;
}

export type SearchOptions = { createdAfter?: Date; excludeIds?: number[] };

/** Spec 2 §7, search_positions: relevance first when there is text, then the newest. */
export async function searchOffers(db: Db, search: OfferSearch, options: SearchOptions = {}): Promise<OfferList> {
  const tsQuery = search.query ? textQuery(search.query) : null;
  const filters: (SQL | undefined)[] = [listed];
  // A query of no word («H/F», punctuation) asks for nothing: all offers.
  if (tsQuery) filters.push(sql`${offers.searchVector} @@ ${tsQuery}`);
  if (search.location) filters.push(await locationFilter(db, search.location));
  if (search.domain) filters.push(sql`lower(${offers.industry}) = lower(${search.domain})`);
  if (search.contract) filters.push(sql`lower(${offers.effectiveContract}) = lower(${search.contract})`);
  // Salary criteria match only ranges the offer shows: a hidden salary stays hidden.
  if (search.salaryMin != null || search.salaryMax != null) filters.push(eq(offers.displayRemuneration, true));
  if (search.salaryMin != null) filters.push(sql`coalesce(${offers.remunerationMax}, ${offers.remunerationMin}) >= ${search.salaryMin}`);
  if (search.salaryMax != null) filters.push(sql`coalesce(${offers.remunerationMin}, ${offers.remunerationMax}) <= ${search.salaryMax}`);
  if (options.createdAfter) filters.push(sql`${offers.creationDate} > ${options.createdAfter.toISOString()}`);
  if (options.excludeIds?.length)
    filters.push(
      sql`${offers.id} NOT IN (${sql.join(
        options.excludeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const where = and(...filters);

  const order = tsQuery
    ? [sql`ts_rank(${offers.searchVector}, ${tsQuery}) DESC`, desc(offers.creationDate), desc(offers.id)]
    : [desc(offers.creationDate), desc(offers.id)];
  const rows = await db
    .select(cardColumns)
    .from(offers)
    .where(where)
    .orderBy(...order)
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const [{ matching }] = await db.select({ matching: count() }).from(offers).where(where);
  return { rows: rows.map(toCard), count: matching, page: search.page, limit: search.limit };
}

/** GET /api/jobs/search_positions: the query string read like the page reads it, but strictly. */
export async function searchOffersFromQuery(db: Db, params: URLSearchParams): Promise<OfferSearchAnswer> {
  const { search, errors } = readOfferSearch(params);
  if (Object.keys(errors).length > 0) throw new HttpError(400, `Validation échouée: ${Object.values(errors).join(", ")}`, errors);
  // Visitors repeat the same searches: answers are kept until offers change (read-cache.ts).
  return cachedRead(db, `searchOffersFromQuery:${JSON.stringify(search)}`, async () => {
    const answer = await searchOffers(db, search);
    // Only the API answers `total` (the pages do not show it); without criteria it is the count.
    const total = hasSearchCriteria(search) ? (await db.select({ n: count() }).from(offers).where(listed))[0].n : answer.count;
    return { ...answer, total };
  });
}

/** The latest offers, optionally around a place (home list, agency pages). */
export async function listLatestOffers(db: Db, { limit, location = "" }: { limit: number; location?: string }) {
  const answer = await searchOffers(db, { ...EMPTY_OFFER_SEARCH, limit, location });
  return answer.rows;
}

/** GET /api/jobs/industry_label: the sectors of published offers, for the select. */
export async function industryLabels(db: Db): Promise<{ rows: string[]; count: number; total: number }> {
  const rows = await db
    .selectDistinct({ industry: offers.industry })
    .from(offers)
    .where(and(listed, sql`${offers.industry} IS NOT NULL AND ${offers.industry} <> ''`))
    .orderBy(offers.industry);
  const labels = rows.map((row) => row.industry as string);
  return { rows: labels, count: labels.length, total: labels.length };
}

/** An offer page's data, archived ones included (they answer 410); null when it does not exist or is not public. */
export async function getOfferDetails(db: Db, id: number): Promise<OfferDetails | null> {
  const regionName = sql<string | null>`(SELECT r.label FROM ${landRegistries} r WHERE r.level = 1 AND r.code = (
    SELECT d.region_code FROM ${landRegistries} d WHERE d.level = 2 AND d.code = "offers"."department_code"))`;
  const [found] = await db.select({ row: offers, regionName }).from(offers).where(eq(offers.id, id));
  const row = found?.row;
  if (!row || row.orgType === "pool" || !row.isActive) return null;
  const expired = isExpired(row.state);
  if (!expired && row.state !== "published") return null;
  return {
    ...toCard({ ...row, contract: row.effectiveContract }),
    slug: offerSlug(row.name),
    state: row.state,
    expired,
    description: row.description,
    descriptionText: row.descriptionText,
    remuneration: row.displayRemuneration ? { min: row.remunerationMin, max: row.remunerationMax } : null,
    address: row.address,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    datePosted: row.creationDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
    validThrough: row.validThrough?.toISOString() ?? null,
    regionName: found.regionName,
    experienceName: row.experienceName,
    recruiterName: row.recruiterName,
    tags: row.tags,
  };
}

/**
 * Offers near a live one (spec 2 §7's location reading): same city, then same department,
 * then same region, then the newest; never the offer itself.
 */
export async function nearbyOffers(db: Db, offer: Pick<OfferDetails, "id" | "city" | "departmentCode">, limit = 3): Promise<OfferSummary[]> {
  const region = sql`(SELECT d.code FROM ${landRegistries} d WHERE d.level = 2 AND d.region_code = (
    SELECT r.region_code FROM ${landRegistries} r WHERE r.level = 2 AND r.code = ${offer.departmentCode}))`;
  const rows = await db
    .select(cardColumns)
    .from(offers)
    .where(and(listed, ne(offers.id, offer.id)))
    .orderBy(
      sql`(${placeName(offers.city)} = ${placeName(offer.city ?? "")}) DESC`,
      sql`(${offers.departmentCode} IS NOT DISTINCT FROM ${offer.departmentCode}) DESC`,
      sql`(${offers.departmentCode} IN ${region}) DESC NULLS LAST`,
      desc(offers.creationDate),
      desc(offers.id),
    )
    .limit(limit);
  return rows.map(toCard);
}

/** Offers like an expired one: same sector, else same contract, else the newest. */
export async function similarOffers(db: Db, offer: Pick<OfferDetails, "id" | "industry" | "contract">, limit = 3): Promise<OfferSummary[]> {
  const rows = await db
    .select(cardColumns)
    .from(offers)
    .where(and(listed, ne(offers.id, offer.id)))
    .orderBy(
      sql`(${offers.industry} IS NOT DISTINCT FROM ${offer.industry}) DESC`,
      sql`(${offers.effectiveContract} = ${offer.contract}) DESC`,
      desc(offers.creationDate),
    )
    .limit(limit);
  return rows.map(toCard);
}

/** Published offers for sitemap.xml. */
export async function listOfferPaths(db: Db): Promise<string[]> {
  const rows = await db.select({ id: offers.id, name: offers.name }).from(offers).where(listed).orderBy(offers.id);
  return rows.map(offerHref);
}
