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
 * connections close, requests already received finish (at most graceMs), then the task
 * runner stops and the database closes (PGlite flushes its files). Resolves once all is shut.
 */
export function gracefulStop({ server, graceMs, stopTasks, closeDatabase }: StopSteps): Promise<void> {
  const connections = server as ClosableServer;
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => connections.closeAllConnections?.(), graceMs);
    server.close(async () => {
      clearTimeout(force);
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
