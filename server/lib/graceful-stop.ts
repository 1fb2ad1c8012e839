import type { ServerType } from "@hono/node-server";

export type StopSteps = {
  server: ServerType;
  /** How long in-flight requests may take to finish before their connections are cut. */
  graceMs: number;
  stopTasks: () => Promise<void>;
  closeDatabase: () => Promise<void>;
};

type ClosableServer = { closeIdleConnections?: () => void; closeAllConnections?: () => void };

/**
 * Stops like an operator expects on SIGTERM: no new connection is accepted, idle keep-alive
 * connections close, requests already received finish (at most graceMs) and their
 * connections close, then the task runner stops and the database closes (PGlite flushes its
 * files). Resolves once all is shut.
 */
export function gracefulStop({ server, graceMs, stopTasks, closeDatabase }: StopSteps): Promise<void> {
  const connections = server as ClosableServer;
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => connections.closeAllConnections?.(), graceMs);
    // A connection answered after the stop stays open for the keep-alive time (65 s, longer
    // than the grace): close each one as soon as its last answer is sent.
    const closeAnswered = setInterval(() => connections.closeIdleConnections?.(), 50);
    server.close(async () => {
      clearTimeout(force);
      clearInterval(closeAnswered);
      try {
        await stopTasks();
        await closeDatabase();
        resolve();
      } catch (error) {
        reject(error);
      }
    });
    connections.closeIdleConnections?.();
  });
}
