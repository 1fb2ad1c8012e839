// A heading's text cut into its parts at the separators CVs use between title, company and
// place («Comptable — Fiducial, Lyon», «Comptable chez Fiducial», «Fiducial (Lyon) | Comptable»),
// with a place at its end taken apart. Which part is what is decided in headings.ts.
import { words, wordCount } from "./lines";
import { companyScore, degreeHeadLength, isSchool, jobScore } from "./vocabulary";

export type Part = { text: string; bold: boolean; order: number; after: "chez" | "sep" | null };

/** A contract word, alone or with its length («CDD 6 mois», «Stage de 3 mois»): never a title nor a company. */
export const CONTRACT =
  /^(?:(?:cdi|cdd|stage|stagiaire|interim|interimaire|temp|alternance|apprentissage|freelance|independant|temps (?:plein|partiel)|mission|vacation|saisonnier|benevolat|contrat pro(?:fessionnalisation)?|full time|part time|internship|permanent|fixed term|temporary|contract)(?: (?:de |d )?\d+ (?:mois|ans?|semaines?|months?|years?|weeks?))?|\d+ (?:mois|ans?|semaines?|months?|years?))$/;

/** A contract in brackets taken off a title: «Brancardier (CDD)», «Vendeuse (CDD 6 mois)». */
export const withoutContract = (text: string) => text.replace(/\s*\(([^()]{2,30})\)/g, (all, inner: string) => (CONTRACT.test(words(inner)) ? "" : all)).trim();

/**
 * The pieces of a split heading, with a dash that only goes on with a lower-case word glued back:
 * «Génie civil – construction durable» is one field, «Comptable – Fiducial» two parts.
 */
function joinDashedTails(pieces: string[]): string[] {
  const out = [pieces[0]!];
  for (let i = 1; i < pieces.length; i += 2) {
    const sep = pieces[i]!;
    const next = pieces[i + 1] ?? "";
    if (/^\s*[—–-]\s*$/.test(sep) && /^\p{Ll}/u.test(next) && !CONTRACT.test(words(next))) out[out.length - 1] += sep + next;
    else out.push(sep, next);
  }
  return out;
}

/**
 * A comma list glued back where a piece starts in lower case or with a small number: «Qualité,
 * logistique industrielle et organisation», «Catégories 1, 3 et 5» are one field, while a
 * school, a company or a town after a comma starts with a capital.
 */
function joinCommaTails(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (out.length && /^(?:\p{Ll}|\d{1,2}\b)/u.test(piece) && !CONTRACT.test(words(piece))) out[out.length - 1] += `, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A short place at the end of a heading: «Lyon», «Villeurbanne (69)», «Paris 15e», «Lyon, France». */
export function looksLikePlace(text: string): boolean {
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
export function partsOf(texts: { text: string; bold: boolean }[]): { parts: Part[]; place: string | null } {
  const parts: Part[] = [];
  let place: string | null = null;
  let order = 0;
  let pendingChez = false;
  for (const { text, bold } of texts) {
    const pieces = joinDashedTails(text.split(/(\s+(?:—|–|-|\||·|•|\/|chez|at|@|pour|for|au sein de|auprès de)\s+|\s*[|•·—–]\s*)/i));
    let after: Part["after"] = null;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i % 2 === 1) {
        after = /chez|at|@|pour|for|au sein|auprès/i.test(piece) ? "chez" : "sep";
        continue;
      }
      let chunk = piece.replace(/^[\s,:;]+|[\s,:;]+$/g, "").trim();
      chunk = withoutContract(chunk);
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
      const commas = joinCommaTails(chunk.split(/\s*,\s*/));
      // «BTS, Électrotechnique»: what follows a degree's comma is its subject, not a town. One
      // place only («Électricien, Spie, Tours»: «Spie» is the employer), or a town and its country.
      if (commas.length > 1 && looksLikePlace(commas.at(-1)!) && !(commas.length === 2 && degreeHeadLength(commas[0]!) > 0)) {
        const found = commas.pop()!;
        place = place ?? found;
        if (/^(?:France|Belgique|Suisse)$/i.test(found) && commas.length > 1 && looksLikePlace(commas.at(-1)!)) place = commas.pop()!;
      }
      const pieces_ = commas.filter(Boolean);
      // Pieces that each open with a capital are parts («Tourneur fraiseur, Usinage Pichon»): a
      // field's or a title's own list goes on in lower case and was glued back above.
      const splits =
        pieces_.length > 1 &&
        (jobScore(pieces_[0]!) >= 3 ||
          degreeHeadLength(pieces_[0]!) > 0 ||
          pieces_.slice(1).some((p) => isSchool(p) || companyScore(p) >= 2) ||
          pieces_.every((p) => /^[\p{Lu}\d]/u.test(p)));
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
