import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { agencies, cityPages, jobProfiles, pages, reports, trainings } from "../../db/schema";
import type { LinkEntry, ReportContentType, ReportType, SeoEntry } from "../../db/schema/reports";
import { sitemapUrls } from "../seo/sitemap.service";
import { agencyPath } from "../../../common/agencies";
import { canonicalPath } from "../../../common/canonical-path";
import { auditHtml } from "./html-audit";
import { siteFetchFor, type ExternalFetch, type SiteFetch } from "./site-fetch";
import { linkChecker, politePageFetch, type GetPage } from "./link-check";
import { periodStart } from "../../lib/task-runner";

export const REPORTS_CRAWL_TASK = "reports:crawl";

type PublicObject = { contentType: ReportContentType; objectId: number; label: string };
export type CrawlOptions = { site?: SiteFetch; external?: ExternalFetch; now?: () => Date; wait?: (ms: number) => Promise<void> };
export type CrawlSummary = { pages: number; links: number; linkErrors: number; seoErrors: number; externalChecked: number; removed: number };

/** Each public object by the path of its page, as each module builds that path. */
async function publicObjects(db: AppDeps["db"]): Promise<Map<string, PublicObject>> {
  const [agencyRows, cityRows, pageRows, trainingRows, profileRows] = await Promise.all([
    db.select({ id: agencies.id, label: agencies.title, slug: agencies.slug }).from(agencies).where(eq(agencies.isActive, true)),
    db
      .select({ id: cityPages.id, label: cityPages.name, slug: cityPages.slug })
      .from(cityPages)
      .where(and(eq(cityPages.isPublished, true), isNull(cityPages.redirectionUrl))),
    db
      .select({ id: pages.id, label: pages.title, path: pages.path })
      .from(pages)
      .where(lte(pages.publishedOn, sql`now()`)),
    db.select({ id: trainings.id, label: trainings.label, slug: trainings.slug }).from(trainings),
    db.select({ id: jobProfiles.id, label: jobProfiles.title, slug: jobProfiles.slug }).from(jobProfiles),
  ]);
  const byPath = new Map<string, PublicObject>();
  const add = (path: string, contentType: ReportContentType, objectId: number, label: string) =>
    byPath.set(canonicalPath(path), { contentType, objectId, label });
  for (const row of agencyRows) add(agencyPath(row.slug), "agency", row.id, row.label);
  for (const row of cityRows) add(`/${row.slug}`, "citypage", row.id, row.label);
  for (const row of pageRows) add(row.path, "page", row.id, row.label);
  for (const row of trainingRows) add(`/nos-prestations/formation/${row.slug}`, "training", row.id, row.label);
  for (const row of profileRows) add(`/fiche-metier/${row.slug}`, "jobprofile", row.id, row.label);
  return byPath;
}

/**
 * Crawls every public page of an object (agency, city page, page, training, job sheet) the
 * sitemap lists, and keeps one LINKS and one SEO report per object. Internal links are
 * asked of the app itself; external ones once per run, a few at a time, with a timeout.
 */
export async function crawlReports(deps: Pick<AppDeps, "db" | "config" | "served" | "logger">, options: CrawlOptions = {}): Promise<CrawlSummary> {
  const { db, config } = deps;
  const now = options.now ?? (() => new Date());
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const startedAt = now();
  const origin = new URL(config.publicUrl).origin;
  const [paths, objects] = await Promise.all([sitemapUrls(deps), publicObjects(db)]);
  const getPage = politePageFetch(options.site ?? siteFetchFor(config), origin, wait);
  const links = linkChecker(getPage, options.external ?? ((url, init) => fetch(url, init)), origin);

  const summary: CrawlSummary = { pages: 0, links: 0, linkErrors: 0, seoErrors: 0, externalChecked: 0, removed: 0 };
  for (const path of paths) {
    const object = objects.get(path);
    if (!object) continue;
    const page = await auditPage(deps, getPage, links.check, origin, path);
    const linkErrors = page.links.filter((entry) => entry.status !== 200).length;
    const seoErrors = page.seo.filter((entry) => !entry.ok).length;
    await saveReports(db, object, path, now(), [
      ["LINKS", page.links, linkErrors],
      ["SEO", page.seo, seoErrors],
    ]);
    summary.pages += 1;
    summary.links += page.links.length;
    summary.linkErrors += linkErrors;
    summary.seoErrors += seoErrors;
  }
  // Every object still public was just written: older rows are of objects gone or hidden.
  const removed = await db.delete(reports).where(lt(reports.updatedAt, startedAt)).returning({ id: reports.id });
  summary.removed = removed.length;
  summary.externalChecked = links.externalChecked();
  deps.logger.info({ task: REPORTS_CRAWL_TASK, ...summary }, "reports crawled");
  return summary;
}

