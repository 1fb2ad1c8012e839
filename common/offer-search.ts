import { OFFERS_MAX_LIMIT, OFFERS_PAGE_SIZE } from "./offers";

/**
 * Spec 2 §3, Position search params. One reading of the query string for the page (a
 * shared URL renders on the server), the API (400 on a bad value) and the alert criteria.
 */
export type OfferSearch = {
  page: number;
  limit: number;
  query: string;
  /** A department (code or name) or a city. */
  location: string;
  /** A sector, as GET /api/jobs/industry_label lists them. */
  domain: string;
  contract: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** The order asked for; null: by relevance when there is a query, else by date (effectiveSort). */
  sort: OfferSort | null;
  /** Kilometres around the commune of `location`; ignored when the location is not one commune. */
  distance: OfferDistance | null;
};

export const OFFER_SORTS = ["relevance", "date"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
/** The radius choices around a commune (issue 47). */
export const OFFER_DISTANCES_KM = [10, 20, 50, 100] as const;
export type OfferDistance = (typeof OFFER_DISTANCES_KM)[number];

/** The order a search is answered in: the one asked for, else relevance for a query and date otherwise. */
export const effectiveSort = (search: Pick<OfferSearch, "sort" | "query">): OfferSort => search.sort ?? (search.query.trim() ? "relevance" : "date");

/**
 * What a search with no result proposes (GET /api/jobs/search_positions `suggestion`): the
 * closest spelling of the query and/or a wider area, and how many offers that search finds.
 */
export type OfferSearchSuggestion = { query?: string; location?: string; distance?: number; count: number };

/** A place proposed while typing the location (GET /api/jobs/place_suggestions); `value` goes into `location`. */
export type PlaceSuggestion = { label: string; value: string; kind: "commune" | "department" | "region" | "arrondissement" };
export const PLACE_QUERY_MAX = 100;
export const PLACE_SUGGESTIONS_MAX = 8;

export const EMPTY_OFFER_SEARCH: OfferSearch = {
  page: 1,
  limit: OFFERS_PAGE_SIZE,
  query: "",
  location: "",
  domain: "",
  contract: "",
  salaryMin: null,
  salaryMax: null,
  sort: null,
  distance: null,
};

const MAX_SALARY = 1_000_000;
const TEXT_LIMITS = { query: 200, location: 100, domain: 100, contract: 50 } as const;

export const SEARCH_MESSAGES = {
  page: "La page doit être un nombre entier supérieur ou égal à 1",
  limit: `La limite doit être un nombre entier entre 1 et ${OFFERS_MAX_LIMIT}`,
  salary: "Le salaire doit être un nombre entier d'euros entre 0 et 1 000 000",
  salaryOrder: "Le salaire maximum doit être supérieur au salaire minimum",
  tooLong: (max: number) => `Ce critère ne peut pas dépasser ${max} caractères`,
  sort: "Le tri doit être « relevance » (pertinence) ou « date »",
  distance: `La distance doit être l'une des valeurs suivantes (km) : ${OFFER_DISTANCES_KM.join(", ")}`,
  control: "Ce critère contient des caractères non autorisés",
} as const;

type Params = { get(name: string): string | null };

const toDistance = (value: string | null) => (value == null ? null : (Number(value) as OfferDistance));

/** Reads the search from a query string; invalid values fall back to the default and are reported. */
export function readOfferSearch(params: Params): { search: OfferSearch; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const integer = (name: "page" | "limit" | "salaryMin" | "salaryMax", min: number, max: number, message: string) => {
    const raw = params.get(name)?.trim();
    if (!raw) return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      errors[name] = message;
      return null;
    }
    return value;
  };
  const text = (name: keyof typeof TEXT_LIMITS) => {
    const value = (params.get(name) ?? "").trim().replace(/\s+/g, " ");
    // NUL and other control characters: PostgreSQL refuses NUL in text, and no one types them.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(value)) {
      errors[name] = SEARCH_MESSAGES.control;
      return "";
    }
    if (value.length > TEXT_LIMITS[name]) {
      errors[name] = SEARCH_MESSAGES.tooLong(TEXT_LIMITS[name]);
      return "";
    }
    return value;
  };
  const oneOf = <T extends string>(name: "sort" | "distance", values: readonly T[], message: string): T | null => {
    const raw = params.get(name)?.trim();
    if (!raw) return null;
    if (!(values as readonly string[]).includes(raw)) {
      errors[name] = message;
      return null;
    }
    return raw as T;
  };
  const search: OfferSearch = {
    page: integer("page", 1, 100_000, SEARCH_MESSAGES.page) ?? 1,
    limit: integer("limit", 1, OFFERS_MAX_LIMIT, SEARCH_MESSAGES.limit) ?? OFFERS_PAGE_SIZE,
    query: text("query"),
    location: text("location"),
    domain: text("domain"),
    contract: text("contract"),
    salaryMin: integer("salaryMin", 0, MAX_SALARY, SEARCH_MESSAGES.salary),
    salaryMax: integer("salaryMax", 0, MAX_SALARY, SEARCH_MESSAGES.salary),
    sort: oneOf("sort", OFFER_SORTS, SEARCH_MESSAGES.sort),
    distance: toDistance(oneOf("distance", OFFER_DISTANCES_KM.map(String), SEARCH_MESSAGES.distance)),
  };
  if (search.salaryMin != null && search.salaryMax != null && search.salaryMax < search.salaryMin) {
    errors.salaryMax = SEARCH_MESSAGES.salaryOrder;
    search.salaryMax = null;
  }
  return { search, errors };
}

/** A place and its radius as the alert dialog and e-mails recall them: «Nantes, dans un rayon de 20 km». */
export const placeWithRadius = (place: string, distance: number | null | undefined) => (distance ? `${place}, dans un rayon de ${distance}\u00a0km` : place);

/** The criteria of a search that are set, and only those (what an alert stores). */
export type SearchCriteria = {
  query?: string;
  location?: string;
  domain?: string;
  contract?: string;
  salaryMin?: number;
  salaryMax?: number;
  sort?: OfferSort;
  distance?: OfferDistance;
};

export function searchCriteria(search: OfferSearch): SearchCriteria {
  const criteria: SearchCriteria = {};
  for (const name of ["query", "location", "domain", "contract"] as const) if (search[name]) criteria[name] = search[name];
  if (search.salaryMin != null) criteria.salaryMin = search.salaryMin;
  if (search.salaryMax != null) criteria.salaryMax = search.salaryMax;
  if (search.sort != null) criteria.sort = search.sort;
  // A radius means something only around a place.
  if (search.distance != null && search.location) criteria.distance = search.distance;
  return criteria;
}

/** The query string of a search: page and limit always, the criteria that are set. */
export function offerSearchParams(search: OfferSearch): URLSearchParams {
  const params = new URLSearchParams({ page: String(search.page), limit: String(search.limit) });
  for (const [name, value] of Object.entries(searchCriteria(search))) params.set(name, String(value));
  return params;
}

/** An alert needs at least one criterion (spec 2 §4). */
export const hasSearchCriteria = (search: OfferSearch) => Object.keys(searchCriteria(search)).some((name) => name !== "sort" && name !== "distance");
