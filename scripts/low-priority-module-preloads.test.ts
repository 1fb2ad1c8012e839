import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { withLowPriorityPreloads } from "./low-priority-module-preloads";

const production = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
const withScripts = readdirSync(production)
  .filter((file) => file.endsWith(".mjs"))
  .map((file) => readFileSync(join(production, file), "utf8"))
  .find((code) => code.includes("function Scripts("));

describe("withLowPriorityPreloads", () => {
  it("marks the three preload links of the installed React Router's <Scripts>, and only those", () => {
    expect(withScripts).toBeDefined();
    const patched = withLowPriorityPreloads(withScripts!);
    expect(patched.split('fetchPriority: "low"').length - 1).toBe(3);
    // The links React Router prefetches on intent (PrefetchPageLinks) keep theirs.
    expect(patched.split('rel: "modulepreload",').length).toBe(withScripts!.split('rel: "modulepreload",').length);
  });

  it("stops the build when <Scripts> no longer has those links", () => {
    expect(() => withLowPriorityPreloads('function Scripts() { return link({ rel: "modulepreload", href }); }\nfunction next() {}')).toThrow(/décision 0049/);
  });
});
