import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { candidates, geocodes, landRegistries, offers } from "../../db/schema";
import { addressKey, geocoderFor, GeocoderUnavailable, type Geocoder, type GeocodeResult } from "./geocoder";

export const GEOCODE_TASK = "geo:geocode";
/** Every 10 minutes, when GEOCODER_URL is set: a CV read or an offer saved is placed soon after. */
export const GEOCODE_CRON = "*/10 * * * *";
/** Requests one run may make: at one a second, a run holds the task queue a minute at most. */
export const MAX_REQUESTS_PER_RUN = 60;
/** Rows one run looks at (cached addresses cost no request). */
const MAX_ROWS_PER_RUN = 500;

/** The text geocoded for a candidate: the address, with the postal code when the address lacks it. */
const candidateQuery: SQL<string> = sql`CASE WHEN ${candidates.zipcode} IS NULL OR strpos(${candidates.address}, ${candidates.zipcode}) > 0
  THEN btrim(${candidates.address}) ELSE btrim(${candidates.address}) || ' ' || ${candidates.zipcode} END`;

/** The text geocoded for an offer: its address, postal code and town, each once. */
const offerQuery: SQL<string> = sql`btrim(concat_ws(' ', nullif(btrim(${offers.address}), ''),
  CASE WHEN strpos(coalesce(${offers.address}, ''), coalesce(${offers.zipCode}, '')) = 0 THEN ${offers.zipCode} END,
  CASE WHEN strpos(lower(coalesce(${offers.address}, '')), lower(coalesce(${offers.city}, ''))) = 0 THEN ${offers.city} END))`;

export type GeocodeCounts = { candidates: number; offers: number; requests: number; fromCache: number; notFound: number; unavailable: boolean };

/**
 * The cached answer for an address, or the geocoder's (then cached). Returns undefined when
 * the geocoder is unavailable or this run's requests are spent: the row waits for a later run.
 */
async function lookUp(db: Db, geocoder: Geocoder, query: string, counts: GeocodeCounts): Promise<GeocodeResult | undefined> {
  const key = addressKey(query);
  const [cached] = await db
    .update(geocodes)
    .set({ usedAt: sql`now()` })
    .where(eq(geocodes.key, key))
    .returning();
  if (cached) {
    counts.fromCache += 1;
    return cached.latitude == null || cached.longitude == null
      ? null
      : { latitude: cached.latitude, longitude: cached.longitude, citycode: cached.citycode, data: cached.data };
  }
  if (counts.unavailable || counts.requests >= MAX_REQUESTS_PER_RUN) return undefined;
  counts.requests += 1;
  let result: GeocodeResult;
  try {
    result = await geocoder.geocode(query);
  } catch (error) {
    if (!(error instanceof GeocoderUnavailable)) throw error;
    // One failure ends the run's requests: a service that is down is not asked 60 times.
    counts.unavailable = true;
    return undefined;
  }
  const values = { latitude: result?.latitude ?? null, longitude: result?.longitude ?? null, citycode: result?.citycode ?? null, data: result?.data ?? null };
  await db
    .insert(geocodes)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: geocodes.key, set: { ...values, usedAt: sql`now()` } });
  if (!result) counts.notFound += 1;
  return result;
}

const communeOfCode = (citycode: string | null) =>
  citycode
    ? sql`(SELECT ${landRegistries.id} FROM ${landRegistries} WHERE ${landRegistries.level} = 3 AND ${landRegistries.code} = ${citycode})`
    : sql`NULL::integer`;
const communeCentre = (column: "latitude" | "longitude") =>
  sql`(SELECT ${column === "latitude" ? landRegistries.latitude : landRegistries.longitude} FROM ${landRegistries} WHERE ${landRegistries.id} = ${candidates.landRegistryId})`;

