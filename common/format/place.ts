// Kept apart from common/schemas (zod): pages use it without shipping the schemas.

/** «du Rhône», «de l'Ain»: the name with its article, no space after an apostrophe. */
export function withDeterminer(area: { label: string; prefixDeterminer: string | null }): string {
  const prefix = area.prefixDeterminer ?? "de";
  return prefix.endsWith("'") ? `${prefix}${area.label}` : `${prefix} ${area.label}`;
}

/** What a searched location was found to be in the land registry. */
export type LocationMatch = { department: { label: string; code: string } } | { postcode: string; communes: readonly string[] } | null;

/** A department code (2 or 3 digits, 2A, 2B) or a postal code, as a visitor may type one. */
export const DEPARTMENT_CODE = /^(\d{2,3}|2[ab])$/i;
export const POSTAL_CODE = /^\d{5}$/;

/**
 * A searched location in words, one rule for the offers' alert dialog and the alert e-mails:
 * a department code becomes «Gironde (33)», a postal code its communes («Lyon (69003)», at most
 * three); anything else (a name), or a code the registry does not know, is shown as typed.
 */
export function locationText(location: string, match: LocationMatch): string {
  const typed = location.trim();
  if (match && "department" in match) return `${match.department.label} (${match.department.code})`;
  if (match && match.communes.length > 0) return `${match.communes.slice(0, 3).join(", ")} (${match.postcode})`;
  return typed;
}
