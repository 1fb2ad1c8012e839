import type { AppDeps } from "../../app-deps";
import { getSiteMap } from "../branding/site-map.service";
import { listPublishedServicePages } from "../content/service-pages.service";
import { listJobProfilePaths } from "../jobs/job-profiles.service";
import { listPositionPaths } from "../positions/positions.service";
import { independents } from "../../db/schema";
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
  const [servicePages, jobProfiles, recruiters, offers] = await Promise.all([
    listPublishedServicePages(db),
    listJobProfilePaths(db),
    db.select({ slug: independents.slug }).from(independents),
    listPositionPaths(db),
  ]);
  const fromDatabase = [
    ...servicePages.map((page) => `/nos-prestations/${page.slug}`),
    ...jobProfiles,
    ...recruiters.map((recruiter) => `/nos-recruteurs/${recruiter.slug}`),
    ...offers,
  ].filter((path) => served.isServed(path));
  const paths = [...served.staticPaths.filter((p) => !p.startsWith("/admin")), ...fromMap, ...fromDatabase].filter((p) => !NOT_INDEXED.has(p));
  return [...new Set(paths.map(canonicalPath))].sort();
}
