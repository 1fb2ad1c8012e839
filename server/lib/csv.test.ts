import { expect, it } from "vitest";
import { csvCell, csvFile } from "./csv";

it("quotes what would split a cell and defuses what a spreadsheet would run", () => {
  expect(csvCell("Dupont; Marie")).toBe('"Dupont; Marie"');
  expect(csvCell('Le "BTP"')).toBe('"Le ""BTP"""');
  expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  expect(csvCell("+33 6 12 34 56 78")).toBe("'+33 6 12 34 56 78");
  expect(csvCell("Éloïse")).toBe("Éloïse");
});

it("writes a file French Excel opens with its accents: BOM, «;», CRLF", () => {
  expect(
    csvFile([
      ["Nom", "Ville"],
      ["Zoé", "Saint-Étienne"],
    ]),
  ).toBe("\uFEFFNom;Ville\r\nZoé;Saint-Étienne\r\n");
});
