import { INT4_MAX } from "./db-limits";
import { phoneDigits } from "./format/phone";
import { EMAIL_MAX_LENGTH, isValidEmail } from "./candidate-forms";
import { z } from "./schemas/zod";

/** Spec 3 §9: the CVthèque lists 50 candidates a page. */
export const CANDIDATES_PAGE_SIZE = 50;
/** Spec 3 §5 and §9: the distance filter goes from 0 to 200 km (slider step 10, input step 5). */
export const DISTANCE_MAX_KM = 200;
export const DISTANCE_SLIDER_STEP = 10;
export const DISTANCE_INPUT_STEP = 5;
/** Spec 3 §9: freshness is read on a 365-day scale. */
export const FRESHNESS_DAYS = 365;
/** A CV's text kept for the search: beyond this, a document is not a CV. */
export const RESUME_TEXT_MAX_LENGTH = 100_000;

/** PENDING until the task has read the CV; NO_TEXT for a scan («CV sans texte»). */
export const RESUME_STATUSES = ["PENDING", "EXTRACTED", "NO_TEXT", "FAILED"] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];
export const RESUME_STATUS_LABELS: Record<ResumeStatus, string> = {
  PENDING: "CV en cours de lecture",
  EXTRACTED: "CV lu",
  NO_TEXT: "CV sans texte",
  FAILED: "CV illisible",
};

/** A month and year as CVs give them; the month is missing when only the year is written. */
export type MonthYear = { year: number; month?: number };

/** One job of a candidate's work history (Breezy's work_history item, in our words). */
export type WorkHistoryItem = {
  title: string;
  companyName: string;
  /** Where the job was, as the CV writes it («Lyon», «Villeurbanne (69)»); absent in older rows. */
  place?: string;
  startDate: MonthYear | null;
  /** null: the job goes on («aujourd'hui», «présent»). */
  endDate: MonthYear | null;
  summary: string;
};

/** One degree or course (Breezy's education item, in our words). */
export type EducationItem = {
  degree: string;
  /** The subject («Comptabilité et gestion»), apart from the degree («BTS»); absent in older rows. */
  field?: string;
  schoolName: string;
  startYear: number | null;
  endYear: number | null;
};

/**
 * What reading a CV tells about its author (server/modules/candidates/resume-reading.ts): every
 * field may be empty when the CV does not say it or the reading is unsure; staff correct it.
 */
export type ResumeReading = {
  name: string | null;
  /** The line under the name («Comptable confirmée», «Développeur full-stack»). */
  header: string | null;
  email: string | null;
  /** Digits, with a leading «+» for an international number. */
  phoneNumber: string | null;
  /** The postal address as written (street, postal code, town). */
  address: string | null;
  /** The postal code and town of the address: the commune (and its INSEE code) is looked up from them. */
  postal: { zipcode: string; town: string } | null;
  workHistory: WorkHistoryItem[];
  education: EducationItem[];
  skills: string[];
  languages: string[];
};

/**
 * The candidate's fields staff may correct in the drawer. One corrected is listed in the
 * candidate's editedFields, and no later reading of a CV writes it again.
 */
export const CORRECTABLE_FIELDS = ["name", "email", "phoneNumber", "address", "header", "workHistory", "education", "skills", "languages"] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** The sort keys of the candidate search (spec 3 §7: comma list, minus for descending). */
export const CANDIDATE_SORT_KEYS = ["score", "validatedAt", "name", "header", "zipcode", "position"] as const;
export type CandidateSortKey = (typeof CANDIDATE_SORT_KEYS)[number];
export type CandidateSort = { key: CandidateSortKey; descending: boolean }[];

export const CANDIDATE_SEARCH_MESSAGES = {
  sort: `Tri inconnu : clés possibles ${CANDIDATE_SORT_KEYS.join(", ")}, précédées de « - » pour l'ordre décroissant`,
  distance: `La distance doit être un nombre entier de kilomètres entre 0 et ${DISTANCE_MAX_KM}`,
  distanceWithoutPlace: "Choisissez un lieu avant une distance",
  place: "Lieu inconnu",
  tooLong: "Ce critère ne peut pas dépasser 200 caractères",
  label: "Donnez un nom à la recherche (100 caractères au plus)",
} as const;

