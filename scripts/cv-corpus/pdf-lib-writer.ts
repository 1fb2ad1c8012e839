// CVs drawn with pdf-lib: text placed at coordinates, in an order that is not the reading order
// (the main column before the sidebar, the dates after everything else, the name last), as
// many CV tools and exports write their PDFs. Standard Helvetica (WinAnsi): no picture, no font file.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { Cv } from "./cv-model";
import type { Entry } from "./cv-parts";
import { seeded, seedOf } from "./random";

const A4 = { width: 595.28, height: 841.89 };
const FIXED_DATE = new Date("2026-01-15T10:00:00Z");

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type Run = { page: number; x: number; y: number; size: number; font: keyof Fonts; text: string; color: RGB; block: string; align?: "right"; width?: number };

/** A column that lays lines from top to bottom, turning the page when it is full. */
class Column {
  runs: Run[] = [];
  page = 0;
  constructor(
    private fonts: Fonts,
    public x: number,
    public width: number,
    public y: number,
    private top: number,
    private bottom = 48,
  ) {}

  private room(height: number) {
    if (this.y - height < this.bottom) {
      this.page++;
      this.y = this.top;
    }
  }

  /** Wrapped text; returns the baseline of its first line. */
  text(
    text: string,
    block: string,
    options: { size?: number; font?: keyof Fonts; color?: RGB; indent?: number; gap?: number } = {},
  ): { page: number; y: number } {
    const size = options.size ?? 9.5;
    const font = options.font ?? "regular";
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.3;
    const words = text.split(" ");
    const lines: string[] = [];
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.fonts[font].widthOfTextAtSize(candidate, size) > this.width - indent && current) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    let first: { page: number; y: number } | null = null;
    for (const line of lines) {
      this.room(lineHeight);
      this.y -= lineHeight;
      first ??= { page: this.page, y: this.y };
      this.runs.push({ page: this.page, x: this.x + indent, y: this.y, size, font, text: line, color: options.color ?? rgb(0.13, 0.13, 0.13), block });
    }
    this.y -= options.gap ?? 0;
    return first ?? { page: this.page, y: this.y };
  }

  space(points: number) {
    this.y -= points;
  }
}

function entry(col: Column, e: Entry, block: string, accent: RGB, dates: Run[], right: number, fonts: Fonts, white = false) {
  const color = white ? rgb(1, 1, 1) : undefined;
  const first = col.text(e.head[0], block, { font: "bold", color });
  if (e.date) {
    const size = 8.5;
    dates.push({
      ...first,
      x: right,
      size,
      font: "italic",
      text: e.date,
      color: accent,
      block: `${block}-date`,
      align: "right",
      width: fonts.italic.widthOfTextAtSize(e.date, size),
    });
  }
  for (const line of e.head.slice(1)) col.text(line, block, { color });
  if (e.prose && e.bullets.length) col.text(`${e.bullets.join(". ")}.`, block, { color });
  else for (const bullet of e.bullets) col.text(`• ${bullet}`, block, { indent: 8, color });
  col.space(6);
}

type Rect = { page: number; x: number; y: number; w: number; h: number };
/** What a layout draws: the text runs in the order they are written, and the filled rectangles. */
type Drawing = { runs: Run[]; rects: Rect[] };

function heading(col: Column, accent: RGB, text: string, block: string, white = false) {
  col.space(8);
  col.text(text.toUpperCase(), block, { size: 11, font: "bold", color: white ? rgb(1, 1, 1) : accent, gap: 4 });
}

/** The profile, the jobs and the degrees, in one column; the dates go to `dates`, right-aligned on `right`. */
function careerSections(col: Column, cv: Cv, accent: RGB, dates: Run[], right: number, fonts: Fonts) {
  heading(col, accent, cv.headings.profile, "profile");
  col.text(cv.profile, "profile");
  heading(col, accent, cv.headings.experience, "experience");
  cv.jobs.forEach((j, i) => entry(col, j, `job${i}`, accent, dates, right, fonts));
  heading(col, accent, cv.headings.education, "education");
  cv.studies.forEach((s, i) => entry(col, s, `study${i}`, accent, dates, right, fonts));
}

