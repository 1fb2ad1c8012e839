// Flat text (Word 97 files, and readResume's callers) as lines without look: only their words,
// bullets and blank lines (a gap) are known.
import { MAX_LINES, makeLine, type CvLine } from "./lines";

export function textLines(text: string): CvLine[] {
  const lines: CvLine[] = [];
  let gap = 0;
  for (const raw of text.slice(0, 2_000_000).split(/\r?\n|\r/, MAX_LINES * 2)) {
    const line = makeLine(raw, { gap });
    if (!line) {
      gap = 1;
      continue;
    }
    gap = 0;
    lines.push(line);
    if (lines.length >= MAX_LINES) break;
  }
  return lines;
}
