import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./candidate-forms";

/**
 * Personal-data requests (issue 19): what the firm holds about an e-mail address, shown to
 * admins, exported as a ZIP and erased on request. Shared by the API and the admin screen.
 */

/** The categories, in the order the screen lists them, with their French titles. */
export const PERSONAL_DATA_CATEGORIES = [
  { key: "candidates", label: "Fiches candidat" },
  { key: "applications", label: "Candidatures et dépôts de CV" },
  { key: "candidateNotes", label: "Notes des recruteurs" },
  { key: "resumeFiles", label: "Fichiers CV" },
  { key: "jobAlerts", label: "Alertes emploi" },
  { key: "contactLeads", label: "Demandes de contact" },
  { key: "trainingRegistrations", label: "Inscriptions aux formations" },
  { key: "jobSurveys", label: "Questionnaires" },
  { key: "surveyFiles", label: "Documents des questionnaires" },
  { key: "emails", label: "E-mails envoyés" },
] as const;

export type PersonalDataCategory = (typeof PERSONAL_DATA_CATEGORIES)[number]["key"];
export type PersonalDataCounts = Record<PersonalDataCategory, number>;

/** One thing found, as the screen lists it: enough to recognise it, not the whole row. */
export type PersonalDataItem = { id: string; date: string | null; label: string };

export type PersonalDataFindings = {
  counts: PersonalDataCounts;
  total: number;
  items: Record<PersonalDataCategory, PersonalDataItem[]>;
};

export type PersonalDataErasure = { counts: PersonalDataCounts; total: number; detail: string };

export const DATA_REQUEST_KIND_LABELS = { ACCESS: "Consultation", EXPORT: "Export", ERASURE: "Effacement" } as const;

/** A line of the log: never the address, only who handled what and how much. */
export type DataRequestLogEntry = {
  id: number;
  kind: keyof typeof DATA_REQUEST_KIND_LABELS;
  createdAt: string;
  handledBy: string | null;
  summary: Partial<PersonalDataCounts>;
};

export const INVALID_ADDRESS = "Adresse e-mail non valide";
export const ERASURE_NOT_CONFIRMED = "Confirmez l'effacement des données";
export const ERASURE_DONE = "Les données ont été effacées";

const address = z
  .string({ error: INVALID_ADDRESS })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: INVALID_ADDRESS })
  .regex(EMAIL_PATTERN, { error: INVALID_ADDRESS });

export const personalDataSearchSchema = z.object({ email: address });

/** Erasure cannot be undone: the call itself must say it was confirmed. */
export const personalDataErasureSchema = z.object({
  email: address,
  confirm: z.literal(true, { error: ERASURE_NOT_CONFIRMED }),
});

export const emptyCounts = (): PersonalDataCounts => Object.fromEntries(PERSONAL_DATA_CATEGORIES.map(({ key }) => [key, 0])) as PersonalDataCounts;
