// Writes `file.br` and `file.gz` beside each compressible built asset, once per build, so the
// server sends stored bytes (serveStatic's `precompressed`) instead of compressing per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Returns how many files were compressed in `dir` (the client build). */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const bytes = await readFile(path);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    );
    await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
