import { splitParagraphs } from "./paragraphs";

// Rich text is stored as HTML sanitized on save (server/lib/html.ts). These helpers move
// between that HTML and plain text on either side, without a DOM (they run in SSR too).

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Plain text as the back-office used to store it (paragraphs separated by a blank line,
 * single line breaks inside them) turned into paragraphs: the same rule as migration 0015,
 * used by the seed so demo content is stored like staff-written content.
 */
export function plainTextToHtml(text: string): string {
  return splitParagraphs(text)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED[body.toLowerCase()] ?? entity;
}

/**
 * The words of sanitized HTML on one line: for meta descriptions, structured data, search
 * and the team page's 170-character cut. Blocks and line breaks become spaces so two
 * paragraphs never run their words together. Only for sanitized HTML, where every «<» and
 * «>» of the text and attributes is escaped (a tag is never split by one).
 */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<br\s*\/?>|<\/(p|h[1-6]|li|blockquote)>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}
