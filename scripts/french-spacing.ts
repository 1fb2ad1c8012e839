/**
 * Applies `frenchSpacing` to the text a visitor reads in the source: string and template
 * literals and JSX text of the pages, the shared wording, the e-mails and the demo content.
 * `npx tsx scripts/french-spacing.ts --write` fixes them; the typography test lists what
 * is left (`spacingIssues`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { frenchSpacing } from "../common/format/typography";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// Git pathspecs: «*» crosses folders.
const SOURCES = ["app/*.ts", "app/*.tsx", "common/*.ts", "server/modules/*.mail.ts", "server/modules/mail/*.ts", "server/seed/*.ts"];
// Attributes that hold code, not words.
const CODE_ATTRIBUTES = /^(className|href|to|src|srcSet|sizes|d|viewBox|id|type|name|autoComplete|rel|inputMode|pattern|method|action)$/;

export function displayedSourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", ...SOURCES], { cwd: ROOT, encoding: "utf8" });
  return listed.split("\n").filter((file) => file && !/\.test\.tsx?$/.test(file));
}

function isWording(node: ts.Node): boolean {
  if (!(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))) return false;
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isJsxAttribute(parent) && CODE_ATTRIBUTES.test(parent.name.getText())) return false;
  return true;
}

/** The file's text with its wording fixed, and the lines that changed. */
export function fixFile(file: string): { text: string; changed: string[] } {
  const original = readFileSync(`${ROOT}/${file}`, "utf8");
  const source = ts.createSourceFile(file, original, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const spans: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (isWording(node)) spans.push({ start: node.getStart(source), end: node.getEnd() });
    ts.forEachChild(node, visit);
  };
  visit(source);
  let text = original;
  const changed: string[] = [];
  for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
    const before = text.slice(start, end);
    const after = frenchSpacing(before);
    if (after === before) continue;
    text = text.slice(0, start) + after + text.slice(end);
    const line = source.getLineAndCharacterOfPosition(start).line + 1;
    changed.push(`${file}:${line}: ${before.trim().slice(0, 100)}`);
  }
  return { text, changed };
}

/** Every literal a visitor reads that breaks the rule, as «file:line: text». */
export function spacingIssues(): string[] {
  return displayedSourceFiles().flatMap((file) => fixFile(file).changed);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes("--write");
  for (const file of displayedSourceFiles()) {
    const { text, changed } = fixFile(file);
    if (changed.length === 0) continue;
    console.log(changed.join("\n"));
    if (write) writeFileSync(`${ROOT}/${file}`, text);
  }
}
