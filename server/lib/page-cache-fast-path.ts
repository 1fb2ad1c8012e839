import type { IncomingMessage, ServerResponse } from "node:http";
import { requestLogger, type Logger } from "./logger";
import { preferredEncoding, type Encoding } from "./compression";
import { bodyFor, countSend, pageCacheKey, type PageCache } from "./page-cache";
import { sessionCookieTest } from "./http";
import { etagMatches } from "./http-caching";

/**
 * Cached pages answered from node:http itself, before Hono builds a Request, runs the
 * middleware chain, looks for a static file on disk and copies a Response back (measured: a
 * hit cost 10 to 30 times what Node needs to write the same bytes). A hit here is a lookup
 * and one write of bytes compressed when the page was stored (decision 0034).
 *
 * Only what the app would answer from the cache is answered here: a GET without the session
 * cookie, for an entry the app has already sent once (whose headers it recorded then). Anything
 * else, including an address the app refuses (a NUL), goes on to the app.
 */
export function pageCacheFastPath({ cache, sessionCookie, logger }: { cache: PageCache; sessionCookie: string; logger: Logger }) {
  const signedIn = sessionCookieTest(sessionCookie);
  const encodings = memoizedEncodings();
  const logRequest = requestLogger(logger);
  return function serveFromCache(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url, headers } = request;
    if (method !== "GET" || !url?.startsWith("/") || /%00/.test(url) || signedIn(headers.cookie)) return false;
    const started = performance.now();
    let target: URL;
    try {
      // Read as the app reads it (@hono/node-server appends the target to the origin): resolved
      // against a base, `//other.host/contact` or `/\other.host/contact` would be `/contact`.
      target = new URL(`http://cache${url}`);
    } catch {
      return false; // the app answers malformed targets
    }
    const page = cache.get(pageCacheKey(target));
    if (!page?.sentHeaders) return false;
    let status = 304;
    if (etagMatches(headers["if-none-match"], page.etag)) {
      // The client's copy is this page: the app's 304, the same headers without a body.
      response.writeHead(status, [...page.sentHeaders.flat(), "X-Page-Cache", "hit"]);
      response.end();
    } else {
      const encoding = encodings(headers["accept-encoding"]);
      const body = bodyFor(page, encoding);
      status = page.status;
      response.writeHead(status, headFor(page.sentHeaders, encoding, body));
      response.end(body);
      countSend(page);
    }
    // The app's request log, the same line: the path only, never the query string.
    logRequest({ method, path: target.pathname, status, ms: Math.round(performance.now() - started) });
    return true;
  };
}

/** The headers sent with each stored body, built at its first hit: the same list every time after. */
const heads = new WeakMap<Uint8Array, string[]>();

function headFor(sentHeaders: [string, string][], encoding: Encoding | null, body: Uint8Array): string[] {
  let head = heads.get(body);
  if (!head) {
    head = sentHeaders.flat();
    if (encoding) head.push("Content-Encoding", encoding);
    head.push("Content-Length", String(body.byteLength), "X-Page-Cache", "hit");
    heads.set(body, head);
  }
  return head;
}

/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
function memoizedEncodings(limit = 64) {
  const known = new Map<string | undefined, Encoding | null>();
  return (header: string | undefined) => {
    let encoding = known.get(header);
    if (encoding === undefined) {
      encoding = preferredEncoding(header);
      if (known.size < limit) known.set(header, encoding);
    }
    return encoding;
  };
}
