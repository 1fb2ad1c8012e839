import type { Config } from "../../config";

/** Answers a request the way the site would: in-process (the Hono app) or over HTTP. */
export type SiteFetch = (request: Request) => Promise<Response>;
/** Checks an address outside the site; tests give one that only reaches 127.0.0.1. */
export type ExternalFetch = (url: string, init: RequestInit) => Promise<Response>;

let inProcess: SiteFetch | null = null;

/**
 * The app registers its own fetch when it renders pages, so the crawl asks the app itself:
 * no network, no proxy in the way, and it works wherever the app runs (CI included).
 */
export function registerSiteFetch(fetch: SiteFetch) {
  inProcess = fetch;
}

/** The registered app, else the site over HTTP at its public address (an API-only process). */
export function siteFetchFor(config: Pick<Config, "publicUrl">): SiteFetch {
  if (inProcess) return inProcess;
  return (request) => {
    const url = new URL(request.url);
    return fetch(new URL(url.pathname + url.search, config.publicUrl), { method: request.method, headers: request.headers, redirect: "manual" });
  };
}
