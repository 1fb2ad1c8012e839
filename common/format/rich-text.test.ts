import { describe, expect, it } from "vitest";
import { htmlToText, plainTextToHtml } from "./rich-text";

describe("plainTextToHtml", () => {
  it("makes a paragraph of each block between blank lines, with line breaks and escaped characters", () => {
    expect(plainTextToHtml("  Un\n\nDeux\r\nlignes \n \n\n R&D <b>  ")).toBe("<p>Un</p><p>Deux<br>lignes</p><p>R&amp;D &lt;b&gt;</p>");
    expect(plainTextToHtml(" \n\n ")).toBe("");
  });
});

describe("htmlToText", () => {
  it("keeps the words on one line, blocks apart, entities decoded and French spaces kept", () => {
    expect(htmlToText("<h2>Titre</h2><p>Un&nbsp;: <strong>deux</strong><br>trois</p><ul><li><p>R&amp;D</p></li><li>&lt;5&#160;ans&#x21;</li></ul>")).toBe(
      "Titre Un\u00a0: deux trois R&D <5\u00a0ans!",
    );
    expect(htmlToText("<p></p><p> <br> </p>")).toBe("");
    expect(htmlToText(null)).toBe("");
    // An entity that names no character stays as written.
    expect(htmlToText("&#99999999; &inconnu;")).toBe("&#99999999; &inconnu;");
  });

  it("reads back what plainTextToHtml wrote", () => {
    expect(htmlToText(plainTextToHtml("Premier paragraphe.\n\nSecond : « cité »"))).toBe("Premier paragraphe. Second : « cité »");
  });
});
