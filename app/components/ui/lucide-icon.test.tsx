import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lucideIconFiles } from "../../../scripts/layout-chunk";
import createLucideIcon, { type LucideIconData } from "./lucide-icon";

/** Every icon name the app imports from lucide-react. */
function iconsTheAppUses(): string[] {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name))
        for (const [, list] of readFileSync(path, "utf8").matchAll(/import\s*\{([^}]+)\}\s*from\s*"lucide-react"/g))
          for (const part of list.split(",")) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (name && !name.startsWith("type ")) names.add(name);
          }
    }
  };
  walk("app");
  return [...names].sort();
}

const VARIANTS: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0" },
  { className: "lucide mt-1  size-5" },
  { "aria-label": "retirer", className: "size-4" },
  { "aria-hidden": "true" },
  { role: "img" },
  { size: 16, strokeWidth: 1.5 },
  { size: 32, absoluteStrokeWidth: true },
  { width: 20, height: 12, color: "#c2410c" },
  { nonScalingStroke: true },
];

describe("createLucideIcon (the production build's, decision 0044)", () => {
  const files = lucideIconFiles();
  const names = iconsTheAppUses().filter((name) => files.has(name));

  it("finds the icons the app draws", () => {
    expect(names.length).toBeGreaterThan(80);
    expect(names).toContain("ChevronDown");
  });

  it("draws every icon the app uses as lucide-react's own does, whatever the props", async () => {
    for (const name of names) {
      const module = (await import(pathToFileURL(files.get(name)!).href)) as { default: ComponentType<Record<string, unknown>>; __iconData: LucideIconData };
      const Lucide = module.default;
      const Ours = createLucideIcon(module.__iconData) as ComponentType<Record<string, unknown>>;
      for (const props of VARIANTS) {
        expect(renderToStaticMarkup(<Ours {...props} />), `${name} ${JSON.stringify(props)}`).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
      expect(
        renderToStaticMarkup(
          <Ours aria-label="Fermer">
            <title>Fermer</title>
          </Ours>,
        ),
      ).toBe(
        renderToStaticMarkup(
          <Lucide aria-label="Fermer">
            <title>Fermer</title>
          </Lucide>,
        ),
      );
    }
  });
});
