// A PDF page's text items as rows: items on one baseline, left to right, their text joined with
// a space or, across a wide gap, « | » (the cells of a row). Used by pdf-lines.ts and by the
// joining of wrapped cells (pdf-wrapped-cells.ts).
import { makeLine, type CvLine } from "./lines";
import { readDatedLine } from "./dates";

export type PdfItem = { text: string; x: number; y: number; width: number; size: number; font: string; page: number; cellEnd?: boolean };

export type RawLine = { items: PdfItem[]; y: number; x: number; right: number; size: number };

/** Items on the same baseline, left to right. */
export function groupLines(items: PdfItem[]): RawLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: RawLine[] = [];
  for (const item of sorted) {
    // Only the last few lines can share the item's baseline (sorted by height).
    let target: RawLine | null = null;
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 4; i--) {
      const line = lines[i]!;
      // Text of very different sizes (a big name, a small contact line beside it) shares a line only on the same baseline.
      const tolerance = Math.max(line.size, item.size) > 1.8 * Math.min(line.size, item.size) ? 0.15 : 0.4;
      if (Math.abs(line.y - item.y) <= tolerance * Math.min(line.size, item.size)) {
        target = line;
        break;
      }
    }
    if (target) {
      target.items.push(item);
      target.size = Math.max(target.size, item.size);
    } else lines.push({ items: [item], y: item.y, x: 0, right: 0, size: item.size });
  }
  for (const line of lines) {
    line.items.sort((a, b) => a.x - b.x);
    line.x = line.items[0]!.x;
    line.right = Math.max(...line.items.map((i) => i.x + i.width));
  }
  return lines.sort((a, b) => b.y - a.y || a.x - b.x);
}

/** A line's text: items joined by nothing, a space, or « | » across a wide gap. */
export function lineText(line: RawLine): string {
  let text = "";
  let end = -Infinity;
  let cellEnd = false;
  for (const item of line.items) {
    const gap = item.x - end;
    if (text && item.text) {
      // A joined date cell ends its cell whatever room its moved words left.
      if (gap > 1.6 * item.size || cellEnd) text += " | ";
      else if (gap > 0.12 * item.size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += " ";
    }
    text += item.text;
    end = Math.max(end, item.x + item.width);
    cellEnd = Boolean(item.cellEnd) || (cellEnd && !item.text);
  }
  return text;
}

export const hasDate = (text: string) => Boolean(readDatedLine(text));

/** A line's parts across wide gaps. */
export function cellsOf(line: RawLine): { items: PdfItem[] }[] {
  const cells: { items: PdfItem[] }[] = [];
  let end = -Infinity;
  for (const item of line.items) {
    if (!cells.length || item.x - end > 1.6 * item.size) cells.push({ items: [] });
    cells.at(-1)!.items.push(item);
    end = Math.max(end, item.x + item.width);
  }
  return cells;
}

export const plainLine = (items: PdfItem[]): CvLine => {
  const line = makeLine(items.map((i) => i.text).join(" "));
  return line ? { ...line, bold: true } : { text: "", size: 1, bold: false, bullet: false, gap: 0, indent: 0, block: 0, styled: true };
};
