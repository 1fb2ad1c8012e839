// Word CVs written as WordprocessingML by hand and zipped with fflate: paragraphs with styles
// and bullet numbering, tables (a date column, a two-cell page with a shaded sidebar), text boxes
// (DrawingML with its VML fallback, as Word saves them, or VML alone) and a header part.
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Cv } from "./cv-model";
import type { Entry } from "./cv-parts";

const FIXED_DATE = new Date("2026-01-15T10:00:00Z");
const W = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`;
const DOC_NS = `${W} xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" mc:Ignorable="w14"`;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type RunOptions = { bold?: boolean; italic?: boolean; size?: number; color?: string; caps?: boolean };
type ParaOptions = RunOptions & {
  style?: string;
  bullet?: boolean;
  align?: "left" | "right" | "center";
  rightTab?: number;
  /** A left tab stop and a hanging indent at this position (twips): «dates⇥title». */
  hanging?: number;
  after?: number;
  shading?: string;
};

const rPr = (o: RunOptions) => {
  const parts = [
    o.bold ? "<w:b/>" : "",
    o.italic ? "<w:i/>" : "",
    o.caps ? "<w:caps/>" : "",
    o.color ? `<w:color w:val="${o.color}"/>` : "",
    o.size ? `<w:sz w:val="${o.size * 2}"/><w:szCs w:val="${o.size * 2}"/>` : "",
  ].join("");
  return parts ? `<w:rPr>${parts}</w:rPr>` : "";
};
/** A run; «\t» becomes a tab and «\n» a line break inside the paragraph. */
const run = (text: string, o: RunOptions = {}) =>
  text
    .split(/(\t|\n)/)
    .map((part) =>
      part === "\t"
        ? `<w:r>${rPr(o)}<w:tab/></w:r>`
        : part === "\n"
          ? `<w:r><w:br/></w:r>`
          : part
            ? `<w:r>${rPr(o)}<w:t xml:space="preserve">${esc(part)}</w:t></w:r>`
            : "",
    )
    .join("");

