import { CAPTCHA_REQUIRED } from "./captcha";
import { phoneDigits } from "../format/phone";
import { NOT_PERMANENT_EMAIL } from "../candidate-forms";

// The employer contact form: one function per rule, used both by the form's live validation
// and by the API schema, so a message can only be written in one place. Browser-safe: the
// throwaway-domain list lives on the server (server/lib/disposable-email.ts).

export const CONTACT_MESSAGES = {
  namesRequired: "Le nom est requis",
  namesTooShort: "Le nom doit contenir au moins 2 caractères",
  namesTooLong: "Le nom est trop long (maximum 100 caractères)",
  societyRequired: "Le nom de la société est requis",
  societyTooLong: "Le nom de la société est trop long (maximum 200 caractères)",
  departmentRequired: "Veuillez sélectionner un département",
  mailRequired: "L'adresse email est requise",
  mailInvalid: "Format d'email invalide",
  mailTooLong: "Email trop long (maximum 254 caractères)",
  mailNotPermanent: NOT_PERMANENT_EMAIL,
  phoneRequired: "Le numéro de téléphone est requis",
  phoneTooFewDigits: "Format invalide. Le numéro doit contenir au moins 6 chiffres",
  phoneTooLong: "Numéro trop long",
  phoneFormat: "Format de téléphone invalide. Utilisez un format comme 0123456789 ou +33123456789",
  phoneServiceTooLong: "Numéro de téléphone trop long",
  phoneServiceTooShort: "Numéro de téléphone trop court",
  contentRequired: "Veuillez décrire votre projet",
  contentTooShort: "Veuillez fournir plus de détails (minimum 5 caractères)",
  contentTooLong: "Votre message est trop long (maximum 2000 caractères)",
  contentIncoherent: "Le contenu semble invalide. Veuillez saisir un message cohérent",
  captchaRequired: CAPTCHA_REQUIRED,
} as const;

export const CONTACT_LIMITS = {
  namesMin: 2,
  namesMax: 100,
  societyMax: 200,
  mailMax: 254,
  phoneMinDigits: 6,
  phoneMax: 20,
  phoneServiceMin: 7,
  phoneServiceMax: 16,
  contentMin: 5,
  contentMax: 2000,
  sourcePageMax: 300,
} as const;

/** What the form holds: strings as typed (untrimmed), the department as its id. */
export type ContactValues = {
  names: string;
  society: string;
  departmentId: number | null;
  mail: string;
  phoneNumber: string;
  content: string;
};

type Check = (value: string) => string | undefined;
const M = CONTACT_MESSAGES;
const L = CONTACT_LIMITS;

// Both readings check in the same order so the most helpful message wins: anything but
// digits (after an optional leading +) gets the format message, which says what is expected;
// a well-formed number of the wrong size gets the length message; a number of the right size
// that fits no accepted shape falls back to the format message.

/** Full form (decision 3): optional + then 6 to 20 characters of digits. */
export const phoneFirstReading: Check = (raw) => {
  const phone = phoneDigits(raw);
  if (!phone) return M.phoneRequired;
  if (!/^\+?\d+$/.test(phone)) return M.phoneTooFewDigits;
  if (phone.length > L.phoneMax) return M.phoneTooLong;
  if (phone.replace("+", "").length < L.phoneMinDigits) return M.phoneTooFewDigits;
  return undefined;
};

/** Service variant (decision 3): French 0XXXXXXXXX, +33 and 9 digits, or + and up to 15 digits. */
export const phoneSecondReading: Check = (raw) => {
  const phone = phoneDigits(raw);
  if (!phone) return M.phoneRequired;
  if (!/^\+?\d+$/.test(phone)) return M.phoneFormat;
  if (phone.length > L.phoneServiceMax) return M.phoneServiceTooLong;
  if (phone.length < L.phoneServiceMin) return M.phoneServiceTooShort;
  if (!/^(0\d{9}|\+33\d{9}|\+\d{1,15})$/.test(phone)) return M.phoneFormat;
  return undefined;
};

