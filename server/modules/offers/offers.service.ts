import { contentChanged } from "../../lib/content-changes";
import { cachedRead } from "../../lib/read-cache";
import { and, count, desc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client";
import { landRegistries, offers } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import { sanitizeRichText } from "../../lib/html";
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
import {
  EMPTY_OFFER_SEARCH,
  OFFER_DISTANCES_KM,
  PLACE_QUERY_MAX,
  SEARCH_MESSAGES,
  effectiveSort,
  hasSearchCriteria,
  readOfferSearch,
  type OfferDistance,
  type OfferSearch,
  type OfferSearchSuggestion,
  type OfferSort,
  type PlaceSuggestion,
} from "../../../common/offer-search";
import { compileQueries, fold, matchingSql, queryConcepts, respelledQuery, type Concept } from "./offer-matching";
import { listedOffer } from "./listed";
import { communeCentre, departmentAndRegion, placeSuggestions, resolvePlace, withinKm, type ResolvedPlace } from "./offer-places";

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

/** A place name compared without case, accents, separators or «Saint» (f_place_key). */
const placeName = (value: SQLWrapper | string) => sql`f_place_key(${value})`;

/** `suggest: false`: no suggestion when nothing matches (lists that are not a visitor's search). */
export type SearchOptions = { createdAfter?: Date; excludeIds?: number[]; suggest?: boolean };

/** The answer of a search: a page of offers, the order applied and, when nothing matches, what to try. */
export type OfferSearchResult = OfferList & { sort: OfferSort; suggestion: OfferSearchSuggestion | null };

/** The filters of a search, the place read once (its kind decides whether a radius applies). */
async function searchFilters(db: Db, search: OfferSearch, options: SearchOptions, concepts: Concept[] | null) {
  const filters: (SQL | undefined)[] = [listedOffer];
  const matching = concepts ? await matchingSql(db, concepts) : null;
  // A query of no word («H/F», punctuation) asks for nothing: all offers.
  if (matching) filters.push(matching.where);
  let place: ResolvedPlace | null = null;
  if (search.location) {
    place = await resolvePlace(db, search.location);
    let filter = place.filter;
    // A radius around one commune (or arrondissement): offers placed within it, and those of the commune itself.
    const commune = place.kind === "commune" || place.kind === "arrondissement" ? place : place.commune;
    if (search.distance != null && commune) {
      const centre = await communeCentre(db, {
        key: commune.key,
        departmentCode: commune.departmentCode,
        zipCode: place.kind === "arrondissement" ? place.zipCode : undefined,
      });
      if (centre) filter = sql`(${filter} OR ${withinKm(centre, search.distance)})`;
    }
    filters.push(filter);
  }
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
  return { where: and(...filters), matching, place };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [{ matching }] = await db.select({ matching: count() }).from(offers).where(where);
  return matching;
}

/**
 * Spec 2 §7, search_positions (issue 47): the words matched by offer-matching.ts, the place by
 * offer-places.ts; by relevance (title, then sector, then description; the newest first among
 * equals) when there is a query, else by date, unless `sort` says otherwise. With no result
 * (and outside alerts), a suggestion: the query respelled and/or a wider area.
 */
export async function searchOffers(db: Db, search: OfferSearch, options: SearchOptions = {}): Promise<OfferSearchResult> {
  const sort = effectiveSort(search);
  const concepts = search.query ? await queryConcepts(db, search.query) : null;
  const { where, matching } = await searchFilters(db, search, options, concepts);
  const { rows, matched } = matching && sort === "relevance" ? await rankedPage(db, where, matching.score, search) : await newestPage(db, where, search);
  const alert = options.createdAfter != null || (options.excludeIds?.length ?? 0) > 0;
  const suggestion = matched === 0 && !alert && options.suggest !== false && (search.query || search.location) ? await suggestSearch(db, search) : null;
  return { rows: rows.map(toCard), count: matched, page: search.page, limit: search.limit, sort, suggestion };
}

type Page = { rows: CardRow[]; matched: number };

/**
 * By relevance: every offer matched is scored, so it is counted in the same pass. Only its id,
 * date and score are kept for that (a window over whole rows carried every description along,
 * to disk past a few thousand offers); the page's cards are then read by id.
 */
async function rankedPage(db: Db, where: SQL | undefined, score: SQL, search: OfferSearch): Promise<Page> {
  const [ranking] = await queryRows<{ matched: number; ids: number[] }>(
    db,
    sql`WITH matches AS (SELECT ${offers.id} AS id, ${offers.creationDate} AS creation_date, ${score} AS score FROM ${offers} WHERE ${where})
        SELECT (SELECT count(*) FROM matches)::int AS matched,
          array(SELECT id FROM matches ORDER BY score DESC, creation_date DESC, id DESC LIMIT ${search.limit} OFFSET ${(search.page - 1) * search.limit}) AS ids`,
  );
  const { matched, ids } = ranking!;
  if (ids.length === 0) return { rows: [], matched };
  const cards = await db.select(cardColumns).from(offers).where(inArray(offers.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), matched };
}

/** By date: the newest read in the order of an index (offers_listed_newest), counted apart unless the page says it all. */
async function newestPage(db: Db, where: SQL | undefined, search: OfferSearch): Promise<Page> {
  const rows = await db
    .select(cardColumns)
    .from(offers)
    .where(where)
    .orderBy(desc(offers.creationDate), desc(offers.id))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const matched = search.page === 1 && rows.length < search.limit ? rows.length : await countWhere(db, where);
  return { rows, matched };
}

/**
 * What to try when a search finds nothing: the query respelled from the offers' words, then a
 * wider area (a larger radius, the commune's department, its region), then both. The first
 * that finds offers is proposed, with its count.
 */
async function suggestSearch(db: Db, search: OfferSearch): Promise<OfferSearchSuggestion | null> {
  const respelled = search.query ? await respelledQuery(db, search.query) : null;
  const areas = search.location ? await widerAreas(db, search) : [];
  const tries: OfferSearchSuggestion[] = [];
  if (respelled) tries.push({ query: respelled, count: 0 });
  for (const area of areas) tries.push({ ...area, count: 0 });
  if (respelled) for (const area of areas) tries.push({ query: respelled, ...area, count: 0 });
  for (const attempt of tries.slice(0, 8)) {
    const trial: OfferSearch = {
      ...search,
      query: attempt.query ?? search.query,
      location: attempt.location ?? search.location,
      distance: (attempt.distance as OfferDistance | undefined) ?? (attempt.location ? null : search.distance),
    };
    const concepts = trial.query ? await queryConcepts(db, trial.query) : null;
    const { where } = await searchFilters(db, trial, {}, concepts);
    const found = await countWhere(db, where);
    if (found > 0) return { ...attempt, count: found };
  }
  return null;
}

/** Wider areas than the search's place: a larger radius around a commune, its department, its region. */
async function widerAreas(db: Db, search: OfferSearch): Promise<{ location?: string; distance?: number }[]> {
  const place = await resolvePlace(db, search.location);
  if (place.kind !== "commune" && place.kind !== "arrondissement") return [];
  const areas: { location?: string; distance?: number }[] = [];
  if (place.kind === "arrondissement") areas.push({ location: arrondissementCity(place.key) });
  const centre = await communeCentre(db, { key: place.key, departmentCode: place.departmentCode });
  if (centre) for (const km of OFFER_DISTANCES_KM) if (km > (search.distance ?? 0) && km >= 20) areas.push({ distance: km });
  const department = place.departmentCode ?? centre?.departmentCode;
  if (department) {
    const names = await departmentAndRegion(db, department);
    areas.push({ location: names.department });
    if (names.region) areas.push({ location: names.region });
  }
  return areas;
}

const arrondissementCity = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** GET /api/jobs/search_positions: the query string read like the page reads it, but strictly. */
export async function searchOffersFromQuery(db: Db, params: URLSearchParams): Promise<OfferSearchAnswer & Pick<OfferSearchResult, "sort" | "suggestion">> {
  const { search, errors } = readOfferSearch(params);
  if (Object.keys(errors).length > 0) throw new HttpError(400, `Validation échouée: ${Object.values(errors).join(", ")}`, errors);
  // Visitors repeat the same searches: answers are kept until offers change (read-cache.ts).
  return cachedRead(db, `searchOffersFromQuery:${JSON.stringify(search)}`, async () => {
    const answer = await searchOffers(db, search);
    // Only the API answers `total` (the pages do not show it); without criteria it is the count.
    const total = hasSearchCriteria(search) ? (await db.select({ n: count() }).from(offers).where(listedOffer))[0].n : answer.count;
    return { ...answer, total };
  });
}

/** GET /api/jobs/place_suggestions?query=…: places for the location field (at most 8). */
export async function placeSuggestionsFromQuery(db: Db, params: URLSearchParams): Promise<PlaceSuggestion[]> {
  const raw = params.get("query") ?? "";
  const query = raw.trim().replace(/\s+/g, " ");
  if (query.length > PLACE_QUERY_MAX) {
    const message = SEARCH_MESSAGES.tooLong(PLACE_QUERY_MAX);
    throw new HttpError(400, `Validation échouée: ${message}`, { query: message });
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(query)) throw new HttpError(400, `Validation échouée: ${SEARCH_MESSAGES.control}`, { query: SEARCH_MESSAGES.control });
  return placeSuggestions(db, query);
}

/** The latest offers, optionally around a place (home list, agency pages). */
export async function listLatestOffers(db: Db, { limit, location = "" }: { limit: number; location?: string }) {
  const answer = await searchOffers(db, { ...EMPTY_OFFER_SEARCH, limit, location }, { suggest: false });
  return answer.rows;
}

/** GET /api/jobs/industry_label: the sectors of published offers, for the select. */
export async function industryLabels(db: Db): Promise<{ rows: string[]; count: number; total: number }> {
  const rows = await db
    .selectDistinct({ industry: offers.industry })
    .from(offers)
    .where(and(listedOffer, sql`${offers.industry} IS NOT NULL AND ${offers.industry} <> ''`))
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
 * «Offres similaires» (issue 47): the same job first (the share of the offer's title words in
 * the other's title, and the same sector), then the same place (city, department, region),
 * then the newest; never the offer itself. The call keeps its shape: the name and place are
 * read when given.
 */
export async function similarOffers(
  db: Db,
  offer: Pick<OfferDetails, "id" | "industry" | "contract"> & Partial<Pick<OfferDetails, "name" | "city" | "departmentCode">>,
  limit = 3,
): Promise<OfferSummary[]> {
  const titleWords = [...new Set(titleConcepts(offer.name ?? ""))].slice(0, 6);
  // The tsqueries computed once, not for each offer compared.
  const [anyWord, ...eachWord] = titleWords.length
    ? await compileQueries(db, [titleWords.map((w) => `${w}:A`).join(" | "), ...titleWords.map((w) => `${w}:A`)])
    : [];
  const wordScore = eachWord.length
    ? sql`(${sql.join(
        eachWord.map((query) => sql`(CASE WHEN ${offers.titleVector} @@ ${query}::tsquery THEN 1 ELSE 0 END)`),
        sql` + `,
      )})::float8 / ${eachWord.length}`
    : sql`0::float8`;
  const sameSector = sql`(CASE WHEN ${offers.industry} IS NOT DISTINCT FROM ${offer.industry ?? null} THEN 1 ELSE 0 END)`;
  const region = sql`(SELECT d.code FROM ${landRegistries} d WHERE d.level = 2 AND d.region_code = (
    SELECT r.region_code FROM ${landRegistries} r WHERE r.level = 2 AND r.code = ${offer.departmentCode ?? null}))`;
  const placeScore = sql`(CASE WHEN ${placeName(offers.city)} = ${placeName(offer.city ?? "")} THEN 3
    WHEN ${offers.departmentCode} IS NOT DISTINCT FROM ${offer.departmentCode ?? null} THEN 2
    WHEN ${offers.departmentCode} IN ${region} THEN 1 ELSE 0 END)`;
  // Candidates share a title word or the sector: the newest of all only when none does.
  const related = anyWord
    ? sql`(${offers.titleVector} @@ ${anyWord}::tsquery OR ${offers.industry} IS NOT DISTINCT FROM ${offer.industry ?? null})`
    : sql`${offers.industry} IS NOT DISTINCT FROM ${offer.industry ?? null}`;
  const base = and(listedOffer, ne(offers.id, offer.id));
  const rows = await db
    .select(cardColumns)
    .from(offers)
    .where(and(base, related))
    .orderBy(sql`round((${wordScore} * 4 + ${sameSector} * 2)::numeric, 3) DESC`, sql`${placeScore} DESC`, desc(offers.creationDate), desc(offers.id))
    .limit(limit);
  if (rows.length < limit) {
    const more = await db
      .select(cardColumns)
      .from(offers)
      .where(and(base, sql`NOT ${related}`))
      .orderBy(sql`(${offers.effectiveContract} = ${offer.contract}) DESC`, desc(offers.creationDate), desc(offers.id))
      .limit(limit - rows.length);
    rows.push(...more);
  }
  return rows.map(toCard);
}

/** The words of a title that say the job: «H/F» and what follows it («– poste évolutif») left out. */
function titleConcepts(name: string): string[] {
  const job = name.replace(/\s[HF]\s*\/\s*[HF]\b.*$/, "");
  return fold(job)
    .split(" ")
    .filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !["des", "les", "aux", "pour", "dans", "sur", "une"].includes(word));
}

/**
 * Every offer's plain text computed again from its HTML, when the rule that derives it changes
 * (a one-time data step of the seed): the meta descriptions and cards read it, not the HTML.
 */
export async function rederiveOfferTexts(db: Db): Promise<number> {
  const rows = await db.select({ id: offers.id, description: offers.description, descriptionText: offers.descriptionText }).from(offers);
  const stale = rows.flatMap((row) => {
    const descriptionText = plainTextDescription(row.description);
    return descriptionText === row.descriptionText ? [] : [{ id: row.id, descriptionText }];
  });
  for (const { id, descriptionText } of stale) await db.update(offers).set({ descriptionText }).where(eq(offers.id, id));
  if (stale.length > 0) contentChanged(db);
  return stale.length;
}

/** Published offers for sitemap.xml. */
export async function listOfferPaths(db: Db): Promise<string[]> {
  const rows = await db.select({ id: offers.id, name: offers.name }).from(offers).where(listedOffer).orderBy(offers.id);
  return rows.map(offerHref);
}
