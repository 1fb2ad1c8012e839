/**
 * Lower case without accents or ligatures («Œuvre», «Éric» → «oeuvre», «eric»): the one way
 * text is folded before it is compared or turned into a slug.
 */
export function withoutAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}
