import { and, eq, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { BreezyConfig } from "../../config";
import type { Db } from "../../db/client";
import { breezyCursors, candidates, offers } from "../../db/schema";
import { contentChanged } from "../../lib/content-changes";
import { offerValues } from "../offers/offers.service";
import { type CorrectableField, searchTexts } from "../../../common/candidates";
import { enqueueTask } from "../../lib/task-runner";
import type { BreezyCandidate, BreezyClient, BreezyPosition } from "./breezy-api";
import { breezyCandidateUrl, educationOf, emailOf, offerFromPosition, phoneOf, updatedOf, workHistoryOf } from "./breezy.mapping";

export const BREEZY_SYNC_TASK = "breezy:sync";

export type SyncCounts = { created: number; updated: number; unchanged: number; skipped: number; archived: number };
export type SyncResult = { message: string; positions: SyncCounts; candidates: SyncCounts; complete: boolean };

/**
 * A run stops reading details after this long and queues its continuation: the task runner
 * takes a task RUNNING for 30 minutes as abandoned, and a first import of thousands of
 * candidates (a call every 250 ms) takes longer than that.
 */
export const SYNC_BUDGET_MS = 20 * 60_000;

const zero = (): SyncCounts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, archived: 0 });

async function readCursor(db: Db, stream: string): Promise<Date | null> {
  const [row] = await db.select({ cursor: breezyCursors.cursor }).from(breezyCursors).where(eq(breezyCursors.stream, stream));
  return row?.cursor ?? null;
}

/** Moves a stream's cursor forward only: records come oldest first, a retry never moves it back. */
async function writeCursor(db: Db, stream: string, cursor: Date) {
  await db
    .insert(breezyCursors)
    .values({ stream, cursor })
    .onConflictDoUpdate({
      target: breezyCursors.stream,
      set: { cursor: sql`GREATEST(${breezyCursors.cursor}, excluded.cursor)`, updatedAt: sql`now()` },
    });
}

/** Oldest first, then by id: the order the cursor follows. */
const byUpdate = <T extends { _id: string; updated_date?: string; creation_date?: string }>(a: T, b: T) =>
  updatedOf(a).getTime() - updatedOf(b).getTime() || a._id.localeCompare(b._id);

/**
 * Positions: each published one is written when Breezy's updated date is newer than ours
 * (so a second run writes nothing); positions Breezy no longer publishes are archived (410).
 */
async function syncPositions(db: Db, list: BreezyPosition[]): Promise<SyncCounts> {
  const counts = zero();
  for (const position of [...list].sort(byUpdate)) {
    const input = offerFromPosition(position);
    const [existing] = await db.select({ updated: offers.breezyUpdatedDate, state: offers.state }).from(offers).where(eq(offers.breezyId, position._id));
    if (existing?.updated && existing.updated >= input.breezyUpdatedDate && existing.state === "published") {
      counts.unchanged += 1;
      continue;
    }
    const values = offerValues(input);
    const { id: _id, ...changes } = values;
    await db.insert(offers).values(values).onConflictDoUpdate({ target: offers.breezyId, set: changes });
    if (existing) counts.updated += 1;
    else counts.created += 1;
    await writeCursor(db, "positions", input.breezyUpdatedDate);
  }
  const listed = list.map((p) => p._id);
  const archived = await db
    .update(offers)
    .set({ state: "archived", updatedDate: sql`now()` })
    .where(and(isNotNull(offers.breezyId), eq(offers.state, "published"), listed.length ? notInArray(offers.breezyId, listed) : undefined))
    .returning({ id: offers.id });
  counts.archived = archived.length;
  return counts;
}

type Written = "created" | "updated" | "unchanged" | "skipped";

/**
 * One Breezy candidate into the CVthèque, found by Breezy id, else by e-mail (a person who
 * applied on the site and then in Breezy is one candidate). Fields staff corrected stay theirs.
 */
