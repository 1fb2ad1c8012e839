/**
 * Whole-page HTML cache for visitors (no session): server rendering costs milliseconds of
 * CPU per page, a cached page almost nothing. Pages differ only by URL for visitors (consent
 * and staff tools are client-side), so the URL is the key. The CSP nonce rendered into the
 * cached HTML is swapped for the request's own on every hit.
 *
 * Freshness: a successful staff write to the API empties the cache (content edits are rare and
 * go through the API), and entries expire after a few minutes anyway (dates, new offers).
 */
export type CachedPage = { html: string; nonce: string; status: number; headers: [string, string][]; storedAt: number };

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

/** The cached HTML with this request's nonce in place of the one it was rendered with. */
export const withNonce = (page: CachedPage, nonce: string) => (page.nonce ? page.html.split(page.nonce).join(nonce) : page.html);
