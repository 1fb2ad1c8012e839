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

type Look = { bold: boolean; size: number | null; caps: boolean };
type Style = { name: string; basedOn: string | null; look: Partial<Look> };
type Para = { text: string; bold: boolean; size: number; heading: boolean; list: boolean };
type Cell = { paras: Para[]; blocks: Para[][] };

const MAX_PART = 8 * 1024 * 1024;

const on = (attribs: Record<string, string>) => !/^(?:0|false|off|none)$/i.test(attribs["w:val"] ?? "true");

/** styles.xml: each style's name, parent and run look; the document's default size. */
function readStyles(xml: string): { styles: Map<string, Style>; defaultSize: number } {
  const styles = new Map<string, Style>();
  let defaultSize = 20;
  let current: Style | null = null;
  let inDefaults = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "w:docDefaults") inDefaults = true;
        else if (name === "w:style") {
          current = { name: "", basedOn: null, look: {} };
          styles.set(attribs["w:styleId"] ?? "", current);
        } else if (name === "w:name" && current) current.name = attribs["w:val"] ?? "";
        else if (name === "w:basedOn" && current) current.basedOn = attribs["w:val"] ?? null;
        else if (name === "w:b" && current) current.look.bold = on(attribs);
        else if (name === "w:caps" && current) current.look.caps = on(attribs);
        else if (name === "w:sz") {
          const size = Number(attribs["w:val"]);
          if (!Number.isFinite(size)) return;
          if (inDefaults) defaultSize = size;
          else if (current) current.look.size = size;
        }
      },
      onclosetag(name) {
        if (name === "w:docDefaults") inDefaults = false;
        else if (name === "w:style") current = null;
      },
    },
    { xmlMode: true },
  );
  parser.write(xml.slice(0, MAX_PART));
  parser.end();
  return { styles, defaultSize };
}

function styleLook(styles: Map<string, Style>, id: string | null): { look: Partial<Look>; heading: boolean; list: boolean } {
  const look: Partial<Look> = {};
  let heading = false;
  let list = false;
  for (let depth = 0, at = id; at && depth < 10; depth++) {
    const style = styles.get(at);
    if (!style) break;
    for (const key of ["bold", "size", "caps"] as const)
      if (look[key] === undefined && style.look[key] !== undefined) (look as Record<string, unknown>)[key] = style.look[key];
    if (/^(?:heading|titre|title|subtitle|sous-titre)\b/i.test(style.name) || /^(?:heading|titre|title)\d*$/i.test(at)) heading = true;
    if (/list|liste|bullet|puce/i.test(style.name)) list = true;
    at = style.basedOn;
  }
  return { look, heading, list };
}

/**
 * The paragraphs of one part (document, header, footer), as blocks: the body's flow, each text
 * box, each cell of a layout table.
 */
function readPart(xml: string, styles: Map<string, Style>, defaultSize: number): Para[][] {
  const blocks: Para[][] = [[]];
  // The flow paragraphs go to: the body's, a text box's, a table cell's.
  const targets: Para[][] = [blocks[0]!];
  type OpenPara = { runs: { text: string; look: Look }[]; style: string | null; list: boolean; target: Para[] };
  const paras: OpenPara[] = [];
  const tables: { rows: Cell[][] }[] = [];
  let run: Look | null = null;
  let inText = false;
  let skip = 0;
  let count = 0;

  const closePara = (para: OpenPara) => {
    const { look: styled, heading, list } = styleLook(styles, para.style);
    let chars = 0;
    let boldChars = 0;
    let size = 0;
    let text = "";
    for (const r of para.runs) {
      text += r.text;
      const letters = r.text.replace(/\s/g, "").length;
      chars += letters;
      if (r.look.bold || (styled.bold && r.look.bold !== false)) boldChars += letters;
      size = Math.max(size, r.look.size ?? styled.size ?? defaultSize);
    }
    for (const piece of text.split("\n")) {
      if (!piece.trim() || count >= MAX_LINES) continue;
      count++;
      const caps = para.runs.every((r) => r.look.caps || styled.caps);
      para.target.push({
        text: (caps ? piece.toUpperCase() : piece).replace(/\t+/g, " | ").replace(/^\s*\|\s*|\s*\|\s*$/g, ""),
        bold: chars > 0 && boldChars > chars / 2,
        size: size || defaultSize,
        heading,
        list: para.list || list,
      });
    }
  };

  const closeTable = (table: { rows: Cell[][] }, target: Para[]) => {
    const cellsText = (cell: Cell) => cell.paras.map((p) => p.text).join(" ");
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
      const dateAt = cells.findIndex((c) => {
        const text = cellsText(c);
        return (
          text.length <= 60 && c.paras.length <= 3 && readDatedLine(text) !== null && (readDatedLine(text)!.rest.length <= 12 || readDatedLine(text)!.range)
        );
      });
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
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skip) {
          skip++;
          return;
        }
        switch (name) {
          case "mc:Fallback":
          case "w:instrText":
          case "w:delText":
          case "w:del":
          case "w:footnoteReference":
            skip = 1;
            return;
          case "w:p":
            paras.push({ runs: [], style: null, list: false, target: targets.at(-1)! });
            return;
          case "w:pStyle":
            if (paras.length) paras.at(-1)!.style = attribs["w:val"] ?? null;
            return;
          case "w:numPr":
            if (paras.length) paras.at(-1)!.list = true;
            return;
          case "w:r":
            run = { bold: false, size: null, caps: false };
            (run as Look & { boldSet?: boolean }).boldSet = false;
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
            inText = true;
            return;
          case "w:tab":
            if (run && paras.length) paras.at(-1)!.runs.push({ text: "\t", look: run });
            return;
          case "w:br":
          case "w:cr":
            if (paras.length) paras.at(-1)!.runs.push({ text: "\n", look: run ?? { bold: false, size: null, caps: false } });
            return;
          case "w:txbxContent": {
            const box: Para[] = [];
            blocks.push(box);
            targets.push(box);
            return;
          }
          case "w:tbl":
            tables.push({ rows: [] });
            return;
          case "w:tr":
            tables.at(-1)?.rows.push([]);
            return;
          case "w:tc": {
            const cell: Cell = { paras: [], blocks: [] };
            tables.at(-1)?.rows.at(-1)?.push(cell);
            targets.push(cell.paras);
            return;
          }
        }
      },
      ontext(text) {
        if (skip || !inText || !run || !paras.length) return;
        const para = paras.at(-1)!;
        if (para.runs.length < 2_000) para.runs.push({ text, look: run });
      },
      onclosetag(name) {
        if (skip) {
          skip--;
          return;
        }
        switch (name) {
          case "w:t":
            inText = false;
            return;
          case "w:r":
            run = null;
            return;
          case "w:p": {
            const para = paras.pop();
            if (para) closePara(para);
            return;
          }
          case "w:txbxContent":
            targets.pop();
            return;
          case "w:tc":
            targets.pop();
            return;
          case "w:tbl": {
            const table = tables.pop();
            if (table) closeTable(table, targets.at(-1)!);
            return;
          }
        }
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
