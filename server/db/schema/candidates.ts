import { sql } from "drizzle-orm";
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { CorrectableField, EducationItem, ResumeStatus, WorkHistoryItem } from "../../../common/candidates";
import { users } from "./account";
import { landRegistries } from "./geo";
import { offers } from "./offers";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A person who applied or dropped a CV (spec 2 §3 and spec 3 §3, Candidate), found again by
 * e-mail. Kept at most 2 years after the last contact, then purged with the files (spec
 * decision 9). Values derived by rule (experience and education texts, companies) are written
 * by the candidates service with the lists they come from, never by hand.
 */
export const candidates = pgTable(
  "candidates",
  {
    id: serial("id").primaryKey(),
    /** Trimmed and lower-cased: one person, one row. */
    email: text("email").notNull().unique(),
    name: text("name"),
    phoneNumber: text("phone_number"),
    zipcode: text("zipcode"),
    /** The postal address as the CV writes it (street, postal code, town). */
    address: text("address"),
    header: text("header"),
    summary: text("summary"),
    /** Generated name of the latest CV under $DATA_DIR/uploads/resumes (never the visitor's name). */
    resumeKey: text("resume_key"),
    /** The file name the candidate chose, shown to staff only. */
    resumeFileName: text("resume_file_name"),
    resumeMime: text("resume_mime"),
    /** Where reading the latest CV stands (the `candidates:read-resume` task). */
    resumeStatus: text("resume_status").$type<ResumeStatus>(),
    /** Why reading failed: an error name, never the document's words. */
    resumeError: text("resume_error"),
    /** The CV's text, for the search (at most RESUME_TEXT_MAX_LENGTH characters). */
    resumeText: text("resume_text"),
    workHistory: jsonb("work_history").$type<WorkHistoryItem[]>().notNull().default([]),
    education: jsonb("education").$type<EducationItem[]>().notNull().default([]),
    /** Skills and languages read from the CV or entered by staff. */
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    /** The fields staff corrected (CorrectableField): no later reading of a CV writes them again. */
    editedFields: text("edited_fields")
      .array()
      .$type<CorrectableField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set once staff edit the lists: a later CV no longer overwrites their work. */
    historyEditedAt: timestamp("history_edited_at", { withTimezone: true }),
    /** Titles, companies and summaries of workHistory, for the search. */
    experienceText: text("experience_text").notNull().default(""),
    /** Degrees and schools of education, for the search. */
    educationText: text("education_text").notNull().default(""),
    /** Company names of workHistory, one per line («A travaillé chez»). */
    companies: text("companies").notNull().default(""),
    /** The commune of the candidate's postal code, and its coordinates. */
    landRegistryId: integer("land_registry_id").references(() => landRegistries.id, { onDelete: "set null" }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** The geocoder's answer for the address (null: not geocoded, the commune's centre stands). */
    nominatimData: jsonb("nominatim_data"),
    /** The address text last geocoded: a different address is geocoded again (server/modules/geo/geocode-task.ts). */
    geocodedQuery: text("geocoded_query"),
    /** Its entry in the geocoder's cache (geocodes.key): an entry no row names any more leaves with it. */
    geocodeKey: text("geocode_key"),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    /** The candidate in Breezy HR (decision 0035): id, position, link, raw details, its updated date. */
    breezyId: text("breezy_id").unique(),
    breezyPositionId: text("breezy_position_id"),
    breezyUrl: text("breezy_url"),
    breezyData: jsonb("breezy_data"),
    breezyUpdatedDate: timestamp("breezy_updated_date", { withTimezone: true }),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("candidates_last_contact_at").on(t.lastContactAt),
    index("candidates_land_registry").on(t.landRegistryId),
    index("candidates_geocode_key").on(t.geocodeKey),
  ],
);

/**
 * The CVthèque's search reads this narrow copy of each candidate, never the candidates table
 * itself: a candidate row carries the CV's text and lists (2.5 KB on average), so a search
 * over thousands of them would read the whole table from disk. Kept by the trigger
 * `candidates_search_sync` (migration 0013) on every write of a column below, whoever writes:
 * the folding and the weights are the database's rule, in one place.
 */
