// Benchmark (not a test): Lighthouse 12 scores (performance, accessibility, best practices,
// SEO) of the main public pages with its mobile defaults (simulated throttling), their LCP,
// CLS and TBT, and the failing audits of every category below 100. One page at a time, each
// in a fresh headless system Chromium (/usr/bin/chromium, never downloaded), after a first
// visit that is not scored (warmUp). Exits 0 whatever the scores.
// Usage: npm run bench:lighthouse (builds first; its own server on a fresh data dir, port
// BENCH_PORT, 3320 by default). LIGHTHOUSE_PAGES=/,/nos-offres audits only these paths;
// LIGHTHOUSE_OUTPUT_DIR=dir also writes each page's full JSON report there.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { phonePages, readOften, startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const OUTPUT_DIR = process.env.LIGHTHOUSE_OUTPUT_DIR;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const SHORT = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };

if (OUTPUT_DIR) mkdirSync(OUTPUT_DIR, { recursive: true });
const { base: BASE, stop } = await startBenchServer(PORT, { TASKS_ENABLED: "false" });

// chrome-launcher's switches, with the address bar's suggestion popup (a WebUI page Chromium 156
// draws in every window, headless too) turned off: its CPU on the second core disturbed the
// page's measure (decision 0046). One --disable-features: the last one given wins.
const CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith("--disable-features=") ? `${flag},WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup` : flag,
  ),
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
];

async function lighthouseRun(path, categories) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, ignoreDefaultFlags: true, logLevel: "silent" });
  try {
    return await lighthouse(BASE + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
  } finally {
    await chrome.kill();
  }
}

/**
 * A first visit, not scored: the page is then measured as every visitor after the first one
 * gets it. The server draws each demo picture on its first request (sharp, on both cores; up
 * to 1.4 s for a large AVIF) and stores a page's smallest bytes once it was sent often: during
 * a first visit, that work ran beside the page measured, on the same two cores.
 */
async function warmUp(path) {
  await lighthouseRun(path, ["performance"]);
  await readOften(BASE + path);
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // brotli 11, in the background
}

async function audit(path, attempt = 1) {
  const result = await lighthouseRun(path, CATEGORIES);
  if (!result) throw new Error("no result");
  if (OUTPUT_DIR) writeFileSync(join(OUTPUT_DIR, `${path.replace(/[^\w-]+/g, "_") || "_"}.json`), result.report);
  if (!result.lhr.runtimeError || attempt > 1) return result.lhr;
  // A page Chrome could not load (a run once saw only interstitials after the first page): once more.
  console.log(`\n${path}: ${result.lhr.runtimeError.code}, retrying once`);
  return audit(path, attempt + 1);
}

const score = (category) => (category?.score == null ? "–" : String(Math.round(category.score * 100)));

function report(path, lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue;
  const lcp = metric("largest-contentful-paint");
  const cls = metric("cumulative-layout-shift");
  const tbt = metric("total-blocking-time");
  const row = {
    path,
    ...Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr.categories[id])])),
    lcp: lcp == null ? "–" : `${(lcp / 1000).toFixed(1)} s`,
    cls: cls == null ? "–" : cls.toFixed(3),
    tbt: tbt == null ? "–" : `${Math.round(tbt)} ms`,
  };
  console.log(`\n${path}  (${lhr.finalDisplayedUrl}, benchmark index ${lhr.environment?.benchmarkIndex ?? "?"})`);
  console.log(`  ${CATEGORIES.map((id) => `${id} ${row[id]}`).join(", ")}; LCP ${row.lcp}, CLS ${row.cls}, TBT ${row.tbt}`);
  for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
  if (lhr.runtimeError) {
    console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return row;
  }
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          (a.scoreDisplayMode === "error" || (a.score !== null && a.score < 1 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode))),
      );
    console.log(`  ${category.title} ${row[id]}: ${failing.length} failing audit(s)`);
    for (const a of failing) {
      const detail =
        a.scoreDisplayMode === "error" ? `error: ${a.errorMessage}` : `score ${Math.round(a.score * 100)}${a.displayValue ? `, ${a.displayValue}` : ""}`;
      console.log(`    - ${a.title} (${a.id}; ${detail})`);
    }
  }
  return row;
}

let lighthouseVersion = "?"; // from the reports, for the summary

function table(rows) {
  const columns = ["path", ...CATEGORIES, "lcp", "cls", "tbt"];
  const header = Object.fromEntries(columns.map((c) => [c, SHORT[c] ?? c.toUpperCase()]));
  header.path = "page";
  const widths = columns.map((c) => Math.max(...[header, ...rows].map((r) => String(r[c]).length)));
  const line = (r) => columns.map((c, i) => (i === 0 ? String(r[c]).padEnd(widths[i]) : String(r[c]).padStart(widths[i]))).join("  ");
  console.log(`\nSummary (Lighthouse ${lighthouseVersion}, mobile, simulated throttling)`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

try {
  const rows = [];
  for (const path of await phonePages(BASE, process.env.LIGHTHOUSE_PAGES)) {
    try {
      await warmUp(path);
      const lhr = await audit(path);
      lighthouseVersion = lhr.lighthouseVersion;
      rows.push(report(path, lhr));
      if (lhr.runtimeError) {
        const status = await fetch(BASE + path).then(
          (r) => r.status,
          (e) => `${e.message} (${e.cause?.code ?? ""})`,
        );
        console.log(`  the server answers a plain fetch of ${path} with: ${status}`);
      }
    } catch (error) {
      console.log(`\n${path}: audit failed: ${error instanceof Error ? error.message : error}`);
      rows.push({ path, ...Object.fromEntries(CATEGORIES.map((id) => [id, "–"])), lcp: "–", cls: "–", tbt: "–" });
    }
  }
  table(rows);
} finally {
  stop();
}
