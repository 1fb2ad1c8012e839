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

type Drawn = [text: string, x: number, y: number, size: number, bold?: boolean];

/** A one-page PDF of text drawn at the given positions, in the given order. */
async function drawnPdf(texts: Drawn[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [text, x, y, size, isBold] of texts) page.drawText(text, { x, y, size, font: isBold ? bold : regular });
  return pdf.save();
}

/**
 * A date column beside each job (dates wrapped over two lines, the town under them), the
 * contact right-aligned beside the name, one of its lines nearly on the name's baseline.
 */
const dateColumnCv: Drawn[] = [
  ["Gaëlle ROUSSEAU", 45, 770, 22, true],
  ["Préparatrice en pharmacie", 45, 748, 12],
  ["07 11 22 33 44", 430, 797, 8.5],
  ["gaelle.rousseau@exemple.fr", 430, 784, 8.5],
  ["8 allée des Tilleuls", 430, 772, 8.5],
  ["44000 Nantes", 430, 758, 8.5],
  ["Disponible en septembre", 430, 745, 8.5],
  ["EXPÉRIENCE PROFESSIONNELLE", 45, 710, 11, true],
  ["Sept. 2021 à", 45, 690, 9.5, true],
  ["aujourd'hui", 45, 677, 9.5, true],
  ["Angers", 45, 664, 9.5, true],
  ["Pharmacie du Centre", 150, 690, 9.5],
  ["Préparatrice en pharmacie", 150, 674, 9.5],
  ["Délivrance des ordonnances et conseil au comptoir", 165, 658, 9.5],
  ["Mars 2017 –", 45, 630, 9.5, true],
  ["Août 2021", 45, 617, 9.5, true],
  ["Cholet", 45, 604, 9.5, true],
  ["Pharmacie des Halles", 150, 630, 9.5],
  ["Apprentie préparatrice", 150, 614, 9.5],
  ["Réception des commandes et gestion des stocks", 165, 598, 9.5],
  ["FORMATION", 45, 565, 11, true],
  ["2017", 45, 545, 9.5, true],
  ["BP Préparateur en pharmacie, CFA de la pharmacie", 150, 545, 9.5],
  ["COMPÉTENCES", 45, 510, 11, true],
  ["Tiers payant, LGPI, Préparations magistrales, Orthopédie", 45, 492, 9.5],
  ["LANGUES", 45, 465, 11, true],
  ["Anglais : intermédiaire, Espagnol : notions", 45, 447, 9.5],
];

/**
 * A timeline: the sidebar on the left, and in the main column each date cell stacks its start
 * over its end in small type, the job beside it; one cell's end sits beside an indented bullet.
 */
const timelineCv: Drawn[] = [
  ["Rémi FAURE", 20, 790, 18, true],
  ["06 21 43 65 87", 20, 760, 9],
  ["remi.faure@exemple.fr", 20, 746, 9],
  ["31000 Toulouse", 20, 732, 9],
  ["COMPÉTENCES", 20, 700, 10, true],
  ["Soudure TIG", 20, 684, 9],
  ["Lecture de plans", 20, 670, 9],
  ["Pont roulant", 20, 656, 9],
  ["LANGUES", 20, 626, 10, true],
  ["Anglais (notions)", 20, 610, 9],
  ["Portugais (courant)", 20, 596, 9],
  ["EXPÉRIENCE", 200, 790, 11, true],
  ["03/2020", 230, 770, 8, true],
  ["présent", 232, 760, 8, true],
  ["Soudeur TIG | Chaudronnerie Garonne", 290, 768, 9.5],
  ["Assemblage de cuves inox", 304, 752, 9.5],
  ["09/2016", 230, 725, 8, true],
  ["02/2020", 230, 715, 8, true],
  ["Soudeur | Ateliers Mécaniques du Sud", 290, 723, 9.5],
  ["Soudure de charpentes métalliques", 304, 712, 9.5],
  ["FORMATION", 200, 670, 11, true],
  ["2016", 230, 650, 8, true],
  ["CAP Réalisations industrielles en chaudronnerie, Lycée Déodat de Séverac", 290, 648, 9.5],
];

