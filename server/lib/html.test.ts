import { expect, it } from "vitest";
import { sanitizeRichText } from "./html";

it("keeps links to this site's pages ordinary, and opens other sites apart without referrer nor ranking", () => {
  expect(sanitizeRichText('<p><a href="/contact" target="_top" onclick="x()">Contact</a> <a href="#faq">FAQ</a></p>')).toBe(
    '<p><a href="/contact">Contact</a> <a href="#faq">FAQ</a></p>',
  );
  expect(sanitizeRichText('<a href="https://exemple.fr">site</a><a href="//exemple.fr">autre</a>')).toBe(
    '<a href="https://exemple.fr" rel="noopener noreferrer nofollow" target="_blank">site</a><a href="//exemple.fr" rel="noopener noreferrer nofollow" target="_blank">autre</a>',
  );
  // A script address is dropped; what is left is treated as leaving the site.
  expect(sanitizeRichText('<a href="javascript:alert(1)">piège</a>')).toBe('<a rel="noopener noreferrer nofollow" target="_blank">piège</a>');
});
