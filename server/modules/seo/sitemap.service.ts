import type { AppDeps } from "../../app-deps";
import { getSiteMap } from "../site-map/site-map.service";
import { listOfferPaths } from "../offers/offers.service";
import { listPublicPageFamilies } from "./public-pages.service";
import type { SiteMapEntry } from "../../../common/site-map";
import { canonicalPath } from "../../../common/canonical-path";

/** Pages that exist but are not for search engines. */
const NOT_INDEXED = new Set(["/cookies-requis"]);

/**
 * Every public page: the app's parameterless routes plus the served pages the site map
 * links to (agency pages and the like), and the pages of database rows (published offers:
 * archived ones answer 410 and leave the sitemap).
 */
export async function sitemapUrls({ db, served }: Pick<AppDeps, "db" | "served">): Promise<string[]> {
  const fromMap: string[] = [];
  const walk = (entries: SiteMapEntry[]) => {
    for (const entry of entries) {
      if (!entry.isExternal && entry.href && served.isServed(entry.href)) fromMap.push(entry.href);
      walk(entry.children);
    }
  };
  walk(await getSiteMap(db));
  const [families, offers] = await Promise.all([listPublicPageFamilies({ db, served }), listOfferPaths(db)]);
  const fromDatabase = [...Object.values(families).flatMap((links) => links.map((link) => link.href)), ...offers.filter((path) => served.isServed(path))];
  const paths = [...served.staticPaths.filter((p) => !p.startsWith("/admin")), ...fromMap, ...fromDatabase].filter((p) => !NOT_INDEXED.has(p));
  return [...new Set(paths.map(canonicalPath))].sort();
}
