import { createServer, type RequestListener, type Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of a proxy
 * in front (60 s for nginx's upstream keepalive and most load balancers). With Node's default
 * of 5 s the site may close a connection at the moment the proxy reuses it, which the proxy
 * turns into a 502 and a direct client into ECONNRESET.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The HTTP server of the site, in production and in development. */
export function createSiteServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Counted from a request's first byte; kept above the idle time, as Node's docs advise.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
