// The production server a benchmark measures: its own port and fresh data dir, built first
// if needed (scripts/start.mjs), stopped and cleaned by `stop()`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function startBenchServer(port, env = {}, { quiet = false, nodeArgs = [] } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const server = spawn("node", [...nodeArgs, "scripts/start.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: base, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    // quiet: the request log goes nowhere, but is still written (its cost is part of the figures).
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that exits at once (its port taken by a forgotten one) must not be mistaken for it.
  let exited = false;
  server.once("exit", () => (exited = true));
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/get_version`)).ok) return { base, stop, pid: server.pid };
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

/**
 * The pages issue 20 measures on a phone (Lighthouse, bench/load-work.mjs): the home, the offers,
 * an offer, an agency, a job sheet and the training catalogue. `only` (a comma list of paths,
 * from the bench's environment) replaces them.
 */
export async function phonePages(base, only) {
  if (only) {
    return only
      .split(",")
      .map((path) => path.trim())
      .filter(Boolean);
  }
  const html = async (path) => {
    const response = await fetch(base + path);
    return response.ok ? response.text() : "";
  };
  // `preferred` if it answers 200, else the first link of `listPath` matching `pattern`.
  const pageOf = async (preferred, listPath, pattern) => {
    if (preferred && (await fetch(base + preferred)).ok) return preferred;
    return (await html(listPath)).match(pattern)?.[1];
  };
  const pages = [
    "/",
    "/nos-offres",
    await pageOf(null, "/nos-offres", /href="(\/nos-offres\/[^"/]+\/\d+)"/),
    await pageOf("/nos-agences/cabinet-recrutement-lyon", "/nos-agences", /href="(\/nos-agences\/[^"/?#]+)"/),
    await pageOf("/fiche-metier/conducteur-de-travaux", "/catalogue-fiches-metier", /href="(\/fiche-metier\/[^"/?#]+)"/),
    "/nos-prestations/formations/catalogue",
  ];
  return pages.filter(Boolean);
}
