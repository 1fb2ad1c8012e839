// Cells a narrow column wrapped over several lines, joined back before the rows are read: a date
// column's «Oct. 2024 –» over «présent» (and the place under it), a form's label over two lines.
import { cellsOf, groupLines, hasDate, lineText, plainLine, type PdfItem, type RawLine } from "./pdf-rows";
import { sectionOf } from "./sections";

/**
 * A narrow date column that the gutter search misses (full-width sections cross it): at least
 * two short dated cells opening a row, the rest of the row starting at the same x. Returns
 * that x, the date column's right edge.
 */
export function dateColumnOf(items: PdfItem[]): number | null {
  const starts: number[] = [];
  let size = 0;
  for (const line of groupLines(items)) {
    const cells = cellsOf(line);
    const first = cells[0]!.items.map((i) => i.text).join(" ");
    // A date that fills its narrow column leaves no wide gap: its own text item, dated, still ends the cell.
    const item = line.items[0]!;
    const [dated, next] =
      cells.length >= 2
        ? [first, cells[1]!.items[0]!]
        : line.items.length >= 2 && line.items[1]!.x > item.x + item.width
          ? [item.text, line.items[1]!]
          : ["", null];
    if (next && dated.length <= 40 && hasDate(dated)) {
      starts.push(next.x);
      size = Math.max(size, next.size);
    }
  }
  if (starts.length < 2) return null;
  const x = Math.min(...starts);
  // Most rows start there; a wrapped date's other lines may sit beside bullets set a little further
  // in (a date over three lines puts more of its lines beside bullets than beside headings).
  const aligned = starts.filter((s) => Math.abs(s - x) <= 3).length;
  const besideBullets = starts.every((s) => s - x <= 3 * size);
  return aligned >= 2 && (aligned >= starts.length * 0.5 || besideBullets) ? x - 1 : null;
}

export const DANGLING =
  /(?:[–—-]|(?:^|\s)(?:à|au|a|to|jusqu'?(?:à|en)?))\s*$|\b(?:janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec)[a-zéû]*\.?\s*$/i;

/**
 * The next line's text goes to the end of the line's last item, its items emptied: moved items
 * keep no width that could run into the cell beside, and the cell ends there (« | »).
 */
function moveUp(line: RawLine, next: RawLine, separator = " "): void {
  const last = line.items.at(-1)!;
  last.text = `${last.text}${separator}${lineText(next)}`;
  last.cellEnd = true;
  for (const item of next.items) Object.assign(item, { text: "", y: last.y, x: last.x, width: 0 });
}

/**
 * Labels wrapped in their column («Principales activités et» over «responsabilités», «Emploi
 * recherché /» over «Domaine de» over «compétence»): one line, read whole beside its value.
 * A line joins the one above when it goes on in lower case or the one above ends open.
 */
export function joinWrappedLabels(items: PdfItem[]): void {
  const lines = groupLines(items.filter((i) => i.text));
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    let j = i + 1;
    for (; j < lines.length && j - i <= 3; j++) {
      const next = lines[j]!;
      if (lines[j - 1]!.y - next.y > 1.8 * line.size || Math.abs(next.size - line.size) > 0.5) break;
      if (!/^\p{Ll}/u.test(lineText(next)) && !/(?:\/|\s(?:et|ou|de|du|des|and|or|of))\s*$/u.test(lineText(line))) break;
      moveUp(line, next);
    }
    i = j - 1;
  }
}

/**
 * A date wrapped in its narrow column («Oct. 2024 –» over «présent»): the second line's items
 * move up beside the first, so the date reads whole on its entry's row.
 * wholeCells: a date column, whose cells also hold the place under the date.
 */
export function joinWrappedDates(items: PdfItem[], wholeCells = false): void {
  const lines = groupLines(items);
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const text = lineText(line);
    const nextText = lineText(next);
    // A date column's cell may also stack start over end with nothing between («09/2018» over «06/2020»).
    const stacked = wholeCells && /^(?:\p{L}+\.?\s)?(?:\d{2}\/)?(?:19|20)\d{2}$/u.test(text.trim()) && line.y - next.y <= 1.5 * line.size;
    // «CDI · De juin 2021» over «à janvier 2024,»: the range's end opens the next line with its «à».
    const endOpens = /^(?:[–—-]|à|au|a|to|jusqu'?(?:à|en)?)\s+\S/iu.test(nextText.trim()) && hasDate(text);
    if ((!DANGLING.test(text) && !stacked && !endOpens) || nextText.length > 25 || line.y - next.y > 2 * line.size) continue;
    if (
      !hasDate(`${text}${stacked ? " – " : " "}${nextText}`) ||
      !/^(?:\p{L}+\.?\s*){0,2}(?:\d{2}\/)?(?:(?:19|20)\d{2}|aujourd|pr[ée]sent|ce jour|en cours|now|present|current)/iu.test(nextText.trim())
    )
      continue;
    moveUp(line, next, stacked ? " – " : " ");
    // In a date column, a short undated line right under the date (its place) is the same cell.
    const after = lines[i + 2];
    if (
      wholeCells &&
      after &&
      next.y - after.y <= 1.6 * line.size &&
      lineText(after).length <= 30 &&
      !hasDate(lineText(after)) &&
      !sectionOf(plainLine(after.items))
    ) {
      moveUp(line, after, ", ");
      i++;
    }
    i++;
  }
}
