// Experiences and degrees: a section's lines cut into entries around their dated lines, then
// each entry's heading lines split into title, company and place (or degree, field and
// school). The heading may sit on the date's line, above it or below it; the first entry of the
// section tells which, and the others follow the same pattern. Bullet lines and sentences are
// the summary, never a title.
import type { EducationItem, WorkHistoryItem } from "../../../../common/candidates";
import { readDatedLine, type DatedLine } from "./dates";
import { isCaps, words, wordCount, type CvLine } from "./lines";
import type { LabelledLine, Role } from "./labels";
import { companyScore, degreeHeadLength, isSchool, jobScore } from "./vocabulary";

export const MAX_ENTRIES = 25;
const MAX_SUMMARY = 1_000;
const MAX_FIELD = 200;

/** place: the date line's words when they are only a place and the heading has lines of its own. */
type Entry = { above: CvLine[]; dateLine: CvLine | null; below: CvLine[]; dates: DatedLine; summary: CvLine[]; place?: string };

/** A line that may head an entry: short, no bullet, no sentence. */
function headingLike(line: CvLine): boolean {
  const text = line.text;
  if (line.bullet || text.length > 110 || wordCount(text) > 14) return false;
  if (/[.;]$/.test(text) && !/\b(?:\p{Lu}|[a-z]{1,4})\.$/u.test(text)) return false;
  // A sentence starts in lower case or with a verb-like word; a heading rarely does.
  if (/^\p{Ll}/u.test(text) && !/^(?:d['’]|de |du |l['’])/.test(text)) return false;
  return true;
}

/** A heading line holding title and company: «Comptable | Fiducial», «Comptable chez Fiducial», «Fiducial, Comptable». */
const TWO_PARTS = /\s[–—|·-]\s|\s(?:chez|at)\s|,\s/;

