import { useEffect, useRef, useState } from "react";
import { api, ApiError, errorsOnFields } from "~/lib/api";
import { IMAGE_MESSAGES } from "~common/images";
import { useNotify } from "../notifications";
import type { ImageValue } from "./image-field";
import { managerParam, managerRecord } from "./manager-records";
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
  const [busy, setBusy] = useState(false);
  /** The field to bring into view once the errors of a failed save are shown. */
  const focusError = useRef<string | null>(null);
  const imageField = meta.formFields.find((f) => f.type === "image")?.field;

  function refused(error: unknown) {
    setBusy(false);
    notify(creating ? meta.notifications.createFailed : meta.notifications.updateFailed, "error");
    // Field messages on their fields; the rest (or the server's detail) on the title field.
    if (!(error instanceof ApiError)) return;
    const fieldErrors = errorsOnFields(
      error,
      meta.formFields.map((f) => f.field),
      meta.titleField,
    );
    focusError.current = meta.formFields.find((f) => fieldErrors[f.field])?.field ?? meta.titleField;
    setErrors(fieldErrors);
  }

  async function save() {
    setBusy(true);
    // The picture has its own call, made once the record exists (it needs the id).
    const { [imageField ?? ""]: image, ...fields } = values;
    let stored: Row;
    try {
      stored = managerRecord(
        await api.post("/admin/:appLabel/:model/save", { param: managerParam(meta), body: creating ? { ...fields, id: undefined } : fields }),
      );
    } catch (error) {
      return refused(error);
    }
    // One notice once everything is stored: the record, then its picture.
    const done = creating ? meta.notifications.created : meta.notifications.updated;
    try {
      if (imageField) await savePicture(meta, stored.id, image as ImageValue, saved[imageField]);
    } catch (error) {
      setBusy(false);
      onChanged();
      notify(done);
      notify(IMAGE_MESSAGES.saveFailed, "error");
      const detail = error instanceof ApiError ? error.detail : IMAGE_MESSAGES.saveFailed;
      // A new record exists now: the drawer closes (saving again would create it twice); an edited one stays open on the picture.
      if (creating) return onClose();
      setSaved({ ...values, [imageField!]: saved[imageField!] });
      focusError.current = imageField!;
      return setErrors({ [imageField!]: detail });
    }
    notify(done);
    setBusy(false);
    setSaved(values);
    onChanged();
    onClose();
  }

  async function remove() {
    setBusy(true);
    try {
      await api.delete("/admin/:appLabel/:model/delete/:id", { param: { ...managerParam(meta), id: recordId } });
      notify(meta.notifications.deleted);
      onChanged();
      onClose();
    } catch {
      notify(meta.notifications.deleteFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  return { ...record, busy, focusError, save, remove };
}

/** Sends a chosen picture, or takes the stored one off when it was removed; nothing otherwise. */
async function savePicture(meta: ManagerMeta, id: number, image: ImageValue, stored: unknown) {
  if (image instanceof File) {
    const form = new FormData();
    form.set("uploadedFile", image);
    await api.post("/admin/:appLabel/:model/image/:id", { param: { ...managerParam(meta), id }, body: form });
  } else if (image === null && stored) {
    await api.delete("/admin/:appLabel/:model/image/:id", { param: { ...managerParam(meta), id } });
  }
}
