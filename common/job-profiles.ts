// Job profile («fiche métier») shapes shared by the API, the page loaders and the pages.
// Zod-free on purpose: pages import these types without pulling validation into the bundle.

/** Spec 1 §9: the four job profile types (INFO is the default, digital/IT). */
export const JOB_PROFILE_TYPES = ["INFO", "INDUSTRY", "BTP", "DISTRIBUTION"] as const;
export type JobProfileType = (typeof JOB_PROFILE_TYPES)[number];

/** How each type reads in filters and badges. */
export const JOB_PROFILE_TYPE_LABELS: Record<JobProfileType, string> = {
  INFO: "Numérique & informatique",
  INDUSTRY: "Industrie",
  BTP: "BTP",
  DISTRIBUTION: "Distribution",
};

/** Spec 1 §9: the catalogue pages by 6. */
export const JOB_PROFILES_PAGE_SIZE = 6;

/** The three widths of each picture (default 640). */
export const JOB_PROFILE_IMAGE_WIDTHS = [320, 640, 960] as const;
export const JOB_PROFILE_IMAGE_DEFAULT_WIDTH = 640;
/** Every generated image has the same 4:3 ratio, so pages can set width and height. */
export const JOB_PROFILE_IMAGE_RATIO = 3 / 4;

export type JobProfileGroup = { title: string; items: string[] };

/** A catalogue card; imageUrl is its picture's /media/ address less the width (jobProfileImageSrc), "" when it has none. */
export type JobProfileCard = { id: number; title: string; slug: string; type: string; imageUrl: string };

export type JobProfileDetails = JobProfileCard & {
  description: string;
  responsibilities: JobProfileGroup[];
  skills: JobProfileGroup[];
  training: string[];
  careerOpportunities: string;
  isFrequentlyRecruited: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
};

export type JobProfileSearchAnswer = { rows: JobProfileCard[]; count: number; total: number };

/**
 * One width of a sheet's picture, from its card's `imageUrl` (`/media/files/…`): a public file
 * whose name changes with each upload, so browsers and proxies keep it a year (decision 0067).
 */
export const jobProfileImageSrc = (imageUrl: string, width: number = JOB_PROFILE_IMAGE_DEFAULT_WIDTH) => `${imageUrl}-${width}.webp`;

export const jobProfilePath = (slug: string) => `/fiche-metier/${slug}`;

export function isJobProfileType(value: string | null | undefined): value is JobProfileType {
  return !!value && (JOB_PROFILE_TYPES as readonly string[]).includes(value);
}

/** What the catalogue shows: the one reading of its query string (?page, ?query, ?type). */
export type CatalogueSearch = { page: number; query: string; type: JobProfileType | "" };

/** The last page an address may ask for: the search refuses pages past INT4_MAX, and any page past the last is empty. */
const MAX_CATALOGUE_PAGE = 10_000;

/** Reads the catalogue's query string leniently: a hand-edited URL shows page 1, never a 400. */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const rawPage = Number(params.get("page"));
  const rawType = params.get("type");
  return {
    page: Number.isSafeInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_CATALOGUE_PAGE) : 1,
    query: (params.get("query") ?? "").trim().slice(0, 100),
    type: isJobProfileType(rawType) ? rawType : "",
  };
}

/** The query string of a catalogue search: empty criteria and page 1 are left out. */
export function catalogueSearchString({ page, query, type }: CatalogueSearch): string {
  const params = new URLSearchParams();
  if (query) params.set("query", query);
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
