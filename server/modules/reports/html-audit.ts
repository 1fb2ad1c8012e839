import { Parser } from "htmlparser2";
import type { SeoEntry } from "../../db/schema/reports";

/** What one page's HTML holds for the reports: its content links and the SEO facts. */
export type PageAudit = { links: string[]; seo: SeoEntry[] };

export const TITLE_LENGTH = { min: 30, max: 65 };
export const DESCRIPTION_LENGTH = { min: 50, max: 160 };
/**
 * The heaviest page of the demo site (home) weighs about 90 KB of HTML; three times that
 * means something went wrong (an inlined image, a list without pagination).
 */
export const PAGE_WEIGHT_LIMIT = 300 * 1024;

const lengthCheck = (check: string, text: string | null, { min, max }: { min: number; max: number }, missing: string): SeoEntry => {
  if (!text) return { check, ok: false, error: missing };
  const length = [...text].length;
  if (length < min || length > max) return { check, ok: false, value: text, error: `${length} caractères (de ${min} à ${max} conseillés)` };
  return { check, ok: true, value: text };
};

/**
 * Reads a rendered page once. Links are taken from <main> only: the header and footer are
 * the same on every page, so their links would repeat in every report, and the pages they
 * point to are themselves in the site map and crawled.
 */
export function auditHtml(html: string, bytes: number): PageAudit {
  const links: string[] = [];
  let mainDepth = 0;
  let title: string | null = null;
  let inTitle = false;
  let description: string | null = null;
  let canonical: string | null = null;
  let noindex = false;
  let h1Count = 0;
  let imagesWithoutAlt = 0;
  const jsonLd: string[] = [];
  let jsonLdText: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "main") mainDepth += 1;
        else if (name === "a" && mainDepth > 0 && attrs.href !== undefined) links.push(attrs.href.trim());
        else if (name === "title" && title === null) inTitle = true;
        else if (name === "h1") h1Count += 1;
        else if (name === "img" && attrs.alt === undefined) imagesWithoutAlt += 1;
        else if (name === "meta") {
          const key = (attrs.name ?? "").toLowerCase();
          if (key === "description") description = (attrs.content ?? "").trim();
          if (key === "robots" && /noindex/i.test(attrs.content ?? "")) noindex = true;
        } else if (name === "link" && (attrs.rel ?? "").toLowerCase().split(/\s+/).includes("canonical")) canonical = attrs.href ?? "";
        else if (name === "script" && (attrs.type ?? "").toLowerCase() === "application/ld+json") jsonLdText = "";
      },
      ontext(text) {
        if (inTitle) title = (title ?? "") + text;
        if (jsonLdText !== null) jsonLdText += text;
      },
      onclosetag(name) {
        if (name === "main") mainDepth = Math.max(0, mainDepth - 1);
        if (name === "title") inTitle = false;
        if (name === "script" && jsonLdText !== null) {
          jsonLd.push(jsonLdText);
          jsonLdText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();

  const titleText = (title as string | null)?.replace(/\s+/g, " ").trim() || null;
  const unparsable = jsonLd.filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }).length;
  const seo: SeoEntry[] = [
    lengthCheck("title", titleText, TITLE_LENGTH, "Balise <title> absente"),
    lengthCheck("description", description, DESCRIPTION_LENGTH, "Meta description absente"),
    h1Count === 1
      ? { check: "h1", ok: true, value: 1 }
      : { check: "h1", ok: false, value: h1Count, error: h1Count === 0 ? "Aucun titre h1" : `${h1Count} titres h1 (un seul attendu)` },
    canonical ? { check: "canonical", ok: true, value: canonical } : { check: "canonical", ok: false, error: "Lien canonique absent" },
    imagesWithoutAlt === 0
      ? { check: "imagesAlt", ok: true, value: 0 }
      : { check: "imagesAlt", ok: false, value: imagesWithoutAlt, error: `${imagesWithoutAlt} image(s) sans attribut alt` },
    jsonLd.length === 0
      ? { check: "jsonLd", ok: false, value: 0, error: "Aucune donnée structurée JSON-LD" }
      : unparsable > 0
        ? { check: "jsonLd", ok: false, value: jsonLd.length, error: `${unparsable} bloc(s) JSON-LD illisible(s)` }
        : { check: "jsonLd", ok: true, value: jsonLd.length },
    noindex
      ? { check: "noindex", ok: false, value: "noindex", error: "La page demande à ne pas être indexée" }
      : { check: "noindex", ok: true, value: "index" },
    bytes > PAGE_WEIGHT_LIMIT
      ? { check: "weight", ok: false, value: bytes, error: `Page de ${Math.round(bytes / 1024)} Ko (plus de ${PAGE_WEIGHT_LIMIT / 1024} Ko)` }
      : { check: "weight", ok: true, value: bytes },
  ];
  return { links: [...new Set(links)], seo };
}
