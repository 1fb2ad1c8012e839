import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Public pages a superuser has viewed (spec 3 §4: "the page's URL is registered with the
 * backend"). One row per path, query string removed: it may hold what a visitor typed.
 * Later the admin can list pages the site really serves (reports, page manager).
 */
export const registeredPages = pgTable("registered_pages", {
  url: text("url").primaryKey(),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  views: integer("views").notNull().default(1),
});

/** Questions of the FAQ page (spec 1 §2), ordered by position; edited by staff. */
export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The generic service pages at /nos-prestations/{slug}: a presentation and an «En savoir
 * plus» button. `paragraphs` holds HTML blocks sanitized on save, read joined (plain-text
 * paragraphs until migration 0015).
 */
export const servicePages = pgTable("service_pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  header: text("header").notNull(),
  paragraphs: text("paragraphs")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  learnMoreHref: text("learn_more_href").notNull().default("#contact"),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
});

export type CityData = { zipcode: string; label: string; content: string };

/** Local landing pages (spec 3 §3, City page): /cabinet-de-recrutement-chasseurs-de-tetes--{slug}… */
export const cityPages = pgTable("city_pages", {
  id: serial("id").primaryKey(),
  /** The whole path segment, e.g. "cabinet-de-recrutement-chasseurs-de-tetes--paris". */
  slug: text("slug").notNull().unique(),
  isPublished: boolean("is_published").notNull().default(true),
  name: text("name").notNull(),
  body: text("body").notNull().default(""),
  cityData: jsonb("city_data").$type<CityData[]>().notNull().default([]),
  excludedLandRegistryIds: integer("excluded_land_registry_ids")
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  landRegistryId: integer("land_registry_id"),
  isAgencyPageRef: boolean("is_agency_page_ref").notNull().default(false),
  redirectionUrl: text("redirection_url"),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
});
