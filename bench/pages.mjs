// Benchmark (not a test): five public pages side by side, each at 50 and 200 connections:
//   - a bare node:http server writing the same compressed bytes (what Node itself can do),
//   - ours on a cache hit,
//   - ours rendering (a unique value of a parameter the cache keys on: every request renders),
// with requests/s, p99 and the bytes on the wire against gzip -9 of the same HTML; then
// /api/get_version's latency while the home page renders at 200 connections, and
// search_positions under load for the 20 most common searches.
// Load comes from wrk (bench/wrk.mjs), 2 threads, on the same 2-core machine.
// Usage: npm run bench (builds first if needed); BENCH_SECONDS per run (default 5).
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { readOften, startBenchServer } from "./bench-server.mjs";
import { probeWhile } from "./probe.mjs";
import { ACCEPT, SECONDS, createWrk, figures } from "./wrk.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = PORT + 1;
const CONNECTIONS = [50, 200];
const run = promisify(execFile);

/** The searches visitors make most: browsing, a job, a place, a contract, and mixes. */
const COMMON_SEARCHES = [
  "",
  "page=2",
  "query=ingenieur",
  "query=commercial",
  "query=comptable",
  "query=technicien",
  "query=chef%20de%20chantier",
  "query=conducteur%20de%20travaux",
  "location=69",
  "location=Lyon",
  "location=Paris",
  "location=Gironde",
  "location=33",
  "contract=CDI",
  "contract=CDD",
  "contract=Freelance",
  "salaryMin=40000",
  "query=technicien&location=69",
  "query=ingenieur&contract=CDI",
  "location=Lyon&contract=CDI",
];

/** A node:http server writing the given bytes, as a page cache at Node's own speed would. */
async function bareServer(body, headers) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, "Content-Length": String(body.byteLength) });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(BARE_PORT, "127.0.0.1", resolve));
  return server;
}

const { base: BASE, stop } = await startBenchServer(
  PORT,
  { TASKS_ENABLED: "false", RENDER_BUDGET_PER_MINUTE: "1000000", SEARCH_BUDGET_PER_MINUTE: "1000000", LOG_LEVEL: "info" },
  { quiet: true },
);
const { load, uniqueScript, rotatingScript, close } = await createWrk(BASE);
// Where curl writes the bytes of a page as sent.
const scratch = mkdtempSync(join(tmpdir(), "bench-pages-"));
try {
  const html = async (path) => (await fetch(BASE + path)).text();
  const firstLink = async (path, pattern, fallback) => (await html(path)).match(pattern)?.[1] ?? fallback;
  const pages = {
    "/": "/",
    "/nos-offres": "/nos-offres",
    "an agency": await firstLink("/nos-agences", /href="(\/nos-agences\/[^"/?#]+)"/, "/nos-agences/cabinet-recrutement-lyon"),
    "a job sheet": await firstLink("/catalogue-fiches-metier", /href="(\/fiche-metier\/[^"/?#]+)"/, "/fiche-metier/conducteur-de-travaux"),
    "an offer": await firstLink("/nos-offres", /href="(\/nos-offres\/[^"/]+\/\d+)"/, "/nos-offres"),
  };
  console.log(`wrk, 2 threads, ${SECONDS} s per run, Accept-Encoding: ${ACCEPT}\n`);
  for (const [label, path] of Object.entries(pages)) {
    // Stored, sent (headers recorded), then made smallest, as a page people read.
    await readOften(BASE + path, { "Accept-Encoding": ACCEPT });
    const plain = Buffer.from(await html(path));
    // The smallest bytes replace the quick ones in the background: read until they stop shrinking.
    let wire = await onTheWire(path);
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const again = await onTheWire(path);
      if (again.bytes >= wire.bytes) break;
      wire = again;
    }
    const gzip9 = gzipSync(plain, { level: 9 }).length;
    console.log(
      `${label} (${path}): ${(plain.length / 1024).toFixed(1)} KB of HTML, ${(wire.bytes / 1024).toFixed(1)} KB on the wire (${wire.encoding ?? "identity"}; gzip -9: ${(gzip9 / 1024).toFixed(1)} KB), X-Page-Cache: ${wire.cache}`,
    );
    const bare = await bareServer(wire.body, { "Content-Type": "text/html; charset=utf-8", ...(wire.encoding ? { "Content-Encoding": wire.encoding } : {}) });
    try {
      // Not measured: a server's first seconds under load pay for compiling its hot code and
      // for collecting the garbage its start left (the first run's p99 was several times the next).
      const bareUrl = `http://127.0.0.1:${BARE_PORT}${path}`;
      for (const url of [bareUrl, BASE + path]) await load(url, CONNECTIONS[0], undefined, 2);
      for (const connections of CONNECTIONS) {
        const row = [
          `bare node:http ${figures(await load(bareUrl, connections))}`,
          `hit ${figures(await load(BASE + path, connections))}`,
          `render ${figures(await load(BASE + path, connections, uniqueScript(path)))}`,
        ];
        console.log(`  ${String(connections).padStart(3)} connections: ${row.join(" | ")}`);
      }
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  }

  const searches = COMMON_SEARCHES.map((query) => `/api/jobs/search_positions${query ? `?${query}` : ""}`);
  for (const connections of CONNECTIONS) {
    console.log(
      `search_positions, the ${searches.length} most common searches, ${connections} connections: ${figures(await load(BASE, connections, rotatingScript(searches)))}`,
    );
  }

  // Last: the renders it leaves queued would slow whatever came next.
  const { result, probe } = await probeWhile(BASE, () => load(`${BASE}/`, 200, uniqueScript("/")));
  console.log(`\n/ rendering at 200 connections: ${figures(result)}; meanwhile /api/get_version ${probe}`);

  /** The bytes a browser receives for a page, and their encoding. */
  async function onTheWire(path) {
    const { stdout } = await run("curl", ["-s", "-D", "-", "-o", join(scratch, "body"), "-H", `Accept-Encoding: ${ACCEPT}`, BASE + path], { encoding: "utf8" });
    const header = (name) => stdout.match(new RegExp(`^${name}:\\s*(\\S+)`, "im"))?.[1] ?? null;
    const body = readFileSync(join(scratch, "body"));
    return { encoding: header("content-encoding"), cache: header("x-page-cache"), body, bytes: body.length };
  }
} finally {
  stop();
  close();
  rmSync(scratch, { recursive: true, force: true });
}
