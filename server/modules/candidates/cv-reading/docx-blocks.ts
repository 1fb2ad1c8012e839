// A Word 2007+ CV read through its structure rather than its flat text: paragraphs with their
// style (headings, bold runs, size, list items), text boxes (a sidebar drawn in a frame) as
// their own blocks, headers first, and tables row by row, so that a date cell stays with the
// entry beside it («2019 – 2022 | Comptable – Fiducial, Lyon» becomes one line). A table of a
// few big cells is a page layout: each cell is a block, as a PDF column is. The parts come from
// the zip re-stored by unzipWithin (every part inflated against the budget first).
import { unzipSync } from "fflate";
import { Parser } from "htmlparser2";
import { readDatedLine } from "./dates";
import { MAX_LINES, makeLine, type CvLine } from "./lines";
import { MAX_PART, on, readStyles, styleLook, type Look, type Style } from "./docx-styles";

type Para = { text: string; bold: boolean; size: number; heading: boolean; list: boolean };
type Cell = { paras: Para[]; blocks: Para[][] };
type Table = { rows: Cell[][] };
type OpenPara = { runs: { text: string; look: Look }[]; style: string | null; list: boolean; target: Para[] };

/** What the reading of one part holds open as it walks the XML. */
type PartState = {
  styles: Map<string, Style>;
  defaultSize: number;
  blocks: Para[][];
  /** Where flow paragraphs go: the body's block, a text box's, a table cell's. */
  targets: Para[][];
  paras: OpenPara[];
  tables: Table[];
  run: Look | null;
  inText: boolean;
  /** Depth inside an element whose text is not read (a deletion, a field code, a fallback). */
  skip: number;
  /** Lines read so far in this part, up to MAX_LINES. */
  count: number;
};

const SKIPPED = new Set(["mc:Fallback", "w:instrText", "w:delText", "w:del", "w:footnoteReference"]);

/** A closed paragraph: one Para per line break, bold if most of its letters are. */
function closePara(state: PartState, para: OpenPara) {
  const { look: styled, heading, list } = styleLook(state.styles, para.style);
  let chars = 0;
  let boldChars = 0;
  let size = 0;
  let text = "";
  for (const r of para.runs) {
    text += r.text;
    const letters = r.text.replace(/\s/g, "").length;
    chars += letters;
    if (r.look.bold || (styled.bold && r.look.bold !== false)) boldChars += letters;
    size = Math.max(size, r.look.size ?? styled.size ?? state.defaultSize);
  }
  for (const piece of text.split("\n")) {
    if (!piece.trim() || state.count >= MAX_LINES) continue;
    state.count++;
    const caps = para.runs.every((r) => r.look.caps || styled.caps);
    para.target.push({
      text: (caps ? piece.toUpperCase() : piece).replace(/\t+/g, " | ").replace(/^\s*\|\s*|\s*\|\s*$/g, ""),
      bold: chars > 0 && boldChars > chars / 2,
      size: size || state.defaultSize,
      heading,
      list: para.list || list,
    });
  }
}

const cellsText = (cell: Cell) => cell.paras.map((p) => p.text).join(" ");

/** A short cell that is a date or a period («2019 – 2022»), not an entry that starts with one. */
function isDateCell(cell: Cell): boolean {
  const text = cellsText(cell);
  const dated = readDatedLine(text);
  return text.length <= 60 && cell.paras.length <= 3 && dated !== null && (dated.rest.length <= 12 || dated.range);
}

/** A closed table: a page layout as blocks, otherwise its rows read across into `target`. */
function closeTable(state: PartState, table: Table, target: Para[]) {
  const { blocks, targets } = state;
  const bigCells = table.rows.flat().filter((c) => c.paras.length > 6).length;
  if (bigCells > 0 && table.rows.length <= 3) {
    // A page layout: every cell its own block (a sidebar and a main column).
    for (const row of table.rows) for (const cell of row) if (cell.paras.length) blocks.push(cell.paras, ...cell.blocks);
    blocks.push([]);
    targets[targets.length - 1] = blocks.at(-1)!;
    return;
  }
  for (const row of table.rows) {
    const cells = row.filter((c) => c.paras.length);
    const dateAt = cells.findIndex(isDateCell);
    if (cells.length >= 2 && dateAt >= 0) {
      const date = cellsText(cells[dateAt]!);
      const content = cells.filter((_, i) => i !== dateAt);
      const [firstPara, ...rest] = content[0]!.paras;
      target.push({ ...firstPara!, text: `${date} | ${firstPara!.text}` }, ...rest);
      for (const cell of content.slice(1)) target.push(...cell.paras);
    } else if (cells.length >= 2 && cells.every((c) => c.paras.length === 1 && c.paras[0]!.text.length <= 80)) {
      target.push({ ...cells[0]!.paras[0]!, text: cells.map(cellsText).join(" | ") });
    } else for (const cell of cells) target.push(...cell.paras);
    for (const cell of cells) blocks.push(...cell.blocks);
  }
}

