import { asc, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { cityPages, independents } from "../../db/schema";
import { listPublishedServicePages } from "../content/service-pages.service";
import { listJobProfileLinks } from "../job-profiles/job-profiles.service";
import { LANDING_SLUGS } from "../../../common/landing-routes";
import type { PageLink, PublicPageFamilies } from "../../../common/public-pages";

type Deps = Pick<AppDeps, "db" | "served">;

/** The generic service pages (/nos-prestations/…), in the order staff set. */
async function servicePageLinks({ db }: Deps): Promise<PageLink[]> {
  const pages = await listPublishedServicePages(db);
  return pages.map((page) => ({ label: page.title, href: `/nos-prestations/${page.slug}` }));
}

/** The regional landing pages (head-hunter and city pages) whose content exists, in route order. */
async function landingPageLinks({ db }: Deps): Promise<PageLink[]> {
  const rows = await db
    .select({ slug: cityPages.slug, name: cityPages.name })
    .from(cityPages)
    .where(inArray(cityPages.slug, [...LANDING_SLUGS]));
  const names = new Map(rows.map((row) => [row.slug, row.name]));
  return LANDING_SLUGS.filter((slug) => names.has(slug)).map((slug) => ({ label: names.get(slug)!, href: `/${slug}` }));
}

/** What the footer links on every page, so that no service or regional page is an orphan. */
export async function listFooterPages(deps: Deps): Promise<Pick<PublicPageFamilies, "services" | "regions">> {
  const [services, regions] = await Promise.all([servicePageLinks(deps), landingPageLinks(deps)]);
  return { services: keepServed(deps, services), regions: keepServed(deps, regions) };
}

/** Every family of public pages built from the database: the «Plan du site» and sitemap.xml list them. */
export async function listPublicPageFamilies(deps: Deps): Promise<PublicPageFamilies> {
  const [footer, jobProfiles, recruiters] = await Promise.all([
    listFooterPages(deps),
    listJobProfileLinks(deps.db),
    deps.db.select({ label: independents.name, slug: independents.slug }).from(independents).orderBy(asc(independents.name)),
  ]);
  return {
    ...footer,
    jobProfiles: keepServed(deps, jobProfiles),
    recruiters: keepServed(
      deps,
      recruiters.map((row) => ({ label: row.label, href: `/nos-recruteurs/${row.slug}` })),
    ),
  };
}

const keepServed = ({ served }: Deps, links: PageLink[]) => links.filter((link) => served.isServed(link.href));
