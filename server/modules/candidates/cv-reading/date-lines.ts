// The lines around an entry's date: which may head the entry, which date anchors it, and what
// the date's own line or cell says besides the date (a place, a part of the heading). Used by
// entries.ts to cut a section into entries.
import { readDatedLine, type DatedLine } from "./dates";
import { CONTRACT, looksLikePlace } from "./heading-parts";
import { words, wordCount, type CvLine } from "./lines";

/** A cell that goes on on the next line: «Depuis 2022, | Hôpital Édouard Herriot», «SCOP Bâtir Ensemble, | 2019 – 2024». */
export const DANGLING_CELL = /[,·]\s*(?:\||$)/;

/**
 * «Flunch | 2020 – 2023 · Compiègne», «Jul 2023 – May 2026, Albi | Axians», «Flunch | 2020 – 2023
 * | Compiègne»: a town right after the date, in its cell (after a comma or a dot) or in the line's
 * last cell. In «2016 – 2018 | Pâtisserie Colin | Boulangère» the cell after the date is a part.
 */
export function placeAfterDate(dates: DatedLine, text: string, habit = false): { place: string; rest: string; sameCell: boolean } | null {
  if (!dates.after || !text.endsWith(dates.after)) return null;
  const cells = dates.after.split(/\s+\|\s+/);
  const sameCell = /[,·]\s*$/.test(text.slice(0, text.length - dates.after.length));
  // A cell of its own before others is a place when the section already writes its towns there,
  // or when it has a town's shape («Saint-Quentin», «Bourg-en-Bresse»).
  if (!sameCell && cells.length > 1 && !habit && !TOWN_SHAPE.test(cells[0]!)) return null;
  const cell = cells[0]!.replace(/^[\s,;·–—-]+/, "").trim();
  const place = cell && cell !== dates.rest ? placeOnly(cell) : null;
  if (!place) return null;
  // The town where the date's words go on, not a word of a name before («Ratier-Figeac | …, Figeac»).
  const at = dates.rest.endsWith(dates.after) ? dates.rest.length - dates.after.length + dates.after.indexOf(place) : dates.rest.lastIndexOf(place);
  const rest = (dates.rest.slice(0, at) + " | " + dates.rest.slice(at + place.length))
    .replace(/(?:\s*[|,;·–—]\s*)+\|(?:\s*[|,;·–—]\s*)*/g, " | ")
    .replace(/^[\s|,;·–—-]+|[\s|,;·–—-]+$/g, "");
  return rest ? { place, rest, sameCell } : null;
}

/** French place names: «Saint-…», «Le …-sur-…», «…-en-…», «…-lès-…». */
const TOWN_SHAPE = /^(?:Saint|Sainte|Le|La|Les)-\p{Lu}|\p{L}-(?:sur|sous|en|lès|lez|le|la|les|de|du|des|d['’]\p{Lu}\p{L}*)-\p{L}/u;

/**
 * A short line right under a date that stands as a heading though its words are unknown
 * («Sage-femme» between its employer's line and its bullets): no bullet, no sentence, and what
 * follows it is a bullet or set further in.
 */
export function standsAsHeading(lines: CvLine[], i: number, end: number): boolean {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (line.bullet || wordCount(line.text) > 6 || /[.;:]$/.test(line.text)) return false;
  return i + 1 >= end || !next || next.bullet || next.indent > line.indent + 0.5;
}

/** A line that may head an entry: short, no bullet, no sentence. */
export function headingLike(line: CvLine, maxWords = 14): boolean {
  const text = line.text;
  if (line.bullet || text.length > (maxWords > 14 ? 150 : 110) || wordCount(text) > maxWords) return false;
  if (/[.;]$/.test(text) && !/\b(?:\p{Lu}|[a-z]{1,4})\.$/u.test(text)) return false;
  // A sentence starts in lower case or with a verb-like word; a heading rarely does.
  if (/^\p{Ll}/u.test(text) && !/^(?:d['’]|de |du |l['’])/.test(text)) return false;
  return true;
}

/** A heading line holding title and company: «Comptable | Fiducial», «Comptable chez Fiducial», «Fiducial, Comptable». */
export const TWO_PARTS = /\s[–—|·-]\s|\s(?:chez|at)\s|,\s/;

/** The date line's words when they are only a place, a contract word aside («Intérim · , Lyon» → «Lyon»). */
export function placeOnly(rest: string): string | null {
  const pieces = rest
    .split(/\s*[·|,–—•]\s*|\s-\s/)
    .map((p) => p.trim())
    .filter((p) => p && !CONTRACT.test(words(p)));
  // A town's words are capitalised but its particles («La Rochelle», «Aix en Provence»); «HR business partner» is no town.
  const townWords = (t: string) => t.split(/\s+/).every((w) => /^\p{Lu}/u.test(w) || /^(?:sur|sous|en|de|du|des|la|le|les|lès|lez|aux?|à|d['’]\S+)$/u.test(w));
  return pieces.length === 1 && looksLikePlace(pieces[0]!) && townWords(pieces[0]!) ? pieces[0]! : null;
}

/** «Korian», «Groupe Seb (Saint-Denis)»: every word capitalised but the little ones. */
export const titleCase = (text: string) =>
  wordCount(text) <= 5 &&
  text.split(/\s+/).every((w) => /^[\p{Lu}\d(&]/u.test(w) || /^(?:de|des|du|d['’]\S+|l['’]\S+|la|le|les|et|en|sur|sous|aux?)$/u.test(w));

/** A dated line that anchors an entry: a range, or a date opening or closing a short heading-like line. */
export function anchorOf(line: CvLine): DatedLine | null {
  if (line.text.length > 160) return null;
  const dates = readDatedLine(line.text);
  if (!dates) return null;
  if (dates.range) return line.bullet && dates.rest.length > 110 ? null : dates;
  // A year opening a degree's whole heading may lead a long line: «2014 : Baccalauréat
  // technologique Sciences et technologies de la santé et du social – Lycée Jean Rostand».
  return headingLike(line, 18) && dates.rest.length <= 130 ? dates : null;
}
