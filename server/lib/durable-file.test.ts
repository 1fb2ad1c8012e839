import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { removeLeftoverParts, writeFileDurably } from "./durable-file";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "durable-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("writeFileDurably", () => {
  it("leaves the whole file under its name and no .part behind", async () => {
    await writeFileDurably(join(dir, "cv.pdf"), new TextEncoder().encode("%PDF-1.4 contenu"));
    expect(await readFile(join(dir, "cv.pdf"), "utf8")).toBe("%PDF-1.4 contenu");
    expect(await readdir(dir)).toEqual(["cv.pdf"]);
  });

  it("refuses to replace an existing file when exclusive, keeping the first one", async () => {
    await expect(writeFileDurably(join(dir, "cv.pdf"), new Uint8Array([1]), { exclusive: true })).rejects.toMatchObject({ code: "EEXIST" });
    expect(await readFile(join(dir, "cv.pdf"), "utf8")).toBe("%PDF-1.4 contenu");
    expect(await readdir(dir)).toEqual(["cv.pdf"]);
  });
});

describe("removeLeftoverParts", () => {
  it("removes the half-written files a crash left, at any depth, and nothing else", async () => {
    await mkdir(join(dir, "resumes"), { recursive: true });
    await writeFile(join(dir, "resumes", "a.pdf.part"), "moitié");
    await writeFile(join(dir, "1-2.eml.part"), "moitié");
    await writeFile(join(dir, "resumes", "b.pdf"), "entier");
    expect(await removeLeftoverParts(dir)).toBe(2);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(["cv.pdf", "resumes", join("resumes", "b.pdf")].sort());
    expect(await removeLeftoverParts(join(dir, "absent"))).toBe(0);
  });
});
