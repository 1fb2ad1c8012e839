// A PDF's text items (pdf.js: text, position, width, size, font) turned into lines in reading
// order, with their look. Items are sorted by position (generators such as pdf-lib write them
// in any order), grouped by baseline, and joined with a space or, across a wide gap, « | ». A
// page whose text leaves a vertical gutter free for most of its height has two columns (a
// sidebar): each is read as its own block, the lines across the gutter (a header) first. A
// gutter between dates and what they date (Europass, a date column) is no column: those rows
// stay whole so each date stays with its entry.
import { MAX_LINES, makeLine, type CvLine } from "./lines";
import { gutterOf, type Split } from "./pdf-gutter";
import { cellsOf, groupLines, lineText, plainLine, type PdfItem, type RawLine } from "./pdf-rows";
import { dateColumnOf, joinWrappedDates, joinWrappedLabels } from "./pdf-wrapped-cells";
import { sectionOf } from "./sections";

export type { PdfItem } from "./pdf-rows";
export type PdfPage = { width: number; height: number };

/** Advance widths of Helvetica (per 1000 units of size): the yardstick bold text is wider than. */
const WIDTHS: Record<string, number> = {
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556, o: 556,
  p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500, A: 667, B: 667, C: 722, D: 722,
  E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667,
  T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611, " ": 278, "0": 556, "1": 556, "2": 556, "3": 556, "4": 556,
  "5": 556, "6": 556, "7": 556, "8": 556, "9": 556, ".": 278, ",": 278, "-": 333, "'": 191, "’": 222, ":": 278, "(": 333, ")": 333,
}; // prettier-ignore

function expectedWidth(text: string): number {
  let total = 0;
  for (const char of text.normalize("NFD")) {
    if (/[\u0300-\u036f]/.test(char)) continue;
    total += WIDTHS[char] ?? 556;
  }
  return total / 1000;
}

const mostCommon = (counts: Map<number | string, number>) => [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), [0, -1] as [number | string, number])[0];

/** The body's size and, for each font, whether it is set heavier than the body's font. */
function looks(items: PdfItem[]) {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const item of items) {
    const size = Math.round(item.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + item.text.length);
  }
  const bodySize = Number(mostCommon(sizes)) || 10;
  for (const item of items) if (Math.abs(item.size - bodySize) <= 1) fonts.set(item.font, (fonts.get(item.font) ?? 0) + item.text.length);
  const bodyFont = String(mostCommon(fonts));
  const ratio = new Map<string, { actual: number; expected: number; chars: number }>();
  for (const item of items) {
    const text = item.text.trim();
    if (text.length < 2 || item.width <= 0) continue;
    const entry = ratio.get(item.font) ?? { actual: 0, expected: 0, chars: 0 };
    entry.actual += item.width;
    entry.expected += expectedWidth(item.text) * item.size;
    entry.chars += text.length;
    ratio.set(item.font, entry);
  }
  const widthOf = (font: string) => {
    const entry = ratio.get(font);
    return entry && entry.expected > 0 ? entry.actual / entry.expected : 0;
  };
  const body = widthOf(bodyFont);
  const bold = new Set<string>();
  for (const [font, entry] of ratio) {
    if (font === bodyFont || entry.chars < 3) continue;
    if (/bold|black|heavy|semibold|demi/i.test(font) || (body > 0 && widthOf(font) / body > 1.035)) bold.add(font);
  }
  if (/bold|black|heavy/i.test(bodyFont)) bold.add(bodyFont);
  return { bodySize, bold };
}

/**
 * Sections side by side («Compétences | Langues» on one row, their items below in two
 * columns): from a row whose parts are all headings, the rows are read column by column, up
 * to a line that crosses the columns' boundary.
 */
function sideBySideSections(lines: RawLine[]): RawLine[] {
  const out: RawLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const cells = cellsOf(line);
    if (cells.length < 2 || !cells.every((c) => sectionOf(plainLine(c.items)))) {
      out.push(line);
      continue;
    }
    const bounds = cells.map((c) => c.items[0]!.x);
    const columns: PdfItem[][] = cells.map(() => []);
    let j = i;
    for (; j < lines.length; j++) {
      const row = lines[j]!;
      if (j > i && row.items.some((item) => bounds.slice(1).some((b) => item.x < b - 2 && item.x + item.width > b + 2))) break;
      for (const item of row.items) {
        let column = 0;
        while (column + 1 < bounds.length && item.x >= bounds[column + 1]! - 2) column++;
        columns[column]!.push(item);
      }
    }
    for (const column of columns) out.push(...groupLines(column));
    i = j - 1;
  }
  return out;
}

export type PdfLayout = { lines: CvLine[]; flows: Map<number, number> };
/** Adds a block of rows to the layout, read as part of a flow (0 the header, 1 and 2 the columns, 3 a block beside the header). */
type Emit = (raw: RawLine[], flow: number) => void;

