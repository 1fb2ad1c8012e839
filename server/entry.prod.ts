// Built by Vite into build/server/index.js together with the React Router server build.
import cluster from "node:cluster";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { boot, removeCrashLeftovers } from "./boot";
import { loadConfigOrExit } from "./config";
import { startBackgroundWork } from "./modules/tasks/schedules";
import { gracefulStop } from "./lib/graceful-stop";
import { createLogger, loggableError } from "./lib/logger";
import { createPageCache } from "./lib/page-cache";
import { pageCacheFastPath } from "./lib/page-cache-fast-path";
import { createSearchBudget, refuseSpentSearches } from "./lib/search-budget";
import { sessionCookieName } from "./modules/account/auth.middleware";
import { createSiteServer } from "./lib/site-server";
import { runSiteProcesses } from "./lib/site-processes";

/** How long in-flight requests may take to finish once a stop is asked. */
const SHUTDOWN_GRACE_MS = 10_000;

// The integration tests run against this bundle too (tests/support/app-under-test.ts).
export * as integration from "./integration-surface";

export async function start() {
  const config = loadConfigOrExit();
  if (config.processes > 1 && cluster.isPrimary) {
    const logger = createLogger(config.logLevel);
    await removeCrashLeftovers(config, logger);
    runSiteProcesses({
      count: config.processes,
      logger,
      stopGraceMs: SHUTDOWN_GRACE_MS,
      // Drawn once (by loadConfig) when not configured: a captcha challenge drawn by one process
      // is verified by another, and personal-data requests hash alike in all of them.
      env: { CAPTCHA_HMAC_SECRET: config.captcha.hmacSecret, PERSONAL_DATA_HMAC_SECRET: config.personalData.hmacSecret },
    });
    return;
  }
  const serverBuild = build as unknown as ServerBuild;
  // With several processes, their primary removed what a crash left (removeCrashLeftovers).
  const { deps, database } = await boot(serverBuild.routes, config, { removeLeftovers: cluster.isPrimary });
  const handle = createRequestHandler(serverBuild, "production");
  const pageCache = createPageCache();
  const searchBudget = createSearchBudget(deps.config.searchBudgetPerMinute, deps.config.trustedProxyHops);
  const app = createApp({
    ...deps,
    pageCache,
    searchBudget,
    clientAssetsDir: "build/client",
    renderDocument: (request, context) => handle(request, context),
  });
  const { host, port } = deps.config;
  const sessionCookie = sessionCookieName(deps.config);
  const serveFromCache = pageCacheFastPath({ cache: pageCache, sessionCookie, logger: deps.logger });
  const refuseSearch = refuseSpentSearches({ budget: searchBudget, trustedProxyHops: deps.config.trustedProxyHops, sessionCookie, logger: deps.logger });
  const appListener = getRequestListener(app.fetch, { hostname: host });
  // Cached pages, and searches past their budget, are answered before Hono sees the request.
  const server = createSiteServer(
    (request, response) => refuseSearch(request, response) || serveFromCache(request, response) || appListener(request, response),
  );
  server.listen(port, host, () => {
    const { port: listening } = server.address() as AddressInfo;
    deps.logger.info({ url: `http://${host}:${listening}` }, "site en ligne");
  });
  const stopTasks = startBackgroundWork(deps);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "arrêt demandé");
    gracefulStop({ server, graceMs: SHUTDOWN_GRACE_MS, stopTasks, closeDatabase: database.close })
      .catch((error) => deps.logger.error({ error: loggableError(error) }, "arrêt incomplet"))
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}
