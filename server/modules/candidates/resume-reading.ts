import type { EducationItem, MonthYear, ResumeReading, WorkHistoryItem } from "../../../common/candidates";
import { slugify } from "../../../common/format/slug";

/**
 * What a CV's text tells about its author, read by a heuristic (decision 0020):
 *
 * 1. The text is cut into lines. A short line whose words are a known heading opens a section:
 *    experience («Expérience(s) professionnelle(s)», «Parcours professionnel», «Work experience»…),
 *    education («Formation(s)», «Diplômes», «Études», «Education»…) or any other one
 *    («Compétences», «Langues», «Skills»…), which closes the previous section.
 * 2. In the experience and education sections, an entry starts at each line holding a date range
 *    («03/2015 - 08/2019», «Septembre 2019 - Aujourd'hui», «2014 - 2015», «Depuis 2020») or opening
 *    or closing with a date («2012 : Bac»); a lone number inside a sentence is no date. The entry's heading is the rest of that line, or else the line just above it;
 *    the lines after it, up to the next entry's heading, are its summary.
 * 3. A heading «Title — Company, Town» (also « - », « | », « chez », « at ») gives the title and
 *    the company (up to its first comma); for a degree, the degree and the school.
 * 4. The first lines, before any section, give the name (2 to 4 words of letters) and the header
 *    (the next short line without digits); the first French phone number and the first postal
 *    code followed by a town name give the contact details.
 *
 * Everything is bounded (entries, lengths), and what cannot be read is left empty: staff edit it.
 */

const MAX_ENTRIES = 20;
const MAX_SUMMARY = 1000;
const MAX_FIELD = 200;

type Section = "experience" | "education" | "other";

const HEADINGS: [Section, RegExp][] = [
  [
    "experience",
    /^(experiences?( professionnelles?)?|parcours( professionnel)?|emplois?|postes? occupes|carriere|work experiences?|professional experiences?|experience|employment( history)?|career)$/,
  ],
  ["education", /^(formations?( academiques?| et diplomes)?|diplomes?|etudes|cursus|scolarite|education|academic background|qualifications?|degrees?)$/],
  [
    "other",
    /^(competences?( techniques| cles)?|langues?|centres? d ?interets?|loisirs|interets|informations? complementaires?|skills|languages?|interests|hobbies|certifications?|references?|profil|a propos|summary|about( me)?|contact|coordonnees|benevolat|projets?|atouts|qualites)$/,
  ],
];

/** A line as headings are compared: no accents, case, punctuation or trailing colon. */
const headingKey = (line: string) => slugify(line).replace(/-/g, " ").trim();

function sectionOf(line: string): Section | null {
  if (line.length > 45) return null;
  const key = headingKey(line);
  return HEADINGS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
}

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

const MONTH_NAME =
  "(janvier|janv|jan|january|fevrier|fevr|fev|feb|february|mars|mar|march|avril|avr|apr|april|mai|may|juin|jun|june|juillet|juil|jul|july|aout|aug|august|septembre|sept|sep|september|octobre|oct|october|novembre|nov|november|decembre|dec|december)\\.?";
const YEAR = "\\b((?:19|20)\\d{2})\\b";
/** A date as CVs write it: «03/2015», «3.2015», «mars 2015», «2015». */
const DATE = `(?:(\\d{1,2})[/.-]${YEAR}|${MONTH_NAME}\\s+${YEAR}|${YEAR})`;
const ONGOING = "(aujourd ?hui|a ce jour|present|presents?|now|current|en cours|actuel(?:lement)?)";
const RANGE = new RegExp(`(?:depuis|since|de|from)?\\s*${DATE}(?:\\s*(?:-|–|—|a|au|to|until|>)\\s*(?:${DATE}|${ONGOING}))?`, "i");

/** Accents off and case lowered, but the same length as the line: match positions stay valid. */
const fold = (line: string) =>
  line
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, " ");

function readDate(groups: (string | undefined)[]): MonthYear | null {
  const [monthNumber, yearAfterNumber, monthName, yearAfterName, yearAlone] = groups;
  if (yearAfterNumber) {
    const month = Number(monthNumber);
    return month >= 1 && month <= 12 ? { year: Number(yearAfterNumber), month } : { year: Number(yearAfterNumber) };
  }
  if (yearAfterName) return { year: Number(yearAfterName), month: MONTHS[monthName!.replace(".", "")] };
  if (yearAlone) return { year: Number(yearAlone) };
  return null;
}

type DatedLine = { start: MonthYear | null; end: MonthYear | null; ongoing: boolean; rest: string };

/** The date range a line holds, and what the line says besides it; null when it holds no date. */
export function readDatedLine(line: string): DatedLine | null {
  const folded = fold(line.normalize("NFC"));
  const match = RANGE.exec(folded);
  if (!match) return null;
  const start = readDate(match.slice(1, 6));
  const end = readDate(match.slice(6, 11));
  const ongoing = Boolean(match[11]);
  // A single date inside a sentence («géré 2000 dossiers») is no entry: it must open or close the line.
  const atEdge = folded.slice(0, match.index).trim() === "" || folded.slice(match.index + match[0].length).trim() === "";
  if (!end && !ongoing && !atEdge) return null;
  // Unicode normalization may change the length of the original: cut the folded copy's positions
  // out of the NFC original, whose length is the folded one's.
  const original = line.normalize("NFC");
  const rest = (original.slice(0, match.index) + " " + original.slice(match.index + match[0].length))
    .replace(/^[\s:|,–—-]+|[\s:|,–—-]+$/g, "")
    .replace(/\s+/g, " ");
  return { start, end, ongoing, rest };
}

