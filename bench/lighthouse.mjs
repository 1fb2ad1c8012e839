// Benchmark (not a test): Lighthouse 12 scores (performance, accessibility, best practices,
// SEO) of the main public pages with its mobile defaults (simulated throttling), their LCP,
// CLS and TBT, the HTML's bytes, the DOM's elements and the JavaScript the first load does not
// run, and the failing audits of every category below 100. One page at a time, each in a fresh
// headless system Chromium (/usr/bin/chromium, never downloaded), after a first visit that is
// not scored (warmUp); each page LIGHTHOUSE_RUNS times (3 by default), the summary giving each
// figure's median. Exits 0 whatever the scores.
// Usage: npm run bench:lighthouse (builds first; its own server on a fresh data dir, port
// BENCH_PORT, 3320 by default). LIGHTHOUSE_PAGES=/,/nos-offres audits only these paths;
// LIGHTHOUSE_OUTPUT_DIR=dir also writes each page's full JSON report there. After a build with
// source maps (`npx react-router build --sourcemapClient`, for a measure only: the site does not
// ship them), each file's unused bytes are also given per source module (decision 0070).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { phonePages, readOften, startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const OUTPUT_DIR = process.env.LIGHTHOUSE_OUTPUT_DIR;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const SHORT = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
  html: "HTML",
  dom: "DOM",
  unusedJs: "unused JS",
  unusedJsAll: "all files",
};
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/**
 * Lighthouse lists a script's unused bytes only above 20 KiB (and a module's above 512 bytes):
 * a page whose six files each waste 15 KiB would read 0. Every file is listed here, and both
 * totals printed: Lighthouse's («unused JS», files over its threshold, what its report shows)
 * and every file's («all files»). The score does not change with these options.
 */
const LIGHTHOUSE_UNUSED_THRESHOLD = 20 * 1024;
const CONFIG = {
  extends: "lighthouse:default",
  audits: [{ path: "byte-efficiency/unused-javascript", options: { unusedThreshold: 0, bundleSourceUnusedThreshold: 256 } }],
};

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
    return await lighthouse(BASE + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }, CONFIG);
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

async function audit(path, run, attempt = 1) {
  const result = await lighthouseRun(path, CATEGORIES);
  if (!result) throw new Error("no result");
  if (OUTPUT_DIR) writeFileSync(join(OUTPUT_DIR, `${path.replace(/[^\w-]+/g, "_") || "_"}-${run}.json`), result.report);
  if (!result.lhr.runtimeError || attempt > 1) return result.lhr;
  // A page Chrome could not load (a run once saw only interstitials after the first page): once more.
  console.log(`\n${path}: ${result.lhr.runtimeError.code}, retrying once`);
  return audit(path, run, attempt + 1);
}

/** The page's HTML as decoded and as sent, in bytes: from the network requests' audit. */
function htmlBytes(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const page = items.find((item) => item.resourceType === "Document");
  return page ? { decoded: page.resourceSize, sent: page.transferSize } : undefined;
}

/** The first load's unused JavaScript (bytes as sent), and each file's share with its largest unused modules. */
function unusedJavaScript(lhr) {
  const items = lhr.audits["unused-javascript"]?.details?.items ?? [];
  const files = items.map((item) => ({
    url: item.url.replace(/^https?:\/\/[^/]+/, ""),
    wasted: item.wastedBytes,
    sources: (item.subItems?.items ?? []).map((sub) => `${sub.source} ${kib(sub.sourceWastedBytes)}`),
  }));
  const sum = (list) => list.reduce((total, file) => total + file.wasted, 0);
  return { total: sum(files.filter((file) => file.wasted > LIGHTHOUSE_UNUSED_THRESHOLD)), allFiles: sum(files), files };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One run's figures: the summary's columns. */
function figures(path, lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    path,
    ...Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100)])),
    lcp: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbt: metric("total-blocking-time"),
    html: htmlBytes(lhr)?.decoded,
    dom: metric("dom-size"),
    unusedJs: lhr.runtimeError ? undefined : unusedJavaScript(lhr).total,
    unusedJsAll: lhr.runtimeError ? undefined : unusedJavaScript(lhr).allFiles,
  };
}

