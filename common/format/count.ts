import { frenchNumber } from "./number";

/**
 * «1 page», «12 pages», «0 page»: French puts the singular under 2 (and on 0), and groups
 * thousands as the rest of the site does («1 250 candidats»).
 */
export const counted = (n: number, singular: string, plural: string) => `${frenchNumber(n)} ${Math.abs(n) < 2 ? singular : plural}`;

/** «Titre», «Titre et Slug», «Titre, Slug et Date»: a French enumeration. */
export function frenchEnumeration(parts: readonly string[]): string {
  if (parts.length < 2) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} et ${parts.at(-1)}`;
}
