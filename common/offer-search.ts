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
};

export const EMPTY_OFFER_SEARCH: OfferSearch = {
  page: 1,
  limit: OFFERS_PAGE_SIZE,
  query: "",
  location: "",
  domain: "",
  contract: "",
  salaryMin: null,
  salaryMax: null,
};

const MAX_SALARY = 1_000_000;
const TEXT_LIMITS = { query: 200, location: 100, domain: 100, contract: 50 } as const;

export const SEARCH_MESSAGES = {
  page: "La page doit être un nombre entier supérieur ou égal à 1",
  limit: `La limite doit être un nombre entier entre 1 et ${OFFERS_MAX_LIMIT}`,
  salary: "Le salaire doit être un nombre entier d'euros entre 0 et 1 000 000",
  salaryOrder: "Le salaire maximum doit être supérieur au salaire minimum",
  tooLong: (max: number) => `Ce critère ne peut pas dépasser ${max} caractères`,
} as const;

type Params = { get(name: string): string | null };

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
    if (value.length > TEXT_LIMITS[name]) {
      errors[name] = SEARCH_MESSAGES.tooLong(TEXT_LIMITS[name]);
      return "";
    }
    return value;
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
  };
  if (search.salaryMin != null && search.salaryMax != null && search.salaryMax < search.salaryMin) {
    errors.salaryMax = SEARCH_MESSAGES.salaryOrder;
    search.salaryMax = null;
  }
  return { search, errors };
}

/** The criteria of a search that are set, and only those (what an alert stores). */
export type SearchCriteria = {
  query?: string;
  location?: string;
  domain?: string;
  contract?: string;
  salaryMin?: number;
  salaryMax?: number;
};

export function searchCriteria(search: OfferSearch): SearchCriteria {
  const criteria: SearchCriteria = {};
  for (const name of ["query", "location", "domain", "contract"] as const) if (search[name]) criteria[name] = search[name];
  if (search.salaryMin != null) criteria.salaryMin = search.salaryMin;
  if (search.salaryMax != null) criteria.salaryMax = search.salaryMax;
  return criteria;
}

/** The query string of a search: page and limit always, the criteria that are set. */
export function offerSearchParams(search: OfferSearch): URLSearchParams {
  const params = new URLSearchParams({ page: String(search.page), limit: String(search.limit) });
  for (const [name, value] of Object.entries(searchCriteria(search))) params.set(name, String(value));
  return params;
}

/** An alert needs at least one criterion (spec 2 §4). */
export const hasSearchCriteria = (search: OfferSearch) => Object.keys(searchCriteria(search)).length > 0;
