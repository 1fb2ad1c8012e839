// The production server a benchmark measures: its own port and fresh data dir, built first
// if needed (scripts/start.mjs), stopped and cleaned by `stop()`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function startBenchServer(port, env = {}, { quiet = false } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: base, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    // quiet: the request log goes nowhere, but is still written (its cost is part of the figures).
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/get_version`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("server did not start");
}

/**
 * Asks for a page as often as a page people read is asked for: the server keeps its smallest
 * bytes (brotli 11) for those (SENDS_BEFORE_SMALLEST in server/lib/page-cache.ts).
 */
export async function readOften(url, headers = {}) {
  for (let i = 0; i < 25; i++) await (await fetch(url, { headers })).arrayBuffer();
}
