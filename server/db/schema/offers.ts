import { sql } from "drizzle-orm";
import { users } from "./account";
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A custom field of the applicant-tracking system (Breezy HR): «Remuneration», «Contrat»… */
export type OfferCustomField = { name: string; value: string };

/**
 * A job offer (spec 2 §3, Position). Values derived by rule (plain-text description,
 * effective contract) are written by the offers service on every save, never by hand.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    /** «archived» means expired (410, out of the sitemap); «published» is listed. */
    state: text("state").notNull().default("published"),
    name: text("name").notNull(),
    isRemote: boolean("is_remote").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Sanitized HTML (sanitize-html on every save). */
    description: text("description").notNull().default(""),
    /** Plain text of the description: search and short description. */
    descriptionText: text("description_text").notNull().default(""),
    /** «pool» offers are the talent pool's, not published offers. */
    orgType: text("org_type").notNull().default("other"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The sector («domain» in the search, GET /api/jobs/industry_label). */
    industry: text("industry"),
    creationDate: timestamp("creation_date", { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp("updated_date", { withTimezone: true }).notNull().defaultNow(),
    /** JobPosting validThrough, when known. */
    validThrough: timestamp("valid_through", { withTimezone: true }),
    city: text("city"),
    address: text("address"),
    zipCode: text("zip_code"),
    /** INSEE department code (69, 2A, 971): the «department» reading of the location filter. */
    departmentCode: text("department_code"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    nominatimData: jsonb("nominatim_data"),
    /** The address text last geocoded: a different address is geocoded again (server/modules/geo/geocode-task.ts). */
    geocodedQuery: text("geocoded_query"),
    /** Its entry in the geocoder's cache (geocodes.key): an entry no row names any more leaves with it. */
    geocodeKey: text("geocode_key"),
    breezyId: text("breezy_id").unique(),
    breezyCreationDate: timestamp("breezy_creation_date", { withTimezone: true }),
    breezyUpdatedDate: timestamp("breezy_updated_date", { withTimezone: true }),
    breezyData: jsonb("breezy_data"),
    customFields: jsonb("custom_fields").$type<OfferCustomField[]>().notNull().default([]),
    experienceName: text("experience_name"),
    remunerationMin: integer("remuneration_min"),
    remunerationMax: integer("remuneration_max"),
    displayRemuneration: boolean("display_remuneration").notNull().default(true),
    /** The contract field as received; see effectiveContract. */
    contract: text("contract"),
    /** «Contrat» custom field, else contract, else CDI: what is shown and filtered on. */
    effectiveContract: text("effective_contract").notNull().default("CDI"),
    oldUser: text("old_user"),
    recruiterPicture: text("recruiter_picture"),
    recruiterName: text("recruiter_name"),
    /** The staff member who receives the offer's applications (issue 48); none: the firm's address. */
    consultantId: integer("consultant_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Words through f_offer_words (migration 0027, f_job_words and more agreement forms): feminine
     * forms read as masculine, «H/F» dropped. Title, sector, tags and description, stripped of
     * positions and weights: it only filters (GIN), and stays small enough to be read quickly
     * when the planner scans; ranking reads titleVector.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`strip(to_tsvector('french'::regconfig, f_offer_words(f_unaccent(coalesce(name, '') || ' ' || coalesce(industry, '') || ' ' || f_words_of(tags) || ' ' || coalesce(description_text, '')))))`,
    ),
    /**
     * The title (A) and the sector and tags (B) alone: small enough to be read row by row when
     * ranking (the search vector, description included, is compressed in the row).
     */
    titleVector: tsvector("title_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('french'::regconfig, f_offer_words(f_unaccent(coalesce(name, '')))), 'A') || setweight(to_tsvector('french'::regconfig, f_offer_words(f_unaccent(coalesce(industry, '') || ' ' || f_words_of(tags)))), 'B')`,
    ),
  },
  (t) => [
    index("offers_search_vector").using("gin", t.searchVector),
    index("offers_title_vector").using("gin", t.titleVector),
    index("offers_listed").on(t.state, t.isActive, t.creationDate),
    // The listed offers newest first (migration 0028, which also INCLUDEs the columns searches
    // filter on: drizzle cannot say it): pages by date and their count.
    index("offers_listed_newest")
      .on(t.creationDate.desc(), t.id.desc())
      .where(sql`${t.state} = 'published' AND ${t.isActive} AND ${t.orgType} <> 'pool'`),
    index("offers_department").on(t.departmentCode),
    index("offers_city").on(sql`f_unaccent(lower(${t.city}))`),
    // A commune typed with or without hyphens, accents or «Saint» (f_place_key, migration 0027), by prefix.
    index("offers_city_key").on(sql`f_place_key(${t.city}) text_pattern_ops`),
    // Offers within a radius (earthdistance's earth_box), as the CVthèque's communes.
    index("offers_earth").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index("offers_geocode_key").on(t.geocodeKey),
  ],
);
