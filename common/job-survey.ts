/**
 * The job survey (spec 2 §3, §4, §5): its two types, six sections with sub-steps, the fields
 * each sub-step validates and their French messages. Browser-safe and free of zod: the form
 * validates 300 ms after each change with validateSubStep, the server runs the same rules on
 * every sub-step before it accepts a completed survey.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./candidate-forms";
import { consultantIdOf } from "./job-survey-consultants";
import { phoneDigits } from "./format/phone";

export const JOB_SURVEY_TYPES = ["FULL", "LIGHT"] as const;
export type JobSurveyType = (typeof JOB_SURVEY_TYPES)[number];
export const DEFAULT_JOB_SURVEY_TYPE: JobSurveyType = "FULL";
export const isJobSurveyType = (value: unknown): value is JobSurveyType => value === "FULL" || value === "LIGHT";

/**
 * Decision: the spec's generic «This field is required» is shown as «Ce champ est requis».
 * A field with its own message (§5) shows that message whether it is empty or fails its rule;
 * the others show this one.
 */
export const REQUIRED_MESSAGE = "Ce champ est requis";

export const SURVEY_MESSAGES = {
  email: "Email invalide",
  firstName: "Prénom invalide",
  lastName: "Nom invalide",
  phone: "Téléphone invalide",
  companyName: "Nom de la société invalide",
  jobTitle: "Titre du poste invalide",
  salary: "Rémunération invalide",
  acquiredSkills: "Compétences acquises invalides",
  description: "Description invalide",
  reasons: "Motifs invalides",
  tooLong: "Ce texte est trop long",
  wrongType: "Valeur invalide",
} as const;

/** Text answers: a line-sized field and a paragraph field (the «20 lines» hint is not enforced). */
export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 5000;

type FieldKind = "name" | "email" | "consultant" | "phone" | "short" | "long" | "checkbox";
type FieldRule = { kind: FieldKind; required: boolean; message?: string };

/** Every answer the survey stores (attachments are separate rows, see SURVEY_ATTACHMENT_FIELDS). */
export const SURVEY_FIELDS = {
  candidateFirstName: { kind: "name", required: true, message: SURVEY_MESSAGES.firstName },
  candidateLastName: { kind: "name", required: true, message: SURVEY_MESSAGES.lastName },
  candidateEmail: { kind: "email", required: true, message: SURVEY_MESSAGES.email },
  /** The consultant, chosen from the restricted users list: an address, or a picked consultant's id (job-survey-consultants.ts). */
  recruiterEmail: { kind: "consultant", required: true, message: SURVEY_MESSAGES.email },
  companyName: { kind: "short", required: true, message: SURVEY_MESSAGES.companyName },
  jobTitle: { kind: "short", required: true, message: SURVEY_MESSAGES.jobTitle },
  salary: { kind: "short", required: false, message: SURVEY_MESSAGES.salary },
  acquiredSkills: { kind: "long", required: true, message: SURVEY_MESSAGES.acquiredSkills },
  successAndFrustrations: { kind: "long", required: true, message: SURVEY_MESSAGES.description },
  careerTransitionReasons: { kind: "long", required: true, message: SURVEY_MESSAGES.reasons },
  lastCompanyName: { kind: "short", required: true, message: SURVEY_MESSAGES.companyName },
  lastJobTitle: { kind: "short", required: true, message: SURVEY_MESSAGES.jobTitle },
  lastSalary: { kind: "short", required: false, message: SURVEY_MESSAGES.salary },
  lastAcquiredSkills: { kind: "long", required: true, message: SURVEY_MESSAGES.acquiredSkills },
  lastSuccessAndFrustrations: { kind: "long", required: true, message: SURVEY_MESSAGES.description },
  lastCareerTransitionReasons: { kind: "long", required: true, message: SURVEY_MESSAGES.reasons },
  recognizedStrengths: { kind: "long", required: true },
  howToImprove: { kind: "long", required: true },
  personalityTraits: { kind: "long", required: true },
  proudestProfessionalMoment: { kind: "long", required: true },
  salaryExpectations: { kind: "long", required: true, message: SURVEY_MESSAGES.description },
  salaryVariable: { kind: "long", required: false },
  jobSkills: { kind: "long", required: true },
  jobLimitations: { kind: "long", required: true },
  jobExpectations: { kind: "long", required: true },
  relocationPlans: { kind: "long", required: true },
  recommandationCompanyName: { kind: "short", required: true, message: SURVEY_MESSAGES.companyName },
  recommandationName: { kind: "name", required: true, message: SURVEY_MESSAGES.lastName },
  recommandationJobTitle: { kind: "short", required: true, message: SURVEY_MESSAGES.jobTitle },
  recommandationPhone: { kind: "phone", required: true, message: SURVEY_MESSAGES.phone },
  recommandationEmail: { kind: "email", required: true, message: SURVEY_MESSAGES.email },
  isConsentementCv: { kind: "checkbox", required: true },
  isCertificationNonContact: { kind: "checkbox", required: true },
} as const satisfies Record<string, FieldRule>;

