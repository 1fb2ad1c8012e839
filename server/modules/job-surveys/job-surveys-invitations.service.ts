import { and, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { jobSurveys, users } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import type { SessionUser } from "../../../common/roles";
import { DEFAULT_DEADLINE_DAYS, INVITATION_MESSAGES as M, parisDay } from "../../../common/job-survey-invitation";
import { consultantAddress } from "./survey-consultant";
import { surveyInvitationMail, surveyReceiptMail, surveyReminderMail, type SurveyConsultant } from "./job-surveys.mail";
import { staffName } from "../../../common/format/person";

type SurveyRow = typeof jobSurveys.$inferSelect;
type Deps = Pick<AppDeps, "db" | "config" | "logger" | "mailer">;

export const SURVEY_REMINDER_TASK = "job-surveys:remind";
/** Hourly in the day (Paris): a reminder never lands at night; one is due within the hour. */
export const SURVEY_REMINDER_CRON = "10 9-19 * * *";

const DAY_MS = 86_400_000;

/**
 * Who the candidate hears from: the staff member who sent the invitation (a reminder), or the
 * consultant who receives the answers (the receipt), by name when their account has one.
 */
async function consultantFor(db: Db, survey: SurveyRow, preferInviter: boolean): Promise<SurveyConsultant> {
  if (preferInviter && survey.invitedBy !== null) {
    const [inviter] = await db.select().from(users).where(eq(users.id, survey.invitedBy));
    if (inviter) return { name: staffName(inviter), email: inviter.email };
  }
  const email = await consultantAddress(db, survey);
  const [member] = await db.select().from(users).where(eq(users.email, email));
  return { name: member ? staffName(member) : email, email };
}

export type InvitationAnswer = {
  status: "SENT" | "FAILED";
  emailId: number;
  detail: string;
  invitedAt: string;
  deadline: string;
};

/**
 * The invitation e-mail of a survey not completed yet, to the candidate's address staff gave:
 * the link, the signed-in staff member's name (replies go to them) and the deadline. Sent again
 * it moves the deadline and allows one more reminder. The e-mail is a row of the outbox first:
 * when delivery fails it stays FAILED, retried by mail:resend-failed or resent from the e-mails
 * manager, and staff are told so.
 */
export async function sendSurveyInvitation(deps: Deps, survey: SurveyRow, sender: SessionUser, deadline?: string): Promise<InvitationAnswer> {
  const { db, config, mailer } = deps;
  if (survey.isCompleted) throw new HttpError(409, M.completed);
  if (!survey.candidateEmail) throw new HttpError(400, M.candidateEmailMissing, { candidateEmail: M.candidateEmailMissing });
  const day = deadline ?? parisDay(DEFAULT_DEADLINE_DAYS);
  const [invited] = await db
    .update(jobSurveys)
    .set({ invitedAt: sql`now()`, invitedBy: sender.id, deadline: day, remindedAt: null })
    .where(and(eq(jobSurveys.id, survey.id), eq(jobSurveys.isCompleted, false)))
    .returning();
  if (!invited) throw new HttpError(409, M.completed);
  const result = await mailer.send(db, surveyInvitationMail(config, invited, { name: staffName(sender), email: sender.email }, day));
  if (result.status === "FAILED") deps.logger.warn({ mail: result.id }, "survey invitation not delivered (kept for resend)");
  return {
    status: result.status,
    emailId: result.id,
    detail: result.status === "SENT" ? M.sent : M.notDelivered,
    invitedAt: invited.invitedAt!.toISOString(),
    deadline: day,
  };
}

/**
 * job-surveys:remind: one reminder per invitation, JOB_SURVEY_REMINDER_DAYS after it, to the
 * candidates who have not submitted, while the deadline has not passed. Each survey is taken
 * by a conditional update before its mail, so two instances (or a rerun) never send it twice.
 */
export async function remindSurveys(deps: Deps, now = new Date()): Promise<{ reminded: number; failed: number }> {
  const { db, config, logger, mailer } = deps;
  const days = config.jobSurveys.reminderDays;
  if (days === 0) return { reminded: 0, failed: 0 };
  const due = await db
    .select({ id: jobSurveys.id })
    .from(jobSurveys)
    .where(
      and(
        eq(jobSurveys.isCompleted, false),
        isNull(jobSurveys.remindedAt),
        isNotNull(jobSurveys.candidateEmail),
        lte(jobSurveys.invitedAt, new Date(now.getTime() - days * DAY_MS)),
        or(isNull(jobSurveys.deadline), gte(jobSurveys.deadline, parisDay(0, now))),
      ),
    )
    .limit(500);
  let reminded = 0;
  let failed = 0;
  for (const { id } of due) {
    const [taken] = await db
      .update(jobSurveys)
      .set({ remindedAt: now })
      .where(and(eq(jobSurveys.id, id), isNull(jobSurveys.remindedAt), eq(jobSurveys.isCompleted, false)))
      .returning();
    if (!taken) continue;
    const result = await mailer.send(db, surveyReminderMail(config, taken, await consultantFor(db, taken, true)));
    if (result.status === "SENT") reminded++;
    else failed++;
  }
  if (due.length > 0) logger.info({ task: SURVEY_REMINDER_TASK, reminded, failed }, "job survey reminders sent");
  return { reminded, failed };
}

/**
 * The candidate's receipt of a submitted survey, to the address they gave. A failure is logged
 * only: the survey is saved and the row can be resent from the outbox.
 */
export async function mailSurveyReceipt(deps: Deps, survey: SurveyRow): Promise<void> {
  if (!survey.candidateEmail?.includes("@")) return;
  try {
    const result = await deps.mailer.send(deps.db, surveyReceiptMail(deps.config, survey, await consultantFor(deps.db, survey, false)));
    if (result.status === "FAILED") deps.logger.warn({ mail: result.id }, "survey receipt not delivered (kept for resend)");
  } catch (error) {
    deps.logger.warn({ error: error instanceof Error ? error.name : "unknown" }, "survey receipt failed");
  }
}
