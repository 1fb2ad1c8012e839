import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import { startTaskScheduler, type ScheduledTask, type TaskContext, type TaskHandler } from "../../lib/task-runner";
import { sendWeeklyAlerts, WEEKLY_ALERTS_TASK } from "../job-alerts/job-alerts.weekly";
import { purgeUnconfirmedAlerts, PURGE_UNCONFIRMED_TASK } from "../job-alerts/job-alerts.retention";
import { purgeExpiredCandidates } from "../applications/retention";
import { archiveExpiredOffers, ARCHIVE_EXPIRED_TASK } from "../offers/expire-offers";
import { readCandidateResume, READ_RESUME_TASK } from "../candidates/read-resume";
import { purgeExpiredRegistrations } from "../trainings/registrations.service";
import { purgeExpiredSurveys } from "../job-surveys/job-surveys.service";
import { remindSurveys, SURVEY_REMINDER_CRON, SURVEY_REMINDER_TASK } from "../job-surveys/job-surveys-invitations.service";
import { purgeOldEmails } from "../mail/mail.retention";
import { purgeOldLeads } from "../contact/contact.retention";
import { sql } from "drizzle-orm";
import { reportsCrawlTask, REPORTS_CRAWL_CRON, REPORTS_CRAWL_TASK } from "../reports/reports.crawl";
import { geocodeAddresses, GEOCODE_CRON, GEOCODE_TASK } from "../geo/geocode-task";
import { refreshGoogleReviews, REVIEWS_REFRESH_CRON, REVIEWS_REFRESH_TASK } from "../agencies/reviews.refresh";
import { breezyTasks } from "../breezy/breezy.service";
import { purgeOldHistory } from "../history/history.service";

export const TASKS_TIMEZONE = "Europe/Paris";

/** What the tasks screen calls each task (French); kept here so a new task gets its title with its entry. */
export const TASK_TITLES: Record<string, string> = {
  [WEEKLY_ALERTS_TASK]: "Envoi hebdomadaire des alertes emploi",
  [PURGE_UNCONFIRMED_TASK]: "Suppression des alertes non confirmées",
  "candidates:purge": "Suppression des candidats expirés",
  "job-surveys:purge": "Suppression des questionnaires expirés",
  [SURVEY_REMINDER_TASK]: "Relance des candidats aux questionnaires non terminés",
  "training-registrations:purge": "Suppression des inscriptions aux formations expirées",
  "contact-leads:purge": "Suppression des demandes de contact expirées",
  "emails:purge": "Suppression des e-mails expirés",
  "history:purge": "Suppression des lignes d'historique expirées",
  [ARCHIVE_EXPIRED_TASK]: "Archivage des offres expirées",
  [READ_RESUME_TASK]: "Lecture d'un CV pour la CVthèque",
  "database:analyze": "Entretien de la base (statistiques et nettoyage)",
  "mail:resend-failed": "Renvoi des e-mails en échec",
  [REPORTS_CRAWL_TASK]: "Analyse des liens et du SEO",
  [GEOCODE_TASK]: "Géocodage des adresses des candidats et des offres",
  [REVIEWS_REFRESH_TASK]: "Actualisation des avis Google",
  "breezy:sync": "Import des offres et des candidats de Breezy",
  "breezy:push-application": "Envoi d'une candidature à Breezy",
};

/**
 * What the site sends people and the personal data it lets go: the weekly alerts, the survey
 * reminder, and the nightly purges the retention rules ask for.
 */
const peopleTasks = (config: Config): ScheduledTask[] => [
  {
    name: WEEKLY_ALERTS_TASK,
    cron: config.tasks.alertsCron,
    run: (deps) => sendWeeklyAlerts(deps),
  },
  {
    name: PURGE_UNCONFIRMED_TASK,
    cron: "15 3 * * *",
    run: async (deps) => {
      const deleted = await purgeUnconfirmedAlerts(deps.db);
      deps.logger.info({ task: PURGE_UNCONFIRMED_TASK, deleted }, "unconfirmed job alerts deleted");
      // Counts only: what the tasks screen shows as the task's data.
      return { deleted };
    },
  },
  {
    // Spec decision 9: candidates and their CVs leave 2 years after the last contact.
    name: "candidates:purge",
    cron: "0 4 * * *",
    run: async (deps) => ({ deleted: await purgeExpiredCandidates(deps) }),
  },
  {
    // Job surveys and their documents leave 2 years after their last change, as candidates.
    name: "job-surveys:purge",
    cron: "20 4 * * *",
    run: async (deps) => ({ deleted: await purgeExpiredSurveys(deps) }),
  },
  {
    // Issue 48: the one reminder of a survey invitation not completed, JOB_SURVEY_REMINDER_DAYS
    // after it (0: none, and no schedule).
    name: SURVEY_REMINDER_TASK,
    cron: config.jobSurveys.reminderDays > 0 ? SURVEY_REMINDER_CRON : undefined,
    run: (deps) => remindSurveys(deps),
  },
  {
    // Trainees' registrations leave 3 years after their session (CNIL, prospects).
    name: "training-registrations:purge",
    cron: "10 4 * * *",
    run: async (deps) => {
      const deleted = await purgeExpiredRegistrations(deps.db);
      deps.logger.info({ task: "training-registrations:purge", deleted }, "expired training registrations deleted");
      return { deleted };
    },
  },
  {
    // Contact requests leave 3 years after they were made (CNIL, prospects).
    name: "contact-leads:purge",
    cron: "25 4 * * *",
    run: async (deps) => ({ deleted: await purgeOldLeads(deps.db) }),
  },
  {
    // E-mails leave 2 years after they were sent: their copies of personal data go with them.
    name: "emails:purge",
    cron: "30 4 * * *",
    run: async (deps) => ({ deleted: await purgeOldEmails(deps) }),
  },
  {
    // A record's «Historique» is kept HISTORY_RETENTION_DAYS (decision 0065).
    name: "history:purge",
    cron: "35 4 * * *",
    run: async (deps) => ({ deleted: await purgeOldHistory(deps.db, deps.config.history.retentionDays) }),
  },
];

