import { createHash } from "node:crypto";
import type { GeocoderConfig } from "../../config";

/** What a geocoder found for an address; null when it found nothing worth placing a pin on. */
export type GeocodeResult = { latitude: number; longitude: number; citycode: string | null; data: unknown } | null;

export type Geocoder = {
  /** Throws GeocoderUnavailable when the service cannot answer (down, slow, unreadable answer). */
  geocode(query: string): Promise<GeocodeResult>;
};

/**
 * The service could not answer: the address keeps its commune's centre and is tried again at
 * a later run. The message names the cause (a status, a timeout), never the address.
 */
export class GeocoderUnavailable extends Error {
  override name = "GeocoderUnavailable";
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** BAN answers its best guess even for nonsense: below this score the commune's centre is better. */
export const BAN_MIN_SCORE = 0.5;
/** A geocoder's answer is a few kilobytes; beyond this it is not one. */
const MAX_ANSWER_BYTES = 1_000_000;
/** Longer than any postal address: the rest is not an address. */
export const MAX_QUERY_LENGTH = 300;

/** «12, Rue de la République – 69003 LYON» and «12 rue de la republique 69003 lyon» are one address. */
export function normaliseAddress(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/** The cache's key: a hash, so the cache holds no address a query could find. */
export const addressKey = (text: string) => createHash("sha256").update(normaliseAddress(text)).digest("hex");

const isLatitude = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= 90;
const isLongitude = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= 180;

/**
 * Reads a BAN answer (GeoJSON FeatureCollection, coordinates [lon, lat], properties.citycode
 * and score) or a Nominatim one (an array of places with lat/lon as strings), by its shape.
 */
export function readGeocoderAnswer(body: unknown): GeocodeResult {
  if (body && typeof body === "object" && (body as { type?: unknown }).type === "FeatureCollection") {
    const features = (body as { features?: unknown }).features;
    const feature = Array.isArray(features)
      ? (features[0] as { geometry?: { coordinates?: unknown }; properties?: Record<string, unknown> } | undefined)
      : undefined;
    if (!feature) return null;
    const [longitude, latitude] = Array.isArray(feature.geometry?.coordinates) ? (feature.geometry.coordinates as unknown[]) : [];
    const score = feature.properties?.score;
    if (!isLatitude(latitude) || !isLongitude(longitude)) return null;
    if (typeof score === "number" && score < BAN_MIN_SCORE) return null;
    const citycode = feature.properties?.citycode;
    return { latitude, longitude, citycode: typeof citycode === "string" && /^[0-9AB]{5}$/.test(citycode) ? citycode : null, data: feature };
  }
  if (Array.isArray(body)) {
    const place = body[0] as { lat?: unknown; lon?: unknown } | undefined;
    if (!place) return null;
    const latitude = Number(place.lat);
    const longitude = Number(place.lon);
    if (place.lat == null || place.lon == null || !isLatitude(latitude) || !isLongitude(longitude)) return null;
    return { latitude, longitude, citycode: null, data: place };
  }
  throw new GeocoderUnavailable("unexpected answer", "ANSWER");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A BAN-compatible (api-adresse.data.gouv.fr/search/) or Nominatim-compatible (/search) client.
 * Requests leave one at a time, at least minIntervalMs apart (Nominatim's policy: one a second),
 * each cut off after timeoutMs.
 */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  let turn: Promise<unknown> = Promise.resolve();
  let nextAt = 0;

  async function request(query: string): Promise<GeocodeResult> {
    const wait = nextAt - Date.now();
    if (wait > 0) await sleep(wait);
    const url = new URL(config.url);
    url.searchParams.set("q", query.slice(0, MAX_QUERY_LENGTH));
    url.searchParams.set("limit", "1");
    if (config.kind === "nominatim") {
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("addressdetails", "1");
      url.searchParams.set("countrycodes", "fr");
    }
    try {
      const response = await fetch(url, {
        headers: { Accept: "application/json", "Accept-Language": "fr", "User-Agent": config.userAgent },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) throw new GeocoderUnavailable("answer too large", "ANSWER");
      const text = await response.text();
      // 4xx: this query is refused (too long, not an address); another would not be.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) return null;
      if (!response.ok) throw new GeocoderUnavailable(`status ${response.status}`, String(response.status));
      if (text.length > MAX_ANSWER_BYTES) throw new GeocoderUnavailable("answer too large", "ANSWER");
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new GeocoderUnavailable("answer is not JSON", "ANSWER");
      }
      return readGeocoderAnswer(body);
    } catch (error) {
      if (error instanceof GeocoderUnavailable) throw error;
      const timeout = (error as { name?: string }).name === "TimeoutError";
      throw new GeocoderUnavailable(timeout ? "timeout" : "unreachable", timeout ? "TIMEOUT" : "NETWORK");
    } finally {
      nextAt = Date.now() + config.minIntervalMs;
    }
  }

  return {
    geocode(query) {
      const answer = turn.then(() => request(query));
      turn = answer.catch(() => undefined);
      return answer;
    },
  };
}

/** One client per configuration: its pace holds across the task's runs. */
const clients = new WeakMap<GeocoderConfig, Geocoder>();
export function geocoderFor(config: GeocoderConfig): Geocoder {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = createGeocoder(config)));
  return client;
}
