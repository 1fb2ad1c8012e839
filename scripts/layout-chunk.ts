import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** What rolldown tells a chunk-naming function about the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/**
 * A chunk-naming function for rolldown's `codeSplitting.groups`: the app's modules that
 * `rootModule` imports statically (header, footer, providers: what every page loads), with the
 * icons they use, named `layout`; `null` for any other module (decision 0040).
 *
 * Left alone, the bundler gives each module shared with some other route a file of its own:
 * 14 more requests on every first load for a few hundred bytes each, and worse compression.
 */
export function layoutChunk(rootModule: string) {
  let members: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    members ??= staticallyImported(rootModule, ctx);
    return members.has(id) ? "layout" : null;
  };
}

function staticallyImported(rootModule: string, ctx: ChunkingContext): Set<string> {
  const iconFiles = lucideIconFiles();
  const members = new Set<string>();
  const stack = [rootModule];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (members.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    members.add(id);
    stack.push(...info.importedIds.filter(isOwnOrIconModule), ...importedIcons(info.code ?? "", iconFiles));
  }
  return members;
}

/**
 * The app's own modules, and lucide's icon files with their helpers; not lucide's barrel, which
 * imports every icon there is, nor other packages (React has its own chunk).
 */
const isOwnOrIconModule = (id: string) => !id.includes("node_modules") || (/[\\/]lucide-react[\\/]/.test(id) && !id.endsWith("lucide-react.mjs"));

/** Each lucide-react export name and the file of the icon it names, read from the package's barrel. */
export function lucideIconFiles(): Map<string, string> {
  const barrel = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/[\\/]cjs[\\/]lucide-react\.js$/, "/esm/lucide-react.mjs");
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, "utf8").matchAll(/export \{([^}]+)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names.matchAll(/as (\w+)/g)) files.set(name, join(dirname(barrel), file));
  }
  return files;
}

/** The icon files a module's code imports by name from lucide-react (the barrel hides them). */
export function importedIcons(code: string, iconFiles: Map<string, string>): string[] {
  const files: string[] = [];
  for (const [, names] of code.matchAll(/import\s*\{([^}]+)\}\s*from\s*["']lucide-react["']/g)) {
    for (const name of names.split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
      const file = iconFiles.get(name);
      if (file) files.push(file);
    }
  }
  return files;
}
