// The one model every CV format is turned into before its fields are read: lines in reading
// order, each with what its look says (size, bold, indent, bullet, gap). PDF (pdf-lines.ts),
// DOCX (docx-blocks.ts) and flat text (text-lines.ts) fill what they know; the reading
// (read-lines.ts) is the same code for all three, so a rule learnt on one helps the others.

import { withoutAccents } from "../../../../common/format/fold";

/** A line longer than this is cut: no heading, name or date is that long, and hostile text stays bounded. */
export const MAX_LINE = 600;
/** A CV has a few hundred lines; more is read up to here. */
export const MAX_LINES = 3_000;

export type CvLine = {
  text: string;
  /** Font size relative to the body text's (1: body, or unknown). */
  size: number;
  /** Set in bold (or in a font heavier than the body's). */
  bold: boolean;
  /** Began with a bullet («•», «-», «▪»…), removed from text, or a Word list item. */
  bullet: boolean;
  /** Vertical space above the line, in body line heights (0: unknown or none). */
  gap: number;
  /** How far right of its block's left edge the line starts, in body font sizes (0: unknown). */
  indent: number;
  /** The block the line belongs to: a column, a text box, a page's header… A new block starts a new flow. */
  block: number;
  /** The format gave the look (size, bold); false for flat text, whose lines are only words. */
  styled: boolean;
};

const BULLET = /^(?:[•●○◦▪▫■□◆◇►▸▶➢➤✓✔❖◾◽·∙‣⁃→*]|[-–—>](?=\s))\s*/u;

/** Control characters and runs of spaces out; cut to MAX_LINE. */
export function cleanText(text: string): string {
  return (
    text
      .slice(0, MAX_LINE * 2)
      .normalize("NFC")
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u001f\u007f\u00ad\u200b-\u200f\ufeff]/g, " ")
      .replace(/[\s\u00a0\u2000-\u200a\u202f]+/g, " ")
      .trim()
      .slice(0, MAX_LINE)
  );
}

/** A line from its text and what the format knows; the bullet is read off the text. */
export function makeLine(raw: string, look: Partial<Omit<CvLine, "text">> = {}): CvLine | null {
  let text = cleanText(raw);
  let bullet = look.bullet ?? false;
  const mark = BULLET.exec(text);
  if (mark && mark[0].length < text.length) {
    bullet = true;
    text = text.slice(mark[0].length).trim();
  }
  if (!text || !/[\p{L}\p{N}@]/u.test(text)) return null;
  return {
    text,
    size: look.size ?? 1,
    bold: look.bold ?? false,
    bullet,
    gap: look.gap ?? 0,
    indent: look.indent ?? 0,
    block: look.block ?? 0,
    styled: look.styled ?? false,
  };
}

/** Accents off, lower case, apostrophes as spaces, œ as oe. */
export function fold(text: string): string {
  return withoutAccents(text).replace(/[’'`´]/g, " ");
}

/** Only letters and digits, one space between words: what vocabularies are matched against. */
export const words = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9+&]+/g, " ")
    .trim();

/** Letters, all capitals («EXPÉRIENCE», «DUPONT»). */
export const isCaps = (text: string) => /\p{Lu}.*\p{Lu}/su.test(text) && !/\p{Ll}/u.test(text);

export const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;
