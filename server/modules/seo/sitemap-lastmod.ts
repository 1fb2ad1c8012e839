import { and, inArray, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencies, cityPages, independents, jobProfiles, offers, recordHistory, seedRuns, servicePages, trainings } from "../../db/schema";
import { publicPagePaths } from "../editorial/editorial.service";
import { listedOffer } from "../offers/listed";
import { offerHref } from "../../../common/offers";
import { agencyPath } from "../../../common/agencies";

/**
 * Records without an update time of their own: their last change is the newest back-office
 * save in their history (record_history, under the manager's key), else the load of the demo
 * content or reference data they came with (seed_runs). Keys are `appLabel/model` (modelKey).
 */
const UNDATED_RECORDS = [
  { model: "branding/agency", table: agencies, path: (slug: string) => agencyPath(slug) },
  { model: "branding/independant", table: independents, path: (slug: string) => `/nos-recruteurs/${slug}` },
  { model: "jobs/jobprofile", table: jobProfiles, path: (slug: string) => `/fiche-metier/${slug}` },
  { model: "training/training", table: trainings, path: (slug: string) => `/nos-prestations/formation/${slug}` },
  { model: "content/servicepage", table: servicePages, path: (slug: string) => `/nos-prestations/${slug}` },
  { model: "content/citypage", table: cityPages, path: (slug: string) => `/${slug}` },
] as const;

/** A list page's last change is that of the newest record it lists (records under `prefix`). */
const LIST_PAGES: { path: string; prefix: string }[] = [
  { path: "/nos-offres", prefix: "/nos-offres/" },
  { path: "/catalogue-fiches-metier", prefix: "/fiche-metier/" },
  { path: "/nos-agences", prefix: "/nos-agences/" },
  { path: "/nos-prestations/formations/catalogue", prefix: "/nos-prestations/formation/" },
  { path: "/presse", prefix: "/presse/" },
  { path: "/notre-actu", prefix: "/notre-actu/" },
];

/** W3C Datetime (sitemaps.org) at its day precision, in UTC, as the editorial pages always had it. */
export const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

async function lastSeedRun(db: Db): Promise<Date> {
  const [row] = await db.select({ at: max(seedRuns.appliedAt) }).from(seedRuns);
  return row?.at ?? new Date(0);
}

/** Offers' manager: a save there leaves updated_date as Breezy or the seed wrote it. */
const OFFERS_MODEL = "jobs/position";

/** The newest back-office save of each record of these managers, keyed `model#id`. */
async function lastSaves(db: Db): Promise<Map<string, Date>> {
  const rows = await db
    .select({ model: recordHistory.model, recordId: recordHistory.recordId, at: max(recordHistory.at) })
    .from(recordHistory)
    .where(and(inArray(recordHistory.model, [OFFERS_MODEL, ...UNDATED_RECORDS.map((r) => r.model)]), inArray(recordHistory.action, ["create", "update"])))
    .groupBy(recordHistory.model, recordHistory.recordId);
  return new Map(rows.filter((row) => row.at).map((row) => [`${row.model}#${row.recordId}`, row.at!]));
}

async function undatedRecordTimes(db: Db, seeded: Date, saves: Map<string, Date>): Promise<[string, Date][]> {
  const tables = await Promise.all(UNDATED_RECORDS.map((r) => db.select({ id: r.table.id, slug: r.table.slug }).from(r.table)));
  return UNDATED_RECORDS.flatMap((r, i) => tables[i]!.map((row): [string, Date] => [r.path(row.slug), saves.get(`${r.model}#${row.id}`) ?? seeded]));
}

/** An offer's update time, or its last back-office save when later. */
async function offerTimes(db: Db, saves: Map<string, Date>): Promise<[string, Date][]> {
  const rows = await db.select({ id: offers.id, name: offers.name, updatedDate: offers.updatedDate }).from(offers).where(listedOffer);
  return rows.map((row) => {
    const saved = saves.get(`${OFFERS_MODEL}#${row.id}`);
    return [offerHref(row), saved && saved > row.updatedDate ? saved : row.updatedDate];
  });
}

/**
 * The last change of each path sitemap.xml lists: a record's own update time (offers, editorial
 * pages), its last save or load (UNDATED_RECORDS), the newest listed record for a list page, and
 * for every other page (its text in the code, its menus and footer from the database) the
 * newest change of the site's content, which is when it last could have changed.
 */
export async function sitemapLastModified(db: Db, paths: readonly string[]): Promise<Map<string, string>> {
  const [seeded, saves] = await Promise.all([lastSeedRun(db), lastSaves(db)]);
  const [records, offerRows, editorial] = await Promise.all([undatedRecordTimes(db, seeded, saves), offerTimes(db, saves), publicPagePaths(db)]);
  const known = new Map<string, Date>([...records, ...offerRows, ...editorial.map((page): [string, Date] => [page.path, new Date(page.lastmod)])]);
  const newest = (dates: Iterable<Date>) => new Date(Math.max(seeded.getTime(), ...[...dates].map((d) => d.getTime())));
  for (const list of LIST_PAGES) {
    known.set(list.path, newest([...known].filter(([path]) => path.startsWith(list.prefix)).map(([, date]) => date)));
  }
  const site = newest(known.values());
  return new Map(paths.map((path) => [path, w3cDate(known.get(path) ?? site)]));
}
