import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { layoutChunk } from "./layout-chunk";

const lucide = dirname(createRequire(import.meta.url).resolve("lucide-react")).replace(/[\\/]cjs$/, "/esm");
const icon = (file: string) => join(lucide, "icons", file);

/** A module graph as rolldown describes it to a chunk-naming function. */
function graph(modules: Record<string, { code?: string; imports?: string[] }>) {
  return {
    getModuleInfo: (id: string) => (id in modules ? { code: modules[id].code ?? "", importedIds: modules[id].imports ?? [] } : null),
  };
}

describe("layoutChunk", () => {
  const ctx = graph({
    "/app/root.tsx": { imports: ["/app/header.tsx", "/node_modules/react/index.js", join(lucide, "lucide-react.mjs")] },
    "/app/header.tsx": {
      code: 'import { ChevronDown, Mail as MailIcon } from "lucide-react";\n',
      imports: ["/app/nav-link.tsx", join(lucide, "lucide-react.mjs")],
    },
    "/app/nav-link.tsx": {},
    "/app/routes/home.tsx": { code: 'import { Award } from "lucide-react";\n', imports: ["/app/nav-link.tsx", "/app/carousel.tsx"] },
    "/app/carousel.tsx": {},
    "/node_modules/react/index.js": {},
    [join(lucide, "lucide-react.mjs")]: { imports: [icon("award.mjs"), icon("chevron-down.mjs"), icon("mail.mjs")] },
    [icon("chevron-down.mjs")]: { imports: [join(lucide, "createLucideIcon.mjs")] },
    [icon("mail.mjs")]: { imports: [join(lucide, "createLucideIcon.mjs")] },
    [icon("award.mjs")]: { imports: [join(lucide, "createLucideIcon.mjs")] },
    [join(lucide, "createLucideIcon.mjs")]: {},
  });
  const nameOf = layoutChunk("/app/root.tsx");

  it("names the app modules the root imports, however deep, and the icons they import", () => {
    for (const id of [
      "/app/root.tsx",
      "/app/header.tsx",
      "/app/nav-link.tsx",
      icon("chevron-down.mjs"),
      icon("mail.mjs"),
      join(lucide, "createLucideIcon.mjs"),
    ]) {
      expect(nameOf(id, ctx), id).toBe("layout");
    }
  });

  it("leaves a page's own modules and icons, other packages and lucide's barrel to the bundler", () => {
    for (const id of ["/app/routes/home.tsx", "/app/carousel.tsx", icon("award.mjs"), "/node_modules/react/index.js", join(lucide, "lucide-react.mjs")]) {
      expect(nameOf(id, ctx), id).toBeNull();
    }
  });
});
