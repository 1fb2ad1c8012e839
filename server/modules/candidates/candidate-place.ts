import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { landRegistries } from "../../db/schema";

export type CandidatePlaceValues = { zipcode: string | null; landRegistryId: number | null; latitude: number | null; longitude: number | null };

/**
 * A postal code's commune and its coordinates: among the communes sharing the code, the one
 * whose name is closest to the town given (a CV's «69003 Lyon»), else the most populated.
 */
export async function placeOfPostalCode(db: Db, zipcode: string | null, town = ""): Promise<CandidatePlaceValues> {
  if (!zipcode) return { zipcode: null, landRegistryId: null, latitude: null, longitude: null };
  const [commune] = await db
    .select({ id: landRegistries.id, latitude: landRegistries.latitude, longitude: landRegistries.longitude })
    .from(landRegistries)
    .where(and(eq(landRegistries.level, 3), sql`${zipcode} = ANY(${landRegistries.zipcodes})`))
    .orderBy(sql`similarity(f_unaccent(lower(${landRegistries.label})), f_unaccent(lower(${town}))) DESC`, sql`${landRegistries.population} DESC NULLS LAST`)
    .limit(1);
  return { zipcode, landRegistryId: commune?.id ?? null, latitude: commune?.latitude ?? null, longitude: commune?.longitude ?? null };
}
