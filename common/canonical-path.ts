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
