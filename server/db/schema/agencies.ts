import { boolean, doublePrecision, index, integer, pgTable, primaryKey, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import { landRegistries } from "./geo";

/** An agency of the firm (spec 1 §3, Agency). The slug is lower case, without the «cabinet-recrutement-» prefix. */
export const agencies = pgTable(
  "agencies",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    /** Map embed URL (OpenStreetMap or Google); shown in an iframe. */
    map: text("map"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    placeId: text("place_id"),
    googleRating: real("google_rating").notNull().default(0),
    googleReviewsCount: integer("google_reviews_count").notNull().default(0),
    /** A path containing "files/" is served from /media/. */
    contentPhoto: text("content_photo"),
    content: text("content"),
    description: text("description"),
    video: text("video"),
    /** The agency's town (a level-3 land registry). */
    landRegistryId: integer("land_registry_id").references(() => landRegistries.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(false),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
  },
  (t) => [index("agencies_active").on(t.isActive)],
);

/** Departments (level 2) an agency works in: «zones d'intervention». */
export const agencyDepartments = pgTable(
  "agency_departments",
  {
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    landRegistryId: integer("land_registry_id")
      .notNull()
      .references(() => landRegistries.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.landRegistryId] })],
);

/**
 * Reviews of a place (spec 1 §3, Review), as the maps service returns them for a place id.
 * `google`: written by the scheduled refresh from Google Places, replaced at each refresh;
 * `local`: demo or imported rows, never touched by the refresh (decision 0037).
 */
export const placeReviews = pgTable(
  "place_reviews",
  {
    id: serial("id").primaryKey(),
    placeId: text("place_id").notNull(),
    author: text("author").notNull(),
    authorPhoto: text("author_photo"),
    time: timestamp("time", { withTimezone: true }).notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    source: text("source").$type<"google" | "local">().notNull().default("local"),
  },
  (t) => [index("place_reviews_place").on(t.placeId, t.time)],
);
