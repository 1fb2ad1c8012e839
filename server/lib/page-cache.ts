import { compress, type Encoding } from "./compression";

/**
 * Whole-page HTML cache for visitors (no session): server rendering costs milliseconds of
 * CPU per page, a cached page almost nothing. Pages differ only by URL for visitors (consent
 * and staff tools are client-side), so the URL is the key.
 *
 * Each entry keeps its bytes compressed once (brotli, gzip) and the CSP nonce it was rendered
 * with: a hit writes stored bytes and sends that nonce in its policy (decision 0014).
 *
 * Freshness: a successful staff write to the API empties the cache (content edits are rare and
 * go through the API), and entries expire after a few minutes anyway (dates, new offers).
 */
export type CachedPage = {
  bodies: Record<Encoding | "identity", Uint8Array<ArrayBuffer>>;
  nonce: string;
  status: number;
  headers: [string, string][];
  storedAt: number;
};

/** The entry for a rendered page: its bytes as sent to each kind of client. */
export async function cachedPage(html: string, page: Omit<CachedPage, "bodies">): Promise<CachedPage> {
  const identity = new TextEncoder().encode(html);
  const [br, gzip] = await Promise.all([compress(identity, "br", "stored"), compress(identity, "gzip", "stored")]);
  return { ...page, bodies: { identity, br, gzip } };
}

export function createPageCache({ maxEntries = 500, ttlMs = 5 * 60_000 } = {}) {
  const pages = new Map<string, CachedPage>();
  return {
    get(key: string, now = Date.now()): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now - page.storedAt > ttlMs) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set(key: string, page: CachedPage) {
      pages.delete(key);
      pages.set(key, page);
      // Oldest first out: Map keeps insertion order.
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    },
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
