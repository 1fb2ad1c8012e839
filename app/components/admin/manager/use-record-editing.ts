import { useEffect, useRef, useState } from "react";
import { api, type ApiError } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { IMAGE_MESSAGES } from "~common/images";
import { useNotify } from "../notifications";
import type { ImageValue } from "./image-field";
import { managerParam, managerRecord, saveRefusalErrors } from "./manager-records";
import type { ManagerMeta, Row } from "./types";

type Values = Record<string, unknown>;

const emptyRecord = (meta: ManagerMeta) =>
  Object.fromEntries(
    meta.formFields.map((f) => [
      f.field,
      f.type === "boolean"
        ? false
        : ["list", "groups", "registries", "zipcodeContents"].includes(f.type)
          ? []
          : ["number", "select", "image", "registry"].includes(f.type)
            ? null
            : "",
    ]),
  );

/** The drawer's record: the values being edited, and as last loaded or saved (what «unsaved» is measured against). */
function useRecordValues(meta: ManagerMeta, recordId: number | "new") {
  const [values, setValues] = useState<Values>(() => emptyRecord(meta));
  const [saved, setSaved] = useState<Values>(() => emptyRecord(meta));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setErrors({});
    if (recordId === "new") {
      setValues(emptyRecord(meta));
      return setSaved(emptyRecord(meta));
    }
    const controller = new AbortController();
    api.get("/admin/:appLabel/:model/fetch/:id", { param: { ...managerParam(meta), id: recordId }, signal: controller.signal }).then(
      (record) => {
        setValues(record);
        setSaved(record);
      },
      () => {},
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a drawer reloads when its record changes; meta is fixed for a manager
  }, [recordId]);
  return { values, setValues, saved, setSaved, errors, setErrors };
}

type Options = { meta: ManagerMeta; recordId: number | "new"; onChanged: () => void; onClose: () => void };

/**
 * Loads, saves and deletes the drawer's record, with one notice for each. A failed save puts
 * its messages on their fields and names the field to bring into view (`focusError`).
 */
export function useRecordEditing({ meta, recordId, onChanged, onClose }: Options) {
  const notify = useNotify();
  const creating = recordId === "new";
  const record = useRecordValues(meta, recordId);
  const { values, saved, setSaved, setErrors } = record;
  const { sending: busy, send } = useSubmission();
  /** The field to bring into view once the errors of a failed save are shown. */
  const focusError = useRef<string | null>(null);
  const imageField = meta.formFields.find((f) => f.type === "image")?.field;

  function refused(refusal: ApiError | undefined) {
    notify(creating ? meta.notifications.createFailed : meta.notifications.updateFailed, "error");
    if (!refusal) return;
    const fieldErrors = saveRefusalErrors(meta, refusal);
    focusError.current = meta.formFields.find((f) => fieldErrors[f.field])?.field ?? meta.titleField;
    setErrors(fieldErrors);
  }

  /** The record is stored but its picture was not: one notice for each, the picture's message on its field. */
  function pictureRefused(refusal: ApiError | undefined, done: string) {
    onChanged();
    notify(done);
    notify(IMAGE_MESSAGES.saveFailed, "error");
    // A new record exists now: the drawer closes (saving again would create it twice); an edited one stays open on the picture.
    if (creating) return onClose();
    setSaved({ ...values, [imageField!]: saved[imageField!] });
    focusError.current = imageField!;
    setErrors({ [imageField!]: refusal?.detail ?? IMAGE_MESSAGES.saveFailed });
  }

  async function save() {
    // The picture has its own call, made once the record exists (it needs the id): two sends in turn.
    const { [imageField ?? ""]: image, ...fields } = values;
    const body = creating ? { ...fields, id: undefined } : fields;
    const outcome = await send((signal) => api.post("/admin/:appLabel/:model/save", { param: managerParam(meta), body, signal }).then(managerRecord));
    if (!outcome) return;
    if (!outcome.ok) return refused(outcome.refusal);
    const stored: Row = outcome.body;
    // One notice once everything is stored: the record, then its picture.
    const done = creating ? meta.notifications.created : meta.notifications.updated;
    if (imageField) {
      const picture = await send((signal) => savePicture(meta, stored.id, image as ImageValue, saved[imageField], signal));
      if (!picture) return;
      if (!picture.ok) return pictureRefused(picture.refusal, done);
    }
    notify(done);
    setSaved(values);
    onChanged();
    onClose();
  }

  async function remove() {
    const outcome = await send((signal) => api.delete("/admin/:appLabel/:model/delete/:id", { param: { ...managerParam(meta), id: recordId }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return notify(meta.notifications.deleteFailed, "error");
    notify(meta.notifications.deleted);
    onChanged();
    onClose();
  }

  return { ...record, busy, focusError, save, remove };
}

/** Sends a chosen picture, or takes the stored one off when it was removed; nothing otherwise. */
async function savePicture(meta: ManagerMeta, id: number, image: ImageValue, stored: unknown, signal: AbortSignal) {
  if (image instanceof File) {
    const form = new FormData();
    form.set("uploadedFile", image);
    await api.post("/admin/:appLabel/:model/image/:id", { param: { ...managerParam(meta), id }, body: form, signal });
  } else if (image === null && stored) {
    await api.delete("/admin/:appLabel/:model/image/:id", { param: { ...managerParam(meta), id }, signal });
  }
}
