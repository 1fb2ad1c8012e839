import type { ResumeReading } from "../../../common/candidates";
import { readLines } from "./cv-reading/read-lines";
import { textLines } from "./cv-reading/text-lines";

export { readDatedLine } from "./cv-reading/dates";

/**
 * What a CV's flat text tells about its author (decision 0020), for Word 97 files and callers
 * that hold only text. PDF and DOCX are read with their layout (resume-document.ts); all three
 * go through the same reading of lines (cv-reading/read-lines.ts):
 *
 * 1. Lines are cut into sections by their headings, French or English («Expérience(s)
 *    professionnelle(s)», «Formation», «Compétences», «Langues», «Work experience»…).
 * 2. The lines before any section give the name (2 to 5 words of letters, particles and
 *    capitals allowed; the largest or boldest when the look is known), the headline beside it,
 *    and, with the contact sections, the e-mail, phone and postal address.
 * 3. Experience and education sections are cut into entries around their dated lines («03/2015 -
 *    08/2019», «Depuis mars 2021», «2014 - 2015»); an entry's heading (on the date's line, above
 *    or below it) gives the title, company and place, or the degree, field and school.
 * 4. Skills and languages are the items of their sections (a language by its name only).
 *
 * Everything is bounded (lines, entries, lengths), and what cannot be read is left empty: staff
 * correct it.
 */
export function readResume(text: string): ResumeReading {
  return readLines(textLines(text));
}
