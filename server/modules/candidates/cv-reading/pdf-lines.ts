// A PDF's text items (pdf.js: text, position, width, size, font) turned into lines in reading
// order, with their look. Items are sorted by position (generators such as pdf-lib write them
// in any order), grouped by baseline, and joined with a space or, across a wide gap, « | ». A
// page whose text leaves a vertical gutter free for most of its height has two columns (a
// sidebar): each is read as its own block, the lines across the gutter (a header) first. A
// gutter between dates and what they date (Europass, a date column) is no column: those rows
// stay whole so each date stays with its entry.
import { MAX_LINES, makeLine, type CvLine } from "./lines";
import { cellsOf, groupLines, hasDate, lineText, plainLine, type PdfItem, type RawLine } from "./pdf-rows";
import { DANGLING, dateColumnOf, joinWrappedDates, joinWrappedLabels } from "./pdf-wrapped-cells";
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
 * A vertical gutter that splits the page into two columns, or null. The gutter is the x where
 * the fewest items cross, between a tenth and nine tenths of the text's width; it must leave
 * text on both sides and be crossed by at most a fifth of the text (a header across the page).
 */
function gutterCandidates(items: PdfItem[]): number[] | null {
  if (items.length < 8) return null;
  const left = Math.min(...items.map((i) => i.x));
  const right = Math.max(...items.map((i) => i.x + i.width));
  const span = right - left;
  if (span < 200 || span > 5_000) return null;
  const step = 2;
  const bins = Math.ceil(span / step);
  const cover = new Float64Array(bins);
  let total = 0;
  for (const item of items) {
    total += item.size;
    const from = Math.max(0, Math.ceil((item.x + 1 - left) / step));
    const to = Math.min(bins - 1, Math.floor((item.x + item.width - 1 - left) / step));
    for (let b = from; b <= to; b++) cover[b]! += item.size;
  }
  // The cleanest x: the widest run of bins crossed by (nearly) the fewest items, not a ragged
  // right margin that only a few long lines reach.
  const lo = Math.floor(bins * 0.1);
  const hi = Math.ceil(bins * 0.9);
  let least = Infinity;
  for (let b = lo; b < hi; b++) least = Math.min(least, cover[b]!);
  if (least > total * 0.2) return null;
  const runs: { x: number; width: number }[] = [];
  for (let b = lo; b < hi;) {
    if (cover[b]! > least + total * 0.03) {
      b++;
      continue;
    }
    let e = b;
    while (e + 1 < hi && cover[e + 1]! <= least + total * 0.03) e++;
    // A gutter is wider than a space between words: at least 4 points (two bins).
    if ((e - b + 1) * step >= 4) runs.push({ x: left + ((b + e + 1) / 2) * step, width: (e - b + 1) * step });
    b = e + 1;
  }
  runs.sort((a, b) => b.width - a.width);
  return runs.slice(0, 3).map((r) => r.x);
}

/**
 * columns: two columns (true), dates or labels beside their entries (false), or a block beside
 * the header only («beside»); dates: the column beside the entries is one of dates.
 */
type Split = { x: number; columns: boolean | "beside"; dates?: boolean };

/** The page's gutter and what it parts. */
function gutterOf(items: PdfItem[]): Split | null {
  for (const x of gutterCandidates(items) ?? []) {
    const columns = isColumnGutter(items, x);
    if (columns === "dates") return { x, columns: false, dates: true };
    if (columns !== null) return { x, columns };
  }
  return null;
}

