// Writes the CV corpus: `npm run corpus:cv` (tests/fixtures/cv-corpus/README.md).
// Each CV has its own seeded generator (from its number), so a rerun writes the same files and
// raising COUNT adds CVs without changing the others.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumPrinter, type Printer } from "./chromium-writer";
import { cvOf, generatorOf, LAYOUTS } from "./cv-model";
import { docxBytes } from "./docx-writer";
import { htmlOf } from "./html-templates";
import { personOf } from "./people";
import { pdfLibBytes } from "./pdf-lib-writer";
import { seeded, seedOf } from "./random";

export const COUNT = Number(process.env.CV_CORPUS_COUNT ?? 70);
/**
 * CV_CORPUS_FROM=70 CV_CORPUS_COUNT=112 CV_CORPUS_DIR=/tmp/held-out writes CVs the committed
 * corpus does not hold (new people, the same layouts): a set the reader was never tuned on.
 * CV_CORPUS_VOCABULARY=held-out also draws trades, titles, employers, schools, degree fields
 * and towns from other lists (held-out-vocabulary.ts), to measure the reader on words it has
 * never seen, as on real CVs:
 *   CV_CORPUS_VOCABULARY=held-out CV_CORPUS_DIR=/tmp/held-out-vocabulary npm run corpus:cv
 */
const FROM = Number(process.env.CV_CORPUS_FROM ?? 0);
const OUT = process.env.CV_CORPUS_DIR ?? join(import.meta.dirname, "../../tests/fixtures/cv-corpus");

const slugOf = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (/^\d\d-.*\.(pdf|docx|json|html)$/.test(file)) rmSync(join(OUT, file));
  let printer: Printer | null = null;
  try {
    for (let index = FROM; index < COUNT; index++) {
      const rng = seeded(seedOf(`cv-corpus:${index}`));
      const person = personOf(rng, index);
      const layout = LAYOUTS[index % LAYOUTS.length];
      const slug = `${String(index + 1).padStart(2, "0")}-${slugOf(`${person.firstName} ${person.lastName}`)}-${person.profession.key}`;
      const cv = cvOf(rng, index, slug, layout, person);
      let bytes: Uint8Array;
      switch (generatorOf(layout)) {
        case "chromium":
          printer ??= await chromiumPrinter();
          bytes = await printer.print(htmlOf(cv), cv.footer ? cv.name : undefined);
          if (process.env.CV_CORPUS_HTML) writeFileSync(join(OUT, `${slug}.html`), htmlOf(cv));
          break;
        case "pdf-lib":
          bytes = await pdfLibBytes(cv);
          break;
        default:
          bytes = docxBytes(cv);
      }
      writeFileSync(join(OUT, cv.expected.corpus.file), bytes);
      writeFileSync(join(OUT, `${slug}.expected.json`), JSON.stringify(cv.expected, null, 2) + "\n");
      console.log(`${cv.expected.corpus.file}  ${layout}  ${(bytes.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await (printer as Printer | null)?.close();
  }
}

await main();
