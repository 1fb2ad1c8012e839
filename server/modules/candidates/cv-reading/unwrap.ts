// Lines a narrow column or a long heading wrapped: «PIERRE-YVES DELACROIX-» over «VIDAL»,
// «Aide-soignant(e) en EHPAD et à» over «domicile», «Licence pro – IUT de Nantes —» over
// «2013». Joined back when the first line plainly does not end (a hyphen, a dangling
// separator or a little word) and the second has the same look and is short.
import { isContactLine } from "./contact";
import { isCaps, wordCount, type CvLine } from "./lines";
import { sectionOf } from "./sections";

const OPEN_END = /(?:\s[–—|·•]|,|\b(?:et|de|des|du|d'|d’|en|à|au|aux|la|le|les|l'|l’|pour|avec|sur|and|of|the|for|in|at|chez))\s*$/iu;
const HYPHEN_END = /\p{L}-$/u;

/** The end of a date range alone on its line («aujourd'hui», «2023», «juin 2024»). */
const DATE_END = /^(?:(?:[\p{L}]{3,9}\.?\s)?(?:19|20)\d{2}|aujourd['’ ]hui|à ce jour|présent|present|en cours|actuellement|now|today)$/iu;
/** A line opening or closing with a single year or month and year, not yet a range. */
const SINGLE_DATE_EDGE = /^(?:[\p{L}]{3,9}\.?\s|\d{2}\/)?(?:19|20)\d{2}(?:\s*[–—-])?(?:\s|$)|(?:^|\s)(?:19|20)\d{2}\s*[–—-]?$/u;

export function unwrap(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    // «2023 | Assistante de direction» over «aujourd'hui»: the range's end joins its start.
    if (
      previous &&
      previous.block === line.block &&
      !line.bullet &&
      DATE_END.test(line.text.trim()) &&
      SINGLE_DATE_EDGE.test(previous.text) &&
      !/(?:19|20)\d{2}\s*[–—-]\s*(?:\p{L}+\.?\s)?(?:19|20)\d{2}/u.test(previous.text)
    ) {
      const edge = /^((?:[\p{L}]{3,9}\.?\s|\d{2}\/)?(?:19|20)\d{2})(?:\s*[–—-])?/u.exec(previous.text);
      out[out.length - 1] = edge
        ? { ...previous, text: `${edge[1]} – ${line.text.trim()}${previous.text.slice(edge[0].length)}` }
        : { ...previous, text: `${previous.text.replace(/\s*[–—-]?\s*$/, "")} – ${line.text.trim()}` };
      continue;
    }
    // An e-mail address cut at its hyphen («theo-» over «kowalski@hotmail.com»).
    if (previous && previous.block === line.block && /[\w.-]-$/.test(previous.text) && /^[\w.+-]+@[\w-]+\.[\w.-]+/.test(line.text)) {
      out[out.length - 1] = { ...previous, text: previous.text + line.text };
      continue;
    }
    // A sentence or a heading going on in lower case on the next line, in the same look.
    if (
      previous &&
      previous.block === line.block &&
      !line.bullet &&
      /^\p{Ll}/u.test(line.text) &&
      !isContactLine(previous.text) &&
      !isContactLine(line.text) &&
      // A colon ends a label («Missions :»), but not a long heading cut inside its degree's name
      // («Licence professionnelle, Maintenance et technologie :» over «systèmes pluritechniques»).
      !/[.!?;]$/.test(previous.text) &&
      (!/:$/.test(previous.text) || wordCount(previous.text) >= 4) &&
      Math.abs(previous.size - line.size) < 0.05 &&
      previous.bold === line.bold &&
      previous.text.length + line.text.length <= 400
    ) {
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
      continue;
    }
    if (
      previous &&
      previous.block === line.block &&
      !line.bullet &&
      line.text.length <= 40 &&
      Math.abs(previous.size - line.size) < 0.05 &&
      previous.bold === line.bold &&
      !sectionOf(line) &&
      previous.text.length + line.text.length <= 200 &&
      (HYPHEN_END.test(previous.text)
        ? /^\p{Lu}/u.test(line.text) && isCaps(previous.text) === isCaps(line.text)
        : OPEN_END.test(previous.text) && !/^\p{Lu}{2,}\s*$/u.test(line.text))
    ) {
      out[out.length - 1] = { ...previous, text: HYPHEN_END.test(previous.text) ? previous.text + line.text : `${previous.text} ${line.text}` };
      continue;
    }
    out.push(line);
  }
  return out;
}
