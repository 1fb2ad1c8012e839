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
import { unzipWithin } from "../../lib/zip-directory";
import { docxLines } from "./cv-reading/docx-blocks";
import type { CvLine } from "./cv-reading/lines";
import { pdfLines, type PdfItem } from "./cv-reading/pdf-lines";
import { textLines } from "./cv-reading/text-lines";

/** A CV longer than this is read up to here: the first pages say who the candidate is. */
const MAX_PDF_PAGES = 20;
/** Fewer letters than this: a scan or an image, not a text («CV sans texte»). */
const MIN_LETTERS = 40;
/** Text items read from one PDF at most: a CV has a few thousand. */
const MAX_PDF_ITEMS = 30_000;

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

/** The PDF's text items with their position, size and font (pdf.js), page by page. */
async function pdfItems(bytes: Uint8Array): Promise<PdfItem[]> {
  assertPdfStreamsWithinBudget(bytes);
  // pdf.js takes ownership of the buffer it reads: give it a copy. Verbosity 0: its warnings
  // about a broken file would fill the server's log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  try {
    const items: PdfItem[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES) && items.length < MAX_PDF_ITEMS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!("str" in item) || !item.str.trim() || items.length >= MAX_PDF_ITEMS) continue;
        const [a, b, c, d, x, y] = item.transform as number[];
        // Rotated or vertical text (a margin's reference, a watermark) is no line of the CV.
        if (Math.abs(b!) > Math.abs(a!) * 0.05 || Math.abs(c!) > Math.abs(d!) * 0.05) continue;
        const size = Math.abs(d!) || item.height;
        items.push({ text: item.str, x: x!, y: y!, width: item.width, size, font: item.fontName, page: number });
      }
      page.cleanup();
    }
    return items;
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
  return storedDocxHtml(unzipWithin(bytes, inflateBudget()));
}

/** mammoth's HTML of a zip unzipWithin already re-stored. */
async function storedDocxHtml(stored: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(stored) }, { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) });
  return sanitizeRichText(value);
}

async function docText(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document.getBody();
}

/**
 * A CV's lines in reading order with their look (cv-reading/lines.ts), for its type checked on
 * receipt (server/lib/resume-file.ts): PDF through its text positions, DOCX through its structure, Word
 * 97 as flat text. flows tells which blocks continue one another (a column over pages).
 */
export type ResumeLayout = ResumeText & { lines: CvLine[]; flows: Map<number, number> | null };

export async function resumeLayout(bytes: Uint8Array, mime: string): Promise<ResumeLayout> {
  let lines: CvLine[];
  let flows: Map<number, number> | null = null;
  if (mime === "application/pdf") ({ lines, flows } = pdfLines(await pdfItems(bytes)));
  else if (mime === DOCX) {
    const stored = unzipWithin(bytes, inflateBudget());
    ({ lines, flows } = docxLines(stored));
    // A Word file whose structure says nothing readable: its flat text, as mammoth sees it.
    if (lines.length === 0) {
      lines = textLines(plainTextDescription(await storedDocxHtml(stored)));
      flows = null;
    }
  } else if (mime === DOC) lines = textLines(await docText(bytes));
  else throw Object.assign(new Error("unsupported resume type"), { name: "UnsupportedResume" });
  const text = clean(lines.map((line) => line.text).join("\n"));
  return { text, hasText: (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS, lines, flows };
}

/** The text of a CV whose type was checked on receipt (server/lib/resume-file.ts), in reading order. */
export async function resumeText(bytes: Uint8Array, mime: string): Promise<ResumeText> {
  const { text, hasText } = await resumeLayout(bytes, mime);
  return { text, hasText };
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
