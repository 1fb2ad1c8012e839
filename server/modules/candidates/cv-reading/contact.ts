// Contact details: e-mail, phone (French numbers to ten digits «0612345678», +33 included;
// others «+32…» in digits), postal address and its postcode and town (the commune is looked up
// from them). Patterns have bounded repeats and a look-behind on digits: a hostile 100 000-digit
// line costs one pass.
import { cleanText, fold } from "./lines";

const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,6}/u;

export function emailOf(text: string): string | null {
  const match = EMAIL.exec(text);
  return match ? match[0].replace(/^[._-]+|[._-]+$/g, "").toLowerCase() : null;
}

const FRENCH_PHONE = /(?<![\d+])(?:(?:\+|00)\s?33\s?(?:\(0\)\s?)?|0)[1-9](?:[\s.\-/]{0,2}\d{2}){4}(?!\d)/;
const OTHER_PHONE = /(?<![\d+])(?:\+|00)\s?(?!33)[1-9]\d{0,2}(?:[\s.\-/]{0,2}(?:\(0\))?\(?\d{1,4}\)?){2,6}(?!\d)/;

/** The first phone number of a text: French ones as ten digits, others as «+» and digits. */
export function phoneOf(text: string): string | null {
  const french = FRENCH_PHONE.exec(text);
  const other = OTHER_PHONE.exec(text);
  if (french && (!other || french.index <= other.index)) {
    const digits = french[0].replace(/\(0\)/, "").replace(/\D/g, "");
    return "0" + digits.slice(-9);
  }
  if (other) {
    const digits = other[0].replace(/\(0\)/, "").replace(/\D/g, "").replace(/^00/, "");
    if (digits.length >= 8 && digits.length <= 15) return "+" + digits;
  }
  return null;
}

