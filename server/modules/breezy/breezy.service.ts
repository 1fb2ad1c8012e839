import { and, eq, lt } from "drizzle-orm";
import type { BreezyConfig, Config } from "../../config";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { BreezyError, createBreezyClient, type BreezyClient, type BreezyFile } from "./breezy-api";
import { BREEZY_PUSH_TASK, pushApplication } from "./breezy.push";
import { BREEZY_SYNC_TASK, syncBreezy } from "./breezy.sync";
import type { ScheduledTask } from "../../lib/task-runner";

/** Spec 3 §8, «Resume, server error»: the drawer adds the link to Breezy. */
export const BREEZY_RESUME_FAILED = "Nous rencontrons un problème avec ce CV vous pouvez essayer sur breezy";
/** Spec 3 §8, «Resume, too many requests». */
export const breezyWaitMessage = (seconds: number) => `Veuillez patienter ${seconds} secondes, Breezy est actuellement en surcharge serveur`;

/** One client per configuration: the calls of a process share its spacing (Breezy's rate limit). */
const clients = new WeakMap<BreezyConfig, BreezyClient>();

export function breezyClient(config: BreezyConfig): BreezyClient {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = createBreezyClient(config)));
  return client;
}

/**
 * The CV of a candidate known from Breezy, for the CVthèque's resume call. Breezy's 429 is
 * passed on (the route answers detail.waiting_time, the drawer counts down); any other failure
 * is a 502 whose answer carries the link to the candidate in Breezy.
 */
export async function breezyResume(
  config: BreezyConfig,
  candidate: { breezyId: string; breezyPositionId: string; breezyUrl: string | null },
): Promise<BreezyFile> {
  try {
    return await breezyClient(config).resume(candidate.breezyPositionId, candidate.breezyId);
  } catch (error) {
    if (error instanceof BreezyError && error.status === 429) throw error;
    throw new HttpError(502, BREEZY_RESUME_FAILED, undefined, { breezyUrl: candidate.breezyUrl });
  }
}

export const SYNC_ALREADY_RUNNING = "Import Breezy déjà en cours : rien à faire";

/**
 * Two imports at once (a scheduled one and a continuation, on two instances) would read the
 * same records twice: the later task steps aside for the one already running.
 */
async function earlierSyncRunning(db: Db, taskId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.name, BREEZY_SYNC_TASK), eq(tasks.status, "RUNNING"), lt(tasks.id, taskId)))
    .limit(1);
  return Boolean(other);
}

/** The Breezy tasks (schedules.ts): none while Breezy is not configured. */
export function breezyTasks(config: Config): ScheduledTask[] {
  const breezy = config.breezy;
  if (!breezy) return [];
  return [
    {
      // Positions and candidates changed in Breezy since the last run (cursors in breezy_cursors).
      name: BREEZY_SYNC_TASK,
      cron: breezy.syncCron,
      run: async (deps, _payload, ctx) =>
        (await earlierSyncRunning(deps.db, ctx.id)) ? { message: SYNC_ALREADY_RUNNING } : syncBreezy(deps, breezy, breezyClient(breezy)),
    },
    {
      // Queued with each application (no schedule), retried until Breezy has it.
      name: BREEZY_PUSH_TASK,
      run: (deps, payload) => pushApplication(deps, breezyClient(breezy), payload),
    },
  ];
}