export type SurveyField = keyof typeof SURVEY_FIELDS;
export type SurveyAnswers = Partial<Record<SurveyField, string | boolean>>;
export const isSurveyField = (key: string): key is SurveyField => Object.hasOwn(SURVEY_FIELDS, key);
export const isCheckboxField = (field: SurveyField) => SURVEY_FIELDS[field].kind === "checkbox";
export const answerMaxLength = (field: SurveyField) => {
  const { kind } = SURVEY_FIELDS[field];
  return kind === "long" ? LONG_ANSWER_MAX : kind === "email" || kind === "consultant" ? EMAIL_MAX_LENGTH : SHORT_ANSWER_MAX;
};

/** The documents a candidate attaches (§3), each on its own sub-step. */
export const SURVEY_ATTACHMENT_FIELDS = {
  recommandationAttachment: "Lettre de recommandation",
  diploma: "Diplôme",
  salaryAttachment: "Bulletin de salaire",
} as const;
export type SurveyAttachmentField = keyof typeof SURVEY_ATTACHMENT_FIELDS;
export const isSurveyAttachmentField = (key: unknown): key is SurveyAttachmentField => typeof key === "string" && Object.hasOwn(SURVEY_ATTACHMENT_FIELDS, key);

/** Accepted documents (§5, §9): PDF and JPEG, recognised by their bytes. */
export const SURVEY_ATTACHMENT_TYPES = { "application/pdf": "pdf", "image/jpeg": "jpg" } as const;
export type SurveyAttachmentMime = keyof typeof SURVEY_ATTACHMENT_TYPES;
export const SURVEY_ATTACHMENT_ACCEPT = ".pdf,.jpg,.jpeg,application/pdf,image/jpeg";
/** Decision: 5 Mo per document, enough for a scanned diploma or payslip. */
export const SURVEY_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const ATTACHMENT_MESSAGES = {
  tooLarge: "Document trop volumineux",
  saved: "Le document a été enregistré",
  deleted: "L'attachement a été supprimé",
  deleteFailed: "Erreur lors de la suppression",
  wrongType: "Seuls les documents PDF et JPEG sont acceptés",
  missingFile: "Aucun document envoyé",
  unknownField: "Document inconnu pour ce questionnaire",
} as const;

export type SubStep = {
  /** Its letter in the stepper: A, B… */
  letter: string;
  title: string;
  fields: readonly SurveyField[];
  /** The document this sub-step asks for, if any (not a validated field: §5 lists no check). */
  attachment?: SurveyAttachmentField;
};
export type SurveyStep = { title: string; substeps: readonly SubStep[] };

const sub = (title: string, fields: readonly SurveyField[], attachment?: SurveyAttachmentField) => ({ title, fields, attachment });
const withLetters = (steps: { title: string; substeps: Omit<SubStep, "letter">[] }[]): readonly SurveyStep[] =>
  steps.map((step) => ({ title: step.title, substeps: step.substeps.map((s, i) => ({ ...s, letter: String.fromCharCode(65 + i) })) }));