const criterion = z.string().trim().max(200, CANDIDATE_SEARCH_MESSAGES.tooLong).default("");

/** Reads «-score,name» into keys and directions; an unknown key refuses the whole sort. */
export function readCandidateSort(raw: string): CandidateSort | null {
  const sort: CandidateSort = [];
  for (const part of raw.split(",").map((p) => p.trim())) {
    if (!part) continue;
    const descending = part.startsWith("-");
    const key = descending ? part.slice(1) : part;
    if (!(CANDIDATE_SORT_KEYS as readonly string[]).includes(key)) return null;
    if (!sort.some((s) => s.key === key)) sort.push({ key: key as CandidateSortKey, descending });
  }
  return sort;
}

/**
 * The CVthèque's criteria (spec 3 §2.3): profile, «Experience» (skills), «Formation», «Qui»
 * (name, e-mail or phone), «A travaillé chez», and a place with an optional distance. The
 * same reading for the POST body, the GET query string and a saved search.
 */
export const candidateCriteriaSchema = z
  .object({
    profile: criterion,
    skills: criterion,
    education: criterion,
    contact: criterion,
    company: criterion,
    /** A land registry (commune, department, region): the place of the location filter. */
    landRegistry: z.coerce.number().int().min(1, CANDIDATE_SEARCH_MESSAGES.place).max(INT4_MAX, CANDIDATE_SEARCH_MESSAGES.place).nullish(),
    distance: z.coerce
      .number()
      .int(CANDIDATE_SEARCH_MESSAGES.distance)
      .min(0, CANDIDATE_SEARCH_MESSAGES.distance)
      .max(DISTANCE_MAX_KM, CANDIDATE_SEARCH_MESSAGES.distance)
      .nullish(),
  })
  .refine((c) => !c.distance || c.landRegistry, { message: CANDIDATE_SEARCH_MESSAGES.distanceWithoutPlace, path: ["distance"] });
export type CandidateCriteria = z.infer<typeof candidateCriteriaSchema>;

export const candidateSearchSchema = z.intersection(
  candidateCriteriaSchema,
  z.object({
    page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(CANDIDATES_PAGE_SIZE),
    sort: z
      .string()
      .max(200)
      .default("")
      .transform((raw, ctx) => {
        const sort = readCandidateSort(raw);
        if (!sort) ctx.addIssue({ code: "custom", message: CANDIDATE_SEARCH_MESSAGES.sort });
        return sort ?? [];
      }),
  }),
);
export type CandidateSearch = z.infer<typeof candidateSearchSchema>;

/** A place as the CVthèque shows it: «69003 Lyon». */
export type CandidatePlace = { id: number; label: string; zipcode: string | null; code: string; level: number };

/** The offer a candidate applied to, as the list's «Ville de l'offre» tooltip and the drawer show it. */
export type CandidateOffer = {
  id: number;
  name: string;
  href: string;
  isPool: boolean;
  city: string | null;
  address: string | null;
  zipCode: string | null;
  departmentCode: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  salary: string | null;
  contract: string;
  recruiterName: string | null;
  recruiterPicture: string | null;
  description: string;
  /** The position as Breezy sent it, and its custom fields (drawer's «Données Breezy»); null and [] for the site's own offers. */
  breezyData: unknown;
  breezyCustomFields: { name: string; value: string }[];
};

/** One row of the CVthèque (spec 3 §2.3 columns). */
export type CandidateListRow = {
  id: number;
  name: string | null;
  header: string | null;
  email: string;
  avatarUrl: string;
  zipcode: string | null;
  place: CandidatePlace | null;
  validatedAt: string | null;
  score: number;
  maxScore: number;
  /** From the chosen place, when a distance is asked. */
  distanceKm: number | null;
  /** The commune's centre (candidates are placed by commune): the results map. */
  location: { latitude: number; longitude: number } | null;
  resumeStatus: ResumeStatus | null;
  offer: Pick<CandidateOffer, "id" | "name" | "isPool" | "city" | "address" | "zipCode" | "departmentCode" | "country"> | null;
};

