// Skills and languages: the items of their sections, split on bullets, commas and lines. A
// language keeps its name only («Anglais : courant (B2)» → «Anglais»); a «Langues» line found
// among the skills («anglais courant») moves to the languages.
import { cleanText, wordCount, words, type CvLine } from "./lines";
import { languageOf } from "./vocabulary";

const MAX_ITEMS = 60;
const MAX_ITEM = 100;

/** «Logiciels : Excel, SAP» → the label is no skill; «Excel (avancé)» keeps its words. */
function itemsOf(line: CvLine): string[] {
  let text = line.text;
  const label = /^([^:]{2,40}):\s*(.+)$/.exec(text);
  if (label && wordCount(label[1]!) <= 4) text = label[2]!;
  return text
    .split(/\s*[;•·|▪●]\s*|,\s*(?!\d)|\s+[–—-]\s+|\s*\/\s+/)
    .map((item) => cleanText(item).replace(/^[-–—*\s]+|[.\s]+$/g, ""))
    .filter((item) => item.length >= 2 && item.length <= MAX_ITEM && /\p{L}/u.test(item) && wordCount(item) <= 12);
}

/** Level words that follow a language («courant», «B2», «langue maternelle»). */
const LEVEL =
  /^(?:courant|courante|bilingue|natif|native|maternelle|langue maternelle|intermediaire|notions?|scolaire|debutant|professionnel|professionnelle|lu|ecrit|parle|avance|avancee|bon niveau|niveau|fluent|native|basic|intermediate|advanced|toeic|toefl|ielts|a1|a2|b1|b2|c1|c2)\b/;

/** True when the item is a language and its level only («anglais courant», «Espagnol (B1)»). */
function isLanguageItem(item: string): boolean {
  const language = languageOf(item);
  if (!language) return false;
  const after = words(item.slice(language.length));
  return after === "" || LEVEL.test(after);
}

/** The skills of the skills sections, without the languages among them. */
export function readSkills(lines: CvLine[]): { skills: string[]; languages: string[] } {
  const skills: string[] = [];
  const languages: string[] = [];
  for (const line of joinWrapped(lines)) {
    for (const item of itemsOf(line)) {
      if (isLanguageItem(item)) languages.push(languageOf(item)!);
      else skills.push(item);
    }
  }
  return { skills: unique(skills).slice(0, MAX_ITEMS), languages: unique(languages).slice(0, 20) };
}

/** A list wrapped in a narrow column: a line starting in lower case continues the one above. */
function joinWrapped(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous && !line.bullet && /^(?:\p{Ll}|\d)/u.test(line.text) && !/[,;•·|]\s*$/.test(previous.text) && previous.block === line.block)
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else out.push(line);
  }
  return out;
}

/** The language names of a languages section. */
export function readLanguages(lines: CvLine[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const pieces = line.text.split(/\s*[,;•·|▪●/]\s*|\s+[–—-]\s+/);
    for (const piece of pieces) {
      const language = languageOf(piece.replace(/^[^\p{L}]+/u, ""));
      if (language) found.push(language);
    }
  }
  return unique(found).slice(0, 20);
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = words(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
