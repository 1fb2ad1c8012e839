import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, headers cost more than what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;

// Every text: JSON and XML with their «+json»/«+xml» kinds too (the news feed is
// application/rss+xml, which went out uncompressed: issue 50).
export const COMPRESSIBLE = /^(text\/|application\/(javascript|([\w.-]+\+)?(json|xml))\b|image\/svg\+xml)/i;

/** The encoding to answer with, from the client's Accept-Encoding (q=0 means refused). */
export function preferredEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return null;
}

/**
 * "stored": once, for bytes served many times (cached pages): the smallest output.
 * "live": per response (API answers, personal pages): fast enough not to cost more than it saves.
 */
export async function compress(bytes: Uint8Array, encoding: Encoding, effort: "stored" | "live"): Promise<Uint8Array<ArrayBuffer>> {
  // A small live answer (an API's JSON) is compressed here, in a fraction of a millisecond. In
  // libuv's thread pool it waited behind the compression of every page just rendered: after a
  // flood of renders, search_positions fell to 11 answers a second (bench/pages.mjs).
  if (effort === "live" && bytes.byteLength <= SYNC_COMPRESSION_MAX_BYTES) return compressHere(bytes, encoding, effort);
  const options = compressionOptions(bytes, effort);
  const out = encoding === "gzip" ? await gzipAsync(bytes, options.gzip) : await brotli(bytes, options.brotli);
  return asBytes(out);
}

/** The same, on the main thread: for one-off work too small to be worth a trip to the thread pool. */
export function compressHere(bytes: Uint8Array, encoding: Encoding, effort: "stored" | "live"): Uint8Array<ArrayBuffer> {
  const options = compressionOptions(bytes, effort);
  return asBytes(encoding === "gzip" ? gzipSync(bytes, options.gzip) : brotliCompressSync(bytes, options.brotli));
}

function compressionOptions(bytes: Uint8Array, effort: "stored" | "live") {
  // One output chunk for the whole answer: the default 16 KB chunks cost a callback and a copy
  // each on the main thread (1 ms for a 150 KB page).
  const chunkSize = Math.max(constants.Z_DEFAULT_CHUNK, bytes.byteLength);
  return {
    gzip: { level: effort === "stored" ? 9 : 6, chunkSize },
    brotli: {
      chunkSize,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === "stored" ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  };
}

const asBytes = (out: Buffer) => new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);

/** Up to this size a live answer is compressed on the main thread (brotli 5: under 1 ms). */
const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/** Adds a request header to Vary, once. */
export function addVary(headers: Headers, name: string) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", name);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  )
    headers.set("Vary", `${vary}, ${name}`);
}

/** Adds the Vary: Accept-Encoding that any response whose bytes depend on it must carry. */
export const varyOnEncoding = (headers: Headers) => addVary(headers, "Accept-Encoding");

/**
 * Compresses text answers (HTML, JSON, XML) that were not compressed already: cached pages
 * and built assets arrive with their stored bytes and Content-Encoding set, and are let through.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    // The body last: asking for it turns @hono/node-server's light answer into a whole Response.
    if (res.headers.has("Content-Encoding") || !COMPRESSIBLE.test(type) || c.req.method === "HEAD" || !res.body) return;
    if (res.status < 200 || res.status === 204 || res.status === 206 || (res.status >= 300 && res.status < 400)) return;
    varyOnEncoding(res.headers);
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const small = bytes.byteLength < MIN_COMPRESSED_BYTES;
    c.res = new Response(small ? bytes : await compress(bytes, encoding, "live"), res);
    // Hono copies the previous answer's headers onto the new one: fix what changed after.
    c.res.headers.delete("Content-Length");
    if (!small) c.res.headers.set("Content-Encoding", encoding);
  };
}
