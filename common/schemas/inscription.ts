import { checkMail, checkNames, phoneSecondReading } from "./contact";
import { phoneDigits } from "../format/phone";

// Spec 1 §5, Inscription: names, mail and phone all required, with one message; the formats
// are the contact form's (one rule per field, written once in ./contact).

export const INSCRIPTION_MESSAGES = {
  required: "Tous les champs obligatoires doivent être remplis",
  sessionRequired: "Veuillez choisir une session",
  sessionUnknown: "Cette session n'existe pas ou plus",
  sessionStarted: "Cette session a déjà commencé : choisissez une session à venir",
  sessionFull: "Cette session est complète",
  alreadyRegistered: "Vous êtes déjà inscrit·e à cette session avec cette adresse e-mail",
  success: "Votre inscription a été enregistrée avec succès",
  failure: "Une erreur est survenue lors de votre inscription",
} as const;

export type InscriptionValues = { names: string; mail: string; phoneNumber: string };
export type InscriptionField = keyof InscriptionValues;
export const INSCRIPTION_FIELDS: readonly InscriptionField[] = ["names", "mail", "phoneNumber"];

const CHECKS: Record<InscriptionField, (raw: string) => string | undefined> = { names: checkNames, mail: checkMail, phoneNumber: phoneSecondReading };

export function validateInscriptionField(field: InscriptionField, values: InscriptionValues): string | undefined {
  return values[field].trim() ? CHECKS[field](values[field]) : INSCRIPTION_MESSAGES.required;
}

/** Every field's error; an empty object when the form is valid. */
export function validateInscription(values: InscriptionValues): Partial<Record<InscriptionField, string>> {
  const errors: Partial<Record<InscriptionField, string>> = {};
  for (const field of INSCRIPTION_FIELDS) {
    const message = validateInscriptionField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** What is stored: trimmed, mail lowercased, phone without separators. */
export const normalizeInscription = (values: InscriptionValues): InscriptionValues => ({
  names: values.names.trim(),
  mail: values.mail.trim().toLowerCase(),
  phoneNumber: phoneDigits(values.phoneNumber),
});

/** A full session's answer names the next one with seats, for the form to offer it. */
export type InscriptionFullAnswer = { detail: string; nextSession: { id: number; startAt: string; endAt: string } | null };
