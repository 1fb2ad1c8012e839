import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { htmlToText, plainTextToHtml } from "../../common/format/rich-text";

/**
 * Staff- or ATS-written rich text, made safe to put in a page: formatting and links only,
 * no scripts, styles, frames or event handlers. Runs on every save.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "h2", "h3", "h4", "blockquote", "a"],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      // Headings of a description sit under the page's own h1.
      h1: "h2",
      // A link to another site opens apart and passes neither referrer nor ranking; a link to a
      // page of this site (a path or an anchor) stays an ordinary link.
      a: (_tagName, attribs) =>
        /^(\/(?!\/)|#)/.test(attribs.href ?? "")
          ? { tagName: "a", attribs: { href: attribs.href!, ...(attribs.title ? { title: attribs.title } : {}) } }
          : { tagName: "a", attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } },
    },
  }).trim();
}

/**
 * Sanitized with the one allow-list; null when nothing is left to read («<p></p>», «<br>»).
 * A text not starting with «<» is plain text (an API client, an old form), made paragraphs
 * by the rule migration 0015 applied to the stored texts.
 */
export function cleanRichText(value: string): string | null {
  const clean = sanitizeRichText(value.trimStart().startsWith("<") ? value : plainTextToHtml(value));
  return htmlToText(clean) ? clean : null;
}

/**
 * Where a link of ours may lead: an anchor, a path of this site or an https address; never a
 * javascript: or data: URL that would run in a visitor's browser.
 */
export const linkTarget = (what: string) =>
  z
    .string({ error: `${what} doit être un texte` })
    .trim()
    .max(500, `${what} est trop long (500 caractères au maximum)`)
    .regex(/^(#[\w-]+|\/(?!\/)\S*|https:\/\/\S+)$/, `${what} doit être une ancre (#contact), un chemin du site (/services/rpo) ou une adresse https://`);