/** Figures as the summary prints them. */
function formatted(row) {
  const or = (value, format) => (value == null ? "–" : format(value));
  return {
    path: row.path,
    ...Object.fromEntries(CATEGORIES.map((id) => [id, or(row[id], String)])),
    lcp: or(row.lcp, (v) => `${(v / 1000).toFixed(1)} s`),
    cls: or(row.cls, (v) => v.toFixed(3)),
    tbt: or(row.tbt, (v) => `${Math.round(v)} ms`),
    html: or(row.html, (v) => `${Math.round(v / 1000)} KB`),
    dom: or(row.dom, (v) => String(Math.round(v))),
    unusedJs: or(row.unusedJs, kib),
    unusedJsAll: or(row.unusedJsAll, kib),
  };
}

function report(path, lhr) {
  const row = formatted(figures(path, lhr));
  const sent = htmlBytes(lhr)?.sent;
  console.log(`\n${path}  (${lhr.finalDisplayedUrl}, benchmark index ${lhr.environment?.benchmarkIndex ?? "?"})`);
  console.log(`  ${CATEGORIES.map((id) => `${id} ${row[id]}`).join(", ")}; LCP ${row.lcp}, CLS ${row.cls}, TBT ${row.tbt}`);
  console.log(
    `  HTML ${row.html}${sent == null ? "" : ` (${kib(sent)} sent)`}, ${row.dom} elements, unused JavaScript ${row.unusedJs} (all files: ${row.unusedJsAll})`,
  );
  for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
  if (lhr.runtimeError) {
    console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return;
  }
  for (const file of unusedJavaScript(lhr).files)
    console.log(`    unused ${kib(file.wasted)} in ${file.url}${file.sources.length ? `: ${file.sources.join(", ")}` : ""}`);
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
}

/** Each figure's median over the runs (the lower middle one for an even count). */
function median(path, runs) {
  const middle = (values) => {
    const known = values.filter((v) => v != null).sort((a, b) => a - b);
    return known.length === 0 ? undefined : known[Math.floor((known.length - 1) / 2)];
  };
  const keys = [...CATEGORIES, "lcp", "cls", "tbt", "html", "dom", "unusedJs", "unusedJsAll"];
  return { path, ...Object.fromEntries(keys.map((key) => [key, middle(runs.map((run) => run[key]))])) };
}

let lighthouseVersion = "?"; // from the reports, for the summary

function table(rows) {
  const columns = ["path", ...CATEGORIES, "lcp", "cls", "tbt", "html", "dom", "unusedJs", "unusedJsAll"];
  const header = Object.fromEntries(columns.map((c) => [c, SHORT[c] ?? c.toUpperCase()]));
  header.path = "page";
  const widths = columns.map((c) => Math.max(...[header, ...rows].map((r) => String(r[c]).length)));
  const line = (r) => columns.map((c, i) => (i === 0 ? String(r[c]).padEnd(widths[i]) : String(r[c]).padStart(widths[i]))).join("  ");
  console.log(`\nSummary (Lighthouse ${lighthouseVersion}, mobile, simulated throttling; median of ${RUNS} run(s) per page)`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

/** A page's runs, each reported as it ends; failed ones are left out of the median. */
async function pageRuns(path) {
  const runs = [];
  await warmUp(path);
  for (let run = 1; run <= RUNS; run++) {
    try {
      const lhr = await audit(path, run);
      lighthouseVersion = lhr.lighthouseVersion;
      report(RUNS > 1 ? `${path} (run ${run}/${RUNS})` : path, lhr);
      if (!lhr.runtimeError) runs.push(figures(path, lhr));
      else {
        const status = await fetch(BASE + path).then(
          (r) => r.status,
          (e) => `${e.message} (${e.cause?.code ?? ""})`,
        );
        console.log(`  the server answers a plain fetch of ${path} with: ${status}`);
      }
    } catch (error) {
      console.log(`\n${path}: audit failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  return runs;
}

try {
  const rows = [];
  for (const path of await phonePages(BASE, process.env.LIGHTHOUSE_PAGES)) {
    const runs = await pageRuns(path).catch((error) => {
      console.log(`\n${path}: audit failed: ${error instanceof Error ? error.message : error}`);
      return [];
    });
    rows.push(formatted(median(path, runs)));
  }
  table(rows);
} finally {
  stop();
}