/** The date line's words when they are only a place, a contract word aside («Intérim · , Lyon» → «Lyon»). */
function placeOnly(rest: string): string | null {
  const pieces = rest
    .split(/\s*[·|,–—•]\s*|\s-\s/)
    .map((p) => p.trim())
    .filter((p) => p && !CONTRACT.test(words(p)));
  // A town's words are capitalised but its particles («La Rochelle», «Aix en Provence»); «HR business partner» is no town.
  const townWords = (t: string) => t.split(/\s+/).every((w) => /^\p{Lu}/u.test(w) || /^(?:sur|sous|en|de|du|des|la|le|les|lès|lez|aux?|à|d['’]\S+)$/u.test(w));
  return pieces.length === 1 && looksLikePlace(pieces[0]!) && townWords(pieces[0]!) ? pieces[0]! : null;
}

/** «Korian», «Groupe Seb (Saint-Denis)»: every word capitalised but the little ones. */
const titleCase = (text: string) =>
  wordCount(text) <= 5 &&
  text.split(/\s+/).every((w) => /^[\p{Lu}\d(&]/u.test(w) || /^(?:de|des|du|d['’]\S+|l['’]\S+|la|le|les|et|en|sur|sous|aux?)$/u.test(w));

/** A dated line that anchors an entry: a range, or a date opening or closing a short heading-like line. */
function anchorOf(line: CvLine): DatedLine | null {
  if (line.text.length > 160) return null;
  const dates = readDatedLine(line.text);
  if (!dates) return null;
  if (dates.range) return line.bullet && dates.rest.length > 110 ? null : dates;
  return headingLike(line) && dates.rest.length <= 100 ? dates : null;
}

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
    const rest = place ? "" : dates.rest;
    const wanted = above > 0 ? (headingAbove.length > 0 && rest ? 0 : headingAbove.length > 0 ? 1 : 2) : rest ? 1 : 2;
    for (let i = index + 1; i < nextAnchor && headingBelow.length < wanted; i++) {
      const line = lines[i]!;
      if (!headingLike(line) || line.text.length > 90) break;
      // Below a heading found above the date, only a line that reads as a company or a title joins it.
      if (headingAbove.length > 0 && companyScore(line.text) < 2 && jobScore(line.text) < 3 && !line.bold) break;
      // With the title on the date's line, a line below joins only when it does not read as a sentence;
      // with title and company there already, only a name (Title Case, or a company's words) joins.
      if (rest && wordCount(line.text) > 8) break;
      // A line set further in than the heading line above it is the summary under that heading.
      const previous = headingBelow.at(-1);
      if (previous && line.indent > previous.indent + 0.5) break;
      // With a place alone on the date line, a heading line that already holds two parts is the whole heading.
      if (place && previous && TWO_PARTS.test(previous.text)) break;
      if (/\s[–—|·-]\s|\schez\s|,\s/.test(rest) && companyScore(line.text) < 2 && jobScore(line.text) < 3 && !titleCase(line.text)) break;
      headingBelow.push(line);
      taken.add(i);
    }
    const entry: Entry = { above: headingAbove, dateLine: lines[index]!, below: headingBelow, dates, summary: [] };
    // Only with two heading lines, or one holding two parts: one lone name may be a company over its title.
    const heading = [...headingAbove, ...headingBelow];
    if (place && (heading.length >= 2 || (heading.length === 1 && TWO_PARTS.test(heading[0]!.text)))) entry.place = place;
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

type Part = { text: string; bold: boolean; order: number; after: "chez" | "sep" | null };

const CONTRACT =
  /^(?:cdi|cdd|stage|stagiaire|interim|interimaire|temp|alternance|apprentissage|freelance|independant|temps (?:plein|partiel)|mission|vacation|saisonnier|benevolat|contrat pro(?:fessionnalisation)?|full time|part time|internship|permanent|fixed term|temporary|contract|\d+ (?:mois|ans?|semaines?|months?|years?))$/;

/** A short place at the end of a heading: «Lyon», «Villeurbanne (69)», «Paris 15e», «Lyon, France». */
function looksLikePlace(text: string): boolean {
  const t = text.trim();
  if (t.length > 40 || wordCount(t) > 4) return false;
  if (/^\(?\d{2,5}\)?$/.test(t)) return true;
  if (!/^\p{Lu}/u.test(t)) return false;
  if (companyScore(t) >= 2 || jobScore(t) >= 3 || isSchool(t)) return false;
  // Acronyms («AP-HM», «ADMR») are organisations, not towns.
  if (!/\p{Ll}/u.test(t) && (t.replace(/[^\p{L}]/gu, "").length <= 5 || /\p{Lu}-\p{Lu}{1,3}\b/u.test(t))) return false;
  return /^\p{Lu}[\p{L}'’ -]*(?:\s\(\d{2,5}\)|\s\d{1,2}(?:e|er|ème))?(?:,?\s(?:France|Belgique|Suisse))?$/u.test(t);
}

/** A heading's text cut at its separators («Comptable — Fiducial, Lyon», «Comptable chez Fiducial»). */
function partsOf(texts: { text: string; bold: boolean }[]): { parts: Part[]; place: string | null } {
  const parts: Part[] = [];
  let place: string | null = null;
  let order = 0;
  let pendingChez = false;
  for (const { text, bold } of texts) {
    const pieces = text.split(/(\s+(?:—|–|-|\||·|•|\/|chez|at|@|pour|for|au sein de|auprès de)\s+|\s*[|•·—–]\s*)/i);
    let after: Part["after"] = null;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i % 2 === 1) {
        after = /chez|at|@|pour|for|au sein|auprès/i.test(piece) ? "chez" : "sep";
        continue;
      }
      let chunk = piece
        .replace(/^[\s,:;]+|[\s,:;]+$/g, "")
        .replace(/\s*\((?:cdi|cdd|stage|alternance|apprentissage|int[ée]rim|freelance|temps (?:plein|partiel)|internship|permanent|fixed[- ]term)\)/gi, "")
        .trim();
      // «Office manager chez» | «Bouygues Immobilier»: the next part is the company.
      const trailing = /\s+(?:chez|at|pour|for)$/i.exec(chunk);
      if (trailing) {
        chunk = chunk.slice(0, trailing.index);
        pendingChez = true;
      }
      // «(La Rochelle)» alone: a place.
      const enclosed = /^\(([^()]{2,40})\)$/.exec(chunk);
      if (enclosed && looksLikePlace(enclosed[1]!)) {
        place ??= enclosed[1]!.trim();
        continue;
      }
      chunk = chunk.replace(/^[(]+|[(]+$/g, "").trim();
      if (!chunk) continue;
      // A place in parentheses or after a comma: «Fiducial (Lyon)», «Fiducial, Lyon».
      const paren = /\s*\(([^()]{2,40})\)$/.exec(chunk);
      if (paren && /^\d{2,5}$/.test(paren[1]!.trim())) chunk = chunk.slice(0, paren.index).trim();
      else if (paren && looksLikePlace(paren[1]!)) {
        place ??= paren[1]!.trim();
        chunk = chunk.slice(0, paren.index).trim();
      }
      const commas = chunk.split(/\s*,\s*/);
      // «BTS, Électrotechnique»: what follows a degree's comma is its subject, not a town.
      while (commas.length > 1 && looksLikePlace(commas.at(-1)!) && !(commas.length === 2 && degreeHeadLength(commas[0]!) > 0)) {
        const found = commas.pop()!;
        place = place ?? found;
        if (/^(?:France|Belgique|Suisse)$/i.test(found) && commas.length > 1 && looksLikePlace(commas.at(-1)!)) place = commas.pop()!;
      }
      const pieces_ = commas.filter(Boolean);
      const splits =
        pieces_.length > 1 &&
        (jobScore(pieces_[0]!) >= 3 || degreeHeadLength(pieces_[0]!) > 0 || pieces_.slice(1).some((p) => isSchool(p) || companyScore(p) >= 2));
      const mark = (value: Part["after"]) => {
        if (!pendingChez || trailing) return value;
        pendingChez = false;
        return "chez";
      };
      if (splits) pieces_.forEach((piece, k) => parts.push({ text: piece, bold, order: order++, after: k === 0 ? mark(after) : "sep" }));
      else if (pieces_.length) parts.push({ text: pieces_.join(", "), bold, order: order++, after: mark(after) });
      after = null;
    }
  }
  return { parts: parts.filter((p) => !CONTRACT.test(words(p.text))), place };
}

const clip = (text: string) => text.slice(0, MAX_FIELD).trim();

/** Title, company and place from an experience's heading. */
export function readExperienceHeading(texts: { text: string; bold: boolean }[]): { title: string; companyName: string; place: string | null } {
  const { parts, place: foundPlace } = partsOf(texts);
  let place = foundPlace;
  if (parts.length === 0) return { title: "", companyName: "", place };
  const chez = parts.findIndex((p) => p.after === "chez");
  if (chez > 0) return { title: clip(parts[chez - 1]!.text), companyName: clip(parts[chez]!.text), place };
  // A last short part that reads as a town is the place («Comptable | Fiducial | Lyon»).
  if (parts.length >= 3 && !place) {
    const towns = parts.filter((p) => looksLikePlace(p.text) && companyScore(p.text) === 0);
    const town = towns.at(-1);
    if (town) {
      place = town.text;
      parts.splice(parts.indexOf(town), 1);
    }
  }
  if (parts.length === 1) {
    const only = parts[0]!;
    return companyScore(only.text) >= 2 && jobScore(only.text) < 3
      ? { title: "", companyName: clip(only.text), place }
      : { title: clip(only.text), companyName: "", place };
  }
  const anyBold = parts.some((p) => p.bold) && !parts.every((p) => p.bold);
  const titleness = (p: Part) => {
    let score = jobScore(p.text) - companyScore(p.text);
    // Sentence case («Assistante de direction») is a title; capitals or Title Case, a name.
    const list = p.text.split(/\s+/);
    if (list.length >= 2 && list.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:de|des|du|et|en|la|le|les|aux?)$/.test(w))) score += 1;
    if (isCaps(p.text) && p.text.length > 3) score -= 0.5;
    if (anyBold && p.bold) score += 0.75;
    score -= p.order * 0.3;
    return score;
  };
  const ranked = parts.map((p) => ({ p, score: titleness(p) }));
  const title = ranked.reduce((a, b) => (b.score > a.score ? b : a));
  const others = ranked.filter((r) => r !== title);
  const company = others.reduce((a, b) => (companyScore(b.p.text) - b.p.order * 0.2 > companyScore(a.p.text) - a.p.order * 0.2 ? b : a));
  if (!place) {
    const left = others.filter((r) => r !== company).map((r) => r.p.text);
    const town = left.find(looksLikePlace);
    if (town) place = town;
  }
  return { title: clip(title.p.text), companyName: clip(company.p.text), place };
}

/**
 * «BTS Comptabilité et gestion» → degree «BTS», field «Comptabilité et gestion»; «Master 2 Droit
 * social» → «Master 2», «Droit social». A code after the degree stays with it («Baccalauréat
 * STMG», «CACES R489»); a «Diplôme d'État d'infirmier» or «Diplôme de comptabilité…» is one
 * degree, without field.
 */
export function splitDegree(text: string): { degree: string; field: string } {
  const head = degreeHeadLength(text);
  if (!head) return { degree: text, field: "" };
  let degree = text.slice(0, head).trim();
  let rest = text.slice(head);
  if (/^dipl[oô]me$/i.test(degree) && /^\s*(?:d['’]|de |du |des )/i.test(rest)) return { degree: text.trim(), field: "" };
  if (/^dipl[oô]me d['’](?:é|e)tat$/i.test(degree)) return { degree: text.trim(), field: "" };
  const code = /^\s+((?:\p{Lu}{1,6}|\p{Lu}{1,4}\d{1,4})(?:\s\d)?)(?=$|[\s,:–—-])/u.exec(rest);
  if (code && !/^(?:EN|DE|DU|ET)$/.test(code[1]!)) {
    degree = `${degree} ${code[1]}`;
    rest = rest.slice(code[0].length);
  }
  const field = rest
    .replace(/^[\s:,–—-]+/, "")
    .replace(/^(?:en|de|des|du|in|of|option|spécialité|specialite|mention|parcours)\s+/i, "")
    .replace(/^(?:d|l)['’]/i, "")
    .trim();
  return { degree, field };
}

/** Degree, field and school from a degree's heading. */
export function readEducationHeading(texts: { text: string; bold: boolean }[]): { degree: string; field: string; schoolName: string } {
  const { parts } = partsOf(texts);
  if (parts.length === 0) return { degree: "", field: "", schoolName: "" };
  const degreeIndex = Math.max(
    0,
    parts.findIndex((p) => degreeHeadLength(p.text) > 0),
  );
  let degreePart = parts[degreeIndex]!;
  const others = parts.filter((_, i) => i !== degreeIndex);
  let school = others.find((p) => isSchool(p.text)) ?? null;
  if (!degreeHeadLength(degreePart.text) && isSchool(degreePart.text) && others.length) {
    // No degree word: the part that is not the school is the degree.
    school = degreePart;
    degreePart = others[0]!;
  }
  const { degree, field } = splitDegree(degreePart.text);
  const rest = others.filter((p) => p !== degreePart && p !== school);
  // «Master 2 — Droit social — Université Lyon 3»: without a school word, the last part is the
  // school and the one after the degree its field.
  if (!school && rest.length) school = field || rest.length === 1 ? rest.at(-1)! : rest.at(-1)!;
  const fieldPart = !field ? rest.find((p) => p !== school) : undefined;
  return { degree: clip(degree), field: clip(field || fieldPart?.text || ""), schoolName: clip(school?.text ?? "") };
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
        title: clip((entry.get("title") ?? []).join(" ")),
        companyName,
        startDate: dates.start,
        endDate: dates.ongoing ? null : (dates.end ?? (dates.range ? null : dates.start)),
        summary: (entry.get("summary") ?? []).join("\n").slice(0, MAX_SUMMARY),
      };
      if (place) item.place = clip(place);
      return item;
    });
  return entriesOf(lines).map((entry) => {
    const texts = orderedHeading(entry);
    const heading = readExperienceHeading(texts);
    const { title, companyName } = heading;
    const place = entry.place ?? heading.place;
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