/** pdflib-sidebar: a coloured sidebar (contact, skills, languages, interests) beside the main column. */
function sidebarDrawing(cv: Cv, fonts: Fonts, accent: RGB, top: number): Drawing {
  const runs: Run[] = [];
  const dates: Run[] = [];
  const rects: Rect[] = [];
  const side = new Column(fonts, 18, 160, top, top);
  const main = new Column(fonts, 212, 340, top, top);
  const nameInSide = cv.index % 2 === 0;
  const nameCol = nameInSide ? side : main;
  nameCol.text(cv.name, "name", { size: nameInSide ? 15 : 20, font: "bold", color: nameInSide ? rgb(1, 1, 1) : accent });
  nameCol.text(cv.headline, "name", { size: 11, color: nameInSide ? rgb(1, 1, 1) : rgb(0.35, 0.35, 0.35), gap: 6 });
  heading(side, accent, cv.headings.contact, "contact", true);
  for (const line of [cv.phone, cv.email, ...cv.addressLines, ...cv.extras]) side.text(line, "contact", { size: 8.5, color: rgb(1, 1, 1) });
  heading(side, accent, cv.headings.skills, "skills", true);
  for (const line of cv.skills) side.text(cv.skillsAsList ? `• ${line}` : line, "skills", { size: 8.5, color: rgb(1, 1, 1) });
  heading(side, accent, cv.headings.languages, "languages", true);
  for (const line of cv.languages) side.text(line, "languages", { size: 8.5, color: rgb(1, 1, 1) });
  heading(side, accent, cv.headings.interests, "interests", true);
  side.text(cv.interests, "interests", { size: 8.5, color: rgb(1, 1, 1) });
  careerSections(main, cv, accent, dates, 552, fonts);
  for (let p = 0; p <= Math.max(side.page, main.page); p++) rects.push({ page: p, x: 0, y: 0, w: 196, h: A4.height });
  // The main column is drawn first, then the dates, then the sidebar; the name last of all.
  runs.push(
    ...main.runs.filter((r) => r.block !== "name"),
    ...dates,
    ...side.runs.filter((r) => r.block !== "name"),
    ...[...main.runs, ...side.runs].filter((r) => r.block === "name"),
  );
  return { runs, rects };
}

/** pdflib-one-column: the contact on the right of the name, the sections written in a shuffled order. */
function oneColumnDrawing(cv: Cv, fonts: Fonts, accent: RGB, top: number): Drawing {
  const rng = seeded(seedOf(`pdf-lib:${cv.slug}`));
  const runs: Run[] = [];
  const dates: Run[] = [];
  const col = new Column(fonts, 50, 495, top, top);
  col.text(cv.name, "name", { size: 22, font: "bold", color: accent });
  col.text(cv.headline, "name", { size: 12, color: rgb(0.35, 0.35, 0.35), gap: 4 });
  // The contact block sits on the right of the name, drawn on its own.
  const contact = [cv.phone, cv.email, ...cv.addressLines, ...cv.extras];
  const contactRuns: Run[] = contact.map((text, i) => ({
    page: 0,
    x: 545,
    y: top - 12 - i * 11,
    size: 8.5,
    font: "regular",
    text,
    color: rgb(0.2, 0.2, 0.2),
    block: "contact",
    align: "right",
    width: fonts.regular.widthOfTextAtSize(text, 8.5),
  }));
  col.y = Math.min(col.y, top - 12 - contact.length * 11);
  careerSections(col, cv, accent, dates, 545, fonts);
  heading(col, accent, cv.headings.skills, "skills");
  for (const line of cv.skills) col.text(cv.skillsAsList ? `• ${line}` : line, "skills", { indent: cv.skillsAsList ? 8 : 0 });
  heading(col, accent, cv.headings.languages, "languages");
  for (const line of cv.languages) col.text(line, "languages");
  heading(col, accent, cv.headings.interests, "interests");
  col.text(cv.interests, "interests");
  // Sections in a shuffled order, the dates and the contact block after them.
  const blocks = [...new Set(col.runs.map((r) => r.block))];
  const order = rng.shuffle(blocks);
  runs.push(...order.flatMap((b) => col.runs.filter((r) => r.block === b)), ...dates, ...contactRuns);
  return { runs, rects: [] };
}

export async function pdfLibBytes(cv: Cv): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer("cv-corpus (pdf-lib)");
  doc.setTitle(`CV ${cv.slug}`);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const palette = [rgb(0.12, 0.3, 0.47), rgb(0.48, 0.18, 0.36), rgb(0.18, 0.42, 0.31), rgb(0.54, 0.29, 0.09)];
  const accent = palette[cv.index % palette.length];
  const top = A4.height - 48;
  const { runs, rects } = (cv.layout === "pdflib-sidebar" ? sidebarDrawing : oneColumnDrawing)(cv, fonts, accent, top);

  const pageCount = Math.max(1, ...runs.map((r) => r.page + 1));
  const pages: PDFPage[] = Array.from({ length: pageCount }, () => doc.addPage([A4.width, A4.height]));
  for (const r of rects) pages[r.page]?.drawRectangle({ x: r.x, y: r.y, width: r.w, height: r.h, color: accent });
  for (const r of runs) {
    const x = r.align === "right" ? r.x - (r.width ?? 0) : r.x;
    pages[r.page].drawText(r.text, { x, y: r.y, size: r.size, font: fonts[r.font], color: r.color });
  }
  // The footer of every page, drawn last: «Page 1/2 – name».
  if (cv.footer)
    pages.forEach((page, i) => {
      const text = `Page ${i + 1}/${pages.length} – ${cv.name}`;
      page.drawText(text, { x: (A4.width - fonts.regular.widthOfTextAtSize(text, 7)) / 2, y: 22, size: 7, font: fonts.regular, color: rgb(0.45, 0.45, 0.45) });
    });
  return doc.save();
}
