// Dates as CVs write them, apart from the rest of the line: «2019 – 2022», «janv. 2019 -
// aujourd'hui», «09/2018 – 06/2020», «Depuis mars 2021», «Mars 2016 à Août 2018», «2019/2020».
// A dated line anchors an experience or a degree (entries.ts). The patterns have no nested
// quantifiers and run on lines cut to MAX_LINE: no catastrophic backtracking.
import type { MonthYear } from "../../../../common/candidates";

const MONTHS: Record<string, number> = {
  janvier: 1, janv: 1, jan: 1, january: 1,
  fevrier: 2, fevr: 2, fev: 2, feb: 2, february: 2,
  mars: 3, mar: 3, march: 3,
  avril: 4, avr: 4, apr: 4, april: 4,
  mai: 5, may: 5,
  juin: 6, jun: 6, june: 6,
  juillet: 7, juil: 7, jul: 7, july: 7,
  aout: 8, aug: 8, august: 8,
  septembre: 9, sept: 9, sep: 9, september: 9,
  octobre: 10, oct: 10, october: 10,
  novembre: 11, nov: 11, november: 11,
  decembre: 12, dec: 12, december: 12,
}; // prettier-ignore

const MONTH_NAME = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?`;
const YEAR = "((?:19|20)\\d{2})(?![\\d])";
/** «03/2015», «3.2015», «mars 2015», «2015». */
const DATE = `(?:(?<![\\d/.])(\\d{1,2})\\s?[/.-]\\s?${YEAR}|\\b${MONTH_NAME}\\s{0,2}(?:de\\s|of\\s)?${YEAR}|(?<![\\d])${YEAR})`;
const ONGOING =
  "(aujourd hui|a ce jour|ce jour|a present|present|presente|actuellement|actuel|en cours|maintenant|now|current|currently|today|ongoing|auj\\.?|nos jours)";
const TO = "(?:-|–|—|‐|‑|→|>|/|a|au|à|jusqu a|jusqu en|to|until|till)";
const RANGE = new RegExp(`(?:\\b(?:depuis|des|since|de|du|d|from|en|in)\\s+(?:le\\s+|l\\s+)?)?${DATE}(?:\\s{0,3}${TO}\\s{0,3}(?:${DATE}|${ONGOING}\\b))?`, "i");
const SINCE = /^(?:depuis|since|des)\b/;

/** Accents off and case lowered, the same length as the NFC text: positions stay valid. */
const foldSameLength = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’'`]/g, " ");

function readDate(groups: (string | undefined)[]): MonthYear | null {
  const [monthNumber, yearAfterNumber, monthName, yearAfterName, yearAlone] = groups;
  if (yearAfterNumber) {
    const month = Number(monthNumber);
    return month >= 1 && month <= 12 ? { year: Number(yearAfterNumber), month } : { year: Number(yearAfterNumber) };
  }
  if (yearAfterName) return { year: Number(yearAfterName), month: MONTHS[monthName!.replace(".", "")]! };
  if (yearAlone) return { year: Number(yearAlone) };
  return null;
}

export type DatedLine = {
  start: MonthYear | null;
  end: MonthYear | null;
  /** The job or course goes on («aujourd'hui», «Depuis mars 2021»). */
  ongoing: boolean;
  /** Two dates, or one and «aujourd'hui»: a range, never a number inside a sentence. */
  range: boolean;
  /** The line without its dates, separators trimmed. */
  rest: string;
  /** What the line says after its dates («Comptable | 2019 – 2022 · Lyon» → «Lyon»). */
  after: string;
};

const EDGE = /^[\s:|,;()[\]–—-]*$/;

/** The date range a line holds, and what the line says besides it; null when it holds no date. */
export function readDatedLine(line: string): DatedLine | null {
  const original = line.normalize("NFC").slice(0, 1_000);
  const folded = foldSameLength(original);
  if (folded.length !== original.length) return null;
  // The first range wins; a lone year counts only at an edge of the line (not «géré 2000 dossiers»).
  const pattern = new RegExp(RANGE.source, "gi");
  let found: { match: RegExpExecArray; range: boolean } | null = null;
  for (let match = pattern.exec(folded), tries = 0; match && tries < 20; match = pattern.exec(folded), tries++) {
    const range = Boolean(match[6] || match[7] || match[8] || match[9] || match[10] || match[11]);
    const atEdge = EDGE.test(folded.slice(0, match.index)) || EDGE.test(folded.slice(match.index + match[0].length));
    const since = SINCE.test(match[0].trimStart());
    if (range || since) {
      found = { match, range: true };
      break;
    }
    if (atEdge && !found) found = { match, range: false };
    if (match[0].length === 0) pattern.lastIndex++;
  }
  if (!found) return null;
  const { match } = found;
  const start = readDate(match.slice(1, 6));
  const end = readDate(match.slice(6, 11));
  const ongoing = Boolean(match[11]) || (!end && SINCE.test(match[0].trimStart()));
  const rest = (original.slice(0, match.index) + " " + original.slice(match.index + match[0].length))
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/^[\s:|,;·–—-]+|[\s:|,;·–—-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const trim = (text: string) =>
    text
      .replace(/\(\s*\)|\[\s*\]/g, " ")
      .replace(/^[\s:|,;·–—-]+|[\s:|,;·–—-]+$/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return { start, end, ongoing, range: found.range, rest, after: trim(original.slice(match.index + match[0].length)) };
}
