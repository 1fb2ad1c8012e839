import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { landRegistries, offers } from "../../db/schema";
import { cachedRead } from "../../lib/read-cache";
import { queryRows } from "../../lib/sql";
import { PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from "../../../common/offer-search";
import { fold } from "./offer-matching";
import { listedOffer } from "./listed";

/**
 * The search's `location` (spec 2 §7, issue 47): a department (code or name), a region (name
 * or usual abbreviation), a postal code, an arrondissement of Paris, Lyon or Marseille («Paris
 * 15», «Lyon 3e», «75015»), or a commune by the start of its name; case, accents, hyphens and
 * «Saint»/«St» ignored. A commune (or an arrondissement) has a centre for the radius filter.
 */

/** As f_place_key (migration 0027): folded, «saint»/«sainte» read as «st»/«ste». */
export const placeKey = (text: string) =>
  fold(text)
    .replace(/\bsaint\b/g, "st")
    .replace(/\bsainte\b/g, "ste");

/** Common names of the regions, by INSEE code, folded as placeKey reads them. */
const REGION_ALIASES: Record<string, string[]> = {
  "11": ["idf", "ile de france", "region parisienne", "paris ile de france"],
  "24": ["cvl", "centre", "centre val de loire"],
  "27": ["bfc", "bourgogne", "franche comte", "bourgogne franche comte"],
  "28": ["normandie"],
  "32": ["hdf", "hauts de france", "nord pas de calais", "picardie"],
  "44": ["ge", "grand est", "grand est", "alsace", "lorraine", "champagne ardenne"],
  "52": ["pdl", "pays de loire", "pays de la loire"],
  "53": ["bzh", "bretagne"],
  "75": ["na", "nouvelle aquitaine", "aquitaine", "poitou charentes", "limousin"],
  "76": ["occ", "occitanie", "languedoc roussillon", "midi pyrenees", "languedoc"],
  "84": ["aura", "ara", "auvergne rhone alpes", "rhone alpes", "auvergne"],
  "93": ["paca", "provence alpes cote d azur", "provence", "cote d azur", "region sud", "sud"],
  "94": ["corse"],
};
const REGION_BY_ALIAS = new Map(Object.entries(REGION_ALIASES).flatMap(([code, aliases]) => aliases.map((alias) => [alias, code] as const)));

/** The cities with municipal arrondissements: their count and postal codes. */
const ARRONDISSEMENT_CITIES: Record<string, { name: string; departmentCode: string; count: number; zip: (n: number) => string }> = {
  paris: { name: "Paris", departmentCode: "75", count: 20, zip: (n) => `750${String(n).padStart(2, "0")}` },
  lyon: { name: "Lyon", departmentCode: "69", count: 9, zip: (n) => `6900${n}` },
  marseille: { name: "Marseille", departmentCode: "13", count: 16, zip: (n) => `130${String(n).padStart(2, "0")}` },
};

export type Arrondissement = { city: string; number: number; zipCode: string; departmentCode: string };

const ordinal = (n: number) => (n === 1 ? "1er" : `${n}e`);
export const arrondissementName = (a: Pick<Arrondissement, "city" | "number">) => `${a.city} ${ordinal(a.number)}`;

/** «Paris 15», «paris 15e», «Lyon 3ème», «Marseille 1er arrondissement», «75015», «75116». */
export function readArrondissement(location: string): Arrondissement | null {
  const key = fold(location);
  const code = /^(75|69|13)(\d{3})$/.exec(key);
  if (code) {
    const [, department, rest] = code;
    const number = department === "75" && rest === "116" ? 16 : Number(rest);
    const city = Object.values(ARRONDISSEMENT_CITIES).find((c) => c.departmentCode === department)!;
    if (!rest!.startsWith(department === "75" && rest === "116" ? "1" : "0") || number < 1 || number > city.count) return null;
    return { city: city.name, number, zipCode: key, departmentCode: city.departmentCode };
  }
  const named =
    /^(paris|lyon|marseille) (\d{1,2}) ?(e|er|eme|ere|ieme)?( arrondissement| arr)?$/.exec(key) ??
    /^(paris|lyon|marseille) (\d{1,2})(e|er|eme|ere|ieme)?( arrondissement| arr)?$/.exec(key);
  if (!named) return null;
  const city = ARRONDISSEMENT_CITIES[named[1]!]!;
  const number = Number(named[2]);
  if (number < 1 || number > city.count) return null;
  return { city: city.name, number, zipCode: city.zip(number), departmentCode: city.departmentCode };
}

const DEPARTMENT_CODE = /^(\d{2,3}|2[ab])$/i;

export type ResolvedPlace =
  | { kind: "department" | "region" | "postcode" | "none"; filter: SQL; commune?: { key: string; departmentCode: string } }
  | { kind: "commune"; filter: SQL; key: string; departmentCode: string | null }
  | { kind: "arrondissement"; filter: SQL; key: string; departmentCode: string; zipCode: string };

/** The departments named by a folded place (a department's or a region's name, a region's abbreviation). */
function namedDepartments(db: Db, key: string): Promise<{ code: string; level: number }[]> {
  return cachedRead(db, `offerPlaceDepartments:${key}`, async () => {
    const region = REGION_BY_ALIAS.get(key);
    return queryRows<{ code: string; level: number }>(
      db,
      sql`SELECT d.code, CASE WHEN f_place_key(d.label) = ${key} THEN 2 ELSE 1 END AS level
          FROM ${landRegistries} d WHERE d.level = 2 AND (f_place_key(d.label) = ${key} OR d.region_code IN (
            SELECT r.code FROM ${landRegistries} r WHERE r.level = 1 AND (f_place_key(r.label) = ${key} OR r.code = ${region ?? ""})))`,
    );
  });
}

const cityStarts = (key: string) => sql`f_place_key(${offers.city}) LIKE ${`${key.replace(/[\\%_]/g, "")}%`}`;
const inDepartments = (codes: string[]) =>
  sql`${offers.departmentCode} IN (${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )})`;

/** Reads `location` into a filter on offers, and what kind of place it is. */
export async function resolvePlace(db: Db, location: string): Promise<ResolvedPlace> {
  const trimmed = location.trim();
  // «Saint-Herblain (44)», as the place suggestions label a commune.
  const withDepartment = /^(.*\S)\s*\((\d{2,3}|2[ab])\)$/i.exec(trimmed);
  if (withDepartment) {
    const key = placeKey(withDepartment[1]!);
    const departmentCode = withDepartment[2]!.toUpperCase();
    if (key) return { kind: "commune", key, departmentCode, filter: sql`(${eq(offers.departmentCode, departmentCode)} AND ${cityStarts(key)})` };
  }
  if (DEPARTMENT_CODE.test(trimmed)) return { kind: "department", filter: eq(offers.departmentCode, trimmed.toUpperCase()) };
  const arrondissement = readArrondissement(trimmed);
  if (arrondissement) {
    const key = placeKey(arrondissement.city);
    return {
      kind: "arrondissement",
      key,
      departmentCode: arrondissement.departmentCode,
      zipCode: arrondissement.zipCode,
      // An offer of the city without a postal code may be in it: shown rather than hidden.
      filter: sql`${offers.departmentCode} = ${arrondissement.departmentCode} AND (${eq(offers.zipCode, arrondissement.zipCode)}
        OR (${offers.zipCode} IS NULL AND f_place_key(${offers.city}) = ${key}))`,
    };
  }
  if (/^\d{5}$/.test(trimmed)) {
    const communes = await db
      .select({ name: landRegistries.label, departmentCode: landRegistries.departmentCode })
      .from(landRegistries)
      .where(and(eq(landRegistries.level, 3), sql`${trimmed} = ANY(${landRegistries.zipcodes})`));
    const inCommune = communes.map((c) => sql`(f_place_key(${offers.city}) = f_place_key(${c.name}) AND ${offers.departmentCode} = ${c.departmentCode})`);
    return { kind: "postcode", filter: sql`(${sql.join([eq(offers.zipCode, trimmed), ...inCommune], sql` OR `)})` };
  }
  const key = placeKey(trimmed);
  if (!key) return { kind: "none", filter: sql`true` };
  const departments = await namedDepartments(db, key);
  if (departments.length > 0) {
    const codes = departments.map((d) => d.code);
    // «Paris» is a department and a commune (a radius is drawn around the commune); «Nord» a
    // department; «Bretagne» a region.
    const named = departments.find((d) => d.level === 2);
    return {
      kind: departments.length === 1 || named ? "department" : "region",
      filter: sql`(${cityStarts(key)} OR ${inDepartments(codes)})`,
      commune: named && ARRONDISSEMENT_CITIES[key] ? { key, departmentCode: named.code } : undefined,
    };
  }
  return { kind: "commune", key, departmentCode: null, filter: cityStarts(key) };
}

type Point = { latitude: number; longitude: number };

/**
 * The centre of a commune: its coordinates in the land registry when it is there (the biggest
 * of that name), else the mean position of the listed offers in it (communes not loaded).
 */
export function communeCentre(
  db: Db,
  place: { key: string; departmentCode: string | null; zipCode?: string },
): Promise<(Point & { departmentCode: string | null }) | null> {
  return cachedRead(db, `offerCommuneCentre:${JSON.stringify(place)}`, async () => {
    if (!place.zipCode) {
      const [commune] = await queryRows<{ latitude: number; longitude: number; department_code: string | null }>(
        db,
        sql`SELECT latitude, longitude, department_code FROM ${landRegistries}
            WHERE level = 3 AND f_unaccent(lower(label)) LIKE ${`%${place.key.split(" ").sort((a, b) => b.length - a.length)[0]}%`}
              AND f_place_key(label) = ${place.key} AND latitude IS NOT NULL
              ${place.departmentCode ? sql`AND department_code = ${place.departmentCode}` : sql``}
            ORDER BY population DESC NULLS LAST LIMIT 1`,
      );
      if (commune) return { latitude: Number(commune.latitude), longitude: Number(commune.longitude), departmentCode: commune.department_code };
    }
    const [mean] = await queryRows<{ latitude: number | null; longitude: number | null; department_code: string | null }>(
      db,
      sql`SELECT avg(latitude) AS latitude, avg(longitude) AS longitude, mode() WITHIN GROUP (ORDER BY department_code) AS department_code
          FROM ${offers} WHERE f_place_key(${offers.city}) = ${place.key} AND latitude IS NOT NULL
          ${place.departmentCode ? sql`AND ${offers.departmentCode} = ${place.departmentCode}` : sql``}
          ${place.zipCode ? sql`AND ${offers.zipCode} = ${place.zipCode}` : sql``}`,
    );
    if (mean?.latitude == null || mean.longitude == null) return null;
    return { latitude: Number(mean.latitude), longitude: Number(mean.longitude), departmentCode: mean.department_code };
  });
}

/** Offers within `km` of a point (earth_box on the GiST index, then the exact distance). */
export function withinKm(centre: Point, km: number): SQL {
  const point = sql`ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8)`;
  const offer = sql`ll_to_earth(${offers.latitude}, ${offers.longitude})`;
  return sql`(earth_box(${point}, ${km * 1000}::float8) @> ${offer} AND earth_distance(${point}, ${offer}) <= ${km * 1000}::float8)`;
}

/** A department's name and its region's (for a suggestion); the code when the registry does not have it. */
export async function departmentAndRegion(db: Db, code: string): Promise<{ department: string; region: string | null }> {
  const [row] = await queryRows<{ department: string; region: string | null }>(
    db,
    sql`SELECT d.label AS department, r.label AS region FROM ${landRegistries} d
        LEFT JOIN ${landRegistries} r ON r.level = 1 AND r.code = d.region_code
        WHERE d.level = 2 AND d.code = ${code}`,
  );
  return row ?? { department: code, region: null };
}

/**
 * GET /api/jobs/place_suggestions: places whose name starts with what is typed (each word a
 * prefix of the name's words in order), arrondissements from «Paris 1…» or a postal code,
 * departments by code, regions by abbreviation. Communes come from the land registry and from
 * the offers' own cities; those with offers first, then the most populated.
 */
export async function placeSuggestions(db: Db, query: string): Promise<PlaceSuggestion[]> {
  const key = placeKey(query);
  if (!key) return [];
  return cachedRead(db, `placeSuggestions:${key}`, async () => {
    const found: (PlaceSuggestion & { rank: number })[] = [];
    const arrondissement = readArrondissement(query);
    const arrondissementCity = /^(paris|lyon|marseille)(?: (\d{1,2}))?/.exec(key);
    if (arrondissement) found.push(arrondissementSuggestion(arrondissement, 0));
    if (arrondissementCity && (arrondissementCity[2] || key.length > arrondissementCity[1]!.length)) {
      // «Paris 1» may be the 1st or the start of the 10th to 19th.
      const city = ARRONDISSEMENT_CITIES[arrondissementCity[1]!]!;
      for (let n = 1; n <= city.count; n++)
        if (!arrondissementCity[2] || String(n).startsWith(arrondissementCity[2]))
          found.push(arrondissementSuggestion({ city: city.name, number: n, zipCode: city.zip(n), departmentCode: city.departmentCode }, 5 + n / 100));
    } else if (/^(75|69|13)\d{0,3}$/.test(key) && key.length >= 3) {
      const city = Object.values(ARRONDISSEMENT_CITIES).find((c) => key.startsWith(c.departmentCode))!;
      for (let n = 1; n <= city.count; n++) {
        const zipCode = city.zip(n);
        if (zipCode.startsWith(key))
          found.push(arrondissementSuggestion({ city: city.name, number: n, zipCode, departmentCode: city.departmentCode }, 5 + n / 100));
      }
    }
    const region = REGION_BY_ALIAS.get(key);
    const pattern = `${key.replace(/[\\%_]/g, "")}%`;
    const wordPattern = `% ${key.replace(/[\\%_]/g, "")}%`;
    const areas = await queryRows<{ level: number; code: string; label: string }>(
      db,
      sql`SELECT level, code, label FROM ${landRegistries}
          WHERE level IN (1, 2) AND (f_place_key(label) LIKE ${pattern} OR f_place_key(label) LIKE ${wordPattern}
            OR (level = 2 AND lower(code) = ${key}) OR (level = 1 AND code = ${region ?? ""}))
          ORDER BY level, label LIMIT 20`,
    );
    for (const area of areas) {
      const exact = placeKey(area.label) === key || area.code.toLowerCase() === key || area.code === region;
      if (area.level === 1) found.push({ label: area.label, value: area.label, kind: "region", rank: exact ? 1 : 3 });
      else found.push({ label: `${area.label} (${area.code})`, value: area.label, kind: "department", rank: exact ? 1 : 3 });
    }
    if (!/^\d+$/.test(key)) {
      const longest = key.split(" ").sort((a, b) => b.length - a.length)[0]!;
      const communes = await queryRows<{ label: string; department_code: string; offers: number; population: number | null }>(
        db,
        sql`(SELECT label, department_code, 0 AS offers, population FROM ${landRegistries}
            WHERE level = 3 AND f_unaccent(lower(label)) LIKE ${`%${longest}%`} AND f_place_key(label) LIKE ${pattern}
            ORDER BY population DESC NULLS LAST LIMIT 40)
            UNION ALL
            SELECT min(city), department_code, count(*)::int AS offers, NULL FROM ${offers}
            WHERE f_place_key(${offers.city}) LIKE ${pattern} AND ${listedOffer}
              AND department_code IS NOT NULL
            GROUP BY f_place_key(${offers.city}), department_code`,
      );
      const byPlace = new Map<string, { label: string; departmentCode: string; offers: number; population: number }>();
      for (const row of communes) {
        const id = `${placeKey(row.label)}|${row.department_code}`;
        const known = byPlace.get(id);
        byPlace.set(id, {
          label: known && row.offers > 0 ? known.label : row.label,
          departmentCode: row.department_code,
          offers: (known?.offers ?? 0) + Number(row.offers),
          population: Math.max(known?.population ?? 0, Number(row.population ?? 0)),
        });
      }
      const ranked = [...byPlace.values()].sort((a, b) => b.offers - a.offers || b.population - a.population || a.label.localeCompare(b.label, "fr"));
      for (const commune of ranked.slice(0, PLACE_SUGGESTIONS_MAX)) {
        const exact = placeKey(commune.label) === key;
        found.push({
          label: `${commune.label} (${commune.departmentCode})`,
          value: commune.label,
          kind: "commune",
          rank: exact ? 0 : commune.offers > 0 ? 2 : 4,
        });
      }
    }
    const seen = new Set<string>();
    return found
      .map((suggestion, order) => ({ suggestion, order }))
      .sort((a, b) => a.suggestion.rank - b.suggestion.rank || a.order - b.order)
      .map(({ suggestion: { rank: _rank, ...suggestion } }) => suggestion)
      .filter((suggestion) => !seen.has(suggestion.label) && !!seen.add(suggestion.label))
      .slice(0, PLACE_SUGGESTIONS_MAX);
  });
}

function arrondissementSuggestion(a: Arrondissement, rank: number): PlaceSuggestion & { rank: number } {
  return { label: `${arrondissementName(a)} (${a.zipCode})`, value: arrondissementName(a), kind: "arrondissement", rank };
}
