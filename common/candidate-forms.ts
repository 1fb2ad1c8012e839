// Spec 2 §2, §4, §5 and §8: the texts and limits of the apply, CV drop and alert forms.
// Browser-safe (no zod): the dialogs check with these, the server with the same values.

import { que } from "./format/typography";

/** Spec 1 (contact «mail»), for every form a candidate gives an address in: a throwaway or made-up domain. */
export const NOT_PERMANENT_EMAIL = "Veuillez utiliser une adresse email valide et permanente";

export const APPLICATION_MESSAGES = {
  email: "Adresse e-mail non valide",
  emailNotPermanent: NOT_PERMANENT_EMAIL,
  rgpd: "Vous devez accepter les conditions d'utilisation",
  resume: "Vous devez envoyer un CV",
  resumeType: "Format de CV non accepté : envoyez un fichier PDF, DOC ou DOCX",
  resumeTooLarge: "Le CV dépasse la taille maximale de 10 Mo",
  coverLetterTooLong: "La lettre de motivation ne peut pas dépasser 5 000 caractères",
  offerNotFound: "Cette offre d'emploi n'existe pas",
  offerExpired: "Cette offre d'emploi n'est plus disponible",
} as const;

export const ALERT_MESSAGES = {
  emailRequired: "Veuillez saisir votre adresse e-mail",
  email: "Adresse e-mail non valide",
  emailNotPermanent: NOT_PERMANENT_EMAIL,
  rgpd: "Vous devez accepter les conditions d'utilisation",
  criteria: "Choisissez au moins un critère de recherche pour créer une alerte",
} as const;

/** A standard address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
export const isValidEmail = (email: string) => email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email.trim());

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_LETTER_MAX_LENGTH = 5000;
/** Accepted resume types (spec 2 §9): pdf, msword, docx. The server checks the content, not these. */
export const RESUME_TYPES = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type ResumeMime = keyof typeof RESUME_TYPES;
/** For the file input's accept attribute. */
export const RESUME_ACCEPT = [...Object.keys(RESUME_TYPES), ".pdf", ".doc", ".docx"].join(",");

export const APPLICATION_SUCCESS = "Génial, votre candidature a bien été envoyée. On revient vers vous très vite !";
/** A second application from the same address to the same offer: acknowledged, not sent twice. */
export const APPLICATION_ALREADY_RECEIVED =
  "Nous avions déjà reçu votre candidature à cette offre\u00a0: inutile de la renvoyer, un consultant l'étudie et revient vers vous très vite.";
export const CV_DROP_PITCH =
  "Rejoignez notre vivier de candidats : déposez votre CV et nos consultants vous proposeront les postes qui vous correspondent, même avant leur publication.";
export const CV_DROP_SUCCESS = "Merci pour votre CV ! Nos consultants l'étudient et vous recontactent dès qu'un poste correspond à votre profil.";
export const CV_DROP_NOTICE = "CV envoyé avec succès";
/** Spec 2 §2's success text: shown once the alert really is active (already confirmed). */
export const ALERT_SUCCESS = "Alerte activée avec succès\u00a0!";
/** Double opt-in (decision 0011): until its link is clicked, the alert waits. */
export const ALERT_PENDING = "Plus qu'une étape\u00a0: confirmez votre alerte";
export const ALERT_CONFIRM_HINT =
  "Elle sera activée dès que vous aurez cliqué sur le lien de l'e-mail que nous venons de vous envoyer (pensez à regarder dans vos courriers indésirables).";
export const CANDIDATE_COOKIES_REQUIRED = "Veuillez accepter les cookies afin de pouvoir envoyer votre CV / activer les alertes";
export const CANDIDATE_SEND_FAILURE = "Une erreur est survenue lors de l'envoi. Veuillez réessayer.";

/** The consent a candidate ticks; stored word for word with the application (spec 2 §5). */
export const applicationConsentText = (brandName: string) =>
  `J'accepte ${que(brandName)} utilise mes données personnelles et mon CV pour ma recherche d'emploi et me recontacte au sujet de postes correspondant à mon profil. Ils sont conservés au plus 2 ans après notre dernier échange.`;

export const alertConsentText = (brandName: string) =>
  `J'accepte ${que(brandName)} utilise mon adresse e-mail pour m'envoyer chaque semaine les nouvelles offres correspondant à cette recherche. Je peux me désinscrire à tout moment.`;

/**
 * What a candidate form's disabled button says is left to do (after «Avant d'envoyer :»), one
 * short imperative each, in the order of the form.
 */
export const MISSING = {
  email: "saisissez une adresse e-mail valide",
  resume: "ajoutez votre CV",
  coverLetter: "raccourcissez la lettre de motivation",
  rgpd: "cochez la case de consentement",
  fields: "complétez les champs obligatoires (*)",
  flagged: "corrigez les champs signalés",
  cookies: "acceptez les cookies",
  captcha: "attendez la fin de la vérification anti-robot",
} as const;
