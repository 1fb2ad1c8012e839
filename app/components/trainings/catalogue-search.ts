import { TRAININGS_PAGE_SIZE, type ReferenceKind } from "~common/trainings";
import { INT4_MAX } from "~common/db-limits";

// The catalogue's state lives in the URL (shareable, crawlable, restored by Back and reload):
// ?recherche=excel&thematiques=2,5&durees=1&niveaux=3&modalites=2&page=2

export const CATALOGUE_PATH = "/nos-prestations/formations/catalogue";
export const trainingPath = (slug: string) => `/nos-prestations/formation/${slug}`;

/** The URL's French name of each filter group. */
export const FILTER_PARAMS: Record<ReferenceKind, string> = { thematics: "thematiques", durations: "durees", levels: "niveaux", modalities: "modalites" };

export type CatalogueSearch = { page: number; limit: number; query: string } & Record<ReferenceKind, number[]>;

const KINDS = Object.keys(FILTER_PARAMS) as ReferenceKind[];
/** The service refuses more ids than this per group; an edited URL keeps the first ones. */
const MAX_IDS = 50;

const positiveInt = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * Ids as commas (links this page writes) or repeated names (the form sent without JS);
 * anything else in an edited URL is dropped rather than answered with an error.
 */
function readIds(params: URLSearchParams, name: string): number[] {
  const ids = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= INT4_MAX);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
}

export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  return {
    page: positiveInt(params.get("page"), 1, 10_000),
    // Not offered on screen: the spec's search state has a limit (default 25), kept for links.
    limit: positiveInt(params.get("limite"), TRAININGS_PAGE_SIZE, 100),
    query: (params.get("recherche") ?? "").trim().slice(0, 200),
    ...(Object.fromEntries(KINDS.map((kind) => [kind, readIds(params, FILTER_PARAMS[kind])])) as Record<ReferenceKind, number[]>),
  };
}

export function catalogueSearchString(search: CatalogueSearch): string {
  const params = new URLSearchParams();
  if (search.query) params.set("recherche", search.query);
  for (const kind of KINDS) if (search[kind].length > 0) params.set(FILTER_PARAMS[kind], search[kind].join(","));
  if (search.limit !== TRAININGS_PAGE_SIZE) params.set("limite", String(search.limit));
  if (search.page > 1) params.set("page", String(search.page));
  // Commas stay readable in the address bar.
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** How many boxes are ticked, over the four groups. */
export const activeFilterCount = (search: CatalogueSearch) => KINDS.reduce((sum, kind) => sum + search[kind].length, 0);

/** The search with one reference ticked or unticked, back to page 1. */
export function toggled(search: CatalogueSearch, kind: ReferenceKind, id: number): CatalogueSearch {
  const list = search[kind].includes(id) ? search[kind].filter((other) => other !== id) : [...search[kind], id].sort((a, b) => a - b);
  return { ...search, [kind]: list, page: 1 };
}
