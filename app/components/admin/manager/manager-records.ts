import { errorsOnFields, type ApiError } from "~/lib/api";
import type { ManagerMeta, Row } from "./types";

/** A manager's record, as the generic routes name it: `/admin/:appLabel/:model/…/:id`. */
export type ManagerRecordRef = { appLabel: string; model: string; id: number };

/** A manager's `:appLabel/:model` in the generic routes (`/admin/:appLabel/:model/…`), from its meta. */
export const managerParam = (manager: { appLabel: string; model: string }) => ({ appLabel: manager.appLabel, model: manager.model });

/**
 * A record as the generic routes answer it (fetch, save, search rows): its fields depend on the
 * manager, so the server types it as any JSON object. The one place it is read as the shape the
 * screen knows of that manager (every record has its `id`).
 */
export const managerRecord = <T extends { id: number } = Row>(record: Record<string, unknown>): T => record as T;

/**
 * A refused save's messages, for the drawer and the inline rows alike: each field's message on
 * its field, what no shown field carries (or the server's detail) on the title field.
 */
export const saveRefusalErrors = (meta: ManagerMeta, refusal: ApiError) =>
  errorsOnFields(
    refusal,
    meta.formFields.map((f) => f.field),
    meta.titleField,
  );
