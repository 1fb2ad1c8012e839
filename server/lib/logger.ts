import pino from "pino";

export type Logger = pino.Logger;

/**
 * Logs never carry personal data: request logs keep the path without its query string,
 * and these fields are masked wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ["*.email", "*.mail", "*.phoneNumber", "*.password", "*.names", "*.token", "*.cookie", "*.authorization"],
      censor: "[masqué]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One line of the request log: nothing a visitor typed, the path without its query string. */
export type RequestLine = { method: string; path: string; status: number; ms: number };

/**
 * The request log's writer. Its lines hold only these four fields, none of them masked, so they
 * skip the masking pass: that pass cost 9 µs of a line's 15, on every request, and a cached
 * page's whole answer costs about 120 µs (bench/pages.mjs).
 */
export function requestLogger(logger: Logger): (line: RequestLine) => void {
  const unmasked = logger.child({}, { redact: [] });
  return (line) => unmasked.info(line, "request");
}

/**
 * What the log keeps of an unexpected error. A failed query's message carries its parameters
 * and PostgreSQL's own message echoes the offending value («invalid input syntax…: "…"»), both
 * possibly typed by a visitor: for those, only the type, the SQLSTATE code, the SQL text with
 * its placeholders and the stack frames are kept. Other errors keep their message.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!error || typeof error !== "object") return { type: typeof error };
  const e = error as { name?: string; message?: string; stack?: string; code?: unknown; query?: unknown; params?: unknown; cause?: unknown };
  const cause = (e.cause ?? {}) as { code?: unknown };
  const sqlState = [e.code, cause.code].find((code): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code));
  const fromDatabase = "query" in e || "params" in e || sqlState !== undefined;
  const frames = e.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8)
    .join("\n");
  if (!fromDatabase) return { type: e.name, message: e.message, stack: e.stack };
  return { type: e.name, code: sqlState, query: typeof e.query === "string" ? e.query : undefined, stack: frames };
}
