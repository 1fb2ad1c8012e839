import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain Node script, without types
import { circles, importGraph, layerViolations } from "./check-imports.mjs";

describe("the import checks (npm run lint)", () => {
  it("finds a loop through several files, and a file importing itself, not a chain", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
      ["f.ts", ["d.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });

  it("reads the tree's imports: relative, aliased, type-only and lazy", () => {
    const graph: Map<string, string[]> = importGraph();
    const manager = "app/components/admin/manager";
    expect(graph.get(`${manager}/image-field.tsx`)).toContain(`${manager}/control-props.ts`); // import type
    expect(graph.get(`${manager}/form-control.tsx`)).toEqual(expect.arrayContaining([`${manager}/rich-text-editor.tsx`, "app/lib/lazy-part.tsx"])); // import(), ~/
    expect(graph.get("server/lib/sql.ts")).toContain("common/format/slug.ts"); // ../../
    // Scripts, benches and the journeys are read too: no circle anywhere in the tree.
    expect(graph.get("scripts/cv-corpus/cv-entries.ts")).toContain("scripts/cv-corpus/cv-parts.ts");
    expect(graph.get("bench/cv-reading.ts")).toContain("scripts/cv-corpus/cv-model.ts");
    expect(graph.get("tests/e2e/job-survey.spec.ts")).toContain("tests/support/e2e-test.ts");
  });

  it("refuses a module importing a later module or a manager, and a module without a place", () => {
    const graph = new Map([
      ["server/modules/mail/mail.service.ts", ["server/modules/tasks/tasks.service.ts", "server/lib/errors.ts"]],
      ["server/modules/tasks/tasks.service.ts", ["server/modules/mail/mail.service.ts"]],
      ["server/modules/geo/geo.service.ts", ["server/resources/types.ts"]],
      ["server/modules/news/news.service.ts", []],
      ["server/resources/geo.resource.ts", ["server/modules/geo/geo.service.ts"]],
    ]);
    expect(layerViolations(graph, ["geo", "mail", "tasks"])).toEqual([
      "server/modules/mail/mail.service.ts importe server/modules/tasks/tasks.service.ts : «mail» vient avant «tasks» dans MODULE_ORDER, il ne peut pas l'importer",
      "server/modules/geo/geo.service.ts importe server/resources/types.ts : un module n'importe jamais server/resources/ (les gestionnaires s'appuient sur les modules)",
      "server/modules/news/news.service.ts : le module «news» n'a pas de place dans MODULE_ORDER (scripts/check-imports.mjs)",
    ]);
  });
});
