import pino from "pino";

export type Logger = pino.Logger;

/**
 * Logs never carry personal data: request logs keep the path without its query string,
 * and these fields are masked wherever they appear.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["*.email", "*.mail", "*.phoneNumber", "*.password", "*.names", "*.token", "*.cookie", "*.authorization"],
      censor: "[masqué]",
    },
  });
}