const CONTACT = sub("Vos coordonnées", ["candidateFirstName", "candidateLastName", "candidateEmail", "recruiterEmail"]);
const LAST_JOB_1 = sub("Votre emploi précédent", ["lastCompanyName", "lastJobTitle", "lastSalary", "lastAcquiredSkills"]);
const LAST_JOB_2 = sub("Réussites et motifs de départ", ["lastSuccessAndFrustrations", "lastCareerTransitionReasons"]);
const SALARY = sub("Vos prétentions salariales", ["salaryExpectations", "salaryVariable"]);
const VISION_1 = sub("Votre vision du poste", ["jobSkills", "jobLimitations"]);
const REFERENCES = sub(
  "Vos références",
  ["recommandationCompanyName", "recommandationName", "recommandationJobTitle", "recommandationPhone", "recommandationEmail"],
  "recommandationAttachment",
);
const DIPLOMA = sub("Vos diplômes", [], "diploma");
const CONSENT = sub("Consentement", ["isConsentementCv", "isCertificationNonContact"]);

/** §4's order: contact, current job (2, 3), previous job (4, 5), strengths (6), personality (7), then the rest. */
const FULL_STEPS = withLetters([
  { title: "Contact", substeps: [CONTACT] },
  {
    title: "Emploi actuel",
    substeps: [
      sub("Votre emploi actuel", ["companyName", "jobTitle", "salary", "acquiredSkills"]),
      sub("Réussites et motifs de changement", ["successAndFrustrations", "careerTransitionReasons"]),
    ],
  },
  { title: "Emploi précédent", substeps: [LAST_JOB_1, LAST_JOB_2] },
  {
    title: "Personnalité",
    substeps: [sub("Vos forces", ["recognizedStrengths", "howToImprove"]), sub("Votre personnalité", ["personalityTraits", "proudestProfessionalMoment"])],
  },
  { title: "Projet", substeps: [SALARY, VISION_1, sub("Vos attentes", ["jobExpectations", "relocationPlans"])] },
  { title: "Références et documents", substeps: [REFERENCES, DIPLOMA, sub("Votre bulletin de salaire", [], "salaryAttachment"), CONSENT] },
]);

/**
 * The light type keeps contact, last job (two parts), salary, job vision (two parts, without
 * relocationPlans), references, diplomas and data consent: no payslip.
 */
const LIGHT_STEPS = withLetters([
  { title: "Contact", substeps: [CONTACT] },
  { title: "Dernier emploi", substeps: [LAST_JOB_1, LAST_JOB_2] },
  { title: "Rémunération", substeps: [SALARY] },
  { title: "Projet", substeps: [VISION_1, sub("Vos attentes", ["jobExpectations"])] },
  { title: "Références", substeps: [REFERENCES] },
  { title: "Documents et consentement", substeps: [DIPLOMA, CONSENT] },
]);

export const SURVEY_STEPS: Record<JobSurveyType, readonly SurveyStep[]> = { FULL: FULL_STEPS, LIGHT: LIGHT_STEPS };

/** The answer fields a type asks for (relocationPlans only in FULL). */
export function surveyFields(type: JobSurveyType): Set<SurveyField> {
  return new Set(SURVEY_STEPS[type].flatMap((step) => step.substeps.flatMap((s) => s.fields)));
}

export function surveyAttachmentFields(type: JobSurveyType): Set<SurveyAttachmentField> {
  return new Set(SURVEY_STEPS[type].flatMap((step) => step.substeps.flatMap((s) => (s.attachment ? [s.attachment] : []))));
}

/** Optional +, then 10 to 15 digits; spaces, dots and dashes between digits are allowed. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
export const isValidSurveyPhone = (value: string) => PHONE_PATTERN.test(phoneDigits(value));

/** The message for one field's answer, or null when it is acceptable. */
export function fieldError(field: SurveyField, value: unknown): string | null {
  const rule: FieldRule = SURVEY_FIELDS[field];
  const failed = rule.message ?? REQUIRED_MESSAGE;
  if (rule.kind === "checkbox") return rule.required && value !== true ? REQUIRED_MESSAGE : null;
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return rule.required ? failed : null;
  if (text.length > answerMaxLength(field)) return SURVEY_MESSAGES.tooLong;
  if (rule.kind === "email" && !EMAIL_PATTERN.test(text)) return failed;
  if (rule.kind === "consultant" && !EMAIL_PATTERN.test(text) && consultantIdOf(text) === null) return failed;
  if (rule.kind === "phone" && !isValidSurveyPhone(text)) return failed;
  return null;
}

