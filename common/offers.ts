import { slugify } from "./format/slug";
import { formatEuros, frenchNumber } from "./format/number";

// Spec 2 §3 (Position and its derived values) and §9 (constants). Shared by the server
// (search, pages, JSON-LD, e-mails) and the browser (cards, filters): no Node-only code.

export const OFFERS_PAGE_SIZE = 25;
export const OFFERS_MAX_LIMIT = 100;
/** The agency pages' «few offers» list. */
export const FEW_OFFERS_LIMIT = 3;
/** The home job list. */
export const HOME_OFFERS_LIMIT = 5;
export const SHORT_DESCRIPTION_LENGTH = 200;
export const SECTOR_LABEL_MAX_LENGTH = 19;
export const SALARY_SLIDER_MAX = 60_000;
export const SALARY_SLIDER_STEP = 1_000;
export const DEFAULT_CONTRACT = "CDI";

export const NO_OFFER_FOUND = "Aucune offre d'emploi ne correspond à votre recherche.";

/** The contract select (spec 2 §9); «none» is the select's clear option. */
export const CONTRACT_OPTIONS = [
  { value: "CDI", label: "CDI" },
  { value: "CDD", label: "CDD" },
  { value: "Freelance", label: "Freelance" },
  { value: "Stagiaire", label: "Stagiaire" },
  { value: "Franchise", label: "Franchisé" },
] as const;

export const contractLabel = (contract: string) => CONTRACT_OPTIONS.find((option) => option.value === contract)?.label ?? contract;

export type CustomField = { name: string; value: string };

/** Breezy's custom field names vary in accents and case («Rémunération», «contrat»). */
const sameFieldName = (a: string, b: string) => slugify(a) === slugify(b);

const customFieldValue = (fields: readonly CustomField[] | null | undefined, name: string) =>
  fields?.find((field) => sameFieldName(field.name, name))?.value?.trim() || null;

export const offerSlug = (name: string) => slugify(name) || "offre";

export const offerHref = (offer: { id: number; name: string }) => `/nos-offres/${offerSlug(offer.name)}/${offer.id}`;

export const salaryText = (customFields: readonly CustomField[] | null | undefined) => customFieldValue(customFields, "Remuneration");

/** «Contrat» custom field, else the contract field, else CDI. */
export const effectiveContract = (customFields: readonly CustomField[] | null | undefined, contract: string | null | undefined) =>
  customFieldValue(customFields, "Contrat") ?? (contract?.trim() || DEFAULT_CONTRACT);

export const isExpired = (state: string) => state === "archived";

/** An offer a visitor can read at offerHref: published, active and not a pool (listedOffer's rule in SQL; archived ones answer 410). */
export const isPublicOffer = (offer: { state?: unknown; isActive?: unknown; orgType?: unknown }) =>
  offer.state === "published" && offer.isActive !== false && offer.orgType !== "pool";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML description → plain text: tags become line breaks or spaces, entities are decoded. */
export function plainTextDescription(html: string): string {
  return (
    html
      .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, "\n")
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
        if (code[0] === "#") {
          const point = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
          return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : " ";
        }
        return ENTITIES[code.toLowerCase()] ?? entity;
      })
      .replace(/[ \t\u00a0]+/g, " ")
      // A tag closed right before a full stop or a comma («<strong>TypeScript</strong>.») left a space before it.
      .replace(/(?<=[\p{L}\d)»]) (?=[.,](\s|$))/gu, "")
      .replace(/ *\n[\s]*/g, "\n")
      .trim()
  );
}

/** The first 200 characters, with an ellipsis when something was cut. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SHORT_DESCRIPTION_LENGTH ? `${flat.slice(0, SHORT_DESCRIPTION_LENGTH).trimEnd()}…` : flat;
}

/** 45000 → «45», 45500 → «45,5»; values under 1000 are kept as they are. */
const inThousands = (value: number) => frenchNumber(value >= 1000 ? value / 1000 : value, { maxDecimals: 1 });

/** «45 à 55 K€» from the range, else the «Remuneration» text, else «À négocier». */
export function salaryDisplay(range: { min: number | null; max: number | null }, text: string | null): string {
  const values = [range.min, range.max].filter((v): v is number => v != null && v > 0);
  if (values.length === 2 && values[0] !== values[1]) return `${inThousands(values[0])} à ${inThousands(values[1])} K€`;
  if (values.length > 0) return `${inThousands(values[0])} K€`;
  return text || "À négocier";
}

/** schema.org employmentType; contracts outside the spec's mapping get the nearest value. */
export function employmentType(contract: string): string {
  switch (slugify(contract)) {
    case "cdi":
      return "FULL_TIME";
    case "cdd":
      return "TEMPORARY";
    case "independant":
    case "freelance":
      return "CONTRACTOR";
    case "stagiaire":
    case "stage":
      return "INTERN";
    default:
      return "OTHER";
  }
}

/** What a list shows of an offer (cards, home, agency pages, alert e-mails). */
export type OfferSummary = {
  id: number;
  name: string;
  href: string;
  city: string | null;
  departmentCode: string | null;
  contract: string;
  /** Salary to show, or null when displayRemuneration is off. */
  salary: string | null;
  industry: string | null;
  isRemote: boolean;
  shortDescription: string;
  creationDate: string;
};

/** An offer page's data. */
export type OfferDetails = OfferSummary & {
  slug: string;
  state: string;
  expired: boolean;
  /** Sanitized HTML. */
  description: string;
  descriptionText: string;
  /** The range for JobPosting baseSalary; null when the offer hides its salary. */
  remuneration: { min: number | null; max: number | null } | null;
  address: string | null;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
  datePosted: string;
  updatedDate: string;
  validThrough: string | null;
  /** The region's name («Auvergne-Rhône-Alpes»), from the department: JobPosting addressRegion. */
  regionName: string | null;
  experienceName: string | null;
  recruiterName: string | null;
  tags: string[];
};

/** A page of results; `count` is how many match. */
export type OfferList = { rows: OfferSummary[]; count: number; page: number; limit: number };
/** The API's answer adds `total`, the published offers whatever the criteria. */
export type OfferSearchAnswer = OfferList & { total: number };

/** The salary slider's label: «{n} € min», or «> 60 000 €» at the top (spec 2 §2). */
export const salaryMinLabel = (min: number) => (min >= SALARY_SLIDER_MAX ? `> ${formatEuros(SALARY_SLIDER_MAX)}` : `${formatEuros(min)} min`);
