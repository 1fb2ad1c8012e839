import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { JobSurveyType, SurveyAnswers } from "../../../common/job-survey";
import { users } from "./account";
import { candidates } from "./candidates";

/**
 * Spec 2 §3, JobSurvey. Public addresses carry publicId (random UUID), never the serial id.
 * `revision` grows by one on each save: a tab holding an older revision is refused (409)
 * instead of overwriting newer answers. The lifecycle staff follow in the list (envoyée,
 * ouverte, commencée, terminée) is read from invitedAt, openedAt, startedAt and completedAt.
 */
export const jobSurveys = pgTable(
  "job_surveys",
  {
    id: serial("id").primaryKey(),
    publicId: uuid("public_id")
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    type: text("type").$type<JobSurveyType>().notNull().default("FULL"),
    answers: jsonb("answers").$type<SurveyAnswers>().notNull().default({}),
    /** «step-substep», 1-based. */
    userStep: text("user_step").notNull().default("1-1"),
    /** The consultant the staff member chose when inviting (the mails go to a staff address). */
    recruiterEmail: text("recruiter_email").notNull(),
    candidateFirstName: text("candidate_first_name"),
    candidateLastName: text("candidate_last_name"),
    candidateEmail: text("candidate_email"),
    candidateId: integer("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    startMailSent: boolean("start_mail_sent").notNull().default(false),
    isCompleted: boolean("is_completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the invitation e-mail was recorded in the outbox (its resend is the outbox's), and by whom. */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** The day the candidate is asked to answer by (AAAA-MM-JJ, Paris), given in the invitation. */
    deadline: date("deadline", { mode: "string" }),
    /** First time the candidate's page read the survey; first answer or document saved. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The one reminder (job-surveys:remind), taken by a conditional update so it goes once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    revision: integer("revision").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("job_surveys_type", sql`${t.type} in ('FULL', 'LIGHT')`),
    index("job_surveys_updated_at").on(t.updatedAt),
    index("job_surveys_candidate_id").on(t.candidateId),
  ],
);

/** Spec 2 §3, Survey attachment: one document per field, bytes in the file store (outside the web root). */
export const jobSurveyAttachments = pgTable(
  "job_survey_attachments",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => jobSurveys.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    label: text("label").notNull(),
    /** The candidate's name for it, cleaned, ending with the extension its bytes show. */
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("job_survey_attachments_survey_field").on(t.surveyId, t.field)],
);
