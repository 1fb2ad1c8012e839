// The candidate's name and headline, from the lines before any section (each block's top) and
// their look: a name is 2 to 5 words of letters (particles «de», «de La», «Le», «N'», hyphenated
// first names, surname in capitals, surname first), usually the largest or boldest line; the
// headline is the short line next to it that is neither contact nor heading.
import { isContactLine } from "./contact";
import { readDatedLine } from "./dates";
import { isCaps, words, type CvLine } from "./lines";
import { sectionOf } from "./sections";
import { companyScore, jobScore } from "./vocabulary";

const PARTICLE = /^(?:de|du|des|la|le|les|d'|d’|l'|l’|van|von|der|den|di|da|del|della|dos|das|do|ben|bin|ibn|al|el|y|e|mac|st|ste|saint|sainte)$/i;
const NAME_WORD = /^(?:\p{Lu}[\p{L}]*(?:[-'’]\p{L}+)*\.?|(?:d|l|D|L)['’]\p{Lu}[\p{L}]*(?:-\p{L}+)*)$/u;
const NOT_A_NAME = /\b(?:curriculum|vitae|cv|resume|page|profil|contact|permis|ne|nee|tel|mobile|email|adresse|france)\b/;

/** True for «Marie-Claire de La Fontaine», «DUPONT Jean», «Aïssata N'Diaye», «Jean-Luc LE GALL». */
export function looksLikeName(text: string): boolean {
  if (text.length < 4 || text.length > 60 || /[\d@:/|•,;()]/.test(text)) return false;
  const list = text.split(/\s+/);
  if (list.length < 2 || list.length > 6) return false;
  let capitalised = 0;
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    if (NAME_WORD.test(word)) {
      // A capitalised particle opens a surname («Van den Broek», «Le Goff»).
      if (!PARTICLE.test(word)) capitalised++;
      continue;
    }
    if (PARTICLE.test(word) && i > 0 && i < list.length - 1) continue;
    return false;
  }
  if (capitalised < 2) return false;
  const folded = words(text);
  if (NOT_A_NAME.test(folded)) return false;
  // «BOULANGER Marie» is a name; «Boulanger pâtissier» is a job.
  const surnameInCapitals = list.some((w) => isCaps(w) && w.length > 1);
  if ((jobScore(text) >= 3 && !surnameInCapitals) || companyScore(text) >= 3) return false;
  return true;
}

/** «Nom : Dupont» / «Prénom : Marie» (Europass-like forms). */
function labelledName(lines: CvLine[]): string | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const line of lines.slice(0, 40)) {
    const match = /^(pr[ée]nom|nom(?: de famille)?|first name|last name|surname|name|nom et pr[ée]nom|nom prénom|nom, prénom)\s*:?\s+(.{2,60})$/iu.exec(
      line.text,
    );
    if (!match) continue;
    const label = words(match[1]!);
    const value = match[2]!.trim();
    if (/^(?:nom et prenom|nom prenom|name)$/.test(label) && looksLikeName(value)) return value;
    if (/^(?:prenom|first name)$/.test(label)) first = value;
    else last = value;
  }
  return first && last ? `${first} ${last}` : null;
}

export type NameAndHeader = { name: string | null; header: string | null };

/** The headline next to the name: short, no contact, no heading, no date, no sentence. */
function isHeadline(line: CvLine): boolean {
  const text = line.text;
  return (
    text.length >= 3 &&
    text.length <= 90 &&
    !line.bullet &&
    !isContactLine(text) &&
    !sectionOf(line) &&
    !/[.!?]$/.test(text) &&
    !readDatedLine(text)?.range &&
    /\p{L}{3}/u.test(text)
  );
}

/**
 * The name among the lines before the sections (tops of blocks, first lines), scored by
 * look; then the headline beside it. `top` is in reading order; `all` serves the labelled
 * form («Nom : Dupont»).
 */
export function nameAndHeader(top: CvLine[], all: CvLine[]): NameAndHeader {
  const labelled = labelledName(all);
  // A name set on two lines («NGUYEN» over «Salomé», same large type) is read as one.
  const candidates: CvLine[] = [];
  for (const line of top.slice(0, 60)) {
    const previous = candidates.at(-1);
    if (
      previous &&
      previous.block === line.block &&
      previous.size >= 1.3 &&
      Math.abs(previous.size - line.size) < 0.05 &&
      /^\p{Lu}[\p{L}'’-]+$/u.test(previous.text) &&
      /^\p{Lu}[\p{L}'’-]+$/u.test(line.text)
    )
      candidates[candidates.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else candidates.push(line);
  }
  const maxSize = Math.max(1, ...candidates.map((l) => l.size));
  let best: { index: number; score: number } | null = null;
  candidates.forEach((line, index) => {
    if (!looksLikeName(line.text)) return;
    let score = 1;
    if (line.size >= maxSize - 0.01 && maxSize > 1.05) score += 3;
    else if (line.size > 1.15) score += 1.5;
    if (line.bold) score += 1;
    if (line.text.split(/\s+/).some((w) => isCaps(w) && w.length > 1)) score += 0.5;
    score -= Math.min(index, 10) * 0.15;
    if (!best || score > best.score) best = { index, score };
  });
  const found = best as { index: number; score: number } | null;
  const name = labelled ?? (found ? candidates[found.index]!.text : null);
  if (!found) return { name, header: headlineWithoutName(candidates) };
  const nameLine = candidates[found.index]!;
  // The headline: the next lines of the name's block, else the line above it. Contact details
  // beside the name are often set smaller than the text; a headline seldom is: those first.
  for (const smallToo of [false, true])
    for (let i = found.index + 1; i < Math.min(candidates.length, found.index + 4); i++) {
      const line = withoutContactCells(candidates[i]!);
      if (line.block !== nameLine.block) break;
      if (!smallToo && line.styled && line.size < 0.95) continue;
      if (isHeadline(line) && !looksLikeName(line.text)) return { name, header: line.text };
    }
  const above = candidates[found.index - 1];
  if (above && above.block === nameLine.block && isHeadline(above) && jobScore(above.text) > 0) return { name, header: above.text };
  return { name, header: headlineWithoutName(candidates) };
}

/** «Manipulateur radio | 88000 Épinal»: the contact cells of a row (a town, a phone) taken off. */
function withoutContactCells(line: CvLine): CvLine {
  const cells = line.text.split(/\s+\|\s+/);
  if (cells.length < 2) return line;
  const kept = cells.filter((cell) => !isContactLine(cell) && !/^\d{5}\s+\p{Lu}/u.test(cell));
  return kept.length && kept.length < cells.length ? { ...line, text: kept.join(" | ") } : line;
}

/** Without a name next to it, the headline is a top line that sounds like a job. */
function headlineWithoutName(lines: CvLine[]): string | null {
  return lines.find((line) => isHeadline(line) && jobScore(line.text) >= 3 && !looksLikeName(line.text))?.text ?? null;
}