/** «69003 Lyon», «75011 PARIS», «13100 Aix-en-Provence». */
const POSTCODE_TOWN = /(?<![\d.,/-])((?:0[1-9]|[1-8]\d|9[0-8]|2[AB])\d{3})[\s,]{1,3}(\p{Lu}[\p{L}'’]*(?:(?: |-| - |')[\p{L}'’]+){0,5})/u;
/** «Lyon (69003)». */
const TOWN_POSTCODE = /(\p{Lu}[\p{L}'’]*(?:(?: |-)[\p{L}'’]+){0,4})\s?\((\d{5})\)/u;
const STREET =
  /\b\d{1,4}(?:\s?(?:bis|ter|[a-d]))?,?\s+(?:rue|avenue|av|bd|boulevard|chemin|che|allee|impasse|imp|place|pl|route|rte|quai|cours|square|residence|res|lotissement|lot|voie|passage|sentier|faubourg|fg|hameau|lieu dit|rond point|parc|cite|domaine|villa|mail|esplanade|promenade|clos|montee|traverse|street|st|road|rd)\b/;
const TOWN_STOP = /\b(?:cedex|france|tel|tél|telephone|téléphone|mobile|portable|email|e-mail|mail|né|nee|née|permis)\b.*$/iu;

export type Address = { address: string; postal: { zipcode: string; town: string } };

/** Cuts a contact line into its parts («12 rue des Lilas, 69003 Lyon — 06 12… — a@b.fr»). */
const SEGMENTS = /\s+[—–|•·]\s+|\s*[|•·]\s*|\s{2,}|\s+-\s+(?=\S*(?:\d{2}|@))/;

function townOf(raw: string): string {
  return raw
    .replace(TOWN_STOP, "")
    .replace(/\s+-\s+.*$/, "")
    .trim();
}

const LABEL = /^(?:adresse(?: postale)?|address|domicile|lieu de r[ée]sidence)\s*:?\s*/i;
/** A piece of an address before the postcode: a street, a building, a flat, «Chez …». */
const ADDRESS_PART =
  /^(?:r[ée]sidence|b[aâ]t(?:iment)?\.?|appt\.?|appartement|chez|escalier|esc\.?|immeuble|[ée]tage|lieu[- ]dit|porte|bp|cs|hameau|lotissement|les? |la |\p{Lu}\s?,)/iu;
const isAddressPart = (text: string) =>
  text.length <= 90 &&
  !EMAIL.test(text) &&
  !FRENCH_PHONE.test(text) &&
  !OTHER_PHONE.test(text) &&
  !POSTCODE_TOWN.test(text) &&
  (fold(text).search(STREET) >= 0 || ADDRESS_PART.test(text.trim()));
const TOWN_PARTICLE = /^(?:le|la|les|l'|saint|sainte|st|ste|aix|bourg|port|pont|mont|villeneuve|châlons|chalons)$/i;

/**
 * The postal address at line `index` (the street may be on the lines above, the town's end on
 * the line below), or null. The address is the street, the postcode and the town as written;
 * the postal part feeds the commune lookup.
 */
export function addressOf(lines: string[], index: number): Address | null {
  let text = cleanText(lines[index]!).replace(LABEL, "");
  // «…, 01000» over «Bourg-en-Bresse»: the town is on the next line.
  const next = lines[index + 1] ? cleanText(lines[index + 1]!) : "";
  if (/(?<![\d.,/-])\d{5}$/.test(text) && /^\p{Lu}[\p{L}'’ -]{1,40}$/u.test(next)) text = `${text} ${next}`;
  const segments = text.split(SEGMENTS);
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s]!;
    const match = POSTCODE_TOWN.exec(segment);
    const reversed = match ? null : TOWN_POSTCODE.exec(segment);
    if (!match && !reversed) continue;
    const zipcode = match ? match[1]! : reversed![2]!;
    let town = townOf(match ? match[2]! : reversed![1]!);
    if (!town || town.length < 2) continue;
    const end = match ? match.index + match[0].length - (match[2]!.length - town.length) : reversed!.index + reversed![0].length;
    let address = segment.slice(0, end).trim().replace(LABEL, "");
    // «13 rue Pasteur 72000 Le» | «Mans»: the town goes on at the next line.
    if (match && TOWN_PARTICLE.test(town) && address.endsWith(town) && lines[index + 1]) {
      const more = /^\s*(\p{Lu}[\p{L}'’-]+)/u.exec(cleanText(lines[index + 1]!));
      if (more) {
        town = `${town} ${more[1]}`;
        address = `${address} ${more[1]}`;
      }
    }
    const before = address.slice(0, match ? match.index : 0).trim();
    if (!before || !isAddressPart(before.replace(/[,\s]+$/, ""))) {
      // The street before the postcode is in the previous part of the line, or on the lines above.
      const parts: string[] = [];
      if (s > 0 && isAddressPart(segments[s - 1]!)) parts.push(segments[s - 1]!.replace(LABEL, ""));
      else
        for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
          const above = cleanText(lines[i]!).replace(LABEL, "");
          const last = above.split(SEGMENTS).at(-1) ?? "";
          if (!isAddressPart(last)) break;
          parts.unshift(last);
          if (last !== above) break;
        }
      if (parts.length)
        address = `${parts.map((p) => p.replace(/[,\s]+$/, "")).join(parts.length > 1 && /\b(?:b[aâ]t|appt|esc)\.?$/i.test(parts[0]!) ? " " : ", ")}, ${address}`;
    }
    address = address.replace(/^[\s,:;-]+|[\s,:;-]+$/g, "");
    return { address: address.slice(0, 200), postal: { zipcode, town: town.slice(0, 80) } };
  }
  return null;
}

const STREET_ONLY = (line: string) => fold(line).search(STREET) === 0;
export const looksLikeStreet = STREET_ONLY;

/** A line that is only contact details (phone, e-mail, address, web, birth date…), never a name or headline. */
export function isContactLine(text: string): boolean {
  const f = fold(text);
  return (
    EMAIL.test(text) ||
    FRENCH_PHONE.test(text) ||
    OTHER_PHONE.test(text) ||
    POSTCODE_TOWN.test(text) ||
    STREET_ONLY(text) ||
    /\b(?:linkedin|github|www\.|https?:|tel\b|telephone|mobile|portable|adresse|permis [a-z]|vehicule|ne le|nee le|ne en|age|ans\b|nationalite|date de naissance)/.test(
      f,
    )
  );
}
