import { integer, pgTable, primaryKey, real, serial, text } from "drizzle-orm/pg-core";
import { landRegistries } from "./geo";

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