/** A position as the survey stores it: step and sub-step, both 1-based. */
export type SurveyPosition = { step: number; substep: number };

/** The sub-step at a position; undefined outside the type's steps. */
export function subStepAt(type: JobSurveyType, { step, substep }: SurveyPosition): SubStep | undefined {
  return SURVEY_STEPS[type][step - 1]?.substeps[substep - 1];
}

/** Field → message for one sub-step; empty when it may be left. */
export function validateSubStep(type: JobSurveyType, step: number, substep: number, answers: SurveyAnswers): Partial<Record<SurveyField, string>> {
  const errors: Partial<Record<SurveyField, string>> = {};
  for (const field of subStepAt(type, { step, substep })?.fields ?? []) {
    const message = fieldError(field, answers[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Every sub-step's errors at once, in order: what a submitted survey must pass. */
export function validateSurvey(type: JobSurveyType, answers: SurveyAnswers): { position: SurveyPosition; errors: Partial<Record<SurveyField, string>> }[] {
  return allPositions(type)
    .map((position) => ({ position, errors: validateSubStep(type, position.step, position.substep, answers) }))
    .filter(({ errors }) => Object.keys(errors).length > 0);
}

export function allPositions(type: JobSurveyType): SurveyPosition[] {
  return SURVEY_STEPS[type].flatMap((step, s) => step.substeps.map((_, i) => ({ step: s + 1, substep: i + 1 })));
}

export const FIRST_POSITION: SurveyPosition = { step: 1, substep: 1 };
export const lastPosition = (type: JobSurveyType): SurveyPosition => allPositions(type).at(-1)!;

/** «2-1» → {step: 2, substep: 1}; null for anything else. */
export function parsePosition(value: unknown): SurveyPosition | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [step, substep] = [Number(match[1]), Number(match[2])];
  return step >= 1 && substep >= 1 ? { step, substep } : null;
}

export const formatPosition = ({ step, substep }: SurveyPosition) => `${step}-${substep}`;

/** The nearest position that exists in this type (a light survey has fewer sub-steps). */
export function clampPosition(type: JobSurveyType, position: SurveyPosition): SurveyPosition {
  const steps = SURVEY_STEPS[type];
  const step = Math.min(Math.max(1, position.step), steps.length);
  const substep = Math.min(Math.max(1, position.substep), steps[step - 1]!.substeps.length);
  return { step, substep };
}

/** A stored or typed position, made safe to show: unreadable ones restart at 1-1. */
export const restorePosition = (type: JobSurveyType, value: unknown): SurveyPosition => clampPosition(type, parsePosition(value) ?? FIRST_POSITION);

export function nextPosition(type: JobSurveyType, position: SurveyPosition): SurveyPosition | null {
  const positions = allPositions(type);
  const index = positions.findIndex((p) => p.step === position.step && p.substep === position.substep);
  return positions[index + 1] ?? null;
}

export function previousPosition(type: JobSurveyType, position: SurveyPosition): SurveyPosition | null {
  const positions = allPositions(type);
  const index = positions.findIndex((p) => p.step === position.step && p.substep === position.substep);
  return index > 0 ? positions[index - 1]! : null;
}

export const isLastPosition = (type: JobSurveyType, position: SurveyPosition) => {
  const last = lastPosition(type);
  return last.step === position.step && last.substep === position.substep;
};

/** Public address of a survey (decision): the id is a random UUID, never the serial id. */
export const surveyPath = (type: JobSurveyType, publicId: string) => (type === "LIGHT" ? `/questionnaires/light/${publicId}` : `/questionnaires/${publicId}`);
/** The staff's read-only view (spec 2 §2). */
export const consultingPath = (type: JobSurveyType, publicId: string) =>
  type === "LIGHT" ? `/questionnaires/consulting/light/${publicId}` : `/questionnaires/consulting/${publicId}`;

export const SURVEY_NOT_FOUND = "Questionnaire introuvable";
export const SURVEY_COMPLETED = "Ce questionnaire a déjà été envoyé";
export const SURVEY_STALE = "Ce questionnaire a été modifié dans un autre onglet";
export const SURVEY_UNKNOWN_FIELD = "Réponse inconnue pour ce questionnaire";
export const SURVEY_POSITION_INVALID = "Étape invalide";
export const SURVEY_INCOMPLETE = "Certaines réponses sont manquantes ou invalides";

/** A survey as the form receives it. */
export type JobSurveyAttachment = {
  id: number;
  field: SurveyAttachmentField;
  label: string;
  fileName: string;
  fileType: SurveyAttachmentMime;
  fileSize: number;
  createdAt: string;
};
export type JobSurveyView = {
  id: string;
  type: JobSurveyType;
  answers: SurveyAnswers;
  userStep: string;
  recruiterEmail: string;
  startMailSent: boolean;
  isCompleted: boolean;
  completedAt: string | null;
  revision: number;
  attachments: JobSurveyAttachment[];
};

/** Each answer's French label, for the form and the consultant's summary. */
export const SURVEY_FIELD_LABELS: Record<SurveyField, string> = {
  candidateFirstName: "Prénom",
  candidateLastName: "Nom",
  candidateEmail: "E-mail",
  recruiterEmail: "Consultant",
  companyName: "Nom de la société",
  jobTitle: "Titre du poste",
  salary: "Rémunération (facultatif)",
  acquiredSkills: "Compétences acquises",
  successAndFrustrations: "Réussites et frustrations",
  careerTransitionReasons: "Motifs de changement",
  lastCompanyName: "Nom de la société",
  lastJobTitle: "Titre du poste",
  lastSalary: "Rémunération (facultatif)",
  lastAcquiredSkills: "Compétences acquises",
  lastSuccessAndFrustrations: "Réussites et frustrations",
  lastCareerTransitionReasons: "Motifs de départ",
  recognizedStrengths: "Forces reconnues",
  howToImprove: "Axes d'amélioration",
  personalityTraits: "Traits de personnalité",
  proudestProfessionalMoment: "Moment professionnel dont vous êtes le plus fier",
  salaryExpectations: "Prétentions salariales",
  salaryVariable: "Part variable (facultatif)",
  jobSkills: "Compétences attendues pour le poste",
  jobLimitations: "Limites du poste",
  jobExpectations: "Attentes (20 lignes maximum)",
  relocationPlans: "Projets de mobilité",
  recommandationCompanyName: "Société du référent",
  recommandationName: "Nom du référent",
  recommandationJobTitle: "Poste du référent",
  recommandationPhone: "Téléphone du référent",
  recommandationEmail: "E-mail du référent",
  isConsentementCv: "J'accepte que mon dossier et mon CV soient conservés et que l'on me contacte pour des postes similaires",
  isCertificationNonContact: "Je certifie n'avoir eu aucun contact direct ou indirect avec l'entreprise et que les informations données sont sincères",
};

/** A document of the survey, for its preview (or download) by the candidate filling it and by staff. */
export const surveyAttachmentUrl = (publicId: string, attachmentId: number, download = false) =>
  `/api/jobs/job_survey_attachment/${publicId}/${attachmentId}${download ? "?download=1" : ""}`;

/** The sections (1-based) that still hold a sub-step whose answers do not pass: the stepper's «Plus que N étape(s)». */
export function unfinishedSections(type: JobSurveyType, answers: SurveyAnswers): Set<number> {
  return new Set(validateSurvey(type, answers).map(({ position }) => position.step));
}

export const sectionsLeftLabel = (left: number) => (left === 0 ? "Tout est complété\u00a0!" : left === 1 ? "Plus qu'une étape" : `Plus que ${left} étapes`);

/** Share of the sub-steps behind the visitor (0 to 1): the progress bar. */
export function progressShare(type: JobSurveyType, position: SurveyPosition): number {
  const positions = allPositions(type);
  const index = positions.findIndex((p) => p.step === position.step && p.substep === position.substep);
  return Math.max(0, index) / positions.length;
}

export const SURVEY_SAVE_MESSAGES = {
  saving: "Enregistrement…",
  saved: "Réponses enregistrées",
  pending: "Modifications en attente d'enregistrement",
  offline: "Problème de connexion : vos dernières réponses ne sont pas encore enregistrées",
  refused: "Vos dernières réponses n'ont pas pu être enregistrées",
} as const;
