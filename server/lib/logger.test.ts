import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, requestLogger } from "./logger";

/** A logger whose lines are collected, parsed, once pino has written them. */
function collectedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: createLogger("info", destination), lines };
}

describe("logs", () => {
  it("mask personal fields wherever a log carries them", () => {
    const { logger, lines } = collectedLogger();
    logger.info({ candidate: { email: "lea.martin@example.fr", phoneNumber: "0612345678", city: "Lyon" } }, "candidature");
    expect(lines).toEqual([expect.objectContaining({ msg: "candidature", candidate: { email: "[masqué]", phoneNumber: "[masqué]", city: "Lyon" } })]);
  });

  it("write a request as its method, path, status and time, and the other logs stay masked after it", () => {
    const { logger, lines } = collectedLogger();
    const logRequest = requestLogger(logger);
    logRequest({ method: "GET", path: "/nos-offres", status: 200, ms: 3 });
    logger.warn({ form: { email: "lea.martin@example.fr" } }, "refus");
    expect(lines[0]).toEqual({ level: 30, time: expect.any(Number), method: "GET", path: "/nos-offres", status: 200, ms: 3, msg: "request" });
    expect(lines[1]).toMatchObject({ msg: "refus", form: { email: "[masqué]" } });
  });
});
