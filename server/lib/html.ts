import sanitizeHtml from "sanitize-html";

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
