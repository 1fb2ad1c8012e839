// Runs inside the document worker only (server/workers/document-reader.ts): the parsers below
// read what candidates send, so the main thread never loads them. Callers go through
// inDocumentWorker (server/lib/document-worker.ts).
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import WordExtractor from "word-extractor";
import { RESUME_TEXT_MAX_LENGTH } from "../../../common/candidates";
import { plainTextDescription } from "../../../common/offers";
import { inflateBudget, inflateWithin, zlibBody, DocumentTooLarge } from "../../lib/document-worker-inflate";
import { sanitizeRichText } from "../../lib/html";
import { unzipWithin } from "../applications/zip-directory";

/** A CV longer than this is read up to here: the first pages say who the candidate is. */
const MAX_PDF_PAGES = 20;
/** Fewer letters than this: a scan or an image, not a text («CV sans texte»). */
const MIN_LETTERS = 40;

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOC = "application/msword";

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

/**
 * Inflates, only to count them, the Flate streams pdf.js would decode for text (contents,
 * fonts, object streams; not pictures): a small PDF whose stream inflates to gigabytes is
 * refused before pdf.js holds it in memory. Streams behind other filters, or encrypted, are
 * left to the worker's limits.
 */
function assertPdfStreamsWithinBudget(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const budget = inflateBudget();
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    if (text.slice(match.index - 3, match.index) === "end") continue;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf(" obj", match.index)), match.index);
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    streamStart.lastIndex = end;
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    const body = zlibBody(bytes.subarray(start, end));
    if (!body) continue;
    try {
      inflateWithin(body, budget, false);
    } catch (error) {
      if (error instanceof DocumentTooLarge) throw error;
      // A broken stream is pdf.js's to judge; only its size matters here.
    }
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  assertPdfStreamsWithinBudget(bytes);
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

/**
 * Word 2007+ as staff may read it: mammoth's HTML through the site's one allow-list. mammoth
 * gets the zip re-stored by unzipWithin (real sizes checked), and no picture: the allow-list
 * drops them anyway, after mammoth would have spent time and memory encoding them.
 */
async function docxHtml(bytes: Uint8Array): Promise<string> {
  const stored = unzipWithin(bytes, inflateBudget());
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(stored) }, { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) });
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
  else if (mime === DOCX) raw = plainTextDescription(await docxHtml(bytes));
  else if (mime === DOC) raw = await docText(bytes);
  else throw Object.assign(new Error("unsupported resume type"), { name: "UnsupportedResume" });
  const text = clean(raw);
  return { text, hasText: (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS };
}

/** A Word CV as staff may read it in the drawer: sanitized HTML (Word 97-2003: its paragraphs, escaped). */
export async function resumeHtml(bytes: Uint8Array, mime: string): Promise<string> {
  if (mime === DOCX) return docxHtml(bytes);
  if (mime !== DOC) throw Object.assign(new Error("unsupported resume type"), { name: "UnsupportedResume" });
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return clean(await docText(bytes))
    .split("\n")
    .map((line) => `<p>${escape(line)}</p>`)
    .join("");
}
