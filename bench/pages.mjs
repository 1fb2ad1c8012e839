// Benchmark (not a test): five public pages side by side, each at 50 and 200 connections:
//   - a bare node:http server writing the same compressed bytes (what Node itself can do),
//   - ours on a cache hit,
//   - ours rendering (a unique value of a parameter the cache keys on: every request renders),
// with requests/s, p99 and the bytes on the wire against gzip -9 of the same HTML; then
// /api/get_version's latency while the home page renders at 200 connections, and
// search_positions under load for the 20 most common searches.
// Load comes from wrk (apt-get install wrk), 2 threads, on the same 2-core machine.
// Usage: npm run bench (builds first if needed); BENCH_SECONDS per run (default 5).
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { readOften, startBenchServer } from "./bench-server.mjs";
import { probeWhile } from "./probe.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [50, 200];
const ACCEPT = "br, gzip";
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

await run("wrk", ["--version"]).catch((error) => {
  // wrk prints its version and exits 1: only a missing binary is an error.
  if (error.code === "ENOENT") {
    console.error("wrk est introuvable : installez-le (apt-get install wrk).");
    process.exit(1);
  }
});

const scratch = mkdtempSync(join(tmpdir(), "bench-pages-"));
// Lua for wrk: the path of each request, from a list or made unique by a counter.
const luaScript = (name, body) => {
  const file = join(scratch, `${name}.lua`);
  writeFileSync(file, body);
  return file;
};
const uniqueScript = (path) =>
  luaScript(
    "unique",
    // The tag comes from here: wrk's Lua random numbers repeat from one run to the next, and
    // a run would then be served the entries the previous one stored. Each wrk thread counts
    // on its own, so each gets a number of its own too (setup): with the counter alone, both
    // threads asked for every address, half the "renders" were hits, and each second ask
    // started that entry's brotli 11 (until SENDS_BEFORE_SMALLEST, server/lib/page-cache.ts).
    `local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
local n = 0
local tag = "${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}"
request = function()
  n = n + 1
  return wrk.format("GET", "${path}${path.includes("?") ? "&" : "?"}type=" .. tag .. "-" .. id .. "-" .. n)
end`,
  );
const rotatingScript = (paths) =>
  luaScript(
    "rotating",
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(", ")} }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1])
end`,
  );

/**
 * Waits until our server is idle again: renders queued by the last run (wrk stops sending,
 * not the server working) would otherwise be measured with the next one. A quick answer to a
 * small API call proves nothing (those pass the render queue): it waits until a fresh render
 * (a value of a parameter the cache keys on, never used before) comes back quickly three times in a row.
 */
let settleRenders = 0;
async function settle(base) {
  for (let quick = 0, tries = 0; quick < 3 && tries < 300; tries++) {
    const started = performance.now();
    await fetch(`${base}/nos-offres?type=settle-${++settleRenders}`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 150 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One wrk run: requests/s, p99 and the non-2xx count it printed. */
async function load(url, connections, script, seconds = SECONDS) {
  await settle(BASE);
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", `Accept-Encoding: ${ACCEPT}`, ...(script ? ["-s", script] : []), url];
  const { stdout } = await run("wrk", args, { maxBuffer: 1 << 20 });
  const rate = Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p99 = stdout.match(/\s99%\s+([\d.]+)(us|ms|s)/);
  const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN;
  const failures = Number(stdout.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) + Number(stdout.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0);
  return { rate, p99Ms, failures };
}

const figures = ({ rate, p99Ms, failures }) =>
  `${Math.round(rate).toLocaleString("en-US").padStart(7)}/s p99 ${p99Ms.toFixed(1).padStart(7)} ms${failures ? ` (${failures} failed)` : ""}`;

/** A node:http server writing the given bytes, as a page cache at Node's own speed would. */
async function bareServer(body, headers) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, "Content-Length": String(body.byteLength) });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(BARE_PORT, "127.0.0.1", resolve));
  return server;
}

const { base: BASE, stop } = await startBenchServer(PORT, { TASKS_ENABLED: "false", RENDER_BUDGET_PER_MINUTE: "1000000", LOG_LEVEL: "info" }, { quiet: true });
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
  rmSync(scratch, { recursive: true, force: true });
}
