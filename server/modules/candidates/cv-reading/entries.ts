// Experiences and degrees: a section's lines cut into entries around their dated lines, then
// each entry's heading lines split into title, company and place (or degree, field and
// school). The heading may sit on the date's line, above it or below it; the first entry of the
// section tells which, and the others follow the same pattern. Bullet lines and sentences are
// the summary, never a title.
import type { EducationItem, WorkHistoryItem } from "../../../../common/candidates";
import { readDatedLine, type DatedLine } from "./dates";
import { anchorOf, DANGLING_CELL, headingLike, placeAfterDate, placeOnly, standsAsHeading, titleCase, TWO_PARTS } from "./date-lines";
import { partsOf, withoutContract } from "./heading-parts";
import { clip, readEducationHeading, readExperienceHeading, splitDegree, titleFirstEvidence, type HeadingOrder } from "./headings";
import { wordCount, type CvLine } from "./lines";
import type { LabelledLine, Role } from "./labels";
import { companyScore, degreeHeadLength, jobScore } from "./vocabulary";

export const MAX_ENTRIES = 25;
const MAX_SUMMARY = 1_000;

/** place: the date line's words when they are only a place and the heading has lines of its own. */
/** cellPlace: a place the date's cell wrapped onto the next line. */
type Entry = { above: CvLine[]; dateLine: CvLine | null; below: CvLine[]; dates: DatedLine; summary: CvLine[]; place?: string; cellPlace?: string };

/** Cuts a section into entries around its dated lines. */
export function entriesOf(lines: CvLine[]): Entry[] {
  const anchors: { index: number; dates: DatedLine }[] = [];
  lines.forEach((line, index) => {
    const dates = anchorOf(line);
    if (dates) anchors.push({ index, dates });
  });
  if (anchors.length === 0) return undatedEntries(lines);

  // How many heading lines the first entry has above its date: the others follow that pattern.
  const first = anchors[0]!.index;
  let above = 0;
  for (let i = first - 1; i >= 0 && above < 3 && headingLike(lines[i]!) && !anchorOf(lines[i]!); i--) above++;
  if (above === 3) above = 2;

  // One entry writing its town in the date's cell («2023 – 2026, Albi | Axians») tells where the others put theirs.
  const placeHabit = anchors.some(({ index, dates }) => placeAfterDate(dates, lines[index]!.text)?.sameCell);
  const entries: Entry[] = [];
  const taken = new Set<number>();
  anchors.forEach(({ index, dates }, n) => {
    if (entries.length >= MAX_ENTRIES) return;
    const previousAnchor = n > 0 ? anchors[n - 1]!.index : -1;
    const headingAbove: CvLine[] = [];
    // Lines above the date, back to the previous entry's date; the previous entry's last bullet stops it.
    for (let i = index - 1; above > 0 && i > previousAnchor && headingAbove.length < above && headingLike(lines[i]!) && !taken.has(i); i--) {
      headingAbove.unshift(lines[i]!);
      taken.add(i);
    }
    taken.add(index);
    // Below the date: more heading lines when the pattern puts them there, or when the date's line says nothing else.
    const nextAnchor = n + 1 < anchors.length ? anchors[n + 1]!.index : lines.length;
    const headingBelow: CvLine[] = [];
    // «09/2022 – présent · La Rochelle»: a place alone on the date line leaves title and company to the lines around.
    const place = placeOnly(dates.rest);
    const afterDate = place ? null : placeAfterDate(dates, lines[index]!.text, placeHabit);
    const rest = place ? "" : (afterDate?.rest ?? dates.rest);
    // Two heading lines above the date (degree over school, then the year) make a whole heading:
    // the bold line under the date is the next entry's.
    const wanted = above > 0 ? (headingAbove.length > 0 && (rest || headingAbove.length >= 2) ? 0 : headingAbove.length > 0 ? 1 : 2) : rest ? 1 : 2;
    // «Depuis 2022,» over «Lyon» in a narrow date column: the date's cell ends on a comma and
    // goes on with the place on the next line, before the heading's own lines.
    let cellPlace: string | undefined;
    const next = lines[index + 1];
    if (next && index + 1 < nextAnchor && DANGLING_CELL.test(lines[index]!.text) && placeOnly(next.text)) {
      cellPlace = next.text;
      taken.add(index + 1);
    }
    // Title and company on the date's line already, or only one of them («Numeryx & Partners, Arles»).
    const restParts = rest ? partsOf([{ text: rest, bold: false }]).parts.length : 0;
    for (let i = index + (cellPlace ? 2 : 1); i < nextAnchor && headingBelow.length < wanted; i++) {
      const line = lines[i]!;
      if (!headingLike(line) || line.text.length > 90) break;
      // Below a heading found above the date, only a line that reads as a company or a title joins it.
      if (headingAbove.length > 0 && companyScore(line.text) < 2 && jobScore(line.text) < 3 && !line.bold && !standsAsHeading(lines, i, nextAnchor)) break;
      // With the title on the date's line, a line below joins only when it does not read as a sentence;
      // with title and company there already, only a name (Title Case, or a company's words) joins.
      if (rest && wordCount(line.text) > 8) break;
      // A line set further in than the heading line above it is the summary under that heading.
      const previous = headingBelow.at(-1);
      if (previous && line.indent > previous.indent + 0.5) break;
      // With a place alone on the date line, a heading line that already holds two parts is the whole heading.
      if (place && previous && TWO_PARTS.test(previous.text)) break;
      if (restParts >= 2 && companyScore(line.text) < 2 && jobScore(line.text) < 3 && !titleCase(line.text)) break;
      headingBelow.push(line);
      taken.add(i);
    }
    const entry: Entry = { above: headingAbove, dateLine: lines[index]!, below: headingBelow, dates: afterDate ? { ...dates, rest } : dates, summary: [] };
    cellPlace ??= afterDate?.place;
    // Only with two heading lines, or one holding two parts: one lone name may be a company over its title.
    const heading = [...headingAbove, ...headingBelow];
    if (place && (heading.length >= 2 || (heading.length === 1 && TWO_PARTS.test(heading[0]!.text)))) entry.place = place;
    if (cellPlace) entry.cellPlace = cellPlace;
    entries.push(entry);
  });

  // The summary: the lines after an entry's date that no entry took as its heading.
  let anchorCursor = 0;
  for (let i = 0; i < lines.length; i++) {
    while (anchorCursor < anchors.length && anchors[anchorCursor]!.index <= i) anchorCursor++;
    const owner = anchorCursor - 1;
    if (owner < 0 || owner >= entries.length || taken.has(i)) continue;
    entries[owner]!.summary.push(lines[i]!);
  }
  return entries;
}

