// Scores a CV reading against the corpus's expected reading by rules (no ids): strings compared
// after folding, list items paired by their best alignment. Used by bench/cv-reading.ts; the rules
// are written out in tests/fixtures/cv-corpus/README.md.

export const FIELDS = [
  "name",
  "header",
  "email",
  "phone",
  "commune",
  "address",
  "experience.title",
  "experience.company",
  "experience.place",
  "experience.start",
  "experience.end",
  "education.degree",
  "education.field",
  "education.school",
  "education.year",
  "skills",
  "languages",
] as const;
export type Field = (typeof FIELDS)[number];
export type Counts = { tp: number; fp: number; fn: number };
export type DocumentScore = Record<Field, Counts>;

type MonthYear = { year: number; month?: number };
type Work = { title?: string | null; companyName?: string | null; place?: string | null; startDate?: MonthYear | null; endDate?: MonthYear | null };
type Education = { degree?: string | null; field?: string | null; schoolName?: string | null; startYear?: number | null; endYear?: number | null };
/** What both the expected JSON and a ResumeReading hold (common/candidates.ts). */
export type Reading = {
  name?: string | null;
  header?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  postal?: { zipcode: string; town: string } | null;
  workHistory?: Work[];
  education?: Education[];
  skills?: string[];
  languages?: string[];
};

/** Case, accents, ligatures, punctuation and spaces folded away: «Lycée Jean-Moulin,» → «lycee jean moulin». */
export function fold(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const tokens = (text: string | null | undefined) => fold(text).split(" ").filter(Boolean);

/** Sørensen–Dice over the sets of folded words: 1 for the same words in any order. */
export function tokenSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  const x = new Set(tokens(a));
  const y = new Set(tokens(b));
  if (!x.size && !y.size) return 1;
  let common = 0;
  for (const t of x) if (y.has(t)) common++;
  return (2 * common) / (x.size + y.size);
}

/** Equal once folded; a long text (a title, a company, a school) also when its words are 80 % the same. */
export function sameText(expected: string | null | undefined, predicted: string | null | undefined, long = false): boolean {
  const e = fold(expected);
  const p = fold(predicted);
  if (!e || !p) return false;
  return e === p || (long && tokenSimilarity(e, p) >= 0.8);
}

/** The same words in any order: «DUVAL Anne-Sophie» is «Anne-Sophie Duval». */
export function sameName(expected: string | null | undefined, predicted: string | null | undefined): boolean {
  const e = tokens(expected).sort().join(" ");
  return Boolean(e) && e === tokens(predicted).sort().join(" ");
}

/** Digits, with «+» and the country code abroad; a French number as its 10 digits («+33 (0)6…» → «06…»). */
export function normalPhone(text: string | null | undefined): string {
  let s = (text ?? "").replace(/\(0\)/g, "").replace(/[^\d+]/g, "");
  if (s.startsWith("00")) s = `+${s.slice(2)}`;
  if (s.startsWith("+33")) s = `0${s.slice(3).replace(/^0/, "")}`;
  return s;
}

export const samePhone = (expected: string | null | undefined, predicted: string | null | undefined) =>
  Boolean(normalPhone(expected)) && normalPhone(expected) === normalPhone(predicted);
export const sameEmail = (expected: string | null | undefined, predicted: string | null | undefined) =>
  Boolean(expected) &&
  (expected ?? "").trim().toLowerCase() ===
    (predicted ?? "")
      .replace(/^mailto:/i, "")
      .trim()
      .toLowerCase();

/** A place without its department or postal code: «Villeurbanne (69)» is «Villeurbanne». */
const placeKey = (text: string | null | undefined) =>
  tokens(text)
    .filter((t) => !/^\d+$/.test(t) && t !== "france" && t !== "cedex")
    .join(" ");
export const samePlace = (expected: string | null | undefined, predicted: string | null | undefined) =>
  Boolean(placeKey(expected)) && placeKey(expected) === placeKey(predicted);