function para(content: string | { text: string; o?: RunOptions }[], o: ParaOptions = {}): string {
  const pPr = [
    o.style ? `<w:pStyle w:val="${o.style}"/>` : "",
    o.bullet ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>` : "",
    o.shading ? `<w:shd w:val="clear" w:color="auto" w:fill="${o.shading}"/>` : "",
    o.rightTab ? `<w:tabs><w:tab w:val="right" w:pos="${o.rightTab}"/></w:tabs>` : "",
    o.hanging ? `<w:tabs><w:tab w:val="left" w:pos="${o.hanging}"/></w:tabs>` : "",
    o.after !== undefined ? `<w:spacing w:after="${o.after}"/>` : "",
    o.hanging ? `<w:ind w:left="${o.hanging}" w:hanging="${o.hanging}"/>` : "",
    o.align && o.align !== "left" ? `<w:jc w:val="${o.align === "center" ? "center" : "right"}"/>` : "",
  ].join("");
  const runs = typeof content === "string" ? run(content, o) : content.map((c) => run(c.text, { ...o, ...c.o })).join("");
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ""}${runs}</w:p>`;
}

type Cell = { width: number; content: string; fill?: string };
function table(rows: Cell[][], borders = false): string {
  const widths = rows[0].map((c) => c.width);
  const border = borders ? "single" : "nil";
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${["top", "left", "bottom", "right", "insideH", "insideV"].map((b) => `<w:${b} w:val="${border}" w:sz="4" w:space="0" w:color="BFBFBF"/>`).join("")}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblLook w:val="04A0"/></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join("")}</w:tblGrid>${rows
    .map(
      (cells) =>
        `<w:tr>${cells
          .map(
            (c) =>
              `<w:tc><w:tcPr><w:tcW w:w="${c.width}" w:type="dxa"/>${c.fill ? `<w:shd w:val="clear" w:color="auto" w:fill="${c.fill}"/>` : ""}<w:tcMar><w:left w:w="120" w:type="dxa"/><w:right w:w="120" w:type="dxa"/></w:tcMar></w:tcPr>${c.content || "<w:p/>"}</w:tc>`,
          )
          .join("")}</w:tr>`,
    )
    .join("")}</w:tbl>`;
}

/** A floating text box: DrawingML with the VML fallback Word writes beside it, or VML alone. */
function textBox(paragraphs: string, id: number, drawingMl: boolean): string {
  const cx = 2880000;
  const cy = 1260000;
  const vml = `<w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="Zone_texte_${id}" o:spid="_x0000_s${1025 + id}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:0;width:226.8pt;height:99.2pt;z-index:251659264;mso-position-horizontal:right;mso-position-horizontal-relative:margin;mso-position-vertical-relative:text" filled="f" stroked="f"><v:textbox><w:txbxContent>${paragraphs}</w:txbxContent></v:textbox></v:shape></w:pict>`;
  if (!drawingMl) return `<w:r>${vml}</w:r>`;
  const anchor = `<wp:anchor distT="45720" distB="45720" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="${id}" name="Zone de texte ${id}"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln><a:noFill/></a:ln></wps:spPr><wps:txbx><w:txbxContent>${paragraphs}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${anchor}</w:drawing></mc:Choice><mc:Fallback>${vml}</mc:Fallback></mc:AlternateContent></w:r>`;
}

const COLORS = ["1F4E79", "7A2E5C", "2F6B4F", "8A4B16", "3A3F8F"];
const TEXT_WIDTH = 9638;

/** A section heading: Word's «Titre 1» style, or (every third CV) bold capitals typed by hand. */
function heading(text: string, cv: Cv): string {
  return cv.index % 3 === 2 ? para(text.toUpperCase(), { bold: true, size: 12, color: COLORS[cv.index % COLORS.length] }) : para(text, { style: "Heading1" });
}

function entryParagraphs(e: Entry, cv: Cv, dateHere = true, width = TEXT_WIDTH): string {
  const manualBullets = cv.index % 3 === 1;
  const bullets =
    e.prose && e.bullets.length
      ? para(`${e.bullets.join(". ")}.`)
      : e.bullets.map((b) => (manualBullets ? para(`- ${b}`) : para(b, { bullet: true }))).join("");
  const [first, ...rest] = e.head;
  let head: string;
  if (!dateHere || !e.date) head = para(first, { bold: true, after: 0 });
  else if (cv.datePlacement === "right")
    head = para(
      [
        { text: first, o: { bold: true } },
        { text: `\t${e.date}`, o: { italic: true } },
      ],
      { rightTab: width, after: 0 },
    );
  else if (cv.datePlacement === "before") head = para(e.date, { italic: true, after: 0 }) + para(first, { bold: true, after: 0 });
  else head = para(first, { bold: true, after: 0 }) + para(e.date, { italic: true, after: 0 });
  return head + rest.map((l) => para(l, { after: 0 })).join("") + bullets + para("", { after: 60 });
}

const skillsParagraphs = (cv: Cv) =>
  cv.skillsAsList ? cv.skills.map((s) => para(s, { bullet: true, after: 0 })).join("") : cv.skills.map((s) => para(s)).join("");
const languageParagraphs = (cv: Cv) => cv.languages.map((l) => para(l, { after: 0 })).join("");
const contactLines = (cv: Cv) => [cv.phone, cv.email, ...cv.addressLines, ...cv.extras];

/** What every DOCX layout prints the same way: the title, the career, the profile and the rest. */
type Sections = { color: string; title: string; career: (dated: boolean) => string; rest: string; profile: string };
type Body = { body: string; header?: string };

function sectionsOf(cv: Cv): Sections {
  const color = COLORS[cv.index % COLORS.length];
  const title = para(cv.name, { style: "Title" }) + para(cv.headline, { style: "Subtitle" });
  const career = (dated: boolean) =>
    heading(cv.headings.experience, cv) +
    (dated
      ? table(
          cv.jobs.map((j) => [
            { width: 2200, content: para(j.date, { bold: true, color }) },
            { width: TEXT_WIDTH - 2200, content: entryParagraphs(j, cv, false, TEXT_WIDTH - 2200) },
          ]),
        )
      : cv.jobs.map((j) => entryParagraphs(j, cv)).join("")) +
    heading(cv.headings.education, cv) +
    (dated
      ? table(
          cv.studies.map((s) => [
            { width: 2200, content: para(s.date, { bold: true, color }) },
            { width: TEXT_WIDTH - 2200, content: entryParagraphs(s, cv, false, TEXT_WIDTH - 2200) },
          ]),
        )
      : cv.studies.map((s) => entryParagraphs(s, cv)).join(""));
  const rest =
    heading(cv.headings.skills, cv) +
    skillsParagraphs(cv) +
    heading(cv.headings.languages, cv) +
    languageParagraphs(cv) +
    heading(cv.headings.interests, cv) +
    para(cv.interests);
  const profile = heading(cv.headings.profile, cv) + para(cv.profile);
  return { color, title, career, rest, profile };
}

function paragraphsLayout(cv: Cv, { title, profile, career, rest }: Sections): Body {
  const sep = cv.index % 2 ? " | " : " • ";
  const contact = cv.index % 4 < 2 ? para(contactLines(cv).join(sep), { size: 9 }) : para(contactLines(cv).join("\n"), { size: 9 });
  return { body: title + contact + profile + career(false) + rest };
}

function datesTableLayout(cv: Cv, { title, profile, career, rest }: Sections): Body {
  const contact = table([
    [
      {
        width: TEXT_WIDTH / 2,
        content: contactLines(cv)
          .slice(0, 2)
          .map((l) => para(l, { after: 0 }))
          .join(""),
      },
      {
        width: TEXT_WIDTH / 2,
        content: contactLines(cv)
          .slice(2)
          .map((l) => para(l, { after: 0, align: "right" }))
          .join(""),
      },
    ],
  ]);
  return { body: title + contact + profile + career(true) + rest };
}

function textboxLayout(cv: Cv, { title, profile, career, rest }: Sections): Body {
  const box = contactLines(cv)
    .map((l) => para(l, { size: 9, after: 0 }))
    .join("");
  if (cv.index % 2 === 0) {
    // The contact in a text box anchored in the name's paragraph, on the right.
    const anchored =
      `<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr>${textBox(box, cv.index + 1, cv.index % 4 === 0)}${run(cv.name)}</w:p>` +
      para(cv.headline, { style: "Subtitle" });
    return { body: anchored + profile + career(false) + rest };
  }
  // The contact in the page header, repeated on every page; the name in the body.
  return { body: title + profile + career(false) + rest, header: para(contactLines(cv).join("  ·  "), { size: 8, align: "center", color: "595959" }) };
}

function sidebarTableLayout(cv: Cv, { color, title, profile, career }: Sections): Body {
  const side =
    (cv.index % 2 === 0 ? para(cv.name, { bold: true, size: 18, color: "FFFFFF" }) + para(cv.headline, { color: "FFFFFF" }) : "") +
    para(cv.headings.contact, { bold: true, caps: true, color: "FFFFFF" }) +
    contactLines(cv)
      .map((l) => para(l, { size: 9, color: "FFFFFF", after: 0 }))
      .join("") +
    para(cv.headings.skills, { bold: true, caps: true, color: "FFFFFF" }) +
    cv.skills.map((s) => para(s, { size: 9, color: "FFFFFF", after: 0 })).join("") +
    para(cv.headings.languages, { bold: true, caps: true, color: "FFFFFF" }) +
    cv.languages.map((l) => para(l, { size: 9, color: "FFFFFF", after: 0 })).join("");
  const main = (cv.index % 2 === 0 ? "" : title) + profile + career(false) + heading(cv.headings.interests, cv) + para(cv.interests);
  return {
    body: table([
      [
        { width: 3300, content: side, fill: color },
        { width: TEXT_WIDTH + 1200 - 3300, content: main },
      ],
    ]),
  };
}

function tabsLayout(cv: Cv, { title, profile }: Sections): Body {
  // The way many people lay out a CV in Word: the dates, a tab, the job; the rest indented
  // by the same tab; the contact on two lines split by tabs; skills in a three-column grid.
  const tab = 2300;
  const entries = (list: Entry[]) =>
    list
      .map((e) => {
        const [first, ...more] = e.head;
        const tasks = e.prose && e.bullets.length ? [`${e.bullets.join(". ")}.`] : e.bullets.map((b) => `– ${b}`);
        return (
          para(
            [
              { text: `${e.date}\t`, o: { bold: false } },
              { text: first, o: { bold: true } },
            ],
            { hanging: tab, after: 0 },
          ) +
          [...more, ...tasks].map((l) => para(`\t${l}`, { hanging: tab, after: 0 })).join("") +
          para("", { after: 60 })
        );
      })
      .join("");
  const contact = contactLines(cv);
  const half = Math.ceil(contact.length / 2);
  const contactParas = contact
    .slice(0, half)
    .map((l, i) => para(`${l}${contact[half + i] ? `\t${contact[half + i]}` : ""}`, { rightTab: TEXT_WIDTH, size: 9, after: 0 }))
    .join("");
  const columns = 3;
  const grid = cv.skillsAsList
    ? table(
        Array.from({ length: Math.ceil(cv.skills.length / columns) }, (_, r) =>
          Array.from({ length: columns }, (_, c) => ({
            width: Math.floor(TEXT_WIDTH / columns),
            content: para(cv.skills[r * columns + c] ?? "", { after: 0 }),
          })),
        ),
      )
    : skillsParagraphs(cv);
  return {
    body:
      title +
      contactParas +
      profile +
      heading(cv.headings.experience, cv) +
      entries(cv.jobs) +
      heading(cv.headings.education, cv) +
      entries(cv.studies) +
      heading(cv.headings.skills, cv) +
      grid +
      heading(cv.headings.languages, cv) +
      languageParagraphs(cv) +
      heading(cv.headings.interests, cv) +
      para(cv.interests),
  };
}

const LAYOUT_BODIES: Partial<Record<Cv["layout"], (cv: Cv, sections: Sections) => Body>> = {
  "docx-paragraphs": paragraphsLayout,
  "docx-dates-table": datesTableLayout,
  "docx-textbox": textboxLayout,
  "docx-sidebar-table": sidebarTableLayout,
  "docx-tabs": tabsLayout,
};

function bodyOf(cv: Cv): Body {
  const layoutBody = LAYOUT_BODIES[cv.layout];
  if (!layoutBody) throw new Error(`not a DOCX layout: ${cv.layout}`);
  return layoutBody(cv, sectionsOf(cv));
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="20"/><w:lang w:val="fr-FR"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="48"/><w:color w:val="1F4E79"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="26"/><w:color w:val="595959"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="1F4E79"/></w:pBdr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:caps/><w:sz w:val="24"/><w:color w:val="1F4E79"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>
</w:styles>`;

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

export function docxBytes(cv: Cv): Uint8Array {
  const { body, header } = bodyOf(cv);
  const sectPr = `<w:sectPr>${header ? `<w:headerReference w:type="default" r:id="rId10"/>` : ""}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>`;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${DOC_NS}><w:body>${body}${sectPr}</w:body></w:document>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>${header ? `<Relationship Id="rId10" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>` : ""}</Relationships>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>${header ? `<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>` : ""}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>CV</dc:title><dc:creator>cv-corpus</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2026-01-15T10:00:00Z</dcterms:created></cp:coreProperties>`;
  const files: Zippable = {
    "[Content_Types].xml": strToU8(contentTypes),
    "_rels/.rels": strToU8(rootRels),
    "docProps/core.xml": strToU8(core),
    "word/document.xml": strToU8(document),
    "word/_rels/document.xml.rels": strToU8(rels),
    "word/styles.xml": strToU8(STYLES),
    "word/numbering.xml": strToU8(NUMBERING),
  };
  if (header) files["word/header1.xml"] = strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${W}>${header}</w:hdr>`);
  return zipSync(files, { level: 9, mtime: FIXED_DATE });
}
