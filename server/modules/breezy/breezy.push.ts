import { eq, isNull, and, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { applications, candidates } from "../../db/schema";
import { fileStoreFor } from "../../lib/storage";
import { enqueueTask } from "../../lib/task-runner";
import type { BreezyClient } from "./breezy-api";
import { breezyCandidateUrl } from "./breezy.mapping";

export const BREEZY_PUSH_TASK = "breezy:push-application";

export type PushResult = { message: string; applicationId: number };

/**
 * Queues the sending of an application to Breezy, in the transaction that records it (the
 * e-mails' outbox rule): the row exists if and only if the application does, and the task
 * runner retries it until Breezy has it. The target is the offer's Breezy position, else the
 * configured pool; without either (or without Breezy) nothing is queued.
 */
export async function queueBreezyPush(tx: Db, config: Pick<Config, "breezy">, applicationId: number, offerBreezyId: string | null | undefined) {
  const positionId = offerBreezyId ?? config.breezy?.poolPositionId;
  if (!config.breezy || !positionId) return null;
  return enqueueTask(tx, BREEZY_PUSH_TASK, { applicationId, positionId });
}

/**
 * The `breezy:push-application` task: creates the candidate in the position, then sends the
 * CV. Each step is recorded on the application as it succeeds, so a retry after a failure
 * (Breezy down, 429, the process stopped) does only what is left: never a second candidate.
 */
export async function pushApplication(deps: Pick<AppDeps, "db" | "config">, client: BreezyClient, payload: unknown): Promise<PushResult | undefined> {
  const { applicationId, positionId } = (payload ?? {}) as { applicationId?: unknown; positionId?: unknown };
  if (!Number.isInteger(applicationId) || typeof positionId !== "string" || !deps.config.breezy) return undefined;
  const id = applicationId as number;
  const [row] = await deps.db
    .select({ application: applications, candidate: candidates })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.id, id));
  // Erased since (a personal-data request, the retention purge): nothing left to send.
  if (!row) return { message: "Candidature supprimée entre-temps : rien à envoyer", applicationId: id };
  const { application, candidate } = row;
  if (application.breezyPushedAt) return { message: "Candidature déjà envoyée à Breezy", applicationId: id };

  let breezyId = application.breezyCandidateId;
  if (!breezyId) {
    const created = await client.createCandidate(positionId, {
      name: candidate.name?.trim() || candidate.email.split("@")[0]!,
      email_address: candidate.email,
      ...(candidate.phoneNumber && { phone_number: candidate.phoneNumber }),
      ...(application.coverLetter && { cover_letter: application.coverLetter }),
      origin: "applied",
    });
    breezyId = created._id;
    await deps.db.update(applications).set({ breezyCandidateId: breezyId }).where(eq(applications.id, id));
  }
  const bytes = await fileStoreFor(deps.config).read(application.resumeKey);
  // Purged meanwhile (retention): the task fails where the tasks screen shows it.
  if (!bytes) throw new Error("CV file missing");
  await client.uploadResume(positionId, breezyId, { bytes: new Uint8Array(bytes), mime: application.resumeMime, fileName: application.resumeFileName });
  await deps.db
    .update(applications)
    .set({ breezyPushedAt: sql`now()` })
    .where(eq(applications.id, id));
  // «Voir sur Breezy» from now on, for a candidate Breezy did not know yet.
  await deps.db
    .update(candidates)
    .set({ breezyId, breezyPositionId: positionId, breezyUrl: breezyCandidateUrl(deps.config.breezy, positionId, breezyId) })
    .where(and(eq(candidates.id, candidate.id), isNull(candidates.breezyId)));
  return { message: "Candidature envoyée à Breezy", applicationId: id };
}
