// The firm's editorial content (spec 1 §2–§3, spec 3 §3): pages of several types, tags, and the
// page builder's elements. Shared by the server (validation, search), the public pages and the
// back-office, so each rule lives here once.

export const PAGE_TYPES = ["BLOG", "CUSTOM", "LEGACY", "ELEMENTS", "RICHTEXT", "PRESSRELEASE"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const DEFAULT_PAGE_TYPE: PageType = "CUSTOM";

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  BLOG: "Article de blog",
  CUSTOM: "Page libre",
  LEGACY: "Page historique",
  ELEMENTS: "Page composée (éléments)",
  RICHTEXT: "Article sectoriel",
  PRESSRELEASE: "Article de presse",
};

/** Press releases live under /presse; every other page under /recrutement (spec 1 §2). */
export const pagePath = (type: PageType, slug: string) => (type === "PRESSRELEASE" ? `/presse/${slug}` : `/recrutement/${slug}`);

/** The news feed (RSS 2.0), linked from the news page's head. */
export const NEWS_FEED_PATH = "/notre-actu/rss.xml";

/** Spec 1 §3: a press release's category is always «Presse». */
export const PRESS_CATEGORY = "Presse";

/** Spec 1 §9: titles over 100 characters are cut to 100 plus «...». */
export const TITLE_CUT = 100;
export const cutTitle = (title: string) => (title.length > TITLE_CUT ? `${title.slice(0, TITLE_CUT)}...` : title);

/** Spec 1 §9: listings page by 25; the home's carousel shows up to 15 blog pages. */
export const EDITORIAL_PAGE_SIZE = 25;
export const HOME_CAROUSEL_SIZE = 15;

/**
 * The thirteen sector tags of spec 1 §2 (agrifood, BTP, executives, communication, sales,
 * accounting/finance, digital, managers, retail, executive search, industry, IT, HR), in that
 * order; each has its sector article at /recrutement/{articleSlug}.
 */
export const SECTOR_TAGS = [
  { slug: "agroalimentaire", title: "Agroalimentaire", articleSlug: "cabinet-recrutement-agroalimentaire" },
  { slug: "btp", title: "BTP", articleSlug: "cabinet-recrutement-btp" },
  { slug: "cadres", title: "Cadres", articleSlug: "cabinet-recrutement-cadres" },
  { slug: "communication", title: "Communication", articleSlug: "cabinet-recrutement-communication" },
  { slug: "commercial", title: "Commercial", articleSlug: "cabinet-recrutement-commercial" },
  { slug: "comptabilite-finance", title: "Comptabilité et finance", articleSlug: "cabinet-recrutement-comptabilite-finance" },
  { slug: "digital", title: "Digital", articleSlug: "cabinet-recrutement-digital" },
  { slug: "managers", title: "Managers", articleSlug: "cabinet-recrutement-managers" },
  { slug: "distribution", title: "Distribution", articleSlug: "cabinet-recrutement-distribution" },
  { slug: "chasse-de-tetes", title: "Chasse de têtes", articleSlug: "cabinet-chasse-de-tetes" },
  { slug: "industrie", title: "Industrie", articleSlug: "cabinet-recrutement-industrie" },
  { slug: "informatique", title: "Informatique", articleSlug: "cabinet-recrutement-informatique" },
  { slug: "ressources-humaines", title: "Ressources humaines", articleSlug: "cabinet-recrutement-ressources-humaines" },
] as const;

/** Testimonials are blog pages carrying this tag (decision 0025). */
export const TESTIMONIAL_TAG = { slug: "temoignages", title: "Témoignages" } as const;

// ——— What the server answers ———

export type TagRef = { id: number; slug: string; title: string };

export type TagWithCount = TagRef & { pageCount: number };

/** A page as listings, carousels and feeds show it. */
export type PageCard = {
  id: number;
  type: PageType;
  title: string;
  slug: string;
  path: string;
  /** The first sector tag's title; «Presse» for press releases (spec 1 §3). */
  category: string;
  /** Published date, or the creation date when unpublished (spec 1 §2). */
  date: string;
  excerpt: string;
  contentPhoto: string | null;
  tags: TagRef[];
};

export type PageDetails = PageCard & {
  description: string | null;
  richText: string | null;
  media: string | null;
  elements: PageElement | null;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
  publishedOn: string | null;
  parent: { title: string; path: string } | null;
  /** False only in a staff member's preview of a draft or scheduled page. */
  isPublic: boolean;
  /** Public pages sharing a tag, newest first. */
  related: PageCard[];
};

// ——— Page builder (spec 3 §3, Page builder element) ———

export const ELEMENT_TYPES = ["box", "button", "text", "richText", "header", "contact", "counters"] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const ELEMENT_LABELS: Record<ElementType, string> = {
  box: "Boîte",
  button: "Bouton",
  text: "Texte",
  richText: "Texte enrichi",
  header: "En-tête",
  contact: "Formulaire de contact",
  counters: "Chiffres clés",
};

export const FLEX_DIRECTIONS = ["column", "row"] as const;
export const JUSTIFY_CONTENTS = ["flex-start", "center", "flex-end", "space-between"] as const;
/** Spec 3 §9: padding and margin from 0 to 50 px. */
export const SPACING_MAX = 50;

export type ElementStyle = {
  padding?: number;
  margin?: number;
  flexDirection?: (typeof FLEX_DIRECTIONS)[number];
  justifyContent?: (typeof JUSTIFY_CONTENTS)[number];
};

/** What each type reads from its attributes; a box holds children, the others none. */
export type ElementAttributes = {
  box: Record<string, never>;
  /** href: an anchor, a path of this site or an https address. */
  button: { label: string; href: string };
  text: { text: string };
  /** Sanitized on save with the project's one allow-list. */
  richText: { html: string };
  header: { title: string; description: string };
  contact: Record<string, never>;
  counters: Record<string, never>;
};

export type PageElement = {
  [T in ElementType]: { id: string; type: T; attributes: ElementAttributes[T]; style: ElementStyle; children: PageElement[] };
}[ElementType];

/** An ELEMENTS page's tree always starts with one root box. */
export const ROOT_ELEMENT_ID = "root";
export const emptyRootBox = (): PageElement => ({ id: ROOT_ELEMENT_ID, type: "box", attributes: {}, style: { flexDirection: "column" }, children: [] });

// ——— Listing state in the URL (spec 1 §2: /notre-actu?page&limit&query&tags) ———

export type EditorialSearch = { page: number; limit: number; query: string; tags: string[] };

const positiveInt = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** What a listing's URL asks for; anything malformed falls back to the defaults (never a 400 page). */
export function readEditorialSearch(params: URLSearchParams): EditorialSearch {
  return {
    page: positiveInt(params.get("page"), 1, 10_000),
    limit: positiveInt(params.get("limit"), EDITORIAL_PAGE_SIZE, 100),
    query: (params.get("query") ?? "").trim().slice(0, 200),
    tags: (params.get("tags") ?? "")
      .split(",")
      .filter((slug) => /^[a-z0-9-]{1,100}$/.test(slug))
      .slice(0, 20),
  };
}

/** The query string of a listing state, defaults left out so each state has one address. */
export function editorialSearchString({ page, limit, query, tags }: EditorialSearch): string {
  const params = new URLSearchParams();
  if (query) params.set("query", query);
  if (tags.length > 0) params.set("tags", tags.join(","));
  if (limit !== EDITORIAL_PAGE_SIZE) params.set("limit", String(limit));
  if (page > 1) params.set("page", String(page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}
