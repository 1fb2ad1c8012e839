import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import WordExtractor from "word-extractor";
import { RESUME_TEXT_MAX_LENGTH } from "../../../common/candidates";
import { plainTextDescription } from "../../../common/offers";
import { sanitizeRichText } from "../../lib/html";

/** A CV longer than this is read up to here: the first pages say who the candidate is. */
const MAX_PDF_PAGES = 20;
/** Fewer letters than this: a scan or an image, not a text («CV sans texte»). */
const MIN_LETTERS = 40;

export type ResumeText = { text: string; hasText: boolean };

/** Control characters (NUL among them) break PostgreSQL's text and mean nothing in a CV. */
const clean = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n\s*/g, "\n")
    .trim()
    .slice(0, RESUME_TEXT_MAX_LENGTH);

async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it reads: give it a copy. Verbosity 0: its warnings
  // about a broken file would fill the server's log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return pages.join("\n");
  } finally {
    await pdf.destroy();
  }
}

/** Word 2007+ as staff may read it: mammoth's HTML through the site's one allow-list. */
export async function docxHtml(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return sanitizeRichText(value);
}

async function docText(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document.getBody();
}

/** The text of a CV whose type was checked on receipt (resume-file.ts), by that type. */
export async function resumeText(bytes: Uint8Array, mime: string): Promise<ResumeText> {
  let raw: string;
  if (mime === "application/pdf") raw = await pdfText(bytes);
  else if (mime === "application/vnd.openxmlformats-officedocument.wordprocessingml.document") raw = plainTextDescription(await docxHtml(bytes));
  else if (mime === "application/msword") raw = await docText(bytes);
  else throw Object.assign(new Error("unsupported resume type"), { name: "UnsupportedResume" });
  const text = clean(raw);
  return { text, hasText: (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS };
}

/** A Word 97-2003 CV as staff may read it: its paragraphs, escaped. */
export async function docHtml(bytes: Uint8Array): Promise<string> {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return clean(await docText(bytes))
    .split("\n")
    .map((line) => `<p>${escape(line)}</p>`)
    .join("");
}
