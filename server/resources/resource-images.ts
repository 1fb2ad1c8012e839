import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import type { SessionUser } from "../../common/roles";
import { mediaStoreFor, type MediaStore } from "../lib/media-store";
import type { AppDeps } from "../app-deps";
import { drawDemoImageFor } from "../modules/media/demo-images";
import { drawSeededJobProfileFile } from "../modules/job-profiles/job-profile-images";
import { findJobProfileImage } from "../modules/job-profiles/job-profiles.service";
import { HttpError, notFound } from "../lib/errors";
import { IMAGE_MESSAGES, type ImageKind } from "../../common/images";
import { assertImageType, encodeVariants, newImageBase, storeVariants, variantKeys } from "../modules/media/image-variants";
import { assertAccess, deleteResource, fetchResource } from "./crud.service";
import { modelKey, writeHistoryLine } from "../modules/history/history.service";
import { resources } from "./registry";
import type { AnyResource, FormFieldDef, Row } from "./types";

/** A manager's picture: the one form field of type "image" (each spec call carries one file). */
export function imageSlot(d: AnyResource): { field: string; kind: ImageKind } | null {
  const field = d.form.find((f: FormFieldDef) => f.type === "image");
  return field?.imageKind ? { field: field.field, kind: field.imageKind } : null;
}

function slotOrThrow(d: AnyResource) {
  const slot = imageSlot(d);
  if (!slot) throw new HttpError(404, "Ce gestionnaire n'a pas d'image");
  return slot;
}

const column = (d: AnyResource, field: string) => (getTableColumns(d.table as PgTable) as Record<string, PgColumn>)[field]!;
const idOf = (d: AnyResource) => column(d, "id");

async function currentBase(db: Db, d: AnyResource, field: string, id: number): Promise<string | null> {
  const [row] = await db
    .select({ value: column(d, field) })
    .from(d.table as PgTable)
    .where(eq(idOf(d), id));
  if (!row) throw notFound(`${d.name} introuvable`);
  return typeof row.value === "string" ? row.value : null;
}

/** Only files we wrote (under files/) are ever removed; an https address from before is left alone. */
const ownedVariants = (base: string | null, kind: ImageKind) => (base?.startsWith("files/") ? variantKeys(base, kind) : []);

/**
 * Stores a new picture for a record: checked by content, re-encoded into every variant,
 * written, then the column points at it and the previous variants go. Returns the record.
 */
export async function saveResourceImage(db: Db, store: MediaStore, user: SessionUser | null, d: AnyResource, id: number, file: unknown): Promise<Row> {
  const signedIn = assertAccess(user, d, "change");
  const { field, kind } = slotOrThrow(d);
  const previous = await currentBase(db, d, field, id);
  if (!(file instanceof File) || file.size === 0) throw new HttpError(400, IMAGE_MESSAGES.missing, { uploadedFile: IMAGE_MESSAGES.missing });
  const bytes = new Uint8Array(await file.arrayBuffer());
  await assertImageType(bytes);
  const base = newImageBase(d.model, id);
  const variants = await encodeVariants(bytes, kind, base);
  await storeVariants(store, variants);
  const updated = await setPicture(db, signedIn, d, id, field, base);
  if (updated === 0) {
    // Deleted meanwhile: nothing may point at these files.
    await store.remove(variants.map((v) => v.key));
    throw notFound(`${d.name} introuvable`);
  }
  await store.remove(ownedVariants(previous, kind));
  return fetchResource(db, user, d, id);
}

/** Takes the picture off a record (the page falls back to its placeholder). */
export async function removeResourceImage(db: Db, store: MediaStore, user: SessionUser | null, d: AnyResource, id: number): Promise<Row> {
  const signedIn = assertAccess(user, d, "change");
  const { field, kind } = slotOrThrow(d);
  const previous = await currentBase(db, d, field, id);
  if (previous) await setPicture(db, signedIn, d, id, field, null);
  await store.remove(ownedVariants(previous, kind));
  return fetchResource(db, user, d, id);
}

/** Points the record at its new picture (or none) with its «Historique» line, which names the field only. */
async function setPicture(db: Db, user: SessionUser, d: AnyResource, id: number, field: string, base: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(d.table as PgTable)
      .set({ [field]: base })
      .where(eq(idOf(d), id))
      .returning({ id: idOf(d) });
    const label = d.form.find((f) => f.field === field)?.label ?? field;
    if (updated.length > 0) await writeHistoryLine(tx, { user, model: modelKey(d), recordId: id, action: "update", changes: [{ field, label }] });
    return updated.length;
  });
}

/** Whether any manager's record shows this picture (a demo base is drawn only then). */
export async function imageInUse(db: Db, base: string): Promise<boolean> {
  // Several managers may share a table and its picture column (pages, blog, press): ask each once.
  const columns = new Set(resources.flatMap((d) => (imageSlot(d) ? [column(d, imageSlot(d)!.field)] : [])));
  for (const picture of columns) {
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(picture.table as PgTable)
      .where(eq(picture, base))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** Draws a demo picture that a record shows but no one has viewed yet (see mediaRoutes). */
export const drawMissingMedia =
  ({ db, config }: Pick<AppDeps, "db" | "config">) =>
  async (key: string): Promise<boolean> =>
    (await drawDemoImageFor(mediaStoreFor(config), (base) => imageInUse(db, base), key)) ||
    drawSeededJobProfileFile(mediaStoreFor(config), key, (slug) => findJobProfileImage(db, slug));

/**
 * A record deleted through its manager's rules, then its picture's files: the drawer's delete and
 * the bulk delete alike (the files go only once the row is gone).
 */
export async function deleteWithPictures(db: Db, media: MediaStore, user: SessionUser | null, d: AnyResource, id: number): Promise<{ id: number }> {
  const files = await imageFilesOf(db, d, id);
  const deleted = await deleteResource(db, user, d, id);
  await media.remove(files);
  return deleted;
}

/** Before a record is deleted: what to remove once it is gone. */
async function imageFilesOf(db: Db, d: AnyResource, id: number): Promise<string[]> {
  const slot = imageSlot(d);
  if (!slot) return [];
  const base = await currentBase(db, d, slot.field, id).catch(() => null);
  return ownedVariants(base, slot.kind);
}
