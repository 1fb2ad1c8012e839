/**
 * The one address of a public page: lower case, no trailing slash (except the home page).
 * `/CONTACT` and `/contact/` answer 301 to `/contact`; canonical links, the sitemap and the
 * menus use this form. Percent escapes keep their case (`%C3%A9` is `é`, not upper case).
 */
export function canonicalPath(path: string): string {
  const lowered = path.replace(/(%[0-9a-f]{2})|[^%]+/gi, (part, escape: string | undefined) => escape ?? part.toLowerCase());
  return lowered.length > 1 ? lowered.replace(/\/+$/, "") || "/" : lowered;
}
