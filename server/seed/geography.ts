import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { landRegistries } from "../db/schema";
import { demoAgencies } from "./demo-agencies";
import { placeCommunes } from "./commune-coordinates";

type InseeArea = { code: string; nom: string; typeLiaison?: number; zone?: string; region?: string };
type InseeCommune = InseeArea & { type: string; departement?: string; arrondissement?: string; codesPostaux?: string[]; population?: number };

const require = createRequire(import.meta.url);
// Read from the package at seed time: bundling 8 MB of JSON into the server is pointless.
function inseeFile<T>(name: string): T {
  return JSON.parse(readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${name}.json`), "utf8"));
}

/**
 * The article French puts before a name, from INSEE's "type de nom en clair" (TNCC):
 * 0 no article, consonant; 1 no article, vowel; 2 le; 3 la; 4 les; 5 l'; 6 aux; 7 las; 8 los.
 */
export function prefixDeterminer(typeLiaison: number | undefined, name: string): string {
  switch (typeLiaison) {
    case 1:
      return "d'";
    case 2:
      return "du";
    case 3:
      return "de la";
    case 4:
      return "des";
    case 5:
      return "de l'";
    case 6:
      return "des";
    // "Las"/"Los" stay part of the name (Los Masos → de Los Masos).
    case 7:
    case 8:
      return "de";
    default:
      return /^[aeiouyhéèêâîôûAEIOUYHÉÈÊÂÎÔÛ]/.test(name) ? "d'" : "de";
  }
}

/** 96 metropolitan departments and the 5 overseas ones (DROM); the COM are out of scope. */
const inFrance = (area: { zone?: string }) => area.zone === "metro" || area.zone === "drom";

const BATCH = 1000;

/** A row's coordinates and where they come from (none: the firm's own, an agency's town). */
const coordinates = (point: { latitude: number; longitude: number } | undefined, source: string | null) =>
  point ? { latitude: point.latitude, longitude: point.longitude, coordinatesSource: source } : {};

export async function seedGeography(db: Db, options: { communes: boolean } = { communes: true }): Promise<void> {
  const [france] = await db
    .insert(landRegistries)
    .values({ level: 0, code: "FR", label: "France", prefixDeterminer: "de la" })
    .returning({ id: landRegistries.id });

  const regions = inseeFile<InseeArea[]>("regions").filter(inFrance);
  const regionRows = await db
    .insert(landRegistries)
    .values(
      regions.map((r) => ({
        level: 1,
        code: r.code,
        label: r.nom,
        prefixDeterminer: prefixDeterminer(r.typeLiaison, r.nom),
        parentId: france.id,
        regionCode: r.code,
      })),
    )
    .returning({ id: landRegistries.id, code: landRegistries.code });
  const regionId = new Map(regionRows.map((r) => [r.code, r.id]));

  const departments = inseeFile<InseeArea[]>("departements").filter(inFrance);
  const departmentCodes = new Set(departments.map((d) => d.code));
  const communes = options.communes
    ? inseeFile<InseeCommune[]>("communes").filter((c) => c.type === "commune-actuelle" && c.departement && departmentCodes.has(c.departement))
    : [];
  // Placed as they are inserted: one write a row, where an UPDATE afterwards rewrote all nine
  // indexes of the 35 000 communes again (half the first start's geography).
  const placed = placeCommunes(communes.map((c) => ({ code: c.code, label: c.nom, departmentCode: c.departement!, arrondissement: c.arrondissement ?? null })));
  const departmentRows = await db
    .insert(landRegistries)
    .values(
      departments.map((d) => ({
        level: 2,
        code: d.code,
        label: d.nom,
        prefixDeterminer: prefixDeterminer(d.typeLiaison, d.nom),
        parentId: regionId.get(d.region!) ?? null,
        departmentCode: d.code,
        regionCode: d.region,
        availableForDynamicContent: true,
        ...coordinates(placed.departments.get(d.code), "department"),
      })),
    )
    .returning({ id: landRegistries.id, code: landRegistries.code });
  const departmentId = new Map(departmentRows.map((d) => [d.code, d.id]));

  if (!options.communes) return;
  for (let i = 0; i < communes.length; i += BATCH) {
    await db.insert(landRegistries).values(
      communes.slice(i, i + BATCH).map((c) => ({
        level: 3,
        code: c.code,
        label: c.nom,
        prefixDeterminer: prefixDeterminer(c.typeLiaison, c.nom),
        zipcode: c.codesPostaux?.[0] ?? null,
        zipcodes: c.codesPostaux ?? [],
        parentId: departmentId.get(c.departement!) ?? null,
        departmentCode: c.departement,
        regionCode: c.region,
        population: c.population ?? null,
        ...coordinates(placed.communes.get(c.code)?.point, placed.communes.get(c.code)?.source ?? null),
      })),
    );
  }
  // The demo agencies' towns are the cities the firm works in, with their coordinates.
  for (const agency of demoAgencies) {
    await db
      .update(landRegistries)
      .set({ isUsed: true, availableForDynamicContent: true, ...coordinates(agency, null) })
      .where(and(eq(landRegistries.level, 3), eq(landRegistries.code, agency.inseeCode)));
  }
}
