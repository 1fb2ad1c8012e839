// The site's API served from the sources (`node --import tsx tests/support/serve-sources.ts`),
// booted as `npm start` boots it (server/boot.ts: migrations, first-start data, the sweep of
// what a crash left) but without the React Router build: the tests that kill a server and
// start it again (server/killed-during-applications.test.ts) need no page and no build.
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { RouteManifest } from "../../common/served-routes";
import { createApp } from "../../server/app";
import { boot } from "../../server/boot";
import { loadConfigOrExit } from "../../server/config";
import { createSiteServer } from "../../server/lib/site-server";

const routes: RouteManifest = { root: { id: "root", path: "" }, "routes/site/home": { id: "routes/site/home", parentId: "root", index: true } };

const config = loadConfigOrExit();
const { deps } = await boot(routes, config);
const app = createApp(deps);
const server = createSiteServer(getRequestListener(app.fetch));
server.listen(config.port, config.host, () => {
  deps.logger.info({ port: (server.address() as AddressInfo).port }, "site en ligne");
});