/** A run's property, a break or the start of a paragraph, text box or table. */
function openTag(state: PartState, name: string, attribs: Record<string, string>) {
  const para = state.paras.at(-1);
  const run = state.run;
  switch (name) {
    case "w:p":
      state.paras.push({ runs: [], style: null, list: false, target: state.targets.at(-1)! });
      return;
    case "w:pStyle":
      if (para) para.style = attribs["w:val"] ?? null;
      return;
    case "w:numPr":
      if (para) para.list = true;
      return;
    case "w:r":
      state.run = { bold: false, size: null, caps: false };
      return;
    case "w:b":
      if (run) run.bold = on(attribs);
      return;
    case "w:caps":
      if (run) run.caps = on(attribs);
      return;
    case "w:sz":
      if (run && Number.isFinite(Number(attribs["w:val"]))) run.size = Number(attribs["w:val"]);
      return;
    case "w:t":
      state.inText = true;
      return;
    case "w:tab":
      if (run && para) para.runs.push({ text: "\t", look: run });
      return;
    case "w:br":
    case "w:cr":
      if (para) para.runs.push({ text: "\n", look: run ?? { bold: false, size: null, caps: false } });
      return;
    case "w:txbxContent": {
      const box: Para[] = [];
      state.blocks.push(box);
      state.targets.push(box);
      return;
    }
    case "w:tbl":
      state.tables.push({ rows: [] });
      return;
    case "w:tr":
      state.tables.at(-1)?.rows.push([]);
      return;
    case "w:tc": {
      const cell: Cell = { paras: [], blocks: [] };
      state.tables.at(-1)?.rows.at(-1)?.push(cell);
      state.targets.push(cell.paras);
      return;
    }
  }
}

/** The end of a run's text, a run, a paragraph, a text box, a cell or a table. */
function closeTag(state: PartState, name: string) {
  switch (name) {
    case "w:t":
      state.inText = false;
      return;
    case "w:r":
      state.run = null;
      return;
    case "w:p": {
      const para = state.paras.pop();
      if (para) closePara(state, para);
      return;
    }
    case "w:txbxContent":
    case "w:tc":
      state.targets.pop();
      return;
    case "w:tbl": {
      const table = state.tables.pop();
      if (table) closeTable(state, table, state.targets.at(-1)!);
      return;
    }
  }
}

/**
 * The paragraphs of one part (document, header, footer), as blocks: the body's flow, each text
 * box, each cell of a layout table.
 */
function readPart(xml: string, styles: Map<string, Style>, defaultSize: number): Para[][] {
  const blocks: Para[][] = [[]];
  const state: PartState = { styles, defaultSize, blocks, targets: [blocks[0]!], paras: [], tables: [], run: null, inText: false, skip: 0, count: 0 };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (state.skip) state.skip++;
        else if (SKIPPED.has(name)) state.skip = 1;
        else openTag(state, name, attribs);
      },
      ontext(text) {
        const para = state.paras.at(-1);
        if (state.skip || !state.inText || !state.run || !para) return;
        if (para.runs.length < 2_000) para.runs.push({ text, look: state.run });
      },
      onclosetag(name) {
        if (state.skip) state.skip--;
        else closeTag(state, name);
      },
    },
    { xmlMode: true },
  );
  parser.write(xml.slice(0, MAX_PART));
  parser.end();
  return blocks.filter((b) => b.length);
}

/** The CV's lines, headers first, then the body's blocks, then the footers. */
export function docxLines(stored: Uint8Array): { lines: CvLine[]; flows: Map<number, number> } {
  const parts = unzipSync(stored, {
    filter: (file) => /^word\/(?:document|styles|header\d*|footer\d*)\.xml$/.test(file.name) && file.originalSize <= MAX_PART,
  });
  const decode = (name: string) => (parts[name] ? new TextDecoder().decode(parts[name]) : "");
  const { styles, defaultSize } = readStyles(decode("word/styles.xml"));
  const names = Object.keys(parts).sort();
  const blocks = [
    ...names.filter((n) => /header/.test(n)).flatMap((n) => readPart(decode(n), styles, defaultSize)),
    ...readPart(decode("word/document.xml"), styles, defaultSize),
    ...names.filter((n) => /footer/.test(n)).flatMap((n) => readPart(decode(n), styles, defaultSize)),
  ];
  // The body's size: the size most characters are set in.
  const sizes = new Map<number, number>();
  for (const para of blocks.flat()) sizes.set(para.size, (sizes.get(para.size) ?? 0) + para.text.length);
  const body = [...sizes].reduce((a, b) => (b[1] > a[1] ? b : a), [defaultSize, -1])[0] || defaultSize;
  const lines: CvLine[] = [];
  const flows = new Map<number, number>();
  blocks.forEach((block, index) => {
    flows.set(index, index);
    for (const para of block) {
      if (lines.length >= MAX_LINES) return;
      const size = para.size / body;
      const line = makeLine(para.text, {
        size: para.heading ? Math.max(size, 1.2) : Math.round(size * 100) / 100,
        bold: para.bold || para.heading,
        bullet: para.list && !para.heading,
        block: index,
        styled: true,
      });
      if (line) lines.push(line);
    }
  });
  return { lines, flows };
}
