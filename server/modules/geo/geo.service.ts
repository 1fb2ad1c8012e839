import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { landRegistries } from "../../db/schema";
import type { City, LandRegistry } from "../../../common/schemas/geo";
import { landRegistrySearchSchema } from "../../../common/schemas/geo";
import type { ListAnswer } from "../../../common/schemas/list";
import { notFound, parseOrThrow } from "../../lib/errors";
import { escapeLike } from "../../lib/sql";
import { DEPARTMENT_CODE, POSTAL_CODE, locationText } from "../../../common/format/place";

const publicColumns = {
  id: landRegistries.id,
  level: landRegistries.level,
  code: landRegistries.code,
  label: landRegistries.label,
  prefixDeterminer: landRegistries.prefixDeterminer,
  zipcode: landRegistries.zipcode,
  parentId: landRegistries.parentId,
  latitude: landRegistries.latitude,
  longitude: landRegistries.longitude,
  isUsed: landRegistries.isUsed,
  availableForDynamicContent: landRegistries.availableForDynamicContent,
};

/** Accent- and case-insensitive match on the label, or a code / postal code prefix. */
function matchesQuery(query: string): SQL {
  const contains = `%${escapeLike(query)}%`;
  const prefix = `${escapeLike(query)}%`;
  return sql`(f_unaccent(lower(${landRegistries.label})) LIKE f_unaccent(lower(${contains}))
    OR ${landRegistries.code} LIKE ${prefix}
    OR EXISTS (SELECT 1 FROM unnest(${landRegistries.zipcodes}) AS z WHERE z LIKE ${prefix}))`;
}

export async function searchLandRegistries(db: Db, input: unknown): Promise<ListAnswer<LandRegistry>> {
  const { page, limit, query, level, availableForDynamicContent, ids } = parseOrThrow(landRegistrySearchSchema, input);
  const scope = and(
    level === undefined ? undefined : eq(landRegistries.level, level),
    availableForDynamicContent === undefined ? undefined : eq(landRegistries.availableForDynamicContent, availableForDynamicContent),
    ids === undefined ? undefined : inArray(landRegistries.id, ids),
  );
  const where = query ? and(scope, matchesQuery(query)) : scope;
  // Departments read best in code order (01, 02… 2A, 2B… 974); elsewhere a name that
  // starts with the query comes first, then the most populated.
  const startsWith = sql`f_unaccent(lower(${landRegistries.label})) LIKE f_unaccent(lower(${escapeLike(query) + "%"}))`;
  const order =
    level === 2
      ? [asc(landRegistries.code)]
      : [asc(landRegistries.level), ...(query ? [desc(startsWith)] : []), sql`${landRegistries.population} DESC NULLS LAST`, asc(landRegistries.label)];

  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    db
      .select(publicColumns)
      .from(landRegistries)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ matching: count() }).from(landRegistries).where(where),
    db.select({ all: count() }).from(landRegistries).where(scope),
  ]);
  return { rows, count: matching, total: all };
}

export async function getDepartmentDetails(db: Db, id: number) {
  const [department] = await db
    .select(publicColumns)
    .from(landRegistries)
    .where(and(eq(landRegistries.id, id), eq(landRegistries.level, 2)));
  if (!department) throw notFound("Département introuvable");
  const [region] = department.parentId
    ? await db
        .select({ id: landRegistries.id, label: landRegistries.label, code: landRegistries.code })
        .from(landRegistries)
        .where(eq(landRegistries.id, department.parentId))
    : [];
  return { ...department, region: region ?? null };
}

/** The towns the firm works in (agencies, offers), for maps and city pickers. */
export async function allCities(db: Db): Promise<City[]> {
  return db
    .select({
      id: landRegistries.id,
      name: landRegistries.label,
      zipcode: landRegistries.zipcode,
      latitude: landRegistries.latitude,
      longitude: landRegistries.longitude,
      isUsed: landRegistries.isUsed,
    })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 3), eq(landRegistries.isUsed, true)))
    .orderBy(asc(landRegistries.label));
}

/**
 * A searched location in words (common/format/place.ts's locationText, the rule the offers'
 * alert dialog shows too): «Gironde (33)», «Lyon (69003)», or as typed.
 */
export async function locationLabel(db: Db, location: string): Promise<string> {
  const typed = location.trim();
  if (DEPARTMENT_CODE.test(typed)) {
    const [department] = await db
      .select({ label: landRegistries.label, code: landRegistries.code })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 2), eq(landRegistries.code, typed.toUpperCase())));
    return locationText(typed, department ? { department } : null);
  }
  if (POSTAL_CODE.test(typed)) {
    const communes = await db
      .select({ label: landRegistries.label })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 3), sql`${typed} = ANY(${landRegistries.zipcodes})`))
      .orderBy(asc(landRegistries.label))
      .limit(3);
    return locationText(typed, { postcode: typed, communes: communes.map((c) => c.label) });
  }
  return typed;
}
