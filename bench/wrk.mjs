// wrk (apt-get install wrk), 2 threads, on the same 2-core machine as the server it loads:
// shared by the benchmarks of pages (pages.mjs) and of processes (processes.mjs).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const ACCEPT = "br, gzip";
const run = promisify(execFile);

/** A run's figures on one line: requests/s, p99, and how many failed. */
export const figures = ({ rate, p99Ms, failures }) =>
  `${Math.round(rate).toLocaleString("en-US").padStart(7)}/s p99 ${p99Ms.toFixed(1).padStart(7)} ms${failures ? ` (${failures} failed)` : ""}`;

/**
 * wrk runs against our server at `base`, waiting before each until the renders queued by the
 * last one are done; Lua scripts are written to a scratch folder that `close()` removes.
 */
export async function createWrk(base, { seconds = SECONDS, accept = ACCEPT } = {}) {
  await run("wrk", ["--version"]).catch((error) => {
    // wrk prints its version and exits 1: only a missing binary is an error.
    if (error.code === "ENOENT") {
      console.error("wrk est introuvable : installez-le (apt-get install wrk).");
      process.exit(1);
    }
  });

  const scratch = mkdtempSync(join(tmpdir(), "bench-wrk-"));
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
  async function settle() {
    for (let quick = 0, tries = 0; quick < 3 && tries < 300; tries++) {
      const started = performance.now();
      await fetch(`${base}/nos-offres?type=settle-${++settleRenders}`).then((r) => r.arrayBuffer());
      quick = performance.now() - started < 150 ? quick + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** One wrk run: requests/s, p99 and the non-2xx count it printed. */
  async function load(url, connections, script, duration = seconds) {
    await settle();
    const args = ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "-H", `Accept-Encoding: ${accept}`, ...(script ? ["-s", script] : []), url];
    const { stdout } = await run("wrk", args, { maxBuffer: 1 << 20 });
    const rate = Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
    const p99 = stdout.match(/\s99%\s+([\d.]+)(us|ms|s)/);
    const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN;
    const failures = Number(stdout.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) + Number(stdout.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0);
    return { rate, p99Ms, failures };
  }

  return { load, uniqueScript, rotatingScript, close: () => rmSync(scratch, { recursive: true, force: true }) };
}
