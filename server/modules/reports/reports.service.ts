import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { reports, tasks } from "../../db/schema";
import { notFound, parseOrThrow } from "../../lib/errors";
import { enqueueTask } from "../../lib/task-runner";
import { REPORTS_CRAWL_TASK } from "./reports.crawl";
import {
  REPORT_CONTENT_TYPE_LABELS,
  REPORT_PAGE_SIZE,
  humanTimeAgo,
  reportDetailsSchema,
  reportSearchSchema,
  type ReportDetails,
  type ReportDetailsAnswer,
  type ReportRow,
  type ReportRunAnswer,
  type ReportSearchAnswer,
} from "../../../common/reports";

type ReportRecord = typeof reports.$inferSelect;

const toRow = (row: ReportRecord, now: Date): ReportRow => ({
  id: row.id,
  label: row.label,
  url: row.url,
  contentType: row.contentType,
  contentTypeLabel: REPORT_CONTENT_TYPE_LABELS[row.contentType],
  objectId: row.objectId,
  type: row.type,
  hasError: row.hasError,
  errorCount: row.errorCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  humanUpdatedAt: humanTimeAgo(row.updatedAt, now),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Spec 3 §2.4: label, type, error flag…; filters query, hasError, model (and type: the home's links); 10 per page. */
export async function searchReports({ db }: Pick<AppDeps, "db">, input: unknown): Promise<ReportSearchAnswer> {
  const { query, hasError, type, model, page } = parseOrThrow(reportSearchSchema, input);
  const filters: SQL[] = [];
  const text = query.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    filters.push(or(ilike(reports.label, pattern), ilike(reports.url, pattern))!);
  }
  if (typeof hasError === "boolean") filters.push(eq(reports.hasError, hasError));
  if (type) filters.push(eq(reports.type, type));
  if (model) filters.push(eq(reports.contentType, model));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ count }], [{ total }]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.hasError), asc(reports.label), asc(reports.type), asc(reports.id))
      .limit(REPORT_PAGE_SIZE)
      .offset((page - 1) * REPORT_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reports)
      .where(where),
    db.select({ total: sql<number>`count(*)::int` }).from(reports),
  ]);
  const now = new Date();
  return { rows: rows.map((row) => toRow(row, now)), count, total };
}

/** An object's latest reports (LINKS and SEO); `id` alone names the object of one report. */
export async function reportDetails({ db }: Pick<AppDeps, "db">, input: unknown): Promise<ReportDetailsAnswer> {
  const body = parseOrThrow(reportDetailsSchema, input);
  let model = body.model;
  let objectId = body.objectId;
  if (body.id !== undefined) {
    const [one] = await db.select({ contentType: reports.contentType, objectId: reports.objectId }).from(reports).where(eq(reports.id, body.id));
    if (!one) throw notFound("Rapport introuvable");
    model = one.contentType;
    objectId = one.objectId;
  }
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.contentType, model!), eq(reports.objectId, objectId!)))
    .orderBy(asc(reports.type));
  const now = new Date();
  const details: ReportDetails[] = rows.map((row) => ({ ...toRow(row, now), data: row.data }));
  return { model: model!, objectId: objectId!, label: rows[0]?.label ?? null, url: rows[0]?.url ?? null, reports: details };
}

/** «Lancer maintenant»: one crawl queued at a time; a second click answers the queued one. */
export async function runReportsNow({ db }: Pick<AppDeps, "db">): Promise<ReportRunAnswer> {
  const [queued] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.name, REPORTS_CRAWL_TASK), inArray(tasks.status, ["PENDING", "RUNNING"]), sql`${tasks.runAt} <= now()`))
    .limit(1);
  if (queued) return { taskId: queued.id, alreadyQueued: true };
  const taskId = await enqueueTask(db, REPORTS_CRAWL_TASK, { manual: true });
  return { taskId: taskId!, alreadyQueued: false };
}
