// One entry's heading read as its fields: title, company and place of a job; degree, field and
// school of a course. The parts come from heading-parts.ts; here each is told apart by its words
// (vocabulary.ts), its look and its order.
import { isCaps } from "./lines";
import { looksLikePlace, partsOf, type Part } from "./heading-parts";
import { companyScore, degreeHeadLength, isSchool, jobScore } from "./vocabulary";

const MAX_FIELD = 200;
export const clip = (text: string) => text.slice(0, MAX_FIELD).trim();

export type HeadingOrder = "title-first" | "company-first";
type Texts = { text: string; bold: boolean }[];

/** The heading's parts once a town among them is taken apart as the place. */
function jobParts(texts: Texts): { parts: Part[]; place: string | null } {
  const { parts, place: foundPlace } = partsOf(texts);
  let place = foundPlace;
  // A short part that reads as a town is the place («Comptable | Fiducial | Lyon», «Lyon | Comptable
  // chez Arkema» when the date's cell held the town); a company is never taken for it.
  if (parts.length >= 3 && !place) {
    const towns = parts.filter((p, i) => looksLikePlace(p.text) && companyScore(p.text) === 0 && p.after !== "chez" && parts[i + 1]?.after !== "chez");
    const town = towns.at(-1);
    if (town) {
      place = town.text;
      parts.splice(parts.indexOf(town), 1);
    }
  }
  return { parts, place };
}

/** How much a part reads as a job title rather than an employer, by its words and its look. */
function titleness(p: Part, anyBold: boolean): number {
  let score = jobScore(p.text) - companyScore(p.text);
  // Sentence case («Assistante de direction») is a title; capitals or Title Case, a name.
  const list = p.text.split(/\s+/);
  if (list.length >= 2 && list.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:de|des|du|et|en|la|le|les|aux?)$/.test(w))) score += 1;
  if (isCaps(p.text) && p.text.length > 3) score -= 0.5;
  if (anyBold && p.bold) score += 0.75;
  return score;
}

const boldApart = (parts: Part[]) => parts.some((p) => p.bold) && !parts.every((p) => p.bold);

/**
 * Which of a two-part heading's parts reads more as the title: above 0 the first, below 0 the
 * second, null without two parts or with «chez» (which says it). A CV writes all its jobs in
 * one order, so the section's entries vote (readExperiences) and the order decides the doubtful ones.
 */
export function titleFirstEvidence(texts: Texts): number | null {
  const { parts } = jobParts(texts);
  if (parts.length < 2 || parts.some((p) => p.after === "chez")) return null;
  const anyBold = boldApart(parts);
  return titleness(parts[0]!, anyBold) - titleness(parts[1]!, anyBold);
}

/** Title, company and place from an experience's heading; `order`: the one the section's other entries follow. */
export function readExperienceHeading(texts: Texts, order?: HeadingOrder): { title: string; companyName: string; place: string | null } {
  const { parts, place: partsPlace } = jobParts(texts);
  let place = partsPlace;
  if (parts.length === 0) return { title: "", companyName: "", place };
  const chez = parts.findIndex((p) => p.after === "chez");
  if (chez > 0) return { title: clip(parts[chez - 1]!.text), companyName: clip(parts[chez]!.text), place };
  if (parts.length === 1) {
    const only = parts[0]!;
    return companyScore(only.text) >= 2 && jobScore(only.text) < 3
      ? { title: "", companyName: clip(only.text), place }
      : { title: clip(only.text), companyName: "", place };
  }
  const anyBold = boldApart(parts);
  // Without the section's order, an earlier part is a little more likely the title.
  const position = (i: number) => (order === "title-first" ? (i === 0 ? 2 : 0) : order === "company-first" ? (i === 1 ? 2 : 0) : -i * 0.3);
  const ranked = parts.map((p, i) => ({ p, score: titleness(p, anyBold) + position(i) }));
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
