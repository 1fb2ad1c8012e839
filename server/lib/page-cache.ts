import { compress, compressHere, type Encoding } from "./compression";
import { bodyEtag } from "./http-caching";
import { CONTENT_COPY_TTL_MS } from "./content-changes";
import { EMPTY_OFFER_SEARCH } from "../../common/offer-search";

/**
 * Whole-page HTML cache for visitors (no session): server rendering costs milliseconds of
 * CPU per page, a cached page almost nothing. Pages differ only by URL for visitors (consent
 * and staff tools are client-side), so the URL is the key.
 *
 * Each entry keeps its bytes compressed once per encoding and the CSP nonce it was rendered
 * with: a hit writes stored bytes and sends that nonce in its policy (decision 0014). Once the
 * app has answered with an entry, the entry also keeps the headers that answer carried, so
 * later hits can be written straight to the socket (page-cache-fast-path.ts, decision 0034).
 *
 * Freshness: a successful staff write to the API empties the cache (content edits are rare and
 * go through the API), and entries expire after a few minutes anyway (dates, new offers).
 */
export type CachedPage = {
  /** Each encoding is made when a client first asks for it (`bodyFor`). */
  bodies: { identity: Uint8Array<ArrayBuffer> } & Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  nonce: string;
  status: number;
  headers: [string, string][];
  storedAt: number;
  /** Its validator (http-caching.ts), also among `headers`: a client holding these bytes gets a 304. */
  etag: string;
  /** The headers of the app's first answer with this entry, less those that depend on the encoding. */
  sentHeaders?: [string, string][];
  /** How many times the entry was sent: its brotli bytes are made smallest once it is read (`countSend`). */
  sends: number;
};

/**
 * How each encoding is first made: brotli at the quick level (2 ms for the home page, already
 * smaller than gzip -9), gzip at its smallest (as quick). Most entries of rarely read pages are
 * never asked for again and are not worth brotli 11 (120 ms), nor a gzip nobody asks for: nearly
 * every browser takes brotli, and making both cost each render a tenth of its CPU (bench).
 */
const FIRST_EFFORT = { br: "live", gzip: "stored" } as const;

/** The entry for a rendered page (its UTF-8 bytes), compressed for the client that asked for it. */
export async function cachedPage(
  identity: Uint8Array<ArrayBuffer>,
  page: Omit<CachedPage, "bodies" | "sends" | "etag">,
  encoding: Encoding | null,
): Promise<CachedPage> {
  const bodies: CachedPage["bodies"] = { identity };
  if (encoding) bodies[encoding] = await compress(identity, encoding, FIRST_EFFORT[encoding]);
  const etag = bodyEtag(identity);
  return { ...page, headers: [...page.headers, ["ETag", etag]], etag, bodies, sends: 0 };
}

/** The entry's bytes for a client; another encoding is made here the first time it is asked for. */
export function bodyFor(page: CachedPage, encoding: Encoding | null): Uint8Array<ArrayBuffer> {
  if (!encoding) return page.bodies.identity;
  return (page.bodies[encoding] ??= compressHere(page.bodies.identity, encoding, FIRST_EFFORT[encoding]));
}

/**
 * How many sends make a page one people read, worth brotli 11: about ten renders of CPU (220 ms
 * for the home page, in the thread pool) for bytes 12 % smaller than the quick level's. When it
 * was made at the second send, an address asked for twice (as a crawler or a script may ask for
 * every one) cost ten times its render: in bench/pages.mjs, renders of addresses each asked for
 * twice kept the thread pool busy on a whole core. The home page under load gets there at once.
 */
export const SENDS_BEFORE_SMALLEST = 20;

/** Counts a send; a page sent often enough gets brotli 11 in the background, swapped in when ready. */
export function countSend(page: CachedPage) {
  page.sends += 1;
  if (page.sends !== SENDS_BEFORE_SMALLEST) return;
  compress(page.bodies.identity, "br", "stored").then(
    (smallest) => (page.bodies.br = smallest),
    () => undefined, // the quick bytes stay: they are correct, only larger
  );
}

/** Headers that differ per answer of one entry: set on each send, never stored. */
const PER_SEND_HEADERS = new Set(["content-encoding", "content-length", "date", "x-page-cache"]);

/** Keeps what the app sent with an entry, for the fast path to send the same. */
export function recordSentHeaders(page: CachedPage, headers: Headers) {
  page.sentHeaders ??= [...headers].filter(([name]) => !PER_SEND_HEADERS.has(name.toLowerCase()));
}

export function createPageCache({ maxEntries = 500, ttlMs = CONTENT_COPY_TTL_MS } = {}) {
  const pages = new Map<string, CachedPage>();
  // Counts clears: a page rendered from content read before one is not stored after it.
  let generation = 0;
  return {
    get(key: string, now = Date.now()): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (now - page.storedAt > ttlMs) return undefined;
      // Moved to the newest end: a flood of one-off addresses evicts them, not the pages people read.
      pages.set(key, page);
      return page;
    },
    /** `renderedIn`: the generation when the page's render began; an older one is not stored. */
    set(key: string, page: CachedPage, renderedIn = generation) {
      if (renderedIn !== generation) return;
      pages.delete(key);
      pages.set(key, page);
      // Least recently read first out: Map keeps insertion order.
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    },
    clear: () => {
      generation += 1;
      pages.clear();
    },
    get generation() {
      return generation;
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The query parameters a page reads (the offer search, the job sheets' and recruiters'
 * filters, the links of e-mails and sign-in providers) and React Router's own (`_routes` of data requests; `paths` and `version` of
 * `/__manifest`, whose answer depends on them). Any other parameter (`utm_*`, a random
 * string) changes nothing: it shares the entry of the page without it, so a random query
 * string cannot force a render per request.
 */
const PAGE_PARAMETERS = new Set([
  ...Object.keys(EMPTY_OFFER_SEARCH),
  "type",
  "departement",
  "token",
  "code",
  "state",
  "_routes",
  "paths",
  "version",
  // The blog's and press's tag filter (common/editorial.ts).
  "tags",
  // The training catalogue's search (app/components/trainings/catalogue-search.ts).
  ...["recherche", "thematiques", "durees", "niveaux", "modalites", "limite"],
]);

export function pageCacheKey(url: URL): string {
  const kept = [...url.searchParams]
    .filter(([name]) => PAGE_PARAMETERS.has(name))
    .sort(([a, aValue], [b, bValue]) => a.localeCompare(b) || aValue.localeCompare(bValue));
  return kept.length > 0 ? `${url.pathname}?${new URLSearchParams(kept)}` : url.pathname;
}

/**
 * One render per key at a time: requests arriving while a page renders wait for that render
 * and share its entry instead of rendering it again (a burst on a cold page costs one render).
 */
export function createRenderQueue() {
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return {
    /** The entry being rendered for this key, if any (null when it could not be stored). */
    pending: (key: string) => rendering.get(key),
    async run(key: string, render: () => Promise<{ page: CachedPage | null; response: Response }>): Promise<Response | CachedPage> {
      let settle!: (page: CachedPage | null) => void;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const { page, response } = await render();
        settle(page);
        return page ?? response;
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        rendering.delete(key);
      }
    },
  };
}
