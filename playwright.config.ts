import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { E2E_ADMIN } from "./tests/support/e2e-admin";
import { E2E_WORKERS, e2eServers } from "./tests/support/e2e-servers";

// Debian's headless shell (apt-get install chromium-headless-shell) is the Chromium of
// /usr/bin/chromium without the browser's windows and their pages: about 40 % less CPU per page
// load (decision 0048). Without it, the journeys run in /usr/bin/chromium, only slower.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  // One worker a core, each with its own server (tests/support/e2e-servers.ts); a file's tests
  // run in order in one worker, the files are shared out as workers come free.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
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
  projects: [{ name: "journeys", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // Each run starts from new embedded databases, seeded once for all servers as a first start
  // seeds (tests/support/journey-template.ts).
  webServer: e2eServers().map(({ port, dataDir }) => ({
    // The journeys first write the offers they read into their own database, then start the
    // production build (npm run test:e2e builds it first) as `npm start` serves it.
    command: "npx tsx tests/support/write-journey-fixtures.ts && node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/api/get_version`,
    // npm test runs the API tests beside the journeys' start: the seeding shares the cores.
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RENDER_BUDGET_PER_MINUTE: "100000",
      SEARCH_BUDGET_PER_MINUTE: "100000",
      // A CV received is read for the CVthèque within a second (the journey searches its words).
      TASKS_POLL_SECONDS: "1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  })),
});
