import { frenchDateTime, frenchShortDate } from "~common/format/date";
import { PERSONAL_DATA_CATEGORIES, type PersonalDataCounts } from "~common/personal-data";

/** Paris time whatever the admin's computer says: the log is the firm's record. */
export const formatDateTime = (iso: string) => frenchDateTime(iso);
export const formatDate = (iso: string | null) => (iso ? frenchShortDate(iso) : "date inconnue");

export const countTotal = (counts: Partial<PersonalDataCounts>) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

export const elements = (n: number) => `${n}\u00a0élément${n > 1 ? "s" : ""}`;

/** «Fiches candidat : 1, Fichiers CV : 2» — the categories that hold something. */
export function countsInWords(counts: Partial<PersonalDataCounts>): string {
  const parts = PERSONAL_DATA_CATEGORIES.filter(({ key }) => (counts[key] ?? 0) > 0).map(({ key, label }) => `${label}\u00a0: ${counts[key]}`);
  return parts.length ? parts.join(", ") : "aucune donnée";
}