/** The layout being built and its `emit`: each block's rows made lines with their look. */
function layoutWriter(bodySize: number, bold: Set<string>): PdfLayout & { emit: Emit } {
  const lines: CvLine[] = [];
  const flows = new Map<number, number>();
  let block = 0;
  const emit: Emit = (raw, flow) => {
    if (!raw.length) return;
    flows.set(block, flow);
    let previousY: number | null = null;
    const leftEdge = Math.min(...raw.map((l) => l.x));
    for (const line of raw) {
      if (lines.length >= MAX_LINES) break;
      const boldChars = line.items.filter((i) => bold.has(i.font)).reduce((n, i) => n + i.text.trim().length, 0);
      const allChars = line.items.reduce((n, i) => n + i.text.trim().length, 0);
      const made = makeLine(lineText(line), {
        size: Math.round((line.size / bodySize) * 100) / 100,
        bold: boldChars > allChars / 2,
        gap: previousY === null ? 0 : Math.max(0, Math.round(((previousY - line.y) / (bodySize * 1.25) - 1) * 10) / 10),
        indent: Math.max(0, Math.round(((line.x - leftEdge) / bodySize) * 10) / 10),
        block,
        styled: true,
      });
      previousY = line.y;
      if (made) lines.push(made);
    }
    block++;
  };
  return { lines, flows, emit };
}

/**
 * A block beside the header (the contact right of the name): the rows it spans are read side
 * by side (the name's side, then the block as a flow of its own). Returns the page below it.
 */
function readBesideHeader(onPage: PdfItem[], x: number, emit: Emit, headerFlow: number): PdfItem[] {
  const side =
    onPage.filter((i) => i.x >= x).length < onPage.filter((i) => i.x + i.width <= x).length ? (i: PdfItem) => i.x >= x : (i: PdfItem) => i.x + i.width <= x;
  const bottom = Math.min(...onPage.filter(side).map((i) => i.y - i.size * 0.5));
  const band = onPage.filter((i) => i.y >= bottom);
  emit(groupLines(band.filter((i) => !side(i))), headerFlow);
  emit(groupLines(band.filter(side)), 3);
  return onPage.filter((i) => i.y < bottom);
}

/** A page read row by row; a date or label column's wrapped cells joined first. */
function readRows(onPage: PdfItem[], split: Split | null, emit: Emit, flow: number) {
  if (split) {
    joinWrappedDates(
      onPage.filter((i) => i.x + i.width <= split.x),
      Boolean(split.dates),
    );
    joinWrappedDates(onPage.filter((i) => i.x >= split.x));
    if (!split.dates) joinWrappedLabels(onPage.filter((i) => i.x + i.width <= split.x));
  }
  emit(sideBySideSections(groupLines(onPage)), flow);
}

/**
 * A page of two columns: the lines across the gutter above them (a header), each column, then
 * the lines across below. Returns the main flow, the column with more text.
 */
function readColumns(onPage: PdfItem[], gutter: number, emit: Emit, firstPage: boolean): number {
  const across = onPage.filter((i) => i.x < gutter && i.x + i.width > gutter);
  const left = onPage.filter((i) => i.x + i.width <= gutter);
  const right = onPage.filter((i) => i.x >= gutter);
  // A date column inside a column (contact set beside the name made the split): its cells joined.
  for (const side of [left, right]) {
    const x = dateColumnOf(side);
    if (x !== null)
      joinWrappedDates(
        side.filter((i) => i.x + i.width <= x),
        true,
      );
  }
  const columnTop = Math.max(...[...left, ...right].map((i) => i.y + i.size));
  const acrossLines = groupLines(across);
  const leftChars = left.reduce((n, i) => n + i.text.length, 0);
  const rightChars = right.reduce((n, i) => n + i.text.length, 0);
  const mainFlow = leftChars > rightChars ? 1 : 2;
  emit(
    acrossLines.filter((l) => l.y >= columnTop - 2),
    firstPage ? 0 : mainFlow,
  );
  emit(sideBySideSections(groupLines(left)), 1);
  emit(sideBySideSections(groupLines(right)), 2);
  emit(
    acrossLines.filter((l) => l.y < columnTop - 2),
    mainFlow,
  );
  return mainFlow;
}

/** The lines of a PDF's pages in reading order, each page's columns as blocks. */
export function pdfLines(allItems: PdfItem[]): PdfLayout {
  const items = allItems.filter((i) => i.text.trim() && i.size > 0 && Number.isFinite(i.x + i.y + i.width + i.size));
  const { bodySize, bold } = looks(items);
  const { lines, flows, emit } = layoutWriter(bodySize, bold);
  // The column later pages' headers and footers belong to: the one the last columns page read most of.
  let mainFlow = 0;
  const pages = [...new Set(items.map((i) => i.page))].sort((a, b) => a - b);
  for (const page of pages) {
    const firstPage = page === pages[0];
    let onPage = items.filter((i) => i.page === page);
    let found = gutterOf(onPage);
    if (found?.columns === "beside") {
      onPage = readBesideHeader(onPage, found.x, emit, firstPage ? 0 : mainFlow);
      found = gutterOf(onPage);
      if (found?.columns === "beside") found = null;
    }
    const dateColumn = found === null ? dateColumnOf(onPage) : null;
    const split: Split | null = found ?? (dateColumn === null ? null : { x: dateColumn, columns: false, dates: true });
    if (split === null || !split.columns) readRows(onPage, split, emit, firstPage ? 0 : mainFlow);
    else mainFlow = readColumns(onPage, split.x, emit, firstPage);
  }
  return { lines, flows };
}
