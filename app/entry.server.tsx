import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import { isDatabaseUnavailable, loggableError } from "./services.server";

export const streamTimeout = 5_000;

/**
 * Errors of loaders and actions: a database out of reach turns the answer into a 503
 * (server/app.ts reads the flag); others are logged without the values they carry.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const load = context as unknown as AppLoadContext;
  if (isDatabaseUnavailable(error)) load.outage.databaseUnavailable = true;
  else load.logger.error({ error: loggableError(error) }, "loader error");
};

/**
 * Pages are rendered whole before the first byte (onAllReady): search engines and the
 * page cache get complete HTML. Inline scripts carry the request's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The page is sent whole (onAllReady), so nothing is gained by sending a finished
        // Suspense boundary apart. React does that for boundaries over 12.8 KB by default (the
        // home's lower sections): hidden at the end of the document, then moved into place by
        // an inline script up to 300 ms after the first paint, and never shown without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          loadContext.logger.error({ error: loggableError(error) }, "render error");
        },
      },
    );
  });
}