/** The same year, and the same month when the CV gives one. */
export function sameDate(expected: MonthYear | null | undefined, predicted: MonthYear | null | undefined): boolean {
  if (!expected || !predicted) return false;
  return expected.year === predicted.year && (expected.month == null || expected.month === predicted.month);
}

/** A degree read whole («BTS Comptabilité et gestion») counts as the degree; its field is then missing. */
export const sameDegree = (expected: Education, predicted: Education) =>
  sameText(expected.degree, predicted.degree, true) || (Boolean(expected.field) && sameText(`${expected.degree} ${expected.field}`, predicted.degree, true));

export const sameStudyYears = (expected: Education, predicted: Education) =>
  expected.endYear != null && expected.endYear === predicted.endYear && (expected.startYear == null || expected.startYear === predicted.startYear);

/** A language without its level: «Anglais : courant (C1)» → «anglais». */
export const languageName = (text: string) =>
  fold(text.split(/\s[-–—:]\s?|[:(,–—/]|\s\d|\s(?:niveau|level|courant|fluent|native|notions|bilingue|langue)\b/i)[0]);

const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
const present = (value: unknown) => (typeof value === "string" ? fold(value) !== "" : value != null);

/** One value: right (tp), or wrong (fp if something was read, fn if something was expected). */
function judge(counts: Counts, expected: unknown, predicted: unknown, same: () => boolean) {
  const e = present(expected);
  const p = present(predicted);
  if (e && p && same()) counts.tp++;
  else {
    if (p) counts.fp++;
    if (e) counts.fn++;
  }
}

/** A job's end: a date, «current» (null after a start), or nothing read. */
const endOf = (w: Work) => (w.endDate ? w.endDate : w.startDate ? "current" : null);
function judgeEnd(counts: Counts, expected: Work, predicted: Work) {
  const e = endOf(expected);
  const p = endOf(predicted);
  judge(counts, e, p, () => (e === "current" || p === "current" ? e === p : sameDate(e as MonthYear, p as MonthYear)));
}

/** Pairs expected and predicted items, best pairs first; a pair needs a score of at least `minimum`. */
export function align<E, P>(expected: E[], predicted: P[], similarity: (e: E, p: P) => number, minimum = 0.5): [number, number][] {
  const pairs: [number, number, number][] = [];
  expected.forEach((e, i) => predicted.forEach((p, j) => pairs.push([i, j, similarity(e, p)])));
  pairs.sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1]);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  const result: [number, number][] = [];
  for (const [i, j, score] of pairs) {
    if (score < minimum || usedE.has(i) || usedP.has(j)) continue;
    usedE.add(i);
    usedP.add(j);
    result.push([i, j]);
  }
  return result;
}

/** Start year (and end) in common, and the words of title and company in any order (a swap still pairs). */
export function workSimilarity(e: Work, p: Work): number {
  let score = 0;
  if (e.startDate && p.startDate && e.startDate.year === p.startDate.year) score += 1;
  if (e.startDate && p.startDate && e.endDate?.year === p.endDate?.year) score += 0.5;
  return score + tokenSimilarity(`${e.title ?? ""} ${e.companyName ?? ""}`, `${p.title ?? ""} ${p.companyName ?? ""}`);
}

export function educationSimilarity(e: Education, p: Education): number {
  let score = 0;
  if (e.endYear != null && e.endYear === p.endYear) score += 0.5;
  return score + tokenSimilarity(`${e.degree ?? ""} ${e.field ?? ""} ${e.schoolName ?? ""}`, `${p.degree ?? ""} ${p.field ?? ""} ${p.schoolName ?? ""}`);
}

function judgeSet(counts: Counts, expected: string[], predicted: string[], key: (s: string) => string) {
  const e = new Set(expected.map(key).filter(Boolean));
  const p = new Set(predicted.map(key).filter(Boolean));
  for (const item of p)
    if (e.has(item)) counts.tp++;
    else counts.fp++;
  for (const item of e) if (!p.has(item)) counts.fn++;
}

