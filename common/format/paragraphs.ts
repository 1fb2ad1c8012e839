/** Staff write long texts as paragraphs separated by a blank line: one rule to read them. */
export const splitParagraphs = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