/**
 * Without dates: an entry at each line opening with a degree («BTS…», «Master…»), or else at
 * each emphasised short line (bold, larger) of a styled section.
 */
function undatedEntries(lines: CvLine[]): Entry[] {
  const degrees = lines.filter((l) => !l.bullet && degreeHeadLength(l.text) > 0 && headingLike(l)).length;
  if (!degrees && !lines.some((l) => l.styled)) return [];
  const entries: Entry[] = [];
  for (const line of lines) {
    if (entries.length >= MAX_ENTRIES) break;
    const opens = degrees ? degreeHeadLength(line.text) > 0 && headingLike(line) : (line.bold || line.size > 1.1) && headingLike(line);
    if (opens && !line.bullet) {
      entries.push({
        above: [line],
        dateLine: null,
        below: [],
        dates: { start: null, end: null, ongoing: false, range: false, rest: "", after: "" },
        summary: [],
      });
    } else if (entries.length > 0) {
      const entry = entries.at(-1)!;
      // The lines right under an undated heading that read as its school or company belong to it.
      if (!entry.summary.length && entry.above.length < 3 && headingLike(line) && line.text.length <= 90) entry.above.push(line);
      else entry.summary.push(line);
    }
  }
  // Emphasised lines as entries only when each has lines of its own under it; lines that open with a degree are degrees however many.
  return entries.length >= 1 && (degrees > 0 || entries.length <= lines.length / 2) ? entries : [];
}

const summaryOf = (lines: CvLine[]) =>
  lines
    .map((l) => l.text)
    .join("\n")
    .slice(0, MAX_SUMMARY);

const ENTRY_ROLES = new Set<Role>(["title", "company", "degree", "school", "dates"]);

/** A labelled form's entries: a new one each time the role that opened the first comes again. */
function labelledEntries(lines: LabelledLine[]): Map<Role | "summary", string[]>[] | null {
  const roles = lines.filter((l) => l.role && ENTRY_ROLES.has(l.role));
  if (roles.length < 2) return null;
  const opener = roles[0]!.role!;
  const entries: Map<Role | "summary", string[]>[] = [];
  for (const line of lines) {
    if (line.role === opener || (!entries.length && line.role && ENTRY_ROLES.has(line.role))) entries.push(new Map());
    const entry = entries.at(-1);
    if (!entry || entries.length > MAX_ENTRIES) continue;
    const key = line.role && line.role !== "activities" ? line.role : "summary";
    entry.set(key, [...(entry.get(key) ?? []), line.text]);
  }
  return entries.slice(0, MAX_ENTRIES);
}

