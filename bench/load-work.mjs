// Benchmark (not a test): the browser's own work while a phone loads a page, measured rather
// than simulated. Chromium at 412 × 823 px with its CPU slowed 4× (Lighthouse's mobile
// factor); from a trace of the renderer's main thread until 2.5 s after load: the time spent
// computing styles, laying out and painting, the blocking time (each task's part beyond 50 ms)
// and the longest task. Medians over LOAD_WORK_RUNS loads of each page (7), after one not counted.
// Usage: npm run build && node bench/load-work.mjs (its own server on a fresh data dir, port
// BENCH_PORT, 3330 by default). LOAD_WORK_PAGES=/,/nos-offres measures only these paths.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import { phonePages, readOften, startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3330);
const RUNS = Number(process.env.LOAD_WORK_RUNS ?? 7);
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const FIGURES = {
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  paint: ["PrePaint", "Paint", "Layerize"],
};

const { base: BASE, stop } = await startBenchServer(PORT, { TASKS_ENABLED: "false" });
const browser = await chromium.launch({ executablePath: CHROMIUM });

async function traceLoad(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await page.goto(BASE + path, { waitUntil: "load" });
  await page.waitForTimeout(2_500);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  return events;
}

/** The page's main thread: the renderer's main thread busiest with tasks. */
function mainThreadEvents(events) {
  const threads = events
    .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
    .map((thread) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X"));
  const busy = (thread) => thread.reduce((sum, event) => sum + (event.name === "RunTask" ? event.dur : 0), 0);
  return threads.reduce((busiest, thread) => (busy(thread) > busy(busiest) ? thread : busiest));
}

function figuresOf(events) {
  const main = mainThreadEvents(events);
  const ms = (names) => main.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + event.dur, 0) / 1000;
  const tasks = main.filter((event) => event.name === "RunTask").map((event) => event.dur / 1000);
  return {
    ...Object.fromEntries(Object.entries(FIGURES).map(([figure, names]) => [figure, ms(names)])),
    blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(...tasks),
  };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (const path of await phonePages(BASE, process.env.LOAD_WORK_PAGES)) {
    await readOften(BASE + path);
    await traceLoad(path); // the pictures drawn and the code compiled once: not counted
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(figuresOf(await traceLoad(path)));
    const figure = (name) => `${name} ${Math.round(median(runs.map((run) => run[name])))} ms`;
    console.log(`${path}: ${["style", "layout", "paint", "blocking", "longest"].map(figure).join(", ")} (median of ${RUNS}, CPU ×4)`);
  }
} finally {
  await browser.close();
  stop();
}