async function placeCandidates(db: Db, geocoder: Geocoder, counts: GeocodeCounts) {
  const rows = await db
    .select({ id: candidates.id, query: candidateQuery })
    .from(candidates)
    .where(and(sql`btrim(coalesce(${candidates.address}, '')) <> ''`, sql`${candidates.geocodedQuery} IS DISTINCT FROM ${candidateQuery}`))
    .orderBy(candidates.id)
    .limit(MAX_ROWS_PER_RUN);
  for (const row of rows) {
    const result = await lookUp(db, geocoder, row.query, counts);
    if (result === undefined) continue;
    const done = { geocodedQuery: row.query, geocodeKey: addressKey(row.query) };
    await db
      .update(candidates)
      .set(
        result
          ? {
              latitude: result.latitude,
              longitude: result.longitude,
              nominatimData: result.data,
              landRegistryId: sql`coalesce(${candidates.landRegistryId}, ${communeOfCode(result.citycode)})`,
              ...done,
            }
          : // Not found: the commune's centre, as without a geocoder (an earlier address's point would mislead).
            { latitude: communeCentre("latitude"), longitude: communeCentre("longitude"), nominatimData: null, ...done },
      )
      // The address may have changed while the geocoder answered: then it waits for the next run.
      .where(and(eq(candidates.id, row.id), sql`${candidateQuery} = ${row.query}`));
    counts.candidates += 1;
  }
}

async function placeOffers(db: Db, geocoder: Geocoder, counts: GeocodeCounts) {
  const rows = await db
    .select({ id: offers.id, query: offerQuery })
    .from(offers)
    .where(
      and(
        sql`${offers.state} <> 'archived'`,
        // An address, or at least a town for an offer that has no point yet.
        sql`(btrim(coalesce(${offers.address}, '')) <> '' OR (${offers.latitude} IS NULL AND btrim(coalesce(${offers.city}, '')) <> ''))`,
        sql`${offers.geocodedQuery} IS DISTINCT FROM ${offerQuery}`,
      ),
    )
    .orderBy(offers.id)
    .limit(MAX_ROWS_PER_RUN);
  for (const row of rows) {
    const result = await lookUp(db, geocoder, row.query, counts);
    if (result === undefined) continue;
    await db
      .update(offers)
      .set({
        ...(result && { latitude: result.latitude, longitude: result.longitude, nominatimData: result.data }),
        geocodedQuery: row.query,
        geocodeKey: addressKey(row.query),
      })
      .where(and(eq(offers.id, row.id), sql`${offerQuery} = ${row.query}`));
    counts.offers += 1;
  }
}

/**
 * Cache entries no candidate or offer names any more leave: an erased or purged candidate's
 * address does not outlive them here (spec decision 9). The hour's grace covers an entry
 * written by a run still going on another instance.
 */
async function forgetUnusedAddresses(db: Db) {
  await db
    .delete(geocodes)
    .where(
      and(
        sql`${geocodes.usedAt} < now() - interval '1 hour'`,
        sql`NOT EXISTS (SELECT 1 FROM ${candidates} WHERE ${candidates.geocodeKey} = ${geocodes.key})`,
        sql`NOT EXISTS (SELECT 1 FROM ${offers} WHERE ${offers.geocodeKey} = ${geocodes.key})`,
      ),
    );
}

/**
 * The `geo:geocode` task: places the candidates and offers whose address changed since it was
 * last geocoded, from the cache when the address was seen before. Without GEOCODER_URL it does
 * nothing (and is not scheduled): everyone stays at their commune's centre, as before.
 * Returns counts only: addresses are personal data, never a task's result or a log line.
 */
export async function geocodeAddresses(deps: Pick<AppDeps, "db" | "config" | "logger">, geocoder?: Geocoder): Promise<GeocodeCounts | { message: string }> {
  if (!deps.config.geocoder) return { message: "Géocodeur non configuré (GEOCODER_URL)" };
  const client = geocoder ?? geocoderFor(deps.config.geocoder);
  const counts: GeocodeCounts = { candidates: 0, offers: 0, requests: 0, fromCache: 0, notFound: 0, unavailable: false };
  await forgetUnusedAddresses(deps.db);
  await placeCandidates(deps.db, client, counts);
  await placeOffers(deps.db, client, counts);
  deps.logger[counts.unavailable ? "warn" : "info"]({ task: GEOCODE_TASK, ...counts }, counts.unavailable ? "geocoder unavailable" : "addresses geocoded");
  return counts;
}
