// No import circles (npm run lint): no file of app/, common/ or server/ imports itself back
// through others. Reads import and export specifiers, `import type` and `import()` included
// (a type-only circle still ties the files together for whoever reads them); tests apart.
// A linear pass in Node: ESLint's import plugins resolve every file again for each file.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const ALIASES = { "~/": "app/", "~common/": "common/" };
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$|\.testing\.ts$/;

function sourceFiles(dir) {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveSpecifier(from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith(".")) base = join(dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(ts|tsx|js|mjs)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${stem}.js`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:^|[^\w.])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function importGraph(dirs = ["app", "common", "server"]) {
  const graph = new Map();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), "utf8");
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveSpecifier(file, match[1] ?? match[2]);
      if (target && !TEST.test(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
export function circles(graph) {
  let index = 0;
  const indexOf = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    found = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const found = circles(importGraph());
  for (const circle of found) console.error(`Import circulaire entre ${circle.length} fichiers : ${circle.join(", ")}`);
  process.exit(found.length > 0 ? 1 : 0);
}
