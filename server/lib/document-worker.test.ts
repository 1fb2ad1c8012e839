import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { DOCUMENT_WORKER_LIMITS, inDocumentWorker, UnreadableDocument } from "./document-worker";
import { inflateBudget, inflateWithin, DocumentTooLarge } from "./document-worker-inflate";
import { deflatedRepeat } from "../../tests/support/document-bombs";

const cv = () => readFile(join(import.meta.dirname, "../../tests/fixtures/resumes/cv.pdf"));

describe("inDocumentWorker", () => {
  it("reads a document in a worker and answers what it found", async () => {
    const { text } = await inDocumentWorker<{ text: string }>({ kind: "resume-reading", bytes: await cv(), mime: "application/pdf" });
    expect(text).toContain("Camille Durand");
  });

  it("terminates a worker past its time budget: «Lecture trop longue», the event loop free meanwhile", async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const started = performance.now();
    const reading = inDocumentWorker({ kind: "resume-reading", bytes: await cv(), mime: "application/pdf" }, { ...DOCUMENT_WORKER_LIMITS, timeMs: 50 });
    await expect(reading).rejects.toThrow(new UnreadableDocument("too-slow"));
    histogram.disable();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(histogram.max / 1e6).toBeLessThan(1_000);
  });

  it("refuses a job it does not know as unreadable", async () => {
    await expect(inDocumentWorker({ kind: "resume-reading", bytes: new Uint8Array(10), mime: "image/png" })).rejects.toMatchObject({ failure: "unreadable" });
  });
});

describe("inflateWithin", () => {
  it("counts the bytes really inflated, whatever was declared, and stops past the budget", () => {
    expect(inflateWithin(deflatedRepeat(0x41, 2), inflateBudget())).toHaveLength(2 * 1024 * 1024);
    const budget = inflateBudget(10 * 1024 * 1024);
    expect(() => inflateWithin(deflatedRepeat(0, 1024), budget, false)).toThrow(DocumentTooLarge);
    // Stopped within one step of the budget, far from the gigabyte.
    expect(budget.remaining).toBeGreaterThan(-20 * 1024 * 1024);
  });
});
