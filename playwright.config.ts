import { defineConfig, devices } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_ADMIN } from "./tests/support/e2e-admin";

/** The accessibility and layout sweep: reads pages only, so it can run beside the journeys. */
const SWEEP = /public-sweep\.spec\.ts$/;

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Debian's headless shell (apt-get install chromium-headless-shell) is the Chromium of
// /usr/bin/chromium without the browser's windows and their pages: about 40 % less CPU per page
// load (decision 0048). Without it, the journeys run in /usr/bin/chromium, only slower.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
// Each run starts from an empty embedded database: first-start seeding is part of the journey.
// Set once in the main process; workers inherit it and read the server's outbox there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-data-"));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  // 2 cores: the journeys run one at a time (they share the server's data and outbox); the
  // read-only sweep of every public page runs beside them on the second worker.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "fr-FR",
    // Recording a trace costs every test about a tenth of its time; CI keeps only the log.
    // PW_TRACE=retain-on-failure records them when a failure needs one.
    trace: (process.env.PW_TRACE as "retain-on-failure" | undefined) ?? "off",
    launchOptions: {
      executablePath: CHROMIUM,
      // The machine has no route to Google: keep Chromium from trying.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // One renderer process for our one origin: less CPU on a 2-core machine (about 10 %).
        // /usr/bin/chromium 156 (the fallback) also draws its address bar's suggestion popup, a
        // WebUI page, in every new window: 0.4 s of CPU per new context (decision 0046). This
        // switch replaces Playwright's own --disable-features list: the last one given wins.
        "--disable-features=IsolateOrigins,site-per-process,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
        "--disable-site-isolation-trials",
        "--renderer-process-limit=1",
      ],
    },
  },
  projects: [
    { name: "journeys", testIgnore: SWEEP, workers: 1, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "sweep", testMatch: SWEEP, workers: 1, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    // The journeys first write the offers they read into their own database, then start the
    // production build (npm run test:e2e builds it first) as `npm start` serves it.
    command: "npx tsx tests/support/write-journey-fixtures.ts && node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/api/get_version`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RENDER_BUDGET_PER_MINUTE: "100000",
      SEARCH_BUDGET_PER_MINUTE: "100000",
      // A CV received is read for the CVthèque within a second (the journey searches its words).
      TASKS_POLL_SECONDS: "1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
