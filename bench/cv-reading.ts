// CV reading bench (issue 46): reads every CV of tests/fixtures/cv-corpus through
// readResumeDocument, in process, and scores it against its expected JSON by the rules of
// scripts/cv-corpus/scoring.ts. Prints precision, recall and F1 per field, the mean F1 per
// layout and the five worst documents; `--json` prints the same figures as JSON.
// A bench, not a test: it always exits 0. Goal: F1 ≥ 0.90 for every field.
//
//   npm run bench:cv-reading [-- --json]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { readResumeDocument } from "../server/modules/candidates/resume-document";
import type { Expected } from "../scripts/cv-corpus/cv-model";
import { addCounts, emptyScore, FIELDS, figures, macroF1, scoreDocument, type DocumentScore, type Reading } from "../scripts/cv-corpus/scoring";

const GOAL = 0.9;
// CV_CORPUS_DIR: another folder of the same kind (a held-out set, with other people or other
// words: CV_CORPUS_FROM, CV_CORPUS_VOCABULARY in scripts/cv-corpus/main.ts).
const CORPUS = process.env.CV_CORPUS_DIR ?? join(import.meta.dirname, "../tests/fixtures/cv-corpus");
const json = process.argv.includes("--json");

type Result = { file: string; layout: string; generator: string; ms: number; error?: string; score: DocumentScore; f1: number };

async function main() {
  const files = readdirSync(CORPUS)
    .filter((f) => f.endsWith(".expected.json"))
    .sort();
  const results: Result[] = [];
  for (const file of files) {
    const expected = JSON.parse(readFileSync(join(CORPUS, file), "utf8")) as Expected;
    const bytes = new Uint8Array(readFileSync(join(CORPUS, expected.corpus.file)));
    const started = performance.now();
    let reading: Reading | null = null;
    let error: string | undefined;
    try {
      reading = (await readResumeDocument(bytes, expected.corpus.mime)).reading;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const ms = performance.now() - started;
    const score = scoreDocument(expected, reading);
    results.push({ file: expected.corpus.file, layout: expected.corpus.layout, generator: expected.corpus.generator, ms, error, score, f1: macroF1(score) });
  }

  const total = emptyScore();
  for (const r of results) addCounts(total, r.score);
  const fields = FIELDS.map((field) => ({ field, ...figures(total[field]) }));
  const macro = fields.reduce((s, f) => s + f.f1, 0) / fields.length;
  const layouts = [...new Set(results.map((r) => r.layout))].sort().map((layout) => {
    const mine = results.filter((r) => r.layout === layout);
    const sum = emptyScore();
    for (const r of mine) addCounts(sum, r.score);
    return { layout, documents: mine.length, meanF1: macroF1(sum) };
  });
  const worst = [...results].sort((a, b) => a.f1 - b.f1).slice(0, 5);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);

  if (json) {
    console.log(
      JSON.stringify(
        {
          goal: GOAL,
          documents: results.length,
          macroF1: macro,
          fields,
          layouts,
          worst: worst.map((r) => ({ file: r.file, layout: r.layout, f1: r.f1, error: r.error })),
          documentsDetail: results.map((r) => ({ file: r.file, layout: r.layout, f1: r.f1, ms: r.ms, error: r.error })),
          timeMs: { total: ms.reduce((a, b) => a + b, 0), p50: ms[Math.floor(ms.length / 2)], max: ms[ms.length - 1] },
        },
        null,
        2,
      ),
    );
    return;
  }

  const pct = (x: number) => x.toFixed(2);
  console.log(`CV reading: ${results.length} documents of ${CORPUS} (goal: F1 ≥ ${GOAL.toFixed(2)} for every field)\n`);
  console.log(
    `${"field".padEnd(20)} ${"prec.".padStart(6)} ${"recall".padStart(6)} ${"F1".padStart(6)}   ${"tp".padStart(4)} ${"fp".padStart(4)} ${"fn".padStart(4)}`,
  );
  for (const f of fields)
    console.log(
      `${f.field.padEnd(20)} ${pct(f.precision).padStart(6)} ${pct(f.recall).padStart(6)} ${pct(f.f1).padStart(6)}   ${String(f.tp).padStart(4)} ${String(f.fp).padStart(4)} ${String(f.fn).padStart(4)}  ${f.f1 >= GOAL ? "ok" : "below goal"}`,
    );
  console.log(
    `${"macro F1".padEnd(20)} ${"".padStart(6)} ${"".padStart(6)} ${pct(macro).padStart(6)}   (${fields.filter((f) => f.f1 >= GOAL).length}/${fields.length} fields at the goal)\n`,
  );
  console.log("mean F1 per layout");
  for (const l of layouts) console.log(`  ${l.layout.padEnd(22)} ${String(l.documents).padStart(3)} docs  ${pct(l.meanF1)}`);
  console.log("\nworst documents");
  for (const r of worst) console.log(`  ${pct(r.f1)}  ${r.file} (${r.layout})${r.error ? `  error: ${r.error}` : ""}`);
  console.log(
    `\ntime: ${(ms.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in all, p50 ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms`,
  );
}

await main();
process.exitCode = 0;
