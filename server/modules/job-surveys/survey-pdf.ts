import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { jobSurveys } from "../../db/schema";
import type { Brand } from "../../../common/brand";
import { frenchDate } from "../../../common/format/date";
import { SURVEY_ATTACHMENT_FIELDS, SURVEY_FIELD_LABELS, SURVEY_STEPS, isCheckboxField, type SurveyField } from "../../../common/job-survey";
import { deBefore } from "../../../common/format/typography";

type SurveyRow = typeof jobSurveys.$inferSelect;
/** A stored attachment row or its view: only what the document lists. */
type AttachmentInfo = { field: string; fileName: string; fileSize: number };

/**
 * The survey as a PDF for the consultant (spec 3 §2.4 «each survey can be downloaded», and the
 * completion mail's attachment). pdf-lib's standard Helvetica needs no font file, but it only
 * knows the WinAnsi (cp1252) characters: every text goes through toWinAnsi first, so a
 * candidate's emoji or Polish name never makes the download fail.
 */

// cp1252's additions to Latin-1 (0x80–0x9f), which Helvetica draws.
const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters NFD does not decompose into an ASCII base. */
const LETTER_FALLBACKS: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", ø: "o", Ø: "O", ħ: "h", Ħ: "H", ŋ: "n", ĸ: "k" };
const NBSP = "\u00a0";

function winAnsiChar(char: string): string {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff && code !== 0xad) || CP1252_EXTRAS.has(char)) return char;
  // French typography's narrow no-break space (and figure space) stay unbreakable.
  if (code === 0x202f || code === 0x2007) return NBSP;
  if (/\s/u.test(char)) return " ";
  // Zero-width characters, soft hyphens, joiners, direction marks, controls: nothing to draw.
  if (code === 0xad || (code >= 0x200b && code <= 0x200f) || code === 0x2060 || code === 0xfeff || code < 0x20 || (code >= 0x7f && code < 0xa0)) return "";
  if ((code >= 0x2010 && code <= 0x2012) || code === 0x2212) return "-";
  if (code === 0x2032 || code === 0x02bc) return "’";
  if (code === 0x2033) return "”";
  if (LETTER_FALLBACKS[char]) return LETTER_FALLBACKS[char];
  // «ő», «ș», «ñ» composed differently: the base letter without its mark.
  const base = char.normalize("NFD").replace(/\p{M}/gu, "");
  if (base && base !== char && [...base].every((c) => winAnsiChar(c) === c)) return base;
  return "?";
}

/** A text Helvetica can draw: French accents, «», ’ and œ kept; anything else mapped to a safe equivalent. */
export function toWinAnsi(text: string): string {
  // NFC first: an «é» typed as e + accent becomes the one character cp1252 has.
  return Array.from(text.normalize("NFC"), winAnsiChar).join("");
}

const A4 = PageSizes.A4;
const MARGIN = 56;
const FOOTER_SPACE = 36;
const TEXT_SIZE = 10;
const LINE = 1.35;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.39, 0.43, 0.5);
const RULE = rgb(0.82, 0.85, 0.89);
const DEFAULT_PRIMARY = "#1e40af";

function hexColor(hex: string | undefined): RGB {
  const value = hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex : DEFAULT_PRIMARY;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  return rgb(r!, g!, b!);
}

/** Lines that fit `width`: paragraphs kept, words wrapped, a word longer than a line cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
    // Only ordinary spaces break a line: a no-break space keeps «42 K€» and «: » together.
    const words = paragraph.split(/ +/).filter(Boolean);
    let line = "";
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      while (!fits(word)) {
        // The longest head of the word that fits (at least one character, so this ends).
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

/** Draws top to bottom, opening a new page whenever the next line would not fit. */
class Writer {
  page: PDFPage;
  y: number;
  readonly width = A4[0] - 2 * MARGIN;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Room for `height` points, or a new page. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  text(raw: string, options: { size?: number; bold?: boolean; color?: RGB; indent?: number; keepWith?: number } = {}) {
    const size = options.size ?? TEXT_SIZE;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * LINE;
    const lines = wrapText(toWinAnsi(raw), font, size, this.width - indent);
    // A heading is not left alone at the bottom of a page: it moves with the first lines that follow.
    this.ensure(lineHeight * Math.min(lines.length, 2) + (options.keepWith ?? 0));
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= size;
      if (line) this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
      this.y -= lineHeight - size;
    }
  }

  rule(color = RULE) {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.75, color });
  }
}

const answerText = (field: SurveyField, value: string | boolean | undefined): { text: string; missing: boolean } => {
  if (isCheckboxField(field)) return { text: value === true ? "Oui" : "Non", missing: false };
  return typeof value === "string" && value.trim() ? { text: value.trim(), missing: false } : { text: "Non renseigné", missing: true };
};

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))}${NBSP}Ko` : `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")}${NBSP}Mo`;