export type CandidateNote = { id: number; text: string; createdAt: string; author: string | null };
export type CandidateApplication = {
  id: number;
  kind: "APPLICATION" | "CV_DROP";
  createdAt: string;
  offer: Pick<CandidateOffer, "id" | "name" | "href"> | null;
};

/** GET /api/jobs/positions/{id}/applications: one application to an offer, for its drawer. */
export type OfferApplication = {
  id: number;
  kind: "APPLICATION" | "CV_DROP";
  createdAt: string;
  candidate: { id: number; name: string | null; email: string };
};

/** GET /api/jobs/candidates/{id}/details: what the drawer's eight tabs show. */
export type CandidateDetails = {
  id: number;
  name: string | null;
  header: string | null;
  summary: string | null;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  zipcode: string | null;
  avatarUrl: string;
  location: { latitude: number; longitude: number } | null;
  landRegistry: CandidatePlace | null;
  workHistory: WorkHistoryItem[];
  education: EducationItem[];
  skills: string[];
  languages: string[];
  /** The fields staff corrected: no reading of a CV writes them again. */
  editedFields: CorrectableField[];
  resumeUrl: string | null;
  resumeFileName: string | null;
  resumeMime: string | null;
  resumeStatus: ResumeStatus | null;
  /** Why a FAILED CV could not be read («Lecture trop longue»…). */
  resumeError: string | null;
  validatedAt: string | null;
  createdAt: string;
  breezyUrl: string | null;
  breezyData: unknown;
  legacyData: unknown;
  nominatimData: unknown;
  position: CandidateOffer | null;
  applications: CandidateApplication[];
  notes: CandidateNote[];
};

/** A saved search; `place` is the land registry of queries.landRegistry, so it reopens with its name. */
export type SavedCandidateSearch = { id: number; label: string; queries: CandidateCriteria; place: CandidatePlace | null; createdAt: string };

export const CANDIDATE_EDIT_MESSAGES = {
  text: (what: string, max: number) => `${what} : ${max} caractères au plus`,
  year: "Année entre 1950 et 2100",
  month: "Mois entre 1 et 12",
  zipcode: "Le code postal a 5 chiffres",
  unknownZipcode: "Code postal inconnu : aucune commune n'a ce code",
  townWithoutZipcode: "Indiquez le code postal de la commune",
  townOfZipcode: "Cette commune n'a pas ce code postal",
  phone: "Numéro de téléphone invalide (10 à 15 chiffres, + facultatif)",
  email: "Adresse e-mail non valide",
  emailTaken: "Cette adresse e-mail est déjà celle d'un autre candidat",
  entries: (max: number) => `${max} lignes au plus`,
  job: "Indiquez l'intitulé ou l'entreprise",
  degree: "Indiquez le diplôme ou l'école",
  endBeforeStart: "La fin précède le début",
  endOrCurrent: "Indiquez l'année de fin, ou cochez « En poste »",
  item: (what: string, max: number) => `${what} : ${max} caractères au plus par élément`,
} as const;

/** How many jobs, degrees, skills or languages a candidate may have. */
export const CANDIDATE_LIST_MAX = { workHistory: 30, education: 20, skills: 50, languages: 20 } as const;

const editText = (what: string, max: number) => z.string().trim().max(max, CANDIDATE_EDIT_MESSAGES.text(what, max));
const year = z.number().int(CANDIDATE_EDIT_MESSAGES.year).min(1950, CANDIDATE_EDIT_MESSAGES.year).max(2100, CANDIDATE_EDIT_MESSAGES.year);
const monthYear = z
  .object({ year, month: z.number().int().min(1, CANDIDATE_EDIT_MESSAGES.month).max(12, CANDIDATE_EDIT_MESSAGES.month).optional() })
  .nullable();
const monthIndex = (d: MonthYear | null) => (d ? d.year * 12 + (d.month ?? 1) : null);

/** Short texts (skills, languages): blanks dropped, each kept once whatever its case. */
const textList = (what: string, max: number) =>
  z
    .array(z.string().trim().max(100, CANDIDATE_EDIT_MESSAGES.item(what, 100)))
    .max(max, CANDIDATE_EDIT_MESSAGES.entries(max))
    .transform((items) => items.filter((item, index) => item && items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index));

