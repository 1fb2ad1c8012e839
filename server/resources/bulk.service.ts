import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../db/client";
import { hasRole, type SessionUser } from "../../common/roles";
import { BULK_ACTIONS, BULK_MAX_IDS, type BulkAction, type BulkAnswer } from "../../common/manager-meta";
import { INT4_MAX } from "../../common/db-limits";
import { forbidden, HttpError, parseOrThrow } from "../lib/errors";
import type { MediaStore } from "../lib/media-store";
import { assertAccess, fetchResource, saveResource, type RecordId } from "./crud.service";
import { deleteWithPictures, imageSlot } from "./resource-images";
import { bulkMessage } from "./bulk-sentences";
import type { AnyResource, Row } from "./types";

const IDS_INVALID = `Choisissez de 1 à ${BULK_MAX_IDS} éléments`;
const ID_INVALID = "Identifiant invalide";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a selection may hold, typed as the manager's table types them (serial or uuid). */
export function selectionIds(d: AnyResource) {
  const uuid = (getTableColumns(d.table as PgTable) as Record<string, PgColumn>).id!.getSQLType() === "uuid";
  const id = uuid
    ? z
        .string({ error: ID_INVALID })
        .regex(UUID, ID_INVALID)
        .transform((v) => v.toLowerCase())
    : z.number({ error: ID_INVALID }).int(ID_INVALID).positive(ID_INVALID).max(INT4_MAX, ID_INVALID);
  return z
    .array(id as z.ZodType<RecordId>, { error: IDS_INVALID })
    .min(1, IDS_INVALID)
    .max(BULK_MAX_IDS, IDS_INVALID)
    .transform((ids) => [...new Set(ids)]);
}

const bodySchema = (d: AnyResource) =>
  z.object(
    { action: z.enum(BULK_ACTIONS, { error: "Action inconnue : publish, unpublish ou delete" }), ids: selectionIds(d) },
    { error: "Le corps de la requête doit être un objet JSON" },
  );

/**
 * Checked before the body is read: whoever may neither change nor delete in this manager learns
 * nothing from what they send (401/403, 405 for a view-only manager).
 */
export function assertMayAct(user: SessionUser | null, d: AnyResource): SessionUser {
  const signedIn = assertAccess(user, d, "view");
  if (d.viewOnly) throw new HttpError(405, "Action non disponible pour ce gestionnaire");
  if (!hasRole(signedIn, d.roles.change)) throw forbidden();
  return signedIn;
}

/** «Publier» / «Dépublier» only where the manager has a publication flag, for whoever may change. */
function assertActionAllowed(user: SessionUser | null, d: AnyResource, action: BulkAction) {
  if (action === "delete") return assertAccess(user, d, "delete");
  if (!d.bulk?.publish) throw new HttpError(405, "Ce gestionnaire n'a pas de publication");
  return assertAccess(user, d, "change");
}

/** The value the publication flag takes: a boolean, or a date (now; a past date is kept). */
function publicationValue(d: AnyResource, current: unknown, publish: boolean): unknown {
  const column = (getTableColumns(d.table as PgTable) as Record<string, PgColumn>)[d.bulk!.publish!]!;
  if (column.dataType === "boolean") return publish;
  if (!publish) return null;
  return current != null && new Date(String(current)).getTime() <= Date.now() ? current : new Date().toISOString();
}

type Deps = { db: Db; media: MediaStore };

/**
 * One record through the manager's own save: the record as the drawer would send it (every
 * rule of the save applies, and its history line), the flag changed. Unchanged: nothing written.
 */
async function publishOne({ db }: Deps, user: SessionUser, d: AnyResource, id: RecordId, publish: boolean) {
  const record = JSON.parse(JSON.stringify(await fetchResource(db, user, d, id))) as Row;
  const field = d.bulk!.publish!;
  const value = publicationValue(d, record[field], publish);
  if (value === record[field]) return;
  const image = imageSlot(d)?.field;
  if (image) delete record[image];
  await saveResource(db, user, d, { ...record, [field]: value });
}

/** One record through the manager's own delete (rules, history), then its picture's files, as the drawer's delete does. */
async function deleteOne({ db, media }: Deps, user: SessionUser, d: AnyResource, id: RecordId) {
  if (typeof id !== "number") throw new HttpError(405, "Action non disponible pour ce gestionnaire");
  await deleteWithPictures(db, media, user, d, id);
}

/**
 * POST /api/admin/{appLabel}/{model}/bulk `{ action, ids }`: each record in turn, through the
 * same service as one drawer's save or delete, so each is accepted or refused for its own
 * reasons; the answer says which, in one French sentence and record by record.
 */
export async function bulkAction(deps: Deps, user: SessionUser | null, d: AnyResource, body: unknown): Promise<BulkAnswer> {
  const { action, ids } = parseOrThrow(bodySchema(d), body);
  const signedIn = assertActionAllowed(user, d, action);
  const answer: BulkAnswer = { message: "", done: [], refused: [] };
  for (const id of ids) {
    try {
      if (action === "delete") await deleteOne(deps, signedIn, d, id);
      else await publishOne(deps, signedIn, d, id, action === "publish");
      answer.done.push(id);
    } catch (error) {
      // A refusal is the record's own (a rule, a reference); anything else is no answer to give.
      if (!(error instanceof HttpError)) throw error;
      answer.refused.push({ id, reason: error.detail });
    }
  }
  answer.message = bulkMessage(
    d,
    action,
    answer.done.length,
    answer.refused.map((r) => r.reason),
  );
  return answer;
}
