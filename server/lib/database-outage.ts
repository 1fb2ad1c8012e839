import { statusPage } from "./status-page";

// When the database cannot be reached (restart, network cut, full pool), visitors get a
// clear «come back in a moment» (503) instead of a crash or a generic error, and the next
// requests recover by themselves once it is back: the pool opens new connections.

export const DATABASE_UNAVAILABLE = "Le site est momentanément indisponible. Merci de réessayer dans quelques instants.";
/** Seconds a client (or a proxy) should wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/**
 * True for an error that says the database is out of reach rather than that a query is
 * wrong: network errors, PostgreSQL's connection (08…) and shutdown (57P01-57P03) states,
 * and node-postgres's lost or timed-out connections. Looks through wrapped causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || /^08|^57P0[123]$/.test(code))) return true;
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
    current = cause;
  }
  return false;
}

export const OUTAGE_PAGE_HTML = statusPage("Site momentanément indisponible", DATABASE_UNAVAILABLE);