export const candidateSearch = pgTable(
  "candidate_search",
  {
    candidateId: integer("candidate_id")
      .primaryKey()
      .references(() => candidates.id, { onDelete: "cascade" }),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    landRegistryId: integer("land_registry_id"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** The name without accents, lower-cased («Qui»). */
    name: text("name").notNull(),
    /**
     * The name's sort key in French order (f_name_sort_key, migration 0026): last name first
     * («de»/«d'» moved after it), then the first names, folded; null without a name.
     */
    sortName: text("sort_name"),
    email: text("email").notNull(),
    /** Digits (and a leading «+»), as the candidates service writes them. */
    phoneNumber: text("phone_number"),
    /** The companies without accents, lower-cased («A travaillé chez»). */
    companies: text("companies").notNull(),
    /**
     * Weights (migration 0026): A the header, B the job titles and the skills list, C the
     * education, D the summaries, companies and the CV's text; the words go
     * through f_job_words like the offers' (a «secrétaire» is found by «secrétaire» and «secrétaires»,
     * an «infirmière» by «infirmier»). A search reads a weight subset per filter.
     */
    document: tsvector("document").notNull(),
  },
  (t) => [
    // Each text filter's labels (migration 0029), queried without labels: the index answers exactly.
    index("candidate_search_profile").using("gin", sql`ts_filter(${t.document}, '{a,b,d}')`),
    index("candidate_search_skills").using("gin", sql`ts_filter(${t.document}, '{b,d}')`),
    index("candidate_search_education").using("gin", sql`ts_filter(${t.document}, '{c,d}')`),
    index("candidate_search_name").using("gin", sql`${t.name} gin_trgm_ops`),
    index("candidate_search_email").using("gin", sql`${t.email} gin_trgm_ops`),
    index("candidate_search_phone").using("gin", sql`${t.phoneNumber} gin_trgm_ops`),
    index("candidate_search_companies").using("gin", sql`${t.companies} gin_trgm_ops`),
    index("candidate_search_place").on(t.landRegistryId),
    // The list's default order (freshest first, then newest id): served by the index, no sort.
    index("candidate_search_freshness").on(sql`${t.validatedAt} DESC NULLS LAST`, sql`${t.candidateId} DESC`),
    // The «Nom» sort, both ways (byte order of the folded key, whatever the database's collation;
    // without a name last either way), then the same ties: the first page without a filter from the index.
    index("candidate_search_sort_name").on(sql`${t.sortName} COLLATE "C"`, sql`${t.validatedAt} DESC NULLS LAST`, sql`${t.candidateId} DESC`),
    index("candidate_search_sort_name_desc").on(
      sql`${t.sortName} COLLATE "C" DESC NULLS LAST`,
      sql`${t.validatedAt} DESC NULLS LAST`,
      sql`${t.candidateId} DESC`,
    ),
  ],
);

export const APPLICATION_KINDS = ["APPLICATION", "CV_DROP"] as const;

/**
 * One sending of a CV: an application to a position, or a drop into the talent pool
 * (no position). Keeps the consent as given: when, and the exact text ticked.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    positionId: integer("position_id").references(() => offers.id, { onDelete: "set null" }),
    kind: text("kind", { enum: APPLICATION_KINDS }).notNull(),
    coverLetter: text("cover_letter"),
    resumeKey: text("resume_key").notNull(),
    resumeFileName: text("resume_file_name").notNull(),
    resumeMime: text("resume_mime").notNull(),
    resumeSize: integer("resume_size").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentText: text("consent_text").notNull(),
    /** Set once Breezy created the candidate (a retry then only sends the CV), and once the CV went too. */
    breezyCandidateId: text("breezy_candidate_id"),
    breezyPushedAt: timestamp("breezy_pushed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("applications_candidate").on(t.candidateId), index("applications_position").on(t.positionId)],
);

/** A recruiter's note on a candidate: who wrote it, when, what. Leaves with the candidate. */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: serial("id").primaryKey(),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("candidate_notes_candidate").on(t.candidateId)],
);

/** A CVthèque search a staff member labelled and saved (spec 3 §2.3): their own only. */
export const savedCandidateSearches = pgTable(
  "saved_candidate_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** The search's criteria, as the search call reads them. */
    queries: jsonb("queries").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_candidate_searches_user").on(t.userId)],
);

/** Who opened or downloaded which CV, and when (personal data: every access is traced). */
export const resumeDownloads = pgTable(
  "resume_downloads",
  {
    id: serial("id").primaryKey(),
    candidateId: integer("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resume_downloads_candidate").on(t.candidateId)],
);

/**
 * How many candidates the CVthèque holds («N candidats sur {total}»), kept by statement
 * triggers on candidate_search (migration 0013): one row, read in no time where counting
 * 100 000 rows took 10 ms on every search.
 */
export const candidateSearchTotal = pgTable("candidate_search_total", {
  id: boolean("id").primaryKey().default(true),
  total: integer("total").notNull(),
});
