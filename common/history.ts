// A record's «Historique» on the wire (decision 0065): GET /api/history/{appLabel}/{model}/{id}.

/**
 * One field's change. `before`/`after` are present only for short values, already in the words
 * staff read («Publiée», «28 nov. 2026 à 00:34»); null is an empty value. Without them, only
 * the field's name is kept (long or rich text, lists, pictures, a password).
 */
export type HistoryFieldChange = { field: string; label: string; before?: string | number | null; after?: string | number | null };

export type HistoryAction = "create" | "update" | "delete";

export type HistoryLine = { id: number; at: string; actor: string; action: HistoryAction; changes: HistoryFieldChange[] };

export type HistoryPage = { rows: HistoryLine[]; count: number; page: number; pageSize: number };

/** Lines per page of the tab («Voir plus» asks for the next). */
export const HISTORY_PAGE_SIZE = 50;

/** Who did it, once their account is gone: the name leaves with the account. */
export const DELETED_ACCOUNT = "Compte supprimé";

/** The CVthèque's candidates are no manager, but their history is keyed like one. */
export const CANDIDATE_HISTORY_MODEL = "jobs/candidat";

/**
 * The managers whose records hold a person's data, by the key their «Historique» lines carry
 * (`appLabel/model`): an erasure deletes those lines with the records. Their descriptors are
 * checked against these keys (server/resources/history-keys.test.ts).
 */
export const PERSONAL_RECORD_MODELS = {
  survey: "jobs/jobsurvey",
  alert: "jobs/jobalert",
  lead: "mailer/contactlead",
  registration: "mailer/trainingregistration",
  email: "mailer/email",
} as const;