async function writeCandidate(db: Db, config: BreezyConfig, positionId: string, c: BreezyCandidate): Promise<Written> {
  const email = emailOf(c.email_address);
  if (!email) return "skipped";
  const updated = updatedOf(c);
  const matches = await db
    .select({
      id: candidates.id,
      breezyId: candidates.breezyId,
      breezyUpdatedDate: candidates.breezyUpdatedDate,
      editedFields: candidates.editedFields,
      workHistory: candidates.workHistory,
      education: candidates.education,
    })
    .from(candidates)
    .where(or(eq(candidates.breezyId, c._id), eq(candidates.email, email)));
  const existing = matches.find((m) => m.breezyId === c._id) ?? matches[0];
  // Already as new (the same record, or the same person's newer record in another position).
  if (existing?.breezyUpdatedDate && existing.breezyUpdatedDate >= updated) return "unchanged";

  const workHistory = workHistoryOf(c);
  const education = educationOf(c);
  // What staff corrected is never written again (decision 0060); Breezy gives the rest.
  const kept = (field: CorrectableField) => existing?.editedFields.includes(field) ?? false;
  const lists =
    kept("workHistory") && kept("education")
      ? {}
      : {
          ...(!kept("workHistory") && { workHistory }),
          ...(!kept("education") && { education }),
          ...searchTexts(existing && kept("workHistory") ? existing.workHistory : workHistory, existing && kept("education") ? existing.education : education),
        };
  const breezy = {
    breezyId: c._id,
    breezyPositionId: positionId,
    breezyUrl: breezyCandidateUrl(config, positionId, c._id),
    breezyData: c,
    breezyUpdatedDate: updated,
  };
  const name = c.name?.trim() || null;
  const header = c.headline?.trim() || null;
  const summary = c.summary?.trim() || null;
  const address = c.address?.trim() || null;
  const phoneNumber = phoneOf(c.phone_number);
  if (existing) {
    await db
      .update(candidates)
      .set({
        ...breezy,
        ...lists,
        // Breezy is the reference for what it knows, unless staff corrected it; what it leaves
        // blank keeps our value.
        name: (!kept("name") && name) || sql`${candidates.name}`,
        header: (!kept("header") && header) || sql`${candidates.header}`,
        summary: summary ?? sql`${candidates.summary}`,
        address: (!kept("address") && address) || sql`${candidates.address}`,
        phoneNumber: (!kept("phoneNumber") && phoneNumber) || sql`${candidates.phoneNumber}`,
        lastContactAt: sql`GREATEST(${candidates.lastContactAt}, ${updated.toISOString()}::timestamptz)`,
        updatedAt: sql`now()`,
      })
      .where(eq(candidates.id, existing.id));
    return "updated";
  }
  await db.insert(candidates).values({
    email,
    name,
    header,
    summary,
    address,
    phoneNumber,
    ...breezy,
    ...lists,
    validatedAt: updatedOf({ updated_date: c.creation_date }),
    lastContactAt: updated,
  });
  return "created";
}

/**
 * A position's candidates changed since its cursor. Ties on the cursor's date are read again
 * and recognised as already written, so a run stopped between two candidates of the same
 * second loses neither; details are fetched only for what changed.
 */
async function syncCandidatesOf(
  db: Db,
  config: BreezyConfig,
  client: BreezyClient,
  positionId: string,
  counts: SyncCounts,
  deadline: number,
): Promise<boolean> {
  const stream = `candidates:${positionId}`;
  const cursor = await readCursor(db, stream);
  const summaries = (await client.candidates(positionId)).filter((s) => !cursor || updatedOf(s) >= cursor).sort(byUpdate);
  for (const summary of summaries) {
    const [known] = await db.select({ updated: candidates.breezyUpdatedDate }).from(candidates).where(eq(candidates.breezyId, summary._id));
    if (known?.updated && known.updated >= updatedOf(summary)) {
      counts.unchanged += 1;
      continue;
    }
    if (Date.now() >= deadline) return false;
    const details = await client.candidate(positionId, summary._id);
    counts[await writeCandidate(db, config, positionId, details)] += 1;
    await writeCursor(db, stream, updatedOf(summary));
  }
  return true;
}

/**
 * The `breezy:sync` task (scheduled, or «Lancer maintenant»): positions, then each published
 * position's candidates. A failure (Breezy down, a 429 longer than the client waits) throws:
 * the task runner retries later, and the cursors make the retry start where this run stopped.
 */
export async function syncBreezy(
  deps: Pick<AppDeps, "db" | "logger">,
  config: BreezyConfig,
  client: BreezyClient,
  options: { budgetMs?: number } = {},
): Promise<SyncResult> {
  const { db } = deps;
  const deadline = Date.now() + (options.budgetMs ?? SYNC_BUDGET_MS);
  const list = await client.positions();
  const positions = await syncPositions(db, list);
  if (positions.created + positions.updated + positions.archived > 0) contentChanged(db);
  const counts = zero();
  let complete = true;
  for (const position of list) {
    complete = await syncCandidatesOf(db, config, client, position._id, counts, deadline);
    if (!complete) break;
  }
  // Out of time: the next run starts at once, from the cursors.
  if (!complete) await enqueueTask(db, BREEZY_SYNC_TASK, { continued: true });
  const result = {
    message: `Breezy : ${positions.created + positions.updated} offre(s) et ${counts.created + counts.updated} candidat(s) importé(s)${complete ? "" : ", la suite est programmée"}`,
    positions,
    candidates: counts,
    complete,
  };
  // Counts only: never a name or an address in the logs.
  deps.logger.info({ task: BREEZY_SYNC_TASK, positions, candidates: counts }, "Breezy import done");
  return result;
}