export const workHistoryItemSchema = z
  .object({
    title: editText("L'intitulé", 200),
    companyName: editText("L'entreprise", 200),
    place: editText("Le lieu", 200).optional(),
    startDate: monthYear,
    endDate: monthYear,
    summary: editText("Le résumé", 2000),
  })
  .refine((job) => job.title || job.companyName, { message: CANDIDATE_EDIT_MESSAGES.job, path: ["title"] })
  .refine((job) => !job.startDate || !job.endDate || monthIndex(job.endDate)! >= monthIndex(job.startDate)!, {
    message: CANDIDATE_EDIT_MESSAGES.endBeforeStart,
    path: ["endDate", "year"],
  });

export const educationItemSchema = z
  .object({
    degree: editText("Le diplôme", 200),
    field: editText("La spécialité", 200).optional(),
    schoolName: editText("L'école", 200),
    startYear: year.nullable(),
    endYear: year.nullable(),
  })
  .refine((item) => item.degree || item.schoolName, { message: CANDIDATE_EDIT_MESSAGES.degree, path: ["degree"] })
  .refine((item) => item.startYear == null || item.endYear == null || item.endYear >= item.startYear, {
    message: CANDIDATE_EDIT_MESSAGES.endBeforeStart,
    path: ["endYear"],
  });

/**
 * What staff may correct on a candidate (issue 46: every field). Each key is optional: only
 * what is sent is changed, and only what really changes is marked as corrected. The address
 * is three parts (street, postal code, commune): the commune is looked up from the last two.
 */
export const candidateEditSchema = z.object({
  name: editText("Le nom", 200).nullish(),
  email: z
    .string({ error: CANDIDATE_EDIT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, CANDIDATE_EDIT_MESSAGES.email)
    .refine(isValidEmail, CANDIDATE_EDIT_MESSAGES.email)
    .optional(),
  header: editText("Le titre", 200).nullish(),
  phoneNumber: z
    .string()
    .trim()
    .transform(phoneDigits)
    .refine((value) => value === "" || /^\+?\d{10,15}$/.test(value), CANDIDATE_EDIT_MESSAGES.phone)
    .nullish(),
  street: editText("L'adresse", 300).nullish(),
  zipcode: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{5}$/.test(value), CANDIDATE_EDIT_MESSAGES.zipcode)
    .nullish(),
  town: editText("La commune", 100).nullish(),
  workHistory: z.array(workHistoryItemSchema).max(CANDIDATE_LIST_MAX.workHistory, CANDIDATE_EDIT_MESSAGES.entries(CANDIDATE_LIST_MAX.workHistory)).optional(),
  education: z.array(educationItemSchema).max(CANDIDATE_LIST_MAX.education, CANDIDATE_EDIT_MESSAGES.entries(CANDIDATE_LIST_MAX.education)).optional(),
  skills: textList("Une compétence", CANDIDATE_LIST_MAX.skills).optional(),
  languages: textList("Une langue", CANDIDATE_LIST_MAX.languages).optional(),
});
export type CandidateEdit = z.infer<typeof candidateEditSchema>;

/** The candidate's correctable values as the form edits them (every key filled, "" for none). */
export type CandidateCorrection = {
  name: string;
  email: string;
  phoneNumber: string;
  header: string;
  street: string;
  zipcode: string;
  town: string;
  workHistory: WorkHistoryItem[];
  education: EducationItem[];
  skills: string[];
  languages: string[];
};

/** Which keys of the payload each correctable field covers (the address is three). */
export const CORRECTION_KEYS: Record<CorrectableField, (keyof CandidateCorrection)[]> = {
  name: ["name"],
  email: ["email"],
  phoneNumber: ["phoneNumber"],
  address: ["street", "zipcode", "town"],
  header: ["header"],
  workHistory: ["workHistory"],
  education: ["education"],
  skills: ["skills"],
  languages: ["languages"],
};