/** «Camille Roux»: the candidate's own answers first, what staff typed when inviting otherwise; null when neither. */
export function surveyCandidateName(survey: SurveyRow): string | null {
  const part = (answer: unknown, column: string | null) => (typeof answer === "string" && answer.trim() ? answer.trim() : (column?.trim() ?? ""));
  return (
    [part(survey.answers.candidateFirstName, survey.candidateFirstName), part(survey.answers.candidateLastName, survey.candidateLastName)]
      .filter(Boolean)
      .join(" ") || null
  );
}

/** «Questionnaire de Camille Roux», «Questionnaire d'Éloïse Lefèvre»; an invitation nobody has named yet goes by its number. */
export const surveyPdfTitle = (survey: SurveyRow) => {
  const name = surveyCandidateName(survey);
  return name ? `Questionnaire ${deBefore(name)}${name}` : `Questionnaire n° ${survey.id}`;
};

/** The longest head of `text` that fits `width`, with an ellipsis when cut. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** An A4 document: title, type, completion date, one section per step, documents received, «Page n / N». */
export async function surveyPdf(survey: SurveyRow, attachments: AttachmentInfo[], brand: Pick<Brand, "name" | "colors">): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = surveyPdfTitle(survey);
  doc.setTitle(toWinAnsi(title), { showInWindowTitleBar: true });
  doc.setAuthor(toWinAnsi(brand.name));
  doc.setCreator(toWinAnsi(brand.name));
  doc.setLanguage("fr-FR");
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const primary = hexColor(brand.colors?.primary);
  const w = new Writer(doc, fonts);

  w.text(brand.name, { size: 9, bold: true, color: primary });
  w.space(6);
  w.text(title, { size: 20, bold: true });
  w.space(4);
  const status = survey.isCompleted && survey.completedAt ? `Complété le ${frenchDate(survey.completedAt)}` : `Non complété (étape ${survey.userStep})`;
  w.text(`${survey.type === "LIGHT" ? "Version courte" : "Version complète"} · ${status}`, { size: 11, color: MUTED });
  w.text(`Consultant${NBSP}: ${survey.recruiterEmail}`, { size: 11, color: MUTED });
  w.space(10);
  w.rule(primary);
  w.space(8);

  SURVEY_STEPS[survey.type].forEach((step, index) => {
    w.space(10);
    // With the sub-step's title, a question and the first line of its answer.
    w.text(`${index + 1}. ${step.title}`, { size: 14, bold: true, color: primary, keepWith: 64 });
    w.space(2);
    for (const substep of step.substeps) {
      w.space(4);
      w.text(substep.title, { size: 11, bold: true, color: MUTED, keepWith: TEXT_SIZE * LINE * 2 });
      w.space(2);
      for (const field of substep.fields) {
        const answer = answerText(field, survey.answers[field]);
        w.text(SURVEY_FIELD_LABELS[field], { bold: true, keepWith: TEXT_SIZE * LINE });
        w.text(answer.text, { color: answer.missing ? MUTED : INK, indent: 8 });
        w.space(5);
      }
      if (substep.attachment) {
        const file = attachments.find((a) => a.field === substep.attachment);
        w.text(`Document reçu${NBSP}: ${SURVEY_ATTACHMENT_FIELDS[substep.attachment].toLowerCase()}`, { bold: true, keepWith: TEXT_SIZE * LINE });
        w.text(file ? `${file.fileName} (${fileSize(file.fileSize)})` : "Aucun document", { color: file ? INK : MUTED, indent: 8 });
        w.space(5);
      }
    }
  });

  // Numbers need the total: drawn once every page exists.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} / ${pages.length}`;
    const size = 9;
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
    const labelWidth = fonts.regular.widthOfTextAtSize(label, size);
    const running = fitted(toWinAnsi(`${brand.name} · ${title}`), fonts.regular, size, A4[0] - 2 * MARGIN - labelWidth - 16);
    page.drawText(running, { x: MARGIN, y: MARGIN, size, font: fonts.regular, color: MUTED });
    page.drawText(label, { x: A4[0] - MARGIN - labelWidth, y: MARGIN, size, font: fonts.regular, color: MUTED });
  });
  return doc.save();
}

/** «questionnaire-camille-roux.pdf»: ASCII only, safe in a Content-Disposition header and in any mail client. */
export function surveyPdfFileName(survey: SurveyRow): string {
  const slug = (surveyCandidateName(survey) ?? "")
    .replace(/[œŒ]/g, "oe")
    .replace(/[æÆ]/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `questionnaire-${slug || survey.id}.pdf`;
}