const NO_DATES: DatedLine = { start: null, end: null, ongoing: false, range: false, rest: "", after: "" };

/** The experiences of a section's lines. */
export function readExperiences(lines: LabelledLine[]): WorkHistoryItem[] {
  const labelled = labelledEntries(lines);
  if (labelled)
    return labelled.map((entry) => {
      const dates = readDatedLine((entry.get("dates") ?? []).join(" ")) ?? NO_DATES;
      const { companyName, place } = readCompanyAndPlace((entry.get("company") ?? []).join(", "));
      const item: WorkHistoryItem = {
        title: clip(withoutContract((entry.get("title") ?? []).join(" "))),
        companyName,
        startDate: dates.start,
        endDate: dates.ongoing ? null : (dates.end ?? (dates.range ? null : dates.start)),
        summary: (entry.get("summary") ?? []).join("\n").slice(0, MAX_SUMMARY),
      };
      if (place) item.place = clip(place);
      return item;
    });
  const entries = entriesOf(lines);
  const order = sectionOrder(entries.map(orderedHeading));
  return entries.map((entry) => {
    const texts = orderedHeading(entry);
    const heading = readExperienceHeading(texts, order);
    const { title, companyName } = heading;
    const place = entry.place ?? entry.cellPlace ?? heading.place;
    const item: WorkHistoryItem = {
      title,
      companyName,
      startDate: entry.dates.start,
      endDate: entry.dates.ongoing ? null : (entry.dates.end ?? (entry.dates.range ? null : entry.dates.start)),
      summary: summaryOf(entry.summary),
    };
    if (place) item.place = clip(place);
    return item;
  });
}

/**
 * The order a section writes its jobs in, when its headings say it: most that read plainly
 * (title first, or employer first) decide for all, for a CV keeps one habit.
 */
function sectionOrder(headings: { text: string; bold: boolean }[][]): HeadingOrder | undefined {
  let titleFirst = 0;
  let companyFirst = 0;
  for (const texts of headings) {
    const evidence = titleFirstEvidence(texts);
    if (evidence !== null && evidence >= 1) titleFirst++;
    if (evidence !== null && evidence <= -1) companyFirst++;
  }
  return titleFirst > companyFirst ? "title-first" : companyFirst > titleFirst ? "company-first" : undefined;
}

/** «MAIF, Reims» → company and place. */
function readCompanyAndPlace(text: string): { companyName: string; place: string | null } {
  const { parts, place } = partsOf([{ text, bold: false }]);
  return { companyName: clip(parts.map((p) => p.text).join(" – ")), place };
}

/** The degrees of a section's lines. */
export function readEducations(lines: LabelledLine[]): EducationItem[] {
  const labelled = labelledEntries(lines);
  if (labelled)
    return labelled.map((entry) => {
      const dates = readDatedLine((entry.get("dates") ?? []).join(" ")) ?? NO_DATES;
      const { degree, field } = splitDegree(clip((entry.get("degree") ?? []).join(" ")));
      const school = readCompanyAndPlace((entry.get("school") ?? []).join(", ")).companyName;
      const item: EducationItem = { degree, schoolName: school, ...studyYears(dates) };
      if (field) item.field = field;
      return item;
    });
  return entriesOf(lines).map((entry) => {
    const { degree, field, schoolName } = readEducationHeading(orderedHeading(entry));
    const item: EducationItem = { degree, schoolName, ...studyYears(entry.dates) };
    if (field) item.field = field;
    return item;
  });
}

function studyYears({ start, end, ongoing, range }: DatedLine): { startYear: number | null; endYear: number | null } {
  const startYear = range ? (start?.year ?? null) : null;
  const endYear = range ? (ongoing ? null : (end?.year ?? null)) : (start?.year ?? null);
  return { startYear, endYear };
}

/** The heading's texts in reading order: lines above the date, the date line's own words, lines below. */
function orderedHeading(entry: Entry): { text: string; bold: boolean }[] {
  const look = (l: CvLine) => ({ text: l.text, bold: l.bold });
  const own = entry.dates.rest && entry.dateLine && !entry.place ? [{ text: entry.dates.rest, bold: entry.dateLine.bold }] : [];
  return [...entry.above.map(look), ...own, ...entry.below.map(look)];
}
