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

/** Reviews of a place (spec 1 §3, Review), as the maps service returns them for a place id. */
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
  },
  (t) => [index("place_reviews_place").on(t.placeId, t.time)],
);

/** Spec 1 §3, Team member. */
export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  position: text("position").notNull(),
  description: text("description"),
  positionOrder: integer("position_order").notNull().default(0),
  picture: text("picture"),
  agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
});

/** Spec 1 §3, Partner. */
export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  url: text("url"),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
  description: text("description"),
  image: text("image"),
});

/** Spec 1 §3, Independent recruiter. */
export const independents = pgTable("independents", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  pictureUrl: text("picture_url"),
  primaryLongDescription: text("primary_long_description"),
  secondaryLongDescription: text("secondary_long_description"),
  tertiaryLongDescription: text("tertiary_long_description"),
  mainDepartmentId: integer("main_department_id").references(() => landRegistries.id, { onDelete: "set null" }),
  gmbUrl: text("gmb_url"),
  placeId: text("place_id"),
  googleRating: real("google_rating").notNull().default(0),
  googleReviewsCount: integer("google_reviews_count").notNull().default(0),
  positionOrder: integer("position_order").notNull().default(0),
  phone: text("phone"),
  address: text("address"),
  extraContent: text("extra_content"),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
});

/** Departments (level 2) an independent recruiter works in. */
export const independentDepartments = pgTable(
  "independent_departments",
  {
    independentId: integer("independent_id")
      .notNull()
      .references(() => independents.id, { onDelete: "cascade" }),
    landRegistryId: integer("land_registry_id")
      .notNull()
      .references(() => landRegistries.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.independentId, t.landRegistryId] })],
);
