import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = join(import.meta.dirname, "..", "docs", "decisions");
const records = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe("the decision records (docs/decisions)", () => {
  it.each(records)("%s opens with its number and title, then its date and status", (name) => {
    const [title, , meta] = readFileSync(join(DIR, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)} — \\S`));
    expect(meta).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
  });

  it("are each listed once in the index, in order", () => {
    const index = readFileSync(join(DIR, "README.md"), "utf8");
    const listed = [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)].map((match) => match[1]);
    expect(listed).toEqual([...records].sort());
  });
});
