import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { addressFrom, createRateLimiter, rateKey, rateLimit, TOO_MANY_ATTEMPTS, type RateCount } from "./rate-limit";
import { memoryThrottleWindows } from "./throttle-windows";
import { requestLogger, type Logger } from "./logger";
import { sessionCookieTest } from "./http";

// Public searches (`…/search_…`) answer any criteria, so no cache spares their database time:
// SEARCH_BUDGET_PER_MINUTE calls per address is more than a person reads, far less than a script
// needs. Counted in this process's memory even when instances share a PostgreSQL: a shared count
// would add a database write to each search it protects. Staff are not counted: the
// back-office's pickers search as they type.

const NAME = "searches";
const WINDOW_MS = 60_000;

// The place autocomplete answers on every key typed: it spends the same budget as the searches.
export const isPublicSearchPath = (path: string) => /^\/api\/.+\/search_\w+$/.test(path) || path === "/api/jobs/place_suggestions";

export type SearchBudget = {
  /** The app's check: counts the call, 429 past the budget. */
  middleware: MiddlewareHandler;
  /** Seconds until this address may search again; 0 while it may. Takes no count. */
  spentFor: (address: string) => number;
};

export function createSearchBudget(limit: number, trustedProxyHops: number, clock: () => number = Date.now): SearchBudget {
  const windows = memoryThrottleWindows(clock);
  return {
    middleware: rateLimit(createRateLimiter(windows, NAME, { limit, windowMs: WINDOW_MS }), trustedProxyHops),
    spentFor(address) {
      const window = windows.peek<RateCount>(rateKey(NAME, address));
      return window && window.count > limit ? Math.max(1, Math.ceil((window.resetAt - clock()) / 1000)) : 0;
    },
  };
}

/**
 * The production server's refusal of an address whose search budget is spent, from node:http
 * itself: a script flooding the searches then costs a lookup and one write a call, instead of
 * Hono's request, middleware and error handling (bench:hostile: the other visitors' requests
 * wait behind its calls). Requests with the session cookie go on to the app, which knows staff.
 */
export function refuseSpentSearches({
  budget,
  trustedProxyHops,
  sessionCookie,
  logger,
}: {
  budget: SearchBudget;
  trustedProxyHops: number;
  sessionCookie: string;
  logger: Logger;
}) {
  const signedIn = sessionCookieTest(sessionCookie);
  const logRequest = requestLogger(logger);
  const body = JSON.stringify({ detail: TOO_MANY_ATTEMPTS });
  return function refuse(request: IncomingMessage, response: ServerResponse): boolean {
    const { url, headers } = request;
    if (!url?.startsWith("/api/") || signedIn(headers.cookie)) return false;
    const path = url.split("?", 1)[0]!;
    if (!isPublicSearchPath(path)) return false;
    const wait = budget.spentFor(addressFrom(request.socket.remoteAddress ?? "unknown", headers["x-forwarded-for"] as string | undefined, trustedProxyHops));
    if (wait === 0) return false;
    response.writeHead(429, {
      "Content-Type": "application/json; charset=UTF-8",
      "Retry-After": String(wait),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    response.end(body);
    logRequest({ method: request.method ?? "GET", path, status: 429, ms: 0 });
    return true;
  };
}
