import { INT4_MAX } from "./db-limits";

/**
 * A consultant as the survey's picker receives it: an id and a name, never the staff member's
 * address (anyone may call the picker; a list of the staff's addresses is where phishing and
 * password guessing start, issue 45).
 */
export type Consultant = { id: number; firstName: string | null; lastName: string | null };

/**
 * The survey's consultant answer is the address staff gave when inviting the candidate, or the
 * id of the consultant the candidate picked by name (written as digits): the id, or null.
 */
export function consultantIdOf(answer: string): number | null {
  const id = /^[1-9]\d{0,9}$/.test(answer) ? Number(answer) : 0;
  return id >= 1 && id <= INT4_MAX ? id : null;
}

/** «Hélène Garnier», with the address when the candidate already knows it (the one staff gave). */
export const consultantLabel = (c: Consultant, knownAddress?: string) => {
  const name = [c.firstName, c.lastName].filter((part) => part?.trim()).join(" ");
  if (!name) return knownAddress ?? `Consultant n° ${c.id}`;
  return knownAddress ? `${name} (${knownAddress})` : name;
};
