// A page's vertical gutter, if any, and what it parts: two real columns (a sidebar), a date or
// label column beside its entries (rows read across), or a block beside the header only.
import { groupLines, hasDate, lineText, plainLine, type PdfItem, type RawLine } from "./pdf-rows";
import { DANGLING } from "./pdf-wrapped-cells";
import { sectionOf } from "./sections";

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
export type Split = { x: number; columns: boolean | "beside"; dates?: boolean };

/** The page's gutter and what it parts. */
export function gutterOf(items: PdfItem[]): Split | null {
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
