import type { LoadContext } from "../server/app";

// Loaders and actions receive the server's ports (db, config, brand…) as their context.
declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
