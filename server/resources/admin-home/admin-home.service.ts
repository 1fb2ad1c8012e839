import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { candidateSearch, savedCandidateSearches, emails, jobSurveys, reports, tasks, users } from "../../db/schema";
import { hasRole, type SessionUser } from "../../../common/roles";
import { FIRST_VISIT_DAYS, type AdminFigures, type AdminHomeAnswer, type HomeFigure, type RecruiterFigures } from "../../../common/admin-home";
import type { ReportKind } from "../../../common/reports";
import { receivedSinceCondition } from "../../modules/candidates/candidate-search";
import { sentOrAssignedTo } from "../job-surveys.resource";
import { failing } from "../tasks.resource";
import { resourceUrls } from "../registry";
import type { AnyResource } from "../types";
import { agenciesResource } from "../agencies.resource";
import { cityPagesResource } from "../city-pages.resource";
import { independentsResource } from "../independents.resource";
import { jobProfilesResource } from "../job-profiles.resource";
import { pagesResource } from "../pages.resource";
import { servicePagesResource } from "../service-pages.resource";
import { trainingsResource } from "../trainings.resource";
import { missingSeo, type SeoTable } from "../seo-fields";
import { sinceParam, toTheMinute } from "../../lib/since";

/** A new visit of the home begins after an hour without opening it. */
const VISIT_GAP_MS = 60 * 60 * 1000;
const DAY_MS = 24 * VISIT_GAP_MS;

/** The managers of content with an SEO title and description, each with its «SEO incomplet» filter. */
const SEO_MANAGERS: AnyResource[] = [
  agenciesResource,
  cityPagesResource,
  independentsResource,
  jobProfilesResource,
  pagesResource,
  servicePagesResource,
  trainingsResource,
];

const link = (path: string, filters: Record<string, string>) => `${path}?${new URLSearchParams(filters)}`;

async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * Records this opening of the home and answers since when its figures count. Opened more than
 * an hour after the previous opening, a new visit begins: «since your last visit» becomes that
 * previous opening. Within the hour the figures keep counting from the same moment, however
 * often the page is reloaded. One statement: two tabs opening at once cannot both move it.
 */
export async function openHome(db: Db, userId: number, now: Date): Promise<Date | null> {
  const gapStart = new Date(now.getTime() - VISIT_GAP_MS).toISOString();
  const [row] = await db
    .update(users)
    .set({
      homeSeenAt: sql`case when ${users.homeVisitAt} < ${gapStart}::timestamptz then ${users.homeVisitAt} else ${users.homeSeenAt} end`,
      homeVisitAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ seenAt: users.homeSeenAt });
  return row?.seenAt ?? null;
}

async function recruiterFigures(db: Db, user: SessionUser, since: Date): Promise<RecruiterFigures> {
  const depuis = sinceParam(since);
  const received = (kind: "APPLICATION" | "CV_DROP") => countWhere(db, candidateSearch, receivedSinceCondition(since, kind));
  // Everyone's for an admin («all for an admin»), else the ones sent by or assigned to them.
  const admin = hasRole(user, "admin");
  const surveysOf = and(
    eq(jobSurveys.isCompleted, true),
    sql`${jobSurveys.completedAt} >= ${since.toISOString()}::timestamptz`,
    admin ? undefined : sentOrAssignedTo(user),
  );
  const surveyFilters: Record<string, string> = { isCompleted: "true", completedSince: depuis, ...(admin ? {} : { sentOrAssigned: "true" }) };
  const [applications, cvDrops, surveys] = await Promise.all([received("APPLICATION"), received("CV_DROP"), countWhere(db, jobSurveys, surveysOf)]);
  return {
    applications: { count: applications, href: link("/admin/jobs/candidat", { depuis, envoi: "APPLICATION" }) },
    cvDrops: { count: cvDrops, href: link("/admin/jobs/candidat", { depuis, envoi: "CV_DROP" }) },
    surveys: { count: surveys, href: link("/admin/jobs/jobsurvey", surveyFilters) },
  };
}

async function adminFigures(db: Db): Promise<AdminFigures> {
  const reportsWithErrors = async (type: ReportKind): Promise<HomeFigure> => ({
    count: await countWhere(db, reports, and(eq(reports.hasError, true), eq(reports.type, type))),
    href: link("/admin/content/rapports", { hasError: "true", type }),
  });
  const seoOf = async (d: AnyResource) => ({
    label: d.namePlural,
    count: await countWhere(db, d.table, and(missingSeo(d.table as unknown as SeoTable), d.hooks?.holds?.())),
    href: link(resourceUrls(d).list, { seoIncomplete: "true" }),
  });
  const [failedEmails, failedTasks, linkReports, seoReports, missing] = await Promise.all([
    countWhere(db, emails, eq(emails.status, "FAILED")),
    countWhere(db, tasks, failing),
    reportsWithErrors("LINKS"),
    reportsWithErrors("SEO"),
    Promise.all(SEO_MANAGERS.map(seoOf)),
  ]);
  return {
    failedEmails: { count: failedEmails, href: link("/admin/mailer/email", { status: "FAILED" }) },
    failedTasks: { count: failedTasks, href: link("/admin/system/task", { state: "failure" }) },
    linkReports,
    seoReports,
    missingSeo: missing.filter((figure) => figure.count > 0),
  };
}

async function savedSearches(db: Db, user: SessionUser): Promise<AdminHomeAnswer["searches"]> {
  const rows = await db
    .select({ id: savedCandidateSearches.id, label: savedCandidateSearches.label })
    .from(savedCandidateSearches)
    .where(eq(savedCandidateSearches.userId, user.id))
    .orderBy(desc(savedCandidateSearches.createdAt), desc(savedCandidateSearches.id))
    .limit(50);
  return rows.map((row) => ({ ...row, href: link("/admin/jobs/candidat", { recherche: String(row.id) }) }));
}

/** GET /api/admin/home (staff; the route checked the role): this opening recorded, then every figure at once. */
export async function adminHome(db: Db, user: SessionUser, now = new Date()): Promise<AdminHomeAnswer> {
  const seenAt = await openHome(db, user.id, now);
  const since = toTheMinute(seenAt ?? new Date(now.getTime() - FIRST_VISIT_DAYS * DAY_MS));
  const [recruiter, searches, admin] = await Promise.all([
    recruiterFigures(db, user, since),
    savedSearches(db, user),
    hasRole(user, "admin") ? adminFigures(db) : null,
  ]);
  return { since: since.toISOString(), firstVisit: seenAt === null, recruiter, searches, admin };
}