/** A form in the Europass manner: labels right-aligned in their column, some wrapped, the headline under its label. */
const labelColumnCv: Drawn[] = [
  ["Curriculum vitae", 60, 790, 16, true],
  ["Nom(s) / Prénom(s)", 100, 760, 9.5],
  ["Hugo BERTIN", 210, 760, 12],
  ["Téléphone(s)", 133, 742, 9.5],
  ["06 55 44 33 22", 210, 742, 9.5],
  ["Courrier électronique", 90, 726, 9.5],
  ["hugo.bertin@exemple.fr", 210, 726, 9.5],
  ["Emploi recherché /", 70, 700, 12],
  ["Domaine de", 115, 685, 12],
  ["compétence", 114, 670, 12],
  ["Technicien de maintenance", 210, 652, 9.5, true],
  ["Expérience professionnelle", 40, 620, 12],
  ["Dates", 166, 600, 9.5],
  ["2018 - 2023", 210, 600, 9.5],
  ["Fonction ou poste occupé", 71, 584, 9.5],
  ["Technicien de maintenance", 210, 584, 9.5],
  ["Principales activités et", 84, 568, 9.5],
  ["responsabilités", 121, 555, 9.5],
  ["Maintenance préventive des lignes de conditionnement", 210, 566, 9.5],
  ["Nom et adresse de l'employeur", 44, 538, 9.5],
  ["Lactalis, Laval", 210, 538, 9.5],
  ["Éducation et formation", 70, 505, 12],
  ["Dates", 166, 485, 9.5],
  ["2014 - 2016", 210, 485, 9.5],
  ["Intitulé du certificat ou", 80, 469, 9.5],
  ["diplôme délivré", 118, 456, 9.5],
  ["BTS Maintenance des systèmes", 210, 467, 9.5],
  ["Nom et type de l'établissement", 45, 438, 9.5],
  ["d'enseignement ou de formation", 40, 425, 9.5],
  ["IUT Vauban", 210, 436, 9.5],
];

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

  it("reads a date column: wrapped dates and the town under them stay with their row, the contact beside the name apart", async () => {
    const { reading } = await readResumeDocument(await drawnPdf(dateColumnCv), "application/pdf");
    expect(reading).toMatchObject({
      name: "Gaëlle ROUSSEAU",
      header: "Préparatrice en pharmacie",
      phoneNumber: "0711223344",
      address: "8 allée des Tilleuls, 44000 Nantes",
    });
    expect(reading!.workHistory.map((w) => [w.title, w.companyName, w.place, w.startDate, w.endDate])).toEqual([
      ["Préparatrice en pharmacie", "Pharmacie du Centre", "Angers", { year: 2021, month: 9 }, null],
      ["Apprentie préparatrice", "Pharmacie des Halles", "Cholet", { year: 2017, month: 3 }, { year: 2021, month: 8 }],
    ]);
  });

  it("reads a timeline whose date cells stack start over end, each date with its job", async () => {
    const { reading } = await readResumeDocument(await drawnPdf(timelineCv), "application/pdf");
    expect(reading!.workHistory.map((w) => [w.title, w.companyName, w.startDate, w.endDate])).toEqual([
      ["Soudeur TIG", "Chaudronnerie Garonne", { year: 2020, month: 3 }, null],
      ["Soudeur", "Ateliers Mécaniques du Sud", { year: 2016, month: 9 }, { year: 2020, month: 2 }],
    ]);
  });

  it("reads a form whose labels wrap in their column: whole labels, the headline under its label", async () => {
    const { reading } = await readResumeDocument(await drawnPdf(labelColumnCv), "application/pdf");
    expect(reading).toMatchObject({ name: "Hugo BERTIN", header: "Technicien de maintenance", phoneNumber: "0655443322" });
    expect(reading!.workHistory.map((w) => [w.title, w.companyName, w.summary])).toEqual([
      ["Technicien de maintenance", "Lactalis", "Maintenance préventive des lignes de conditionnement"],
    ]);
    expect(reading!.education.map((e) => [e.degree, e.field, e.schoolName])).toEqual([["BTS", "Maintenance des systèmes", "IUT Vauban"]]);
  });
});
