import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { agencies, cityPages, jobProfiles, pages, reports, trainings } from "../../db/schema";
import type { LinkEntry, ReportContentType, SeoEntry } from "../../db/schema/reports";
import { sitemapUrls } from "../seo/sitemap.service";
import { agencyPath } from "../../../common/agencies";
import { canonicalPath } from "../../../common/canonical-path";
import { auditHtml } from "./html-audit";
import { siteFetchFor, type ExternalFetch, type SiteFetch } from "./site-fetch";
import { periodStart } from "../../lib/task-runner";

export const REPORTS_CRAWL_TASK = "reports:crawl";
/** External hosts are other people's servers: a few at a time, and never long. */
export const EXTERNAL_CONCURRENCY = 4;
export const EXTERNAL_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 5;
/** A crawl of the whole site fits in a few minutes of the render budget. */
const MAX_RENDER_WAITS = 10;

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

/**
 * Crawls every public page of an object (agency, city page, page, training, job sheet) the
 * sitemap lists, and keeps one LINKS and one SEO report per object. Internal links are
 * asked of the app itself; external ones once per run, a few at a time, with a timeout.
 */
export async function crawlReports(deps: Pick<AppDeps, "db" | "config" | "served" | "logger">, options: CrawlOptions = {}): Promise<CrawlSummary> {
  const { db, config } = deps;
  const site = options.site ?? siteFetchFor(config);
  const external = options.external ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => new Date());
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const startedAt = now();
  const origin = new URL(config.publicUrl).origin;
  const [paths, objects] = await Promise.all([sitemapUrls(deps), publicObjects(db)]);

  const internalCache = new Map<string, Promise<LinkEntry>>();
  const externalCache = new Map<string, Promise<LinkEntry>>();
  const runExternal = limiter(EXTERNAL_CONCURRENCY);
  let externalChecked = 0;

  const getInternal = async (pathAndQuery: string): Promise<Response> => {
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

  const checkExternal = (url: string): Promise<LinkEntry> => {
    let entry = externalCache.get(url);
    if (!entry) {
      entry = runExternal(async () => {
        externalChecked += 1;
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
      externalCache.set(url, entry);
    }
    return entry;
  };

  const checkInternal = (href: string, pathAndQuery: string): Promise<LinkEntry> => {
    let entry = internalCache.get(pathAndQuery);
    if (!entry) {
      entry = (async (): Promise<LinkEntry> => {
        let current = pathAndQuery;
        let tip: string | undefined;
        try {
          for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
            const response = await getInternal(current);
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
      })();
      internalCache.set(pathAndQuery, entry);
    }
    // Cached by address; the entry shows the href as the page wrote it.
    return entry.then((found) => ({ ...found, url: href }));
  };

  const checkLink = (href: string, pageUrl: string): Promise<LinkEntry> | null => {
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
    return checkExternal(target.href).then((found) => ({ ...found, url: href }));
  };

  const summary: CrawlSummary = { pages: 0, links: 0, linkErrors: 0, seoErrors: 0, externalChecked: 0, removed: 0 };
  for (const path of paths) {
    const object = objects.get(path);
    if (!object) continue;
    const pageUrl = origin + path;
    let links: LinkEntry[];
    let seo: SeoEntry[];
    try {
      const response = await getInternal(path);
      const html = await response.text();
      if (response.status !== 200) {
        links = [{ url: path, status: response.status, error: `La page répond ${response.status}` }];
        seo = [{ check: "status", ok: false, value: response.status, error: `La page répond ${response.status}` }];
      } else {
        const audit = auditHtml(html, Buffer.byteLength(html));
        const checks = audit.links.map((href) => checkLink(href, pageUrl)).filter((check) => check !== null);
        links = await Promise.all(checks);
        seo = audit.seo;
      }
    } catch (error) {
      deps.logger.warn({ path, reason: (error as Error)?.name }, "report page not rendered");
      links = [{ url: path, status: 0, error: "La page n'a pas pu être générée" }];
      seo = [{ check: "status", ok: false, value: 0, error: "La page n'a pas pu être générée" }];
    }
    const linkErrors = links.filter((entry) => entry.status !== 200).length;
    const seoErrors = seo.filter((entry) => !entry.ok).length;
    const updatedAt = now();
    for (const [type, data, errorCount] of [
      ["LINKS", links, linkErrors],
      ["SEO", seo, seoErrors],
    ] as const) {
      await db
        .insert(reports)
        .values({ ...object, type, url: path, data, errorCount, hasError: errorCount > 0, updatedAt })
        .onConflictDoUpdate({
          target: [reports.contentType, reports.objectId, reports.type],
          set: { label: object.label, url: path, data, errorCount, hasError: errorCount > 0, updatedAt },
        });
    }
    summary.pages += 1;
    summary.links += links.length;
    summary.linkErrors += linkErrors;
    summary.seoErrors += seoErrors;
  }
  // Every object still public was just written: older rows are of objects gone or hidden.
  const removed = await db.delete(reports).where(lt(reports.updatedAt, startedAt)).returning({ id: reports.id });
  summary.removed = removed.length;
  summary.externalChecked = externalChecked;
  deps.logger.info({ task: REPORTS_CRAWL_TASK, ...summary }, "reports crawled");
  return summary;
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
