import { strToU8, zipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readResumeDocument } from "../resume-document";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * A two-column CV written the way some generators do: the sidebar first in the file, then the
 * main column from the bottom up, so the file's order is not the reading order.
 */
async function twoColumnPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const sidebar: [string, number, boolean][] = [
    ["CONTACT", 11, true],
    ["06 44 55 66 77", 9, false],
    ["ines.morel@exemple.fr", 9, false],
    ["5 rue Colbert", 9, false],
    ["37000 Tours", 9, false],
    ["COMPÉTENCES", 11, true],
    ["Sage 100", 9, false],
    ["Rapprochement bancaire", 9, false],
    ["Excel", 9, false],
    ["LANGUES", 11, true],
    ["Anglais (B2)", 9, false],
    ["Italien", 9, false],
  ];
  sidebar.forEach(([text, size, isBold], i) => page.drawText(text, { x: 30, y: 700 - i * 18, size, font: isBold ? bold : regular }));
  const main: [string, number, boolean][] = [
    ["Inès MOREL", 24, true],
    ["Comptable fournisseurs", 13, false],
    ["EXPÉRIENCE PROFESSIONNELLE", 12, true],
    ["Comptable fournisseurs", 10, true],
    ["Transports Giraud, Blois", 10, false],
    ["Mars 2020 - aujourd'hui", 10, false],
    ["Saisie et contrôle de 400 factures par mois", 10, false],
    ["Aide-comptable", 10, true],
    ["Cabinet Lenoir & Associés, Tours", 10, false],
    ["2016 - 2020", 10, false],
    ["Lettrage des comptes clients", 10, false],
    ["FORMATION", 12, true],
    ["2016 : BTS Comptabilité et gestion — Lycée Balzac", 10, false],
  ];
  // Bottom up: the file holds the main column in reverse.
  [...main.entries()].reverse().forEach(([i, [text, size, isBold]]) => page.drawText(text, { x: 210, y: 780 - i * 20, size, font: isBold ? bold : regular }));
  return pdf.save();
}

/** A Word document whose experiences sit in a table: dates in the first cell, the job in the second. */
function datesTableDocx(): Uint8Array {
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const p = (text: string, bold = false) => `<w:p><w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const row = (dates: string, ...content: string[]) => `<w:tr><w:tc>${p(dates)}</w:tc><w:tc>${content.map((c, i) => p(c, i === 0)).join("")}</w:tc></w:tr>`;
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document ${w}><w:body>
    <w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Bruno Lefèvre</w:t></w:r></w:p>
    ${p("Magasinier cariste")}
    ${p("bruno.lefevre@exemple.fr – 07 12 34 56 78")}
    <w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Parcours professionnel</w:t></w:r></w:p>
    <w:tbl>${row("2019 – 2022", "Cariste – Geodis, Orléans", "Chargement des camions")}${row("Depuis mars 2022", "Magasinier chez Leroy Merlin", "Réception des marchandises")}</w:tbl>
    <w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Formation</w:t></w:r></w:p>
    <w:tbl>${row("2018", "CACES R489 — AFPA")}</w:tbl>
    <mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:r><w:txbxContent>${p("Langues", true)}${p("Anglais : notions")}</w:txbxContent></w:r></mc:Choice><mc:Fallback><w:r><w:txbxContent>${p("Langues", true)}${p("Anglais : notions")}</w:txbxContent></w:r></mc:Fallback></mc:AlternateContent>
  </w:body></w:document>`;
  const styles = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${w}><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
    <w:style w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:b/><w:sz w:val="48"/></w:rPr></w:style>
    <w:style w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style></w:styles>`;
  return zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8(document), "word/styles.xml": strToU8(styles) });
}

describe("layout-aware reading", () => {
  it("reads a two-column PDF written sidebar first and bottom up: each column on its own, in reading order", async () => {
    const { text, reading } = await readResumeDocument(await twoColumnPdf(), "application/pdf");
    // The plain text is in reading order: the sidebar's block, then the main column's top down.
    expect(text.indexOf("CONTACT")).toBeLessThan(text.indexOf("LANGUES"));
    expect(text.indexOf("Inès MOREL")).toBeLessThan(text.indexOf("EXPÉRIENCE PROFESSIONNELLE"));
    expect(text).not.toMatch(/Excel.*Comptable|Comptable.*Excel/);
    expect(reading).toMatchObject({
      name: "Inès MOREL",
      header: "Comptable fournisseurs",
      email: "ines.morel@exemple.fr",
      phoneNumber: "0644556677",
      address: "5 rue Colbert, 37000 Tours",
      postal: { zipcode: "37000", town: "Tours" },
      skills: ["Sage 100", "Rapprochement bancaire", "Excel"],
      languages: ["Anglais", "Italien"],
    });
    expect(reading!.workHistory.map((w) => [w.title, w.companyName, w.place, w.startDate, w.endDate])).toEqual([
      ["Comptable fournisseurs", "Transports Giraud", "Blois", { year: 2020, month: 3 }, null],
      ["Aide-comptable", "Cabinet Lenoir & Associés", "Tours", { year: 2016 }, { year: 2020 }],
    ]);
    expect(reading!.education).toEqual([{ degree: "BTS", field: "Comptabilité et gestion", schoolName: "Lycée Balzac", startYear: null, endYear: 2016 }]);
  });

  it("reads a DOCX through its structure: a date cell stays with its job, text boxes once", async () => {
    const { text, reading } = await readResumeDocument(datesTableDocx(), DOCX);
    expect(text).toContain("2019 – 2022 | Cariste – Geodis, Orléans");
    expect(text.match(/Anglais : notions/g)).toHaveLength(1);
    expect(reading).toMatchObject({ name: "Bruno Lefèvre", header: "Magasinier cariste", phoneNumber: "0712345678", languages: ["Anglais"] });
    expect(reading!.workHistory.map((w) => [w.title, w.companyName, w.place ?? null, w.startDate, w.endDate, w.summary])).toEqual([
      ["Cariste", "Geodis", "Orléans", { year: 2019 }, { year: 2022 }, "Chargement des camions"],
      ["Magasinier", "Leroy Merlin", null, { year: 2022, month: 3 }, null, "Réception des marchandises"],
    ]);
    expect(reading!.education).toEqual([{ degree: "CACES R489", schoolName: "AFPA", startYear: null, endYear: 2018 }]);
  });
});
