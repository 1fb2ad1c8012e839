import { z } from "zod";
import {
  JOB_SURVEY_TYPES,
  SURVEY_MESSAGES,
  SURVEY_UNKNOWN_FIELD,
  answerMaxLength,
  isCheckboxField,
  isSurveyField,
  type SurveyAnswers,
} from "../../../common/job-survey";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../../../common/candidate-forms";
import { INT4_MAX } from "../../../common/db-limits";
import { deadlineSchema } from "../../../common/job-survey-invitation";

const INVALID_EMAIL = "Adresse e-mail non valide";
const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL })
  .regex(EMAIL_PATTERN, { error: INVALID_EMAIL });
const optionalName = z.string({ error: SURVEY_MESSAGES.wrongType }).trim().max(100, { error: SURVEY_MESSAGES.tooLong }).optional();
const surveyType = z.enum(JOB_SURVEY_TYPES, { error: "Type de questionnaire invalide" });

/** An empty date field is no date (the default applies); anything else must be a day. */
const optionalDeadline = () => z.preprocess((value) => (value === "" || value === null ? undefined : value), deadlineSchema().optional());

/** POST /api/jobs/job_survey_create (staff). */
export const createSurveySchema = z.object({
  type: surveyType.default("FULL"),
  recruiterEmail: email,
  candidateFirstName: optionalName,
  candidateLastName: optionalName,
  candidateEmail: email.optional().or(z.literal("").transform(() => undefined)),
  /** Also e-mail the candidate the link (issue 48); needs candidateEmail. */
  sendInvitation: z.boolean({ error: "Valeur invalide" }).optional(),
  /** The day to answer by, given in the invitation; default: DEFAULT_DEADLINE_DAYS from today. */
  deadline: optionalDeadline(),
});

/** POST /api/jobs/job_survey_send_invitation (staff): a survey's invitation, sent or sent again. */
export const sendInvitationSchema = z.object({
  jobSurveyId: z.union([z.string().max(100), z.number().int().min(1).max(INT4_MAX)], { error: "Questionnaire introuvable" }),
  deadline: optionalDeadline(),
});

/** The answers map: known fields only, text or a tick, bounded (what the survey stores as is). */
export const answersSchema = z.record(z.string(), z.unknown()).transform((raw, ctx): SurveyAnswers => {
  const answers: SurveyAnswers = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isSurveyField(key)) {
      ctx.addIssue({ code: "custom", path: [key], message: SURVEY_UNKNOWN_FIELD });
      continue;
    }
    if (isCheckboxField(key)) {
      if (typeof value !== "boolean") ctx.addIssue({ code: "custom", path: [key], message: SURVEY_MESSAGES.wrongType });
      else answers[key] = value;
      continue;
    }
    if (typeof value !== "string") ctx.addIssue({ code: "custom", path: [key], message: SURVEY_MESSAGES.wrongType });
    else if (value.length > answerMaxLength(key)) ctx.addIssue({ code: "custom", path: [key], message: SURVEY_MESSAGES.tooLong });
    else answers[key] = value;
  }
  return answers;
});

const revision = z.number({ error: "Révision invalide" }).int({ error: "Révision invalide" }).min(0).max(INT4_MAX);

/** POST /api/jobs/job_survey_save/{id}: the whole answers map, the position and the revision the tab holds. */
export const saveSurveySchema = z.object({
  answers: z.record(z.string(), z.unknown(), { error: "Réponses invalides" }),
  userStep: z.string({ error: "Étape invalide" }).max(10, { error: "Étape invalide" }),
  type: surveyType.optional(),
  revision,
  /** Sent by the client; the server keeps its own flag (the start mail goes once). */
  startMailSent: z.boolean().optional(),
  /** True on the last step's «Soumettre»: every sub-step is checked and the captcha spent. */
  isCompleted: z.boolean().optional(),
  captchaId: z.string().max(100).optional().nullable(),
});

/** POST /api/jobs/job_survey_fetch/{id}. */
export const fetchSurveySchema = z.object({
  type: surveyType.optional(),
  recruiterEmail: z.string().max(EMAIL_MAX_LENGTH).optional().nullable(),
  isConsulting: z.boolean().optional(),
});

/** POST /api/jobs/job_survey_send_start_mail. */
export const startMailSchema = z.object({
  jobSurveyId: z.string({ error: "Questionnaire introuvable" }).max(100),
  candidateFirstName: z.string({ error: SURVEY_MESSAGES.firstName }).trim().max(100, { error: SURVEY_MESSAGES.tooLong }),
  candidateLastName: z.string({ error: SURVEY_MESSAGES.lastName }).trim().max(100, { error: SURVEY_MESSAGES.tooLong }),
  recruiterEmail: z.string().max(EMAIL_MAX_LENGTH).optional().nullable(),
  captchaId: z.string().max(100).optional().nullable(),
});
