import type { Config } from "../../config";
import type { jobSurveys } from "../../db/schema";
import type { MailAttachment } from "../../db/schema/mail";
import { renderMailBodies, type MailBlock } from "../mail/mail-blocks";
import type { MailMessage } from "../mail/mail.service";
import { personalDataNotice } from "../mail/personal-data-notice";
import { SURVEY_FIELD_LABELS, SURVEY_STEPS, consultingPath, surveyPath, type JobSurveyAttachment, type SurveyAnswers } from "../../../common/job-survey";
import { frenchDay } from "../../../common/job-survey-invitation";
import { frenchDate, frenchTime } from "../../../common/format/date";

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

/** Who writes to the candidate: a staff member's name (their address when no name is known). */
export type SurveyConsultant = { name: string; email: string };

const hello = (survey: SurveyRow) => {
  const first = typeof survey.candidateFirstName === "string" ? survey.candidateFirstName.trim() : "";
  return first ? `Bonjour ${first},` : "Bonjour,";
};

const surveyUrl = (config: Config, survey: SurveyRow) => `${config.publicUrl}${surveyPath(survey.type, survey.publicId)}`;

/**
 * The candidate's invitation (issue 48): the link, who sent it and the day to answer by. Replies
 * go to the staff member who sent it. The link is the candidate's key to their answers until
 * they submit: the mail says not to pass it on.
 */
export function surveyInvitationMail(config: Config, survey: SurveyRow, consultant: SurveyConsultant, deadline: string): MailMessage {
  const blocks: MailBlock[] = [
    { kind: "text", text: hello(survey) },
    {
      kind: "text",
      text: `${consultant.name}, qui vous accompagne chez ${config.brand.name}, vous invite à remplir votre questionnaire candidat. Vos réponses lui permettront de mieux connaître votre parcours, vos réussites et vos attentes.`,
    },
    {
      kind: "text",
      text: `Merci de le compléter au plus tard le ${frenchDay(deadline)}. Vos réponses sont enregistrées au fur et à mesure\u00a0: vous pouvez le remplir en plusieurs fois, depuis ce même lien.`,
    },
    { kind: "button", label: "Remplir mon questionnaire", url: surveyUrl(config, survey) },
    ...personalLinkEnding(config),
  ];
  return {
    category: "job-survey-invitation",
    to: survey.candidateEmail!,
    replyTo: consultant.email,
    subject: `${consultant.name} vous invite à remplir votre questionnaire`,
    ...renderMailBodies(blocks),
  };
}

/** How the invitation and the reminder end: the link is the candidate's alone; their data's notice. */
const personalLinkEnding = (config: Config): MailBlock[] => [
  { kind: "text", text: `Ce lien vous est personnel\u00a0: ne le transférez pas. Une question\u00a0? Répondez simplement à cet e-mail.` },
  personalDataNotice(config),
];

/** The one reminder, some days after the invitation, while the survey is not completed. */
export function surveyReminderMail(config: Config, survey: SurveyRow, consultant: SurveyConsultant): MailMessage {
  const started = survey.startedAt !== null;
  const blocks: MailBlock[] = [
    { kind: "text", text: hello(survey) },
    {
      kind: "text",
      text: `${consultant.name} vous a invité(e)${survey.invitedAt ? ` le ${frenchDate(survey.invitedAt)}` : ""} à remplir votre questionnaire candidat, qui n'est pas encore terminé.${survey.deadline ? ` Merci de le compléter au plus tard le ${frenchDay(survey.deadline)}.` : ""}`,
    },
    ...(started ? [{ kind: "text" as const, text: "Vos réponses sont enregistrées\u00a0: vous reprendrez où vous en étiez." }] : []),
    { kind: "button", label: started ? "Reprendre mon questionnaire" : "Remplir mon questionnaire", url: surveyUrl(config, survey) },
    ...personalLinkEnding(config),
  ];
  return {
    category: "job-survey-reminder",
    to: survey.candidateEmail!,
    replyTo: consultant.email,
    subject: survey.deadline
      ? `Rappel\u00a0: votre questionnaire à remplir avant le ${frenchDay(survey.deadline)}`
      : "Rappel\u00a0: votre questionnaire à remplir",
    ...renderMailBodies(blocks),
  };
}

/**
 * The candidate's receipt once the survey is submitted. It repeats none of the answers (the
 * consultant has them, with the PDF) and says why the link no longer shows them.
 */
export function surveyReceiptMail(config: Config, survey: SurveyRow, consultant: SurveyConsultant): MailMessage {
  const when = survey.completedAt ?? new Date();
  const blocks: MailBlock[] = [
    { kind: "text", text: hello(survey) },
    { kind: "text", text: `Merci\u00a0! Votre questionnaire a bien été envoyé le ${frenchDate(when)} à ${frenchTime(when)}.` },
    { kind: "text", text: `${consultant.name} a reçu vos réponses et vos documents, et reviendra vers vous très vite.` },
    {
      kind: "text",
      text: "Par confidentialité, vos réponses ne sont plus consultables depuis le lien du questionnaire. Pour corriger ou compléter une réponse, répondez à cet e-mail.",
    },
    personalDataNotice(config),
  ];
  return {
    category: "job-survey-receipt",
    to: survey.candidateEmail!,
    replyTo: consultant.email,
    subject: "Votre questionnaire a bien été envoyé",
    ...renderMailBodies(blocks),
  };
}
