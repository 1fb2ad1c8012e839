/**
 * The one address of a public page: lower case, no trailing slash (except the home page).
 * `/CONTACT` and `/contact/` answer 301 to `/contact`; canonical links, the sitemap and the
 * menus use this form. Percent escapes keep their case (`%C3%A9` is `é`, not upper case).
 */
export function canonicalPath(path: string): string {
  const lowered = path.replace(/(%[0-9a-f]{2})|[^%]+/gi, (part, escape: string | undefined) => escape ?? part.toLowerCase());
  return lowered.length > 1 ? lowered.replace(/\/+$/, "") || "/" : lowered;
}

/**
 * A path whose first segment is empty or an encoded slash or backslash (`//host/…`, `/\host`,
 * which URL parsing turns into `//host`, `/%2Fhost`, `/%5Chost`). No page lives there, and
 * written into a Location such a path (or what a proxy decodes it into) names another site:
 * it is never redirected (issue 45).
 */
export const namesAnotherHost = (path: string) => /^\/(?:[/\\]|%2f|%5c)/i.test(path);

/**
 * Lists shown a page at a time, each reading its page from `?page=` (readOfferSearch,
 * readCatalogueSearch, readEditorialSearch, the training catalogue's reader).
 */
const PAGINATED_PATHS = new Set([
  "/nos-offres",
  "/catalogue-fiches-metier",
  "/notre-actu",
  "/notre-actu/temoignages",
  "/presse",
  "/nos-prestations/formations/catalogue",
]);

/**
 * The canonical address of a page (path and query): page N of a list is its own page, so its
 * `page` is kept when past the first (written as the readers read it: `?page=02` is page 2);
 * every other parameter (a search, a filter, a tracking tag) is dropped.
 */
export function canonicalAddress(pathname: string, search = ""): string {
  const path = canonicalPath(pathname);
  if (!PAGINATED_PATHS.has(path)) return path;
  const page = Number(new URLSearchParams(search).get("page")?.trim() || 1);
  return Number.isSafeInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}
