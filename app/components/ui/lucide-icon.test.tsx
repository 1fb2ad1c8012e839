import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { importedIcons, lucideIconFiles } from "../../../scripts/layout-chunk";
import createLucideIcon, { type LucideIconData } from "./lucide-icon";

/** The file of every lucide icon the app imports, found as the layout chunk finds them. */
function iconFilesTheAppUses(files: Map<string, string>): string[] {
  const used = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) for (const file of importedIcons(readFileSync(path, "utf8"), files)) used.add(file);
    }
  };
  walk("app");
  return [...used].sort();
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
  const used = iconFilesTheAppUses(files);

  it("finds the icons the app draws", () => {
    expect(used.length).toBeGreaterThan(80);
    expect(used).toContain(files.get("ChevronDown"));
  });

  it("draws every icon the app uses as lucide-react's own does, whatever the props", async () => {
    for (const file of used) {
      const name = basename(file, ".mjs");
      const module = (await import(pathToFileURL(file).href)) as { default: ComponentType<Record<string, unknown>>; __iconData: LucideIconData };
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