/** "aaaaaa.com"-style domains (a character 6 times or more) are typed to get past a form, not to be answered. */
export const isMadeUpDomain = (domain: string) => /(.)\1{5,}/.test(domain);

/** The part after the last @, lowercased (the mail is lowercased before sending). */
export function mailDomain(mail: string): string {
  const trimmed = mail.trim();
  return trimmed.slice(trimmed.lastIndexOf("@") + 1).toLowerCase();
}

// Length before pattern: a 300-character paste learns it is too long, and the regexes only
// ever see short strings.
export const checkMail: Check = (raw) => {
  const mail = raw.trim();
  if (!mail) return M.mailRequired;
  if (mail.length > L.mailMax) return M.mailTooLong;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail)) return M.mailInvalid;
  if (isMadeUpDomain(mailDomain(mail))) return M.mailNotPermanent;
  return undefined;
};

export const checkNames: Check = (raw) => {
  const names = raw.trim();
  if (!names) return M.namesRequired;
  if (names.length < L.namesMin) return M.namesTooShort;
  if (names.length > L.namesMax) return M.namesTooLong;
  return undefined;
};

export function checkSociety(raw: string, isFromService: boolean): string | undefined {
  const society = raw.trim();
  if (!society) return isFromService ? undefined : M.societyRequired;
  if (society.length > L.societyMax) return M.societyTooLong;
  return undefined;
}

export function checkDepartment(departmentId: number | null, isFromService: boolean): string | undefined {
  return departmentId == null && !isFromService ? M.departmentRequired : undefined;
}

// Runs of white space are left alone: blank lines or pasted indentation are invisible to the
// user and say nothing about spam, whereas "!!!!!!!!!!!" or "aaaaaaaaaaa" do.
const REPEATED_CHARACTER = /(\S)\1{10,}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function checkContent(raw: string, isFromService: boolean): string | undefined {
  const content = raw.trim();
  if (isFromService) {
    // Optional in the service variant: only its maximum still applies.
    return content.length > L.contentMax ? M.contentTooLong : undefined;
  }
  if (!content) return M.contentRequired;
  if (content.length < L.contentMin) return M.contentTooShort;
  if (content.length > L.contentMax) return M.contentTooLong;
  if (REPEATED_CHARACTER.test(content) || !LETTER_OR_DIGIT.test(content)) return M.contentIncoherent;
  return undefined;
}

export function validateContactField(field: keyof ContactValues, values: ContactValues, isFromService: boolean): string | undefined {
  switch (field) {
    case "names":
      return checkNames(values.names);
    case "society":
      return checkSociety(values.society, isFromService);
    case "departmentId":
      return checkDepartment(values.departmentId, isFromService);
    case "mail":
      return checkMail(values.mail);
    case "phoneNumber":
      return isFromService ? phoneSecondReading(values.phoneNumber) : phoneFirstReading(values.phoneNumber);
    case "content":
      return checkContent(values.content, isFromService);
  }
}

const CONTACT_FIELDS = ["names", "society", "departmentId", "mail", "phoneNumber", "content"] as const;
const SERVICE_REQUIRED_FIELDS = ["names", "mail", "phoneNumber"] as const;

/** Every field's error; an empty object when the form is valid. */
export function validateContact(values: ContactValues, isFromService: boolean): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const message = validateContactField(field, values, isFromService);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Spec §4 Completeness: the service variant needs only name, e-mail and phone. */
export function isContactComplete(values: ContactValues, isFromService: boolean): boolean {
  const fields = isFromService ? SERVICE_REQUIRED_FIELDS : CONTACT_FIELDS;
  return fields.every((field) => !validateContactField(field, values, isFromService));
}

/** What is sent: trimmed, mail lowercased, phone without separators. */
export function normalizeContact(values: ContactValues): ContactValues {
  return {
    names: values.names.trim(),
    society: values.society.trim(),
    departmentId: values.departmentId,
    mail: values.mail.trim().toLowerCase(),
    phoneNumber: phoneDigits(values.phoneNumber),
    content: values.content.trim(),
  };
}
