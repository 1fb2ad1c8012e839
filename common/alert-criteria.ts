import { formatEuros } from "./format/number";
import { contractLabel } from "./offers";
import type { SearchCriteria } from "./offer-search";

/** What an alert without any criterion watches (an old row: the form always asks for one). */
export const ALL_CRITERIA = "Tous les critères";

/**
 * An alert's search in words for staff (spec 3 §2.4, job alerts): one «Label : value» per set
 * criterion, in the order of the search form; the place by its name when it is known.
 */
export function alertCriteriaLines(query: SearchCriteria | null | undefined, place?: string | null): string[] {
  const q = query ?? {};
  const lines: string[] = [];
  if (q.query) lines.push(`Mots-clés\u00a0: ${q.query}`);
  if (q.location) lines.push(`Lieu\u00a0: ${place || q.location}`);
  if (q.domain) lines.push(`Secteur\u00a0: ${q.domain}`);
  if (q.contract) lines.push(`Contrat\u00a0: ${contractLabel(q.contract)}`);
  if (q.salaryMin != null && q.salaryMax != null) lines.push(`Salaire\u00a0: de ${formatEuros(q.salaryMin)} à ${formatEuros(q.salaryMax)}`);
  else if (q.salaryMin != null) lines.push(`Salaire\u00a0: à partir de ${formatEuros(q.salaryMin)}`);
  else if (q.salaryMax != null) lines.push(`Salaire\u00a0: jusqu'à ${formatEuros(q.salaryMax)}`);
  return lines;
}

export const alertCriteriaText = (query: SearchCriteria | null | undefined, place?: string | null) =>
  alertCriteriaLines(query, place).join(" · ") || ALL_CRITERIA;