export function scoreDocument(expected: Reading, predicted: Reading | null): DocumentScore {
  const score = Object.fromEntries(FIELDS.map((f) => [f, zero()])) as DocumentScore;
  const p: Reading = predicted ?? {};
  judge(score.name, expected.name, p.name, () => sameName(expected.name, p.name));
  judge(score.header, expected.header, p.header, () => sameText(expected.header, p.header, true));
  judge(score.email, expected.email, p.email, () => sameEmail(expected.email, p.email));
  judge(score.phone, expected.phoneNumber, p.phoneNumber, () => samePhone(expected.phoneNumber, p.phoneNumber));
  judge(
    score.commune,
    expected.postal?.zipcode,
    p.postal?.zipcode,
    () => expected.postal!.zipcode === p.postal!.zipcode.trim() && fold(expected.postal!.town) === fold(p.postal!.town),
  );
  judge(score.address, expected.address, p.address, () => sameText(expected.address, p.address, true));

  const ew = expected.workHistory ?? [];
  const pw = p.workHistory ?? [];
  const workPairs = align(ew, pw, workSimilarity);
  const judgeWork = (e: Work, q: Work) => {
    judge(score["experience.title"], e.title, q.title, () => sameText(e.title, q.title, true));
    judge(score["experience.company"], e.companyName, q.companyName, () => sameText(e.companyName, q.companyName, true));
    judge(score["experience.place"], e.place, q.place, () => samePlace(e.place, q.place));
    judge(score["experience.start"], e.startDate, q.startDate, () => sameDate(e.startDate, q.startDate));
    judgeEnd(score["experience.end"], e, q);
  };
  for (const [i, j] of workPairs) judgeWork(ew[i], pw[j]);
  ew.forEach((e, i) => workPairs.some(([x]) => x === i) || judgeWork(e, {}));
  pw.forEach((q, j) => workPairs.some(([, y]) => y === j) || judgeWork({}, q));

  const ee = expected.education ?? [];
  const pe = p.education ?? [];
  const studyPairs = align(ee, pe, educationSimilarity);
  const judgeStudy = (e: Education, q: Education) => {
    judge(score["education.degree"], e.degree, q.degree, () => sameDegree(e, q));
    judge(score["education.field"], e.field, q.field, () => sameText(e.field, q.field, true));
    judge(score["education.school"], e.schoolName, q.schoolName, () => sameText(e.schoolName, q.schoolName, true));
    judge(score["education.year"], e.endYear ?? e.startYear, q.endYear ?? q.startYear, () => sameStudyYears(e, q));
  };
  for (const [i, j] of studyPairs) judgeStudy(ee[i], pe[j]);
  ee.forEach((e, i) => studyPairs.some(([x]) => x === i) || judgeStudy(e, {}));
  pe.forEach((q, j) => studyPairs.some(([, y]) => y === j) || judgeStudy({}, q));

  judgeSet(score.skills, expected.skills ?? [], p.skills ?? [], fold);
  judgeSet(score.languages, expected.languages ?? [], p.languages ?? [], languageName);
  return score;
}

export type Figures = { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number };
export function figures(c: Counts): Figures {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, ...c };
}

export function addCounts(into: DocumentScore, score: DocumentScore) {
  for (const f of FIELDS) {
    into[f].tp += score[f].tp;
    into[f].fp += score[f].fp;
    into[f].fn += score[f].fn;
  }
}
export const emptyScore = () => Object.fromEntries(FIELDS.map((f) => [f, zero()])) as DocumentScore;

/** The mean F1 of the fields that have something to count (expected or read). */
export function macroF1(score: DocumentScore): number {
  const counted = FIELDS.filter((f) => score[f].tp + score[f].fp + score[f].fn > 0);
  return counted.length ? counted.reduce((sum, f) => sum + figures(score[f]).f1, 0) / counted.length : 1;
}
