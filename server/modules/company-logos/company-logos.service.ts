import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { companyLogos } from "../../db/schema";
import { fetchPublicAddress, NotPublicAddress } from "../../lib/public-address-fetch";

/** Served square, twice the drawer's 32 CSS pixels (sharp on high-density screens). */
export const LOGO_PIXELS = 64;
/** A name the service had no logo for is asked again after this many days (a firm may get one). */
export const LOGO_MISS_DAYS = 30;
/** After the service failed (down, slow), the same name waits this long before it is asked again. */
const FAILURE_BACKOFF_MS = 10 * 60_000;
/** A logo is a few kilobytes; beyond this it is not one. */
const MAX_LOGO_BYTES = 2_000_000;
/** Longer than any company's name: refused (400) before anything is asked. */
export const MAX_COMPANY_NAME_LENGTH = 200;

/** «Clinique Saint-Joseph», «CLINIQUE SAINT JOSEPH» and «clinique saint-joseph » share one logo. */
export function companyKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .slice(0, MAX_COMPANY_NAME_LENGTH);
}

type LogoConfig = NonNullable<Config["logos"]>;

class LogoServiceUnavailable extends Error {
  override name = "LogoServiceUnavailable";
}

async function download(url: string, timeoutMs: number): Promise<{ type: string; bytes: Buffer } | null> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "image/*, application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new LogoServiceUnavailable();
  }
  // 4xx: no logo for this name (a 429 is the service's trouble, not the name's).
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return null;
  if (!response.ok) throw new LogoServiceUnavailable();
  if (Number(response.headers.get("content-length") ?? 0) > MAX_LOGO_BYTES) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_LOGO_BYTES) return null;
  return { type: response.headers.get("content-type") ?? "", bytes };
}

/**
 * The picture at an address an autocomplete named. On the service's own host it is trusted as
 * the service is (the operator chose it); elsewhere it must be a public address (no loopback,
 * private network or cloud metadata) and is not followed through redirects. Refused or not
 * found: no logo; unreachable: as a failing service (asked again later).
 */
async function downloadNamedAddress(address: string, serviceTemplate: string, timeoutMs: number): Promise<{ type: string; bytes: Buffer } | null> {
  // URL.parse (Node 22) is not in Node 20: an address that does not parse is no logo.
  let host: string;
  try {
    host = new URL(address).host;
  } catch {
    return null;
  }
  if (host === new URL(serviceTemplate.replaceAll("{name}", "x")).host) return download(address, timeoutMs);
  const answer = await fetchPublicAddress(address, { timeoutMs, maxBytes: MAX_LOGO_BYTES, accept: "image/*" }).catch((error: unknown) => {
    if (error instanceof NotPublicAddress) return null;
    throw new LogoServiceUnavailable();
  });
  if (!answer) return null;
  const { status, type, bytes } = answer;
  if (status >= 500 || status === 429) throw new LogoServiceUnavailable();
  return status >= 200 && status < 300 && bytes ? { type, bytes } : null;
}

/** A JSON answer (an autocomplete such as Clearbit's): the first suggestion's logo address. */
function logoAddressIn(bytes: Buffer): string | null {
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
  const list = Array.isArray(body) ? body : [body];
  for (const item of list) {
    if (!item || typeof item !== "object") continue;
    const record = item as Record<string, unknown>;
    const address = [record.logo, record.logoUrl, record.image].find((value): value is string => typeof value === "string" && /^https?:\/\//i.test(value));
    if (address) return address;
  }
  return null;
}

/**
 * Asks the logo service for a company: LOGO_SERVICE_URL with {name} answers an image, or JSON
 * naming the image's address. Whatever comes back is redrawn by sharp as a small PNG: no SVG
 * script, no metadata, no oversized picture reaches a staff browser. null: no logo.
 */
export async function fetchCompanyLogo(config: LogoConfig, name: string): Promise<Buffer | null> {
  const first = await download(config.urlTemplate.replaceAll("{name}", encodeURIComponent(name.trim())), config.timeoutMs);
  if (!first) return null;
  let image = first;
  if (/json/i.test(first.type)) {
    const address = logoAddressIn(first.bytes);
    const second = address ? await downloadNamedAddress(address, config.urlTemplate, config.timeoutMs) : null;
    if (!second) return null;
    image = second;
  }
  try {
    // Decoded on libuv's threads, bounded in pixels and in time (decision 0054).
    return await sharp(image.bytes, { limitInputPixels: 4096 * 4096, failOn: "error" })
      .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .timeout({ seconds: 10 })
      .toBuffer();
  } catch {
    return null; // not an image
  }
}

/** Per database (tests open several in one process): the requests under way, the names whose request failed lately. */
const states = new WeakMap<Db, { inFlight: Map<string, Promise<Buffer | null>>; failedUntil: Map<string, number> }>();
function stateOf(db: Db) {
  let state = states.get(db);
  if (!state) states.set(db, (state = { inFlight: new Map(), failedUntil: new Map() }));
  return state;
}

/**
 * The company's logo from the cache (company_logos), fetched from the service the first time
 * only. Several drawers asking at once share one request; a failing service is left alone for
 * a while and the drawer shows the initials meanwhile.
 */
export async function companyLogo(db: Db, config: LogoConfig, name: string): Promise<Buffer | null> {
  const key = companyKey(name);
  if (!key) return null;
  const [cached] = await db
    .select({ bytes: companyLogos.bytes, fresh: sql<boolean>`${companyLogos.fetchedAt} > now() - make_interval(days => ${LOGO_MISS_DAYS})` })
    .from(companyLogos)
    .where(eq(companyLogos.key, key));
  if (cached?.bytes) return cached.bytes;
  if (cached?.fresh) return null;
  const { inFlight, failedUntil } = stateOf(db);
  if ((failedUntil.get(key) ?? 0) > Date.now()) return null;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const bytes = await fetchCompanyLogo(config, name);
        await db
          .insert(companyLogos)
          .values({ key, bytes })
          .onConflictDoUpdate({ target: companyLogos.key, set: { bytes, fetchedAt: sql`now()` } });
        return bytes;
      } catch (error) {
        if (!(error instanceof LogoServiceUnavailable)) throw error;
        failedUntil.set(key, Date.now() + FAILURE_BACKOFF_MS);
        return null;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, pending);
  }
  return pending;
}
