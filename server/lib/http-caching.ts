import { createHash } from "node:crypto";

/**
 * HTTP caching of what the site sends (decision 0067): who may keep an answer, for how long,
 * and when a client's copy is still good (304).
 */

/**
 * Anonymous public pages (those the page cache stores): a browser asks again each time (and
 * gets a 304 while the page is unchanged); a shared cache (CDN, reverse proxy) keeps the page a
 * minute, answers from it a few more minutes while it asks us again in the background, and a
 * day while we are down. A minute bounds how long a staff edit takes to show behind a proxy
 * that cannot be purged; the page cache itself is emptied at once (content-changes.ts).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400";

/**
 * A page's validator: a hash of its uncompressed bytes, weak because the bytes on the wire
 * differ per encoding. The bytes hold the CSP nonce, so a page rendered again gets another
 * validator even when its text did not change: a 304 must never pair a kept body with another
 * nonce's policy.
 */
export function bodyEtag(bytes: Uint8Array): string {
  return `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
}

/** A static file's validator, from what its answer already says: its length and modification time. */
export function fileEtag(size: string, lastModified: string): string {
  return `W/"${Number(size).toString(36)}-${(Date.parse(lastModified) / 1000).toString(36)}"`;
}

/** Whether If-None-Match names this validator (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Whether the client's copy is current: If-None-Match when sent (it wins), else
 * If-Modified-Since against Last-Modified (one-second precision, as HTTP dates have).
 */
export function isNotModified(request: Headers, validators: { etag?: string | null; lastModified?: string | null }): boolean {
  const ifNoneMatch = request.get("If-None-Match");
  if (ifNoneMatch) return !!validators.etag && etagMatches(ifNoneMatch, validators.etag);
  const since = Date.parse(request.get("If-Modified-Since") ?? "");
  const modified = Date.parse(validators.lastModified ?? "");
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/** Headers that describe the bytes of a body: a 304 has none. */
const BODY_HEADERS = ["Content-Length", "Content-Encoding", "Content-Range", "Accept-Ranges"];

export function dropBodyHeaders(headers: Headers) {
  for (const name of BODY_HEADERS) headers.delete(name);
}

/** The 304 for an answer whose body the client already has: the same headers, less the body's own. */
export function notModifiedFrom(headers: Headers): Response {
  const kept = new Headers(headers);
  dropBodyHeaders(kept);
  return new Response(null, { status: 304, headers: kept });
}
