// Built by Vite into build/server/index.js together with the React Router server build.
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { boot } from "./boot";
import { startBackgroundWork } from "./modules/tasks/schedules";

/** How long in-flight requests may take to finish once a stop is asked. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function start() {
  const serverBuild = build as unknown as ServerBuild;
  const { deps, database } = await boot(serverBuild.routes);
  const handle = createRequestHandler(serverBuild, "production");
  const app = createApp({
    ...deps,
    clientAssetsDir: "build/client",
    renderDocument: (request, context) => handle(request, context),
  });
  const { host, port } = deps.config;
  const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
    deps.logger.info({ url: `http://${host}:${info.port}` }, "site en ligne");
  });
  const stopTasks = startBackgroundWork(deps);
  // Graceful stop: no new connections, in-flight requests finish (at most SHUTDOWN_GRACE_MS),
  // then the task runner stops and the database closes (PGlite flushes its files) before exit.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "arrêt demandé");
    const force = setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), SHUTDOWN_GRACE_MS);
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    server.close(async () => {
      clearTimeout(force);
      try {
        await stopTasks();
        await database.close();
      } finally {
        process.exit(0);
      }
    });
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}