/** The site's own upkeep: offers past their date, CVs to read, the database, failed e-mails, reports, addresses, reviews. */
const upkeepTasks = (config: Config): ScheduledTask[] => [
  {
    // Hourly, and at start (the scheduler enqueues the current period): an offer past its
    // validThrough leaves the site within the hour.
    name: ARCHIVE_EXPIRED_TASK,
    cron: "5 * * * *",
    run: async (deps) => {
      const archived = await archiveExpiredOffers(deps.db);
      deps.logger.info({ task: ARCHIVE_EXPIRED_TASK, archived }, "expired offers archived");
      return { archived };
    },
  },
  {
    // Queued with each CV received (no schedule): its text and lists feed the CVthèque.
    name: READ_RESUME_TASK,
    // Nothing returned: what the CV says is personal data, never a task's result.
    run: async (deps, payload) => void (await readCandidateResume(deps, payload)),
  },
  {
    // PGlite has no autovacuum: without fresh statistics the planner misjudges searches, and
    // without VACUUM no page is ever marked visible, so every search checks each row it reads
    // (counting 90 000 offers: 139 → 103 ms, with the listed index's index-only scan far less).
    name: "database:analyze",
    cron: "45 4 * * *",
    run: async (deps) => void (await deps.db.execute(sql`VACUUM ANALYZE`)),
  },
  {
    // E-mails the SMTP server refused (or a stopped process left behind) get another chance daily.
    name: "mail:resend-failed",
    cron: "30 6 * * *",
    run: async (deps) => {
      const counts = await deps.mailer.resendFailed(deps.db);
      deps.logger.info({ task: "mail:resend-failed", ...counts }, "failed e-mails resent");
      return counts;
    },
  },
  {
    // Link and SEO reports (spec 3 §2.4): weekly at night; staff can also queue it from the
    // reports screen (POST /api/content/report_run).
    name: REPORTS_CRAWL_TASK,
    cron: REPORTS_CRAWL_CRON,
    run: (deps, payload, ctx) => reportsCrawlTask(deps, payload, ctx),
  },
  {
    // Addresses placed by the geocoder in the background (issue 21), never during a request;
    // scheduled only when GEOCODER_URL is set (without it, the commune's centre as before).
    name: GEOCODE_TASK,
    cron: config.geocoder ? GEOCODE_CRON : undefined,
    run: (deps) => geocodeAddresses(deps),
  },
  {
    // Google reviews, rating and count into the database (decision 0037): pages never ask
    // Google. Scheduled only with a key; without one the site shows the stored reviews.
    name: REVIEWS_REFRESH_TASK,
    cron: config.googlePlaces ? REVIEWS_REFRESH_CRON : undefined,
    run: (deps) => refreshGoogleReviews(deps),
  },
];

/** Every background task of the site: adding one is adding an entry to a list here (and its title above). */
export const scheduledTasks = (config: Config): ScheduledTask[] => [
  ...peopleTasks(config),
  ...upkeepTasks(config),
  // Breezy HR import and application push (decision 0035): only when BREEZY_* is set.
  ...breezyTasks(config),
];

/** The French title of a task name, for the tasks screen; the name itself when unknown. */
export const taskTitle = (name: string): string => TASK_TITLES[name] ?? name;

/**
 * Starts the schedules and the task queue of this process (see server/lib/task-runner.ts); several
 * instances may all call it. Returns stop(), which waits for the task in progress.
 */
export function startBackgroundWork(deps: AppDeps, table: ScheduledTask[] = scheduledTasks(deps.config)): () => Promise<void> {
  if (!deps.config.tasks.enabled) {
    deps.logger.info("background tasks disabled (TASKS_ENABLED=false)");
    return async () => {};
  }
  const handlers: Record<string, TaskHandler> = Object.fromEntries(
    table.map((task) => [task.name, (payload: unknown, ctx: TaskContext) => task.run(deps, payload, ctx)]),
  );
  const schedules = table.flatMap((task) => (task.cron ? [{ name: task.name, cron: task.cron, timezone: TASKS_TIMEZONE }] : []));
  return startTaskScheduler({ db: deps.db, logger: deps.logger, schedules, handlers, pollMs: deps.config.tasks.pollMs });
}
