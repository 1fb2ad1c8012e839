// The links of the crawled pages, checked once per run: internal ones asked of the app itself
// (following its redirects), external ones of their hosts, a few at a time and with a timeout.
import type { LinkEntry } from "../../db/schema/reports";
import type { ExternalFetch, SiteFetch } from "./site-fetch";

/** External hosts are other people's servers: a few at a time, and never long. */
export const EXTERNAL_CONCURRENCY = 4;
export const EXTERNAL_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 5;
/** A crawl of the whole site fits in a few minutes of the render budget. */
const MAX_RENDER_WAITS = 10;

export type GetPage = (pathAndQuery: string) => Promise<Response>;

/** At most `limit` promises of the returned runner are pending at once. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

const networkFailure = (url: string, error: unknown): LinkEntry => {
  const e = error as { name?: string; cause?: { code?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError")
    return { url, status: 0, error: "Délai dépassé", tip: `Aucune réponse en ${EXTERNAL_TIMEOUT_MS / 1000} s` };
  const code = e?.cause?.code;
  return { url, status: 0, error: "Connexion impossible", ...(code && { tip: `Erreur réseau ${code}` }) };
};

/** A page of the app, asked as a browser would; a refusal for the render budget is waited out. */
export function politePageFetch(site: SiteFetch, origin: string, wait: (ms: number) => Promise<void>): GetPage {
  return async (pathAndQuery) => {
    for (let attempt = 1; ; attempt++) {
      const response = await site(new Request(origin + pathAndQuery, { headers: { Accept: "text/html", "User-Agent": "alto-reports" } }));
      // The crawl is one client to the app's render budget (RENDER_BUDGET_PER_MINUTE): it
      // waits its turn like a polite robot rather than recording the pause as a broken page.
      if (response.status !== 429 || attempt > MAX_RENDER_WAITS) return response;
      await response.body?.cancel().catch(() => undefined);
      const seconds = Math.min(60, Math.max(1, Number(response.headers.get("Retry-After")) || 60));
      await wait(seconds * 1000);
    }
  };
}

/** An external address, checked once per run whatever the pages that link to it. */
function externalChecker(external: ExternalFetch) {
  const cache = new Map<string, Promise<LinkEntry>>();
  const run = limiter(EXTERNAL_CONCURRENCY);
  let checked = 0;
  const check = (url: string): Promise<LinkEntry> => {
    let entry = cache.get(url);
    if (!entry) {
      entry = run(async () => {
        checked += 1;
        try {
          const init = { redirect: "follow" as const, signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS), headers: { "User-Agent": "alto-reports" } };
          let response = await external(url, { ...init, method: "HEAD" });
          // Some servers refuse HEAD: ask again the way a browser would.
          if (response.status === 405 || response.status === 501) response = await external(url, { ...init, method: "GET" });
          await response.body?.cancel().catch(() => undefined);
          const tip = response.redirected && response.url && response.url !== url ? { tip: `Redirection vers ${response.url}` } : {};
          return response.status === 200 ? { url, status: 200, ...tip } : { url, status: response.status, error: `Réponse ${response.status}`, ...tip };
        } catch (error) {
          return networkFailure(url, error);
        }
      });
      cache.set(url, entry);
    }
    return entry;
  };
  return { check, checked: () => checked };
}

/** An address of the app, its redirects followed (to another host: checked as external). */
async function followInternal(
  getPage: GetPage,
  origin: string,
  checkExternal: (url: string) => Promise<LinkEntry>,
  href: string,
  pathAndQuery: string,
): Promise<LinkEntry> {
  let current = pathAndQuery;
  let tip: string | undefined;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await getPage(current);
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get("Location");
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, origin + current);
        tip = `Redirection vers ${next.origin === origin ? next.pathname + next.search : next.href}`;
        if (next.origin !== origin) return { ...(await checkExternal(next.href)), url: href, tip };
        current = next.pathname + next.search;
        continue;
      }
      const base = { url: href, status: response.status, ...(tip && { tip }) };
      return response.status === 200 ? base : { ...base, error: response.status === 404 ? "Page introuvable" : `Réponse ${response.status}` };
    }
    return { url: href, status: 310, tip, error: "Trop de redirections" };
  } catch (error) {
    return { url: href, status: 0, error: "La page n'a pas pu être générée", tip: (error as Error)?.name };
  }
}

/**
 * The checker of one run: `check` gives a link's entry as the page wrote it (null for links
 * nobody follows: anchors, mail, phone); `externalChecked` counts the external hosts asked.
 */
export function linkChecker(getPage: GetPage, external: ExternalFetch, origin: string) {
  const internalCache = new Map<string, Promise<LinkEntry>>();
  const externals = externalChecker(external);

  const checkInternal = (href: string, pathAndQuery: string): Promise<LinkEntry> => {
    let entry = internalCache.get(pathAndQuery);
    if (!entry) {
      entry = followInternal(getPage, origin, externals.check, href, pathAndQuery);
      internalCache.set(pathAndQuery, entry);
    }
    // Cached by address; the entry shows the href as the page wrote it.
    return entry.then((found) => ({ ...found, url: href }));
  };

  const check = (href: string, pageUrl: string): Promise<LinkEntry> | null => {
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data|sms):/i.test(href)) return null;
    let target: URL;
    try {
      target = new URL(href, pageUrl);
    } catch {
      return Promise.resolve({ url: href, status: 0, error: "Adresse invalide" });
    }
    if (target.origin === origin) return checkInternal(href, target.pathname + target.search);
    if (target.protocol !== "http:" && target.protocol !== "https:") return null;
    target.hash = "";
    return externals.check(target.href).then((found) => ({ ...found, url: href }));
  };

  return { check, externalChecked: externals.checked };
}