/** One page's links and SEO checks; a page that fails to render is one error of each kind. */
async function auditPage(
  deps: Pick<AppDeps, "logger">,
  getPage: GetPage,
  checkLink: (href: string, pageUrl: string) => Promise<LinkEntry> | null,
  origin: string,
  path: string,
): Promise<{ links: LinkEntry[]; seo: SeoEntry[] }> {
  try {
    const response = await getPage(path);
    const html = await response.text();
    if (response.status !== 200)
      return {
        links: [{ url: path, status: response.status, error: `La page répond ${response.status}` }],
        seo: [{ check: "status", ok: false, value: response.status, error: `La page répond ${response.status}` }],
      };
    const audit = auditHtml(html, Buffer.byteLength(html));
    const checks = audit.links.map((href) => checkLink(href, origin + path)).filter((check) => check !== null);
    return { links: await Promise.all(checks), seo: audit.seo };
  } catch (error) {
    deps.logger.warn({ path, reason: (error as Error)?.name }, "report page not rendered");
    return {
      links: [{ url: path, status: 0, error: "La page n'a pas pu être générée" }],
      seo: [{ check: "status", ok: false, value: 0, error: "La page n'a pas pu être générée" }],
    };
  }
}

/** The object's LINKS and SEO reports, one row each, replaced at every crawl. */
async function saveReports(
  db: AppDeps["db"],
  object: PublicObject,
  path: string,
  updatedAt: Date,
  kinds: readonly (readonly [ReportType, LinkEntry[] | SeoEntry[], number])[],
) {
  for (const [type, data, errorCount] of kinds) {
    await db
      .insert(reports)
      .values({ ...object, type, url: path, data, errorCount, hasError: errorCount > 0, updatedAt })
      .onConflictDoUpdate({
        target: [reports.contentType, reports.objectId, reports.type],
        set: { label: object.label, url: path, data, errorCount, hasError: errorCount > 0, updatedAt },
      });
  }
}

/** Sunday 02:30, Paris time: nobody edits, and the sites we link to are quiet. */
export const REPORTS_CRAWL_CRON = "30 2 * * 0";
/** How late after its night slot a scheduled crawl may still start. */
const LATE_START_HOURS = 6;

/**
 * The task: a crawl staff asked for always runs; a scheduled one queued long after its night
 * slot (the scheduler catches up missed periods when the app starts) is skipped, since it
 * would render every page in working hours. The next week's run, or «lancer maintenant», covers it.
 */
export async function reportsCrawlTask(deps: Pick<AppDeps, "db" | "config" | "served" | "logger">, payload: unknown, ctx: { runAt: Date }) {
  const manual = Boolean((payload as { manual?: unknown } | null)?.manual);
  if (!manual) {
    const slot = periodStart({ name: REPORTS_CRAWL_TASK, cron: REPORTS_CRAWL_CRON, timezone: "Europe/Paris" }, ctx.runAt);
    if (slot && ctx.runAt.getTime() - slot.getTime() > LATE_START_HOURS * 3600_000) {
      deps.logger.info({ task: REPORTS_CRAWL_TASK, slot: slot.toISOString() }, "late scheduled crawl skipped");
      return { skipped: true };
    }
  }
  return crawlReports(deps);
}
