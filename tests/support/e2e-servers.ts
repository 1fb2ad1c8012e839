import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The journeys' servers: one per Playwright worker, each with its own embedded database and
 * outbox, so two journeys running at once never see each other's rows or e-mails (decision
 * 0063). Worker n (its parallelIndex) talks to server n.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);

// Made once in the config's process; the workers inherit the variable and read the same folders.
process.env.E2E_DATA_DIRS ??= Array.from({ length: E2E_WORKERS }, () => mkdtempSync(join(tmpdir(), "e2e-data-"))).join(",");
const dataDirs = process.env.E2E_DATA_DIRS.split(",");
/** The seeded first start the servers share (journey-template.ts), written by the first to start. */
process.env.E2E_TEMPLATE ??= join(mkdtempSync(join(tmpdir(), "e2e-template-")), "seeded.tar");
export const E2E_TEMPLATE = process.env.E2E_TEMPLATE;

export type E2eServer = { port: number; baseURL: string; dataDir: string };

export function e2eServer(parallelIndex: number): E2eServer {
  const index = parallelIndex % dataDirs.length;
  const port = FIRST_PORT + index;
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: dataDirs[index]! };
}

export const e2eServers = (): E2eServer[] => dataDirs.map((_, index) => e2eServer(index));
