import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { jobSurveys } from "../../db/schema";
import { defaultBrand } from "../../../common/brand";
import { surveyPdf, surveyPdfFileName, toWinAnsi, wrapText } from "./survey-pdf";

type SurveyRow = typeof jobSurveys.$inferSelect;

const survey = (overrides: Partial<SurveyRow> = {}): SurveyRow => ({
  id: 42,
  publicId: "5f0c7c3e-7f4a-4c1e-9b0a-2d6a8f1e3b21",
  type: "FULL",
  answers: {},
  userStep: "1-1",
  recruiterEmail: "consultante@alto-recrutement.example",
  candidateFirstName: null,
  candidateLastName: null,
  candidateEmail: null,
  candidateId: null,
  startMailSent: false,
  isCompleted: false,
  completedAt: null,
  invitedAt: null,
  invitedBy: null,
  deadline: null,
  openedAt: null,
  startedAt: null,
  remindedAt: null,
  revision: 0,
  createdBy: null,
  createdAt: new Date("2026-11-20T09:00:00Z"),
  updatedAt: new Date("2026-11-20T09:00:00Z"),
  ...overrides,
});

/** Each page's text as a reader's PDF tool extracts it (spaces and line breaks normalised). */
async function pagesText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return { pdf, pages: (text as string[]).map((page) => page.replace(/[\s\u00a0]+/g, " ")) };
}

describe("toWinAnsi", () => {
  it("keeps French text as is: accents, « », ’, œ, €, the no-break space", () => {
    const french = "Élodie Lefèvre, « cœur » de l’œuvre : 42\u00a0K€ — ÇÀÉÈÊËÎÏÔÙÛÜŸ Œ";
    expect(toWinAnsi(french)).toBe(french);
  });

  it("maps what Helvetica cannot draw to a safe equivalent", () => {
    expect(toWinAnsi("42\u202fK€")).toBe("42\u00a0K€");
    expect(toWinAnsi("Łódź, Kőszeg, Ștefan")).toBe("Lódz, Koszeg, Stefan");
    expect(toWinAnsi("a\u200bb\u00adc\td\u2011e 😀")).toBe("abc d-e ?");
    // An «é» typed as e + combining accent is the one cp1252 character.
    expect(toWinAnsi("e\u0301")).toBe("é");
  });

  it("gives Helvetica only characters it encodes, whatever the input (every BMP character, and beyond)", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    let everything = "";
    for (let code = 0; code <= 0xffff; code++) if (code < 0xd800 || code > 0xdfff) everything += String.fromCharCode(code);
    everything += "😀𝔘";
    expect(() => font.encodeText(toWinAnsi(everything))).not.toThrow();
  });
});

describe("wrapText", () => {
  it("wraps at spaces, never at a no-break space, and cuts a word longer than the line", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const width = font.widthOfTextAtSize("aaaa aaaa", 10);
    expect(wrapText("aaaa aaaa aaaa", font, 10, width)).toEqual(["aaaa aaaa", "aaaa"]);
    expect(wrapText("aa\u00a0aa aa\u00a0aa", font, 10, font.widthOfTextAtSize("aa aa", 10))).toEqual(["aa\u00a0aa", "aa\u00a0aa"]);
    const long = wrapText("x".repeat(100), font, 10, width);
    expect(long.join("")).toBe("x".repeat(100));
    for (const line of long) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
    expect(wrapText("un\n\ndeux", font, 10, width)).toEqual(["un", "", "deux"]);
  });
});

describe("surveyPdf", () => {
  it("is an A4 document with the title, the type, the completion date in French, each section and answer, and the documents", async () => {
    const bytes = await surveyPdf(
      survey({
        answers: {
          candidateFirstName: "Élodie",
          candidateLastName: "Lefèvre",
          companyName: "Atelier « Cœur d’Œuvre »",
          salaryExpectations: "42\u202fK€ brut annuel",
          recognizedStrengths: "Rigueur 😀 et écoute",
          isConsentementCv: true,
        },
        isCompleted: true,
        completedAt: new Date("2026-11-25T10:00:00Z"),
      }),
      [{ field: "diploma", fileName: "diplôme-master.pdf", fileSize: 250_000 }],
      defaultBrand,
    );
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const { pdf, pages } = await pagesText(bytes);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
    const text = pages.join(" ");
    expect(text).toContain("Questionnaire d'Élodie Lefèvre");
    expect(text).toContain("Version complète · Complété le 25 novembre 2026");
    for (const section of ["1. Contact", "2. Emploi actuel", "3. Emploi précédent", "4. Personnalité", "5. Projet", "6. Références et documents"]) {
      expect(text).toContain(section);
    }
    expect(text).toContain("Nom de la société Atelier « Cœur d’Œuvre »");
    expect(text).toContain("Prétentions salariales 42 K€ brut annuel");
    expect(text).toContain("Rigueur ? et écoute");
    expect(text).toContain("diplôme-master.pdf (244 Ko)");
    expect(text).toContain("Aucun document");
    expect(text).toContain("Non renseigné");
    expect(text).toMatch(/J'accepte que mon dossier .* Oui/);
    expect(pages.at(-1)).toContain(`Page ${pages.length} / ${pages.length}`);
  });

  it("spreads a 5000-character answer over the pages, every line inside the margins", async () => {
    // Whole words up to the 5000 characters a long answer may hold.
    let long = "réponse0";
    for (let i = 1; `${long} réponse${i}`.length <= 5000; i++) long += ` réponse${i}`;
    expect(long.length).toBeGreaterThan(4980);
    const lastWord = long.split(" ").at(-1)!;
    const bytes = await surveyPdf(
      survey({ answers: { candidateFirstName: "Camille", candidateLastName: "Roux", acquiredSkills: long, jobExpectations: long, relocationPlans: long } }),
      [],
      defaultBrand,
    );
    const { pdf, pages } = await pagesText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = pages.join(" ");
    expect(text).toContain("Non complété (étape 1-1)");
    expect(text).toContain("réponse0 réponse1 réponse2");
    expect(text).toContain(lastWord);
    // No word of the answer is lost between lines or pages.
    expect(text.match(/réponse\d+/g)).toEqual([...long.split(" "), ...long.split(" "), ...long.split(" ")]);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} / ${pages.length}`));
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width, height] = page.view as number[];
      const { items } = await page.getTextContent();
      for (const item of items as { str: string; width: number; transform: number[] }[]) {
        if (!item.str.trim()) continue;
        const [x, y] = [item.transform[4]!, item.transform[5]!];
        expect(x).toBeGreaterThanOrEqual(50);
        expect(x + item.width).toBeLessThanOrEqual(width! - 50);
        expect(y).toBeGreaterThanOrEqual(50);
        expect(y).toBeLessThanOrEqual(height! - 50);
      }
    }
  });

  it("names the file in ASCII, from the candidate's name", () => {
    expect(surveyPdfFileName(survey({ answers: { candidateFirstName: "Élodie", candidateLastName: "Lefèvre-Œil" } }))).toBe(
      "questionnaire-elodie-lefevre-oeil.pdf",
    );
    expect(surveyPdfFileName(survey({ candidateFirstName: "Zoë", answers: {} }))).toBe("questionnaire-zoe.pdf");
    expect(surveyPdfFileName(survey({ answers: { candidateFirstName: '😀 "/../' } }))).toBe("questionnaire-42.pdf");
  });
});
