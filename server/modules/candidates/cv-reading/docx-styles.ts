// A Word document's styles (styles.xml): each paragraph style's look (bold, size, capitals),
// inherited along its «based on» chain, and whether it makes a heading or a list item.
import { Parser } from "htmlparser2";

export type Look = { bold: boolean; size: number | null; caps: boolean };
export type Style = { name: string; basedOn: string | null; look: Partial<Look> };

export const MAX_PART = 8 * 1024 * 1024;

/** A toggle property (<w:b/>, <w:caps w:val="0"/>): on unless its value says off. */
export const on = (attribs: Record<string, string>) => !/^(?:0|false|off|none)$/i.test(attribs["w:val"] ?? "true");

/** styles.xml: each style's name, parent and run look; the document's default size. */
export function readStyles(xml: string): { styles: Map<string, Style>; defaultSize: number } {
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

export function styleLook(styles: Map<string, Style>, id: string | null): { look: Partial<Look>; heading: boolean; list: boolean } {
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
