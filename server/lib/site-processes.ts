import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger";

/** A process that dies sooner than this after its start is failing: each next one waits longer. */
const FAILING_WITHIN_MS = 10_000;
const SHORTEST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** Beyond their own grace, how long stopping processes get before they are killed. */
const STOP_MARGIN_MS = 5_000;

export type SiteProcessesOptions = {
  count: number;
  logger: Logger;
  /** Settings every process must share, such as secrets drawn here when none is configured. */
  env: Record<string, string>;
  /** How long a process may take to finish its requests once asked to stop. */
  stopGraceMs: number;
};

/**
 * The primary of WEB_CONCURRENCY processes serving the site on one PostgreSQL (decision 0051).
 * It serves nothing itself: the processes accept connections from one shared socket.
 * - The first process starts alone: it migrates the database and loads the first-start data,
 *   as the first instance of a rolling start does. The others start once it listens.
 * - A process that dies is replaced, after a pause that grows while replacements die young.
 *   If the first one dies before listening, the primary exits with it (code 1).
 * - SIGTERM or SIGINT stops every process as one process stops, then the primary.
 */
export function runSiteProcesses({ count, logger, env, stopGraceMs }: SiteProcessesOptions): void {
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let restartDelay = SHORTEST_RESTART_DELAY_MS;
  // The processes accept from the listening socket themselves. With node:cluster's default
  // (the primary accepts and hands each connection over), a connection handed to a process as
  // it dies is held by the primary and never answered; here it waits in the socket's queue
  // for another process. A busy process accepts less, which spreads the renders.
  cluster.schedulingPolicy = cluster.SCHED_NONE;

  const fork = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker, Date.now());
    return worker;
  };

  let listening = 0;
  cluster.on("listening", () => {
    // Replacements count too, past `count`: this is said once.
    if (++listening === count) logger.info({ processes: count }, "site en ligne sur plusieurs processus");
  });
  fork().once("listening", () => {
    for (let i = 1; i < count; i++) fork();
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    if (listening === 0) {
      logger.error({ code, signal }, "le premier processus n'a pas démarré : arrêt");
      process.exitCode = 1;
      stopAll();
      return;
    }
    restartDelay = lived < FAILING_WITHIN_MS ? Math.min(restartDelay * 2, LONGEST_RESTART_DELAY_MS) : SHORTEST_RESTART_DELAY_MS;
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: restartDelay }, "processus arrêté : un autre le remplace");
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay);
  });

  function stopAll() {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit();
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, stopGraceMs + STOP_MARGIN_MS).unref();
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "arrêt demandé");
      stopAll();
    });
  }
}
