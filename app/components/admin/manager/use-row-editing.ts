import { useEffect, useRef, useState } from "react";
import { api, type ApiError } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import type { FormFieldDef } from "~common/manager-meta";
import { useNotify } from "../notifications";
import { managerParam, managerRecord, saveRefusalErrors } from "./manager-records";
import type { ManagerMeta, Row } from "./types";

type Values = Record<string, string>;

const valuesOf = (fields: FormFieldDef[], row?: Row): Values =>
  Object.fromEntries(fields.map((f) => [f.field, row?.[f.field] == null ? "" : String(row[f.field])]));

type Options = {
  meta: ManagerMeta;
  fields: FormFieldDef[];
  /** Absent: the row that adds a new record. */
  row?: Row;
  onChanged: () => void;
  onRemoved?: () => void;
};

/** One inline row's values, saved or deleted on their own; a failed save's first field in error takes the focus. */
export function useRowEditing({ meta, fields, row, onChanged, onRemoved }: Options) {
  const notify = useNotify();
  const creating = !row;
  const [values, setValues] = useState<Values>(() => valuesOf(fields, row));
  const [saved, setSaved] = useState<Row | undefined>(row);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { sending, send } = useSubmission();
  // Not a call: a deleted row stays disabled until the list's reload takes it away.
  const [removed, setRemoved] = useState(false);
  const controls = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const focusError = useRef(false);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const field = fields.find((f) => errors[f.field]);
    if (field) controls.current[field.field]?.focus();
  }, [errors, fields]);

  async function save() {
    const body = creating ? values : { ...values, id: row.id };
    const outcome = await send((signal) => api.post("/admin/:appLabel/:model/save", { param: managerParam(meta), body, signal }));
    if (!outcome) return;
    if (!outcome.ok) return refused(outcome.refusal);
    const record = managerRecord(outcome.body);
    notify(creating ? meta.notifications.created : meta.notifications.updated);
    setErrors({});
    if (creating) setValues(valuesOf(fields));
    else {
      setSaved(record);
      setValues(valuesOf(fields, record));
    }
    onChanged();
  }

  function refused(refusal: ApiError | undefined) {
    notify(creating ? meta.notifications.createFailed : meta.notifications.updateFailed, "error");
    if (!refusal) return;
    focusError.current = true;
    setErrors(saveRefusalErrors(meta, refusal));
  }

  async function remove() {
    if (!row) return;
    const outcome = await send((signal) => api.delete("/admin/:appLabel/:model/delete/:id", { param: { ...managerParam(meta), id: row.id }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return notify(meta.notifications.deleteFailed, "error");
    setRemoved(true);
    notify(meta.notifications.deleted);
    onRemoved?.();
    onChanged();
  }

  return {
    values,
    set: (field: string, value: string) => setValues((current) => ({ ...current, [field]: value })),
    errors,
    busy: sending || removed,
    controls,
    name: saved ? String(saved[meta.titleField] || `n° ${saved.id}`) : "",
    save,
    remove,
  };
}