/** Two real columns (true), a date or label column beside its entries (false: rows read across), a block beside the header, or no gutter (null). */
function isColumnGutter(items: PdfItem[], x: number): Split["columns"] | "dates" | null {
  const leftItems = items.filter((i) => i.x + i.width <= x);
  const rightItems = items.filter((i) => i.x >= x);
  const chars = (list: PdfItem[]) => list.reduce((n, i) => n + i.text.length, 0);
  const all = chars(items);
  if (chars(leftItems) < all * 0.04 || chars(rightItems) < all * 0.04) return null;
  const leftLines = groupLines(leftItems);
  const rightLines = groupLines(rightItems);
  if (leftLines.length < 2 || rightLines.length < 2) return null;
  // A column runs down the page: a contact block beside the name, only the header's height, is none.
  const height = (list: PdfItem[]) => Math.max(...list.map((i) => i.y)) - Math.min(...list.map((i) => i.y));
  const short = height(leftItems) < height(rightItems) ? leftItems : rightItems;
  if (height(short) < height(items) * 0.3 && Math.max(...short.map((i) => i.y + i.size)) >= Math.max(...items.map((i) => i.y + i.size)) - 2) {
    // Above the first section heading: right-aligned dates further down are no header block.
    const bottom = Math.min(...short.map((i) => i.y));
    if (!groupLines(items.filter((i) => i.y >= bottom)).some((l) => sectionOf(plainLine(l.items)))) return "beside";
  }
  // Rows of one table share their baseline exactly; a sidebar's lines meet the main column's only by chance.
  const pairedWith = (others: RawLine[]) => (line: RawLine) => others.some((w) => Math.abs(w.y - line.y) <= 0.1 * Math.min(w.size, line.size));
  // Either side: its dates sit on the other side's baselines → a date column, read as rows.
  for (const [side, other] of [
    [leftLines, rightLines],
    [rightLines, leftLines],
  ] as const) {
    // The end of a date wrapped under its start («Mars 2017 –» over «Août 2021») has no partner of its own.
    const wrappedEnd = (l: RawLine, k: number) => k > 0 && side[k - 1]!.y - l.y <= 2 * l.size && DANGLING.test(lineText(side[k - 1]!));
    const dated = side.filter((l, k) => hasDate(lineText(l)) && lineText(l).length <= 40 && !wrappedEnd(l, k));
    if (dated.length >= 2 && dated.filter(pairedWith(other)).length >= dated.length * 0.8) return side === leftLines ? "dates" : false;
  }
  // Labels beside values (Europass: «Dates», «Fonction ou poste occupé»): most lines of both sides have a partner.
  const leftShare = leftLines.filter(pairedWith(rightLines)).length / leftLines.length;
  const rightShare = rightLines.filter(pairedWith(leftLines)).length / rightLines.length;
  if (leftShare + rightShare >= 0.8) return false;
  if (leftLines.length < 3 || rightLines.length < 3) return null;
  return true;
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

/** The lines of a PDF's pages in reading order, each page's columns as blocks. */
export function pdfLines(allItems: PdfItem[]): PdfLayout {
  const items = allItems.filter((i) => i.text.trim() && i.size > 0 && Number.isFinite(i.x + i.y + i.width + i.size));
  const { bodySize, bold } = looks(items);
  const lines: CvLine[] = [];
  const flows = new Map<number, number>();
  let block = 0;
  let mainFlow = 0;
  const pages = [...new Set(items.map((i) => i.page))].sort((a, b) => a - b);
  const emit = (raw: RawLine[], flow: number) => {
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
  for (const page of pages) {
    let onPage = items.filter((i) => i.page === page);
    let found = gutterOf(onPage);
    if (found?.columns === "beside") {
      // A block beside the header (the contact right of the name): the rows it spans are read
      // side by side (the name's side, then the block as a flow of its own), the page below as usual.
      const x = found.x;
      const side =
        onPage.filter((i) => i.x >= x).length < onPage.filter((i) => i.x + i.width <= x).length ? (i: PdfItem) => i.x >= x : (i: PdfItem) => i.x + i.width <= x;
      const bottom = Math.min(...onPage.filter(side).map((i) => i.y - i.size * 0.5));
      const band = onPage.filter((i) => i.y >= bottom);
      emit(groupLines(band.filter((i) => !side(i))), page === pages[0] ? 0 : mainFlow);
      emit(groupLines(band.filter(side)), 3);
      onPage = onPage.filter((i) => i.y < bottom);
      found = gutterOf(onPage);
      if (found?.columns === "beside") found = null;
    }
    const dateColumn = found === null ? dateColumnOf(onPage) : null;
    const split: Split | null = found ?? (dateColumn === null ? null : { x: dateColumn, columns: false, dates: true });
    if (split === null || !split.columns) {
      if (split) {
        // A date or label column: its wrapped dates joined, then rows read across the gutter.
        joinWrappedDates(
          onPage.filter((i) => i.x + i.width <= split.x),
          Boolean(split.dates),
        );
        joinWrappedDates(onPage.filter((i) => i.x >= split.x));
        if (!split.dates) joinWrappedLabels(onPage.filter((i) => i.x + i.width <= split.x));
      }
      emit(sideBySideSections(groupLines(onPage)), page === pages[0] ? 0 : mainFlow);
      continue;
    }
    const gutter = split.x;
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
    mainFlow = leftChars > rightChars ? 1 : 2;
    emit(
      acrossLines.filter((l) => l.y >= columnTop - 2),
      page === pages[0] ? 0 : mainFlow,
    );
    emit(sideBySideSections(groupLines(left)), 1);
    emit(sideBySideSections(groupLines(right)), 2);
    emit(
      acrossLines.filter((l) => l.y < columnTop - 2),
      mainFlow,
    );
  }
  return { lines, flows };
}