/** The drawer's words for each correctable field. */
export const CORRECTABLE_FIELD_LABELS: Record<CorrectableField, string> = {
  name: "Nom",
  email: "E-mail",
  phoneNumber: "Téléphone",
  address: "Adresse",
  header: "Titre",
  workHistory: "Expériences",
  education: "Formations",
  skills: "Compétences",
  languages: "Langues",
};

const separators = /^[\s,;–-]+|[\s,;–-]+$/g;

/**
 * «12 rue de la Paix, 69003 Lyon» → street, postal code and town. The postal code is the
 * candidate's when the text has it, else the first five-digit group; without one, the whole
 * text is the street and the town is the commune's name.
 */
export function splitAddress(
  address: string | null,
  zipcode: string | null,
  commune: string | null = null,
): Pick<CandidateCorrection, "street" | "zipcode" | "town"> {
  const text = (address ?? "").trim();
  const at = zipcode ? text.search(new RegExp(`(?<!\\d)${zipcode}(?!\\d)`)) : -1;
  const found =
    at >= 0
      ? { index: at, code: zipcode! }
      : (() => {
          const match = /(?<!\d)\d{5}(?!\d)/.exec(text);
          return match ? { index: match.index, code: match[0] } : null;
        })();
  if (!found) return { street: text, zipcode: zipcode ?? "", town: commune ?? "" };
  return {
    street: text.slice(0, found.index).replace(separators, ""),
    zipcode: found.code,
    town: text.slice(found.index + 5).replace(separators, "") || (commune ?? ""),
  };
}

/** The address as one line, the way the CVthèque stores and geocodes it. */
export function joinAddress({ street, zipcode, town }: Pick<CandidateCorrection, "street" | "zipcode" | "town">): string | null {
  const place = [zipcode.trim(), town.trim()].filter(Boolean).join(" ");
  return [street.trim(), place].filter(Boolean).join(", ") || null;
}

/** A correctable field as text, for the «Relire le CV» comparison. */
export function correctionText(field: CorrectableField, value: CandidateCorrection): string {
  const date = (d: MonthYear | null) => (d ? `${d.month ? `${String(d.month).padStart(2, "0")}/` : ""}${d.year}` : "");
  switch (field) {
    case "address":
      return joinAddress(value) ?? "";
    case "workHistory":
      return value.workHistory
        .map((w) => {
          const when = [date(w.startDate), w.endDate ? date(w.endDate) : w.startDate ? "en poste" : ""].filter(Boolean).join(" – ");
          return [[w.title, w.companyName, w.place].filter(Boolean).join(", "), when && `(${when})`].filter(Boolean).join(" ");
        })
        .join("\n");
    case "education":
      return value.education
        .map((e) => {
          const years = [e.startYear, e.endYear].filter(Boolean).join(" – ");
          const what = [[e.degree, e.field].filter(Boolean).join(" "), e.schoolName].filter(Boolean).join(", ");
          return [what, years && `(${years})`].filter(Boolean).join(" ");
        })
        .join("\n");
    case "skills":
    case "languages":
      return value[field].join(", ");
    default:
      return value[field];
  }
}

/** One difference between the candidate and a new reading of the CV («Relire le CV»). */
export type ReadingChange = {
  field: CorrectableField;
  current: string;
  read: string;
  /** Corrected by hand: offered unticked. */
  edited: boolean;
};

/** POST /api/jobs/candidates/{id}/reread: what the CV says now, and how it differs; nothing is saved. */
export type CandidateRereading = {
  /** The reading in the form's terms; a field the CV does not give keeps the candidate's value. */
  read: CandidateCorrection;
  changes: ReadingChange[];
};

/**
 * The texts the CVthèque's search reads for the lists (weights B and C, and «A travaillé chez»):
 * written with the work history and education, whoever writes them (a reading, staff, Breezy).
 */
export function searchTexts(workHistory: WorkHistoryItem[], education: EducationItem[]) {
  return {
    experienceText: workHistory.map((w) => [w.title, w.companyName, w.summary].filter(Boolean).join(" ")).join("\n"),
    educationText: education.map((e) => [e.degree, e.field, e.schoolName].filter(Boolean).join(" ")).join("\n"),
    companies: workHistory
      .map((w) => w.companyName)
      .filter(Boolean)
      .join("\n"),
  };
}
