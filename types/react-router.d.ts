import type { LoadContext } from "../server/app";

// Loaders and actions receive the server's ports (db, config, brand…) as their context.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the interface is the extension point
  interface AppLoadContext extends LoadContext {}
}
