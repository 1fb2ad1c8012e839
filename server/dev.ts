// `npm run dev`: Vite serves the pages with hot reload; the app and its API modules are
// loaded through Vite too, so both reload on change. The database is opened once here
// (PGlite must never be opened twice).
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { boot } from "./boot";
import { startBackgroundWork } from "./modules/tasks/schedules";
import { loadConfigOrExit } from "./config";
import { loggableError } from "./lib/logger";
import { createSiteServer } from "./lib/site-server";

const config = loadConfigOrExit({ NODE_ENV: "development", ...process.env });
const vite = await createViteServer({ server: { middlewareMode: true } });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const { deps } = await boot((await loadBuild()).routes, config);
startBackgroundWork(deps);

// Rebuilt only when Vite hands back new modules, so in-memory state (rate limits) lives on
// between requests as it does in production.
let current: { appModule: unknown; build: unknown; listener: ReturnType<typeof getRequestListener> } | undefined;

async function listener() {
  const appModule = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("./app");
  const build = await loadBuild();
  if (current?.appModule !== appModule || current.build !== build) {
    const handle = createRequestHandler(build, "development");
    const app = appModule.createApp({ ...deps, renderDocument: (request, context) => handle(request, context) });
    current = { appModule, build, listener: getRequestListener(app.fetch) };
  }
  return current.listener;
}

const server = createSiteServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      await (
        await listener()
      )(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      deps.logger.error({ error: loggableError(error) }, "dev render failed");
      res.statusCode = 500;
      res.end("Erreur de rendu (voir le terminal)");
    }
  });
});
server.listen(config.port, config.host, () => deps.logger.info(`dev: http://${config.host}:${config.port}`));
