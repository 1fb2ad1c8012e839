// The one door from app/ to server/ besides services.server.ts, and a type-only one: the
// browser's client (api.ts) reads the routes' addresses and answers from it; no server code
// reaches the bundle (eslint.config.js lets this file alone through the layer rule).
export type { ApiRoutes } from "../../server/app";
