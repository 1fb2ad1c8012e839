// Kept apart from common/schemas (zod): pages use it without shipping the schemas.

/** «du Rhône», «de l'Ain»: the name with its article, no space after an apostrophe. */
export function withDeterminer(area: { label: string; prefixDeterminer: string | null }): string {
  const prefix = area.prefixDeterminer ?? "de";
  return prefix.endsWith("'") ? `${prefix}${area.label}` : `${prefix} ${area.label}`;
}
