import { useEffect, useRef, useState } from "react";
import { api, ApiError, errorsOnFields } from "~/lib/api";
import type { FormFieldDef } from "~common/manager-meta";
import { useNotify } from "../notifications";
import { managerParam, managerRecord } from "./manager-records";
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
  const [busy, setBusy] = useState(false);
  const controls = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const focusError = useRef(false);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const field = fields.find((f) => errors[f.field]);
    if (field) controls.current[field.field]?.focus();
  }, [errors, fields]);

  async function save() {
    setBusy(true);
    try {
      const record = managerRecord(
        await api.post("/admin/:appLabel/:model/save", { param: managerParam(meta), body: creating ? values : { ...values, id: row.id } }),
      );
      notify(creating ? meta.notifications.created : meta.notifications.updated);
      setErrors({});
      if (creating) setValues(valuesOf(fields));
      else {
        setSaved(record);
        setValues(valuesOf(fields, record));
      }
      onChanged();
    } catch (error) {
      notify(creating ? meta.notifications.createFailed : meta.notifications.updateFailed, "error");
      // As in the drawer: field messages on their fields, what no shown field carries on the title field.
      if (error instanceof ApiError) {
        focusError.current = true;
        setErrors(
          errorsOnFields(
            error,
            meta.formFields.map((f) => f.field),
            meta.titleField,
          ),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!row) return;
    setBusy(true);
    try {
      await api.delete("/admin/:appLabel/:model/delete/:id", { param: { ...managerParam(meta), id: row.id } });
      notify(meta.notifications.deleted);
      onRemoved?.();
      onChanged();
    } catch {
      notify(meta.notifications.deleteFailed, "error");
      setBusy(false);
    }
  }

  return {
    values,
    set: (field: string, value: string) => setValues((current) => ({ ...current, [field]: value })),
    errors,
    busy,
    controls,
    name: saved ? String(saved[meta.titleField] || `n° ${saved.id}`) : "",
    save,
    remove,
  };
}
