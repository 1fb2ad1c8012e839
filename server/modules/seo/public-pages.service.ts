import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { cityPages, independents, trainings } from "../../db/schema";
import { listPublishedServicePages } from "../content/service-pages.service";
import { listJobProfileLinks } from "../job-profiles/job-profiles.service";
import { publicPagePaths } from "../editorial/editorial.service";
import { LANDING_SLUGS } from "../../../common/landing-routes";
import type { PageLink, PublicPageFamilies } from "../../../common/public-pages";

type Deps = Pick<AppDeps, "db" | "served">;

/** The generic service pages (/nos-prestations/…), in the order staff set. */
async function servicePageLinks({ db }: Deps): Promise<PageLink[]> {
  const pages = await listPublishedServicePages(db);
  return pages.map((page) => ({ label: page.title, href: `/nos-prestations/${page.slug}` }));
}

/**
 * The published city pages, the spec's landing routes first (in their order), then those staff
 * created, by name: the catch-all route serves them from the database. A page behind a 301 or
 * shadowed by another page of the site (a slug such as «contact») is not linked.
 */
async function landingPageLinks({ db, served }: Deps): Promise<PageLink[]> {
  const rows = await db
    .select({ slug: cityPages.slug, name: cityPages.name })
    .from(cityPages)
    .where(and(eq(cityPages.isPublished, true), isNull(cityPages.redirectionUrl)))
    .orderBy(asc(cityPages.name));
  const fixed = new Map<string, number>(LANDING_SLUGS.map((slug, index) => [slug, index]));
  return rows
    .filter((row) => fixed.has(row.slug) || !served.isServed(`/${row.slug}`))
    .sort((a, b) => (fixed.get(a.slug) ?? fixed.size) - (fixed.get(b.slug) ?? fixed.size))
    .map((row) => ({ label: row.name, href: `/${row.slug}` }));
}

/** What the footer links on every page, so that no service or regional page is an orphan. */
export async function listFooterPages(deps: Deps): Promise<Pick<PublicPageFamilies, "services" | "regions">> {
  const [services, regions] = await Promise.all([servicePageLinks(deps), landingPageLinks(deps)]);
  return { services: keepServed(deps, services), regions };
}

/** Every family of public pages built from the database: the «Plan du site» and sitemap.xml list them. */
export async function listPublicPageFamilies(deps: Deps): Promise<PublicPageFamilies> {
  const [footer, jobProfiles, recruiters, editorial, trainingRows] = await Promise.all([
    listFooterPages(deps),
    listJobProfileLinks(deps.db),
    deps.db.select({ label: independents.name, slug: independents.slug }).from(independents).orderBy(asc(independents.name)),
    publicPagePaths(deps.db),
    deps.db.select({ label: trainings.label, slug: trainings.slug }).from(trainings).orderBy(asc(trainings.position), asc(trainings.label), asc(trainings.id)),
  ]);
  const editorialLinks = (press: boolean) =>
    editorial.filter((page) => (page.type === "PRESSRELEASE") === press).map((page) => ({ label: page.title, href: page.path }));
  return {
    ...footer,
    jobProfiles: keepServed(deps, jobProfiles),
    recruiters: keepServed(
      deps,
      recruiters.map((row) => ({ label: row.label, href: `/nos-recruteurs/${row.slug}` })),
    ),
    articles: keepServed(deps, [{ label: "Témoignages de nos clients et candidats", href: "/notre-actu/temoignages" }, ...editorialLinks(false)]),
    press: keepServed(deps, editorialLinks(true)),
    trainings: keepServed(
      deps,
      trainingRows.map((row) => ({ label: row.label, href: `/nos-prestations/formation/${row.slug}` })),
    ),
  };
}

const keepServed = ({ served }: Deps, links: PageLink[]) => links.filter((link) => served.isServed(link.href));
