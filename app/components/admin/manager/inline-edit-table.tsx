import { useEffect, useId, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import { ApiError, apiFetch, errorsOnFields } from "~/lib/api";
import { useNotify } from "../notifications";
import { SortableHeader } from "./sortable-header";
import { nextSort, type ManagerMeta, type Row } from "./types";
import type { useManagerList } from "./use-manager-list";
import type { FormFieldDef } from "~common/manager-meta";
import { DeleteConfirmation } from "./delete-confirmation";
import { deBefore } from "~common/format/typography";

type List = ReturnType<typeof useManagerList>;
type Values = Record<string, string>;

const valuesOf = (fields: FormFieldDef[], row?: Row): Values =>
  Object.fromEntries(fields.map((f) => [f.field, row?.[f.field] == null ? "" : String(row[f.field])]));

// Table on wider screens; on phones each row stacks as a card (no page-wide horizontal scroll).
const cell = "px-3 py-2 align-top max-sm:block max-sm:px-0 max-sm:py-1";
const rowClass = "border-t border-slate-100 max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3";

/**
 * The manager's table for short label-and-header lists (spec 3 §2.4, the training reference
 * lists): each row is edited in place and saved or deleted on its own, a first row adds one.
 */
export function InlineEditTable({ meta, list }: { meta: ManagerMeta; list: List }) {
  const fields = meta.formFields;
  const editable = meta.permissions.change && !meta.viewOnly;
  const table = useRef<HTMLTableElement>(null);
  return (
    <div className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-slate-200">
      <table ref={table} tabIndex={-1} className="w-full text-left text-sm focus:outline-none max-sm:block">
        <caption className="sr-only">{meta.namePlural}</caption>
        <thead className="bg-slate-50 max-sm:sr-only">
          <tr>
            {fields.map((field) => {
              const column = meta.columns.find((c) => c.field === field.field);
              return (
                <SortableHeader
                  key={field.field}
                  label={field.label}
                  direction={list.sort?.field === field.field ? list.sort.direction : null}
                  onSort={column?.sortable ? () => list.setSort(nextSort(list.sort, field.field)) : undefined}
                />
              );
            })}
            <th scope="col" className="px-3 py-2 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {meta.permissions.add && !meta.viewOnly && <EditRow meta={meta} fields={fields} editable onChanged={list.reload} />}
          {list.rows.map((row) => (
            <EditRow key={row.id} meta={meta} fields={fields} row={row} editable={editable} onChanged={list.reload} onRemoved={() => table.current?.focus()} />
          ))}
          {list.rows.length === 0 && !list.loading && (
            <tr className="max-sm:block">
              <td colSpan={fields.length + 1} className="px-3 py-6 text-center text-slate-500 max-sm:block">
                Aucun résultat
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = {
  meta: ManagerMeta;
  fields: FormFieldDef[];
  /** Absent: the row that adds a new record. */
  row?: Row;
  editable: boolean;
  onChanged: () => void;
  onRemoved?: () => void;
};

function EditRow({ meta, fields, row, editable, onChanged, onRemoved }: RowProps) {
  const notify = useNotify();
  const base = `/api/admin/${meta.appLabel}/${meta.model}`;
  const id = useId();
  const formId = `${id}-form`;
  const creating = !row;
  const [values, setValues] = useState<Values>(() => valuesOf(fields, row));
  const [saved, setSaved] = useState<Row | undefined>(row);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const controls = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusError = useRef(false);
  const confirmOpened = useRef(false);

  // The first field in error takes the focus once a failed save's messages are shown.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    const field = fields.find((f) => errors[f.field]);
    if (field) controls.current[field.field]?.focus();
  }, [errors, fields]);

  // The confirmation takes the focus when it opens; «Supprimer» gets it back when it is cancelled.
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (confirmOpened.current) deleteButton.current?.focus();
    confirmOpened.current = confirming;
  }, [confirming]);

  const name = saved ? String(saved[meta.titleField] || `n° ${saved.id}`) : "";
  const labelOf = (field: FormFieldDef) => (creating ? `${field.label} de l'élément à ajouter` : `${field.label} ${deBefore(name)}${name}`);

  async function save() {
    setBusy(true);
    try {
      const record = await apiFetch<Row>(`${base}/save`, { body: creating ? values : { ...values, id: row.id } });
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
      await apiFetch(`${base}/delete/${row.id}`, { method: "DELETE" });
      notify(meta.notifications.deleted);
      onRemoved?.();
      onChanged();
    } catch {
      notify(meta.notifications.deleteFailed, "error");
      setBusy(false);
    }
  }

  const deletable = !creating && meta.permissions.delete && !meta.viewOnly && !meta.undeletableIds.includes(row.id);
  return (
    <tr className={`${rowClass} ${creating ? "bg-slate-50" : ""}`}>
      {fields.map((field, i) => {
        const errorId = `${id}-${field.field}-error`;
        const common = {
          ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
            controls.current[field.field] = element;
          },
          form: formId,
          "aria-label": labelOf(field),
          "aria-invalid": Boolean(errors[field.field]),
          "aria-describedby": errors[field.field] ? errorId : undefined,
          "aria-required": field.required || undefined,
          disabled: !editable || busy,
          placeholder: creating ? field.label : undefined,
          value: values[field.field] ?? "",
          className: `${inputClass} min-w-0 disabled:bg-slate-100`,
        };
        const change = (value: string) => setValues((current) => ({ ...current, [field.field]: value }));
        return (
          <td key={field.field} className={`${cell} ${i === 0 ? "sm:w-1/3" : ""}`}>
            {/* On phones the column headers are hidden: each card names its fields. */}
            {i === 0 && creating && (
              <span aria-hidden="true" className="mb-2 block font-bold sm:hidden">
                Ajouter&nbsp;: {meta.name}
              </span>
            )}
            <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-slate-600 sm:hidden">
              {field.label}
            </span>
            {field.type === "textarea" ? (
              <textarea {...common} rows={2} onChange={(e) => change(e.target.value)} />
            ) : (
              <input {...common} type="text" onChange={(e) => change(e.target.value)} />
            )}
            {errors[field.field] && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {errors[field.field]}
              </p>
            )}
          </td>
        );
      })}
      <td className={`${cell} sm:whitespace-nowrap`}>
        {/* The row's inputs belong to this form (form attribute): Enter in a text field saves the row. */}
        <form
          id={formId}
          className="flex flex-wrap items-center gap-2 max-sm:pt-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (editable && !busy) void save();
          }}
        >
          {editable && !confirming && (
            <button
              type="submit"
              disabled={busy}
              className="flex items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white disabled:opacity-50"
            >
              {creating ? (
                <>
                  <Plus aria-hidden="true" className="size-4" /> Ajouter
                </>
              ) : (
                <>
                  Enregistrer<span className="sr-only"> {name}</span>
                </>
              )}
            </button>
          )}
          {deletable &&
            (confirming ? (
              <DeleteConfirmation
                question={<>Supprimer définitivement «&nbsp;{name}&nbsp;»&nbsp;?</>}
                impactUrl={row && `${base}/delete_impact/${row.id}`}
                busy={busy}
                onConfirm={() => void remove()}
                onCancel={() => setConfirming(false)}
                cancelRef={cancelButton}
              />
            ) : (
              <button ref={deleteButton} type="button" onClick={() => setConfirming(true)} className="rounded-md px-3 py-2 text-sm font-semibold text-red-700">
                Supprimer<span className="sr-only"> {name}</span>
              </button>
            ))}
        </form>
      </td>
    </tr>
  );
}
