import type { Config } from "../../config";
import type { jobSurveys } from "../../db/schema";
import type { MailAttachment } from "../../db/schema/mail";
import { renderMailBodies, type MailBlock } from "../mail/mail-blocks";
import type { MailMessage } from "../mail/mail.service";
import { SURVEY_FIELD_LABELS, SURVEY_STEPS, consultingPath, type JobSurveyAttachment, type SurveyAnswers } from "../../../common/job-survey";

type SurveyRow = typeof jobSurveys.$inferSelect;

const candidateName = (answers: SurveyAnswers, fallback: SurveyRow) =>
  [answers.candidateFirstName ?? fallback.candidateFirstName, answers.candidateLastName ?? fallback.candidateLastName]
    .filter((part) => typeof part === "string" && part.trim())
    .join(" ") || "Un candidat";

const shown = (value: string | boolean | undefined) =>
  value === true ? "Oui" : value === false || value === undefined || value === "" ? "Non renseigné" : value;

/**
 * The consultant's copy of a submitted survey: one section per step, each question with its
 * answer, the documents received, and the link to the read-only view; the same answers as a
 * PDF attachment when one could be made (to file or forward).
 */
export function completedSurveyMail(config: Config, survey: SurveyRow, attachments: JobSurveyAttachment[], to: string, pdf?: MailAttachment): MailMessage {
  const name = candidateName(survey.answers, survey);
  const blocks: MailBlock[] = [
    { kind: "text", text: `${name} a complété son questionnaire (${survey.type === "LIGHT" ? "version courte" : "version complète"}).` },
    ...(pdf ? [{ kind: "text" as const, text: "Ses réponses sont aussi jointes à ce message en PDF." }] : []),
  ];
  SURVEY_STEPS[survey.type].forEach((step, index) => {
    blocks.push({ kind: "text", text: `${index + 1}. ${step.title.toUpperCase()}` });
    for (const substep of step.substeps) {
      for (const field of substep.fields) blocks.push({ kind: "text", text: `${SURVEY_FIELD_LABELS[field]}\n${shown(survey.answers[field])}` });
      if (substep.attachment) {
        const file = attachments.find((a) => a.field === substep.attachment);
        blocks.push({ kind: "text", text: `Document (${substep.title.toLowerCase()})\n${file ? file.fileName : "Aucun document"}` });
      }
    }
  });
  blocks.push({ kind: "button", label: "Consulter le questionnaire", url: `${config.publicUrl}${consultingPath(survey.type, survey.publicId)}` });
  return {
    category: "job-survey-completed",
    to,
    ...(typeof survey.answers.candidateEmail === "string" && survey.answers.candidateEmail.includes("@") && { replyTo: survey.answers.candidateEmail.trim() }),
    subject: `Questionnaire complété : ${name}`,
    ...renderMailBodies(blocks),
    ...(pdf && { attachments: [pdf] }),
  };
}

/** The consultant's notice that a candidate started the survey. */
export function surveyStartedMail(config: Config, survey: SurveyRow, firstName: string, lastName: string, to: string): MailMessage {
  const name = `${firstName} ${lastName}`;
  const blocks: MailBlock[] = [
    { kind: "text", text: `${name} a commencé à remplir son questionnaire. Vous recevrez ses réponses dès qu'il sera envoyé.` },
    { kind: "button", label: "Suivre le questionnaire", url: `${config.publicUrl}${consultingPath(survey.type, survey.publicId)}` },
  ];
  return { category: "job-survey-started", to, subject: `Questionnaire commencé : ${name}`, ...renderMailBodies(blocks) };
}
