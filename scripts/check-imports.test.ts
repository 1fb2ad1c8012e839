import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain Node script, without types
import { circles, importGraph } from "./check-imports.mjs";

describe("the import circle check (npm run lint)", () => {
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
  });
});
