import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Official French geography (INSEE codes): level 0 France, 1 regions, 2 departments,
 * 3 communes. One table so a selector can search any level with one query.
 */
export const landRegistries = pgTable(
  "land_registries",
  {
    id: serial("id").primaryKey(),
    level: smallint("level").notNull(),
    code: text("code").notNull(),
    label: text("label").notNull(),
    /** "du Rhône", "de la Gironde": the article French puts before the name. */
    prefixDeterminer: text("prefix_determiner"),
    /** Main postal code (communes only); every code is in zipcodes. */
    zipcode: text("zipcode"),
    zipcodes: text("zipcodes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    parentId: integer("parent_id"),
    departmentCode: text("department_code"),
    regionCode: text("region_code"),
    population: integer("population"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Where the coordinates come from: geonames (the town), arrondissement or department (a centroid), or null (set by hand). */
    coordinatesSource: text("coordinates_source"),
    /** The firm works there (agency or offers): listed by all_cities. */
    isUsed: boolean("is_used").notNull().default(false),
    availableForDynamicContent: boolean("available_for_dynamic_content").notNull().default(false),
  },
  (t) => [
    uniqueIndex("land_registries_level_code_key").on(t.level, t.code),
    index("land_registries_label_trgm").using("gin", sql`f_unaccent(lower(${t.label})) gin_trgm_ops`),
    index("land_registries_zipcode").on(t.zipcode),
    // The manager's French order (crud.service frenchOrder), by level then label, or by label.
    index("land_registries_level_french").on(t.level, sql`f_unaccent(lower(${t.label}))`, t.label, t.id),
    index("land_registries_label_french").on(sql`f_unaccent(lower(${t.label}))`, t.label, t.id),
    index("land_registries_parent").on(t.parentId),
    // The communes of a department or a region (CVthèque location filter, offers' places).
    index("land_registries_department").on(t.departmentCode, t.level),
    index("land_registries_region").on(t.regionCode, t.level),
    // Communes within a distance (earthdistance's earth_box): the CVthèque's distance filter.
    index("land_registries_earth")
      .using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.level} = 3`),
  ],
);

/**
 * Answers of the geocoder (GEOCODER_URL), one per normalised address: a second candidate or
 * offer at the same address costs no request. The key is a SHA-256 of the normalised address,
 * so the cache cannot be searched by address; an entry no candidate or offer names any more
 * (erased, purged, moved) leaves at the task's next run. latitude null: nothing found.
 */
export const geocodes = pgTable(
  "geocodes",
  {
    key: text("key").primaryKey(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** INSEE code of the commune found (BAN's citycode), when the geocoder gives it. */
    citycode: text("citycode"),
    /** The geocoder's best result as it answered (the drawer's «Géo-Données»). */
    data: jsonb("data"),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("geocodes_used_at").on(t.usedAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Company logos of the candidates' work history (LOGO_SERVICE_URL), fetched once and served
 * from here by /api/jobs/company_logo: staff browsers never call the logo service themselves.
 * bytes null: the service has no logo for the name (asked again after LOGO_MISS_DAYS).
 */
export const companyLogos = pgTable("company_logos", {
  /** The company name lower-cased, without accents or punctuation. */
  key: text("key").primaryKey(),
  bytes: bytea("bytes"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});