const SEPARATOR = /\s+(?:—|–|-|\||chez|at|@)\s+|\s*[|—–]\s*/i;

/** «Assistante de direction — Transports Berthier, Villeurbanne» → title and organisation. */
function splitHeading(heading: string): [string, string] {
  const parts = heading.split(SEPARATOR);
  const first = (parts[0] ?? "").trim();
  const second = (parts[1] ?? "").split(",")[0]!.trim();
  return [first.slice(0, MAX_FIELD), second.slice(0, MAX_FIELD)];
}

type Entry = { heading: string; dates: DatedLine; summary: string[] };

/** Cuts a section's lines into dated entries (step 2 of the heuristic). */
function entriesOf(lines: string[]): Entry[] {
  const dated = lines.map(readDatedLine);
  const entries: Entry[] = [];
  for (let i = 0; i < lines.length && entries.length < MAX_ENTRIES; i++) {
    const dates = dated[i];
    if (!dates) continue;
    const previous = entries.at(-1);
    let heading = dates.rest;
    if (!heading && i > 0 && !dated[i - 1]) {
      heading = lines[i - 1]!;
      // The line above belonged to the previous entry's summary: it is this entry's heading.
      if (previous?.summary.at(-1) === heading) previous.summary.pop();
    }
    entries.push({ heading, dates, summary: [] });
    for (let j = i + 1; j < lines.length && !dated[j]; j++) entries.at(-1)!.summary.push(lines[j]!);
    i += entries.at(-1)!.summary.length;
  }
  return entries;
}

/** Splits the text into the lines before any section and the lines of each known section. */
function sections(lines: string[]) {
  const found = { top: [] as string[], experience: [] as string[], education: [] as string[] };
  let current: Section | "top" = "top";
  for (const line of lines) {
    const section = sectionOf(line);
    if (section) current = section;
    else if (current !== "other") found[current].push(line);
  }
  return found;
}

const PHONE = /(?:\+33\s?\(?0?\)?\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;
const POSTAL = /\b(\d{5})\s+([A-ZÀ-Ý][\p{L}'’ -]{1,60})/u;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const NAME = /^[\p{Lu}][\p{L}'’-]+(?:\s+[\p{L}'’-]+){1,3}$/u;

/** Reads the CV's text as the heuristic above says. */
export function readResume(text: string): ResumeReading {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const { top, experience, education } = sections(lines);

  const nameIndex = top.slice(0, 5).findIndex((line) => NAME.test(line) && line.length <= 50 && !/curriculum|^cv\b/i.test(line));
  const header = top.slice(nameIndex + 1, nameIndex + 4).find((line) => line.length <= 80 && !/[\d@]/.test(line)) ?? null;

  const phone = PHONE.exec(text)?.[0] ?? null;
  const postalLine = lines.find((line) => POSTAL.test(line));
  const postalMatch = postalLine ? POSTAL.exec(postalLine) : null;
  const postal = postalMatch ? { zipcode: postalMatch[1]!, town: postalMatch[2]!.split(/\s+[—–-]\s+|,/)[0]!.trim() } : null;
  // The address is the postal line up to the town (a line of the header, not a job's place).
  const address = postalLine && postalMatch ? postalLine.slice(0, postalMatch.index + postalMatch[1]!.length + 1 + postal!.town.length).trim() : null;

  return {
    name: nameIndex >= 0 ? top[nameIndex]! : null,
    header: header ? header.slice(0, MAX_FIELD) : null,
    email: EMAIL.exec(text)?.[0].toLowerCase() ?? null,
    phoneNumber: phone ? phone.replace(/[\s.-]/g, "") : null,
    address: address ? address.slice(0, MAX_FIELD) : null,
    postal,
    workHistory: entriesOf(experience).map(({ heading, dates, summary }) => {
      const [title, companyName] = splitHeading(heading);
      return {
        title,
        companyName,
        startDate: dates.start,
        endDate: dates.ongoing ? null : (dates.end ?? null),
        summary: summary.join("\n").slice(0, MAX_SUMMARY),
      };
    }),
    education: entriesOf(education).map(({ heading, dates }) => {
      const [degree, schoolName] = splitHeading(heading);
      const startYear = dates.start?.year ?? null;
      return dates.end ? { degree, schoolName, startYear, endYear: dates.end.year } : { degree, schoolName, startYear: null, endYear: startYear };
    }),
    skills: [],
    languages: [],
  };
}

/** The texts the search reads for the lists (weights B and C, and «A travaillé chez»). */
export function searchTexts(workHistory: WorkHistoryItem[], education: EducationItem[]) {
  return {
    experienceText: workHistory.map((w) => [w.title, w.companyName, w.summary].filter(Boolean).join(" ")).join("\n"),
    educationText: education.map((e) => [e.degree, e.schoolName].filter(Boolean).join(" ")).join("\n"),
    companies: workHistory
      .map((w) => w.companyName)
      .filter(Boolean)
      .join("\n"),
  };
}
