import { useId, useRef } from "react";
import { Plus } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import { EmptyTableRow } from "~/components/ui/empty-table-row";
import { SortableHeader } from "./sortable-header";
import { nextSort, type ManagerMeta, type Row } from "./types";
import type { ManagerList } from "./use-manager-list";
import type { FormFieldDef } from "~common/manager-meta";
import { DeleteButton, useDeleteQuestion } from "./delete-confirmation";
import { managerParam, type ManagerRecordRef } from "./manager-records";
import { deBefore } from "~common/format/typography";
import { useRowEditing } from "./use-row-editing";

// Table on wider screens; on phones each row stacks as a card (no page-wide horizontal scroll).
const cell = "px-3 py-2 align-top max-sm:block max-sm:px-0 max-sm:py-1";
const rowClass = "border-t border-slate-100 max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3";

/**
 * The manager's table for short label-and-header lists (spec 3 §2.4, the training reference
 * lists): each row is edited in place and saved or deleted on its own, a first row adds one.
 */
export function InlineEditTable({ meta, list }: { meta: ManagerMeta; list: ManagerList }) {
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
            <EmptyTableRow columns={fields.length + 1} stacked>
              Aucun résultat
            </EmptyTableRow>
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

type Control = HTMLInputElement | HTMLTextAreaElement;

function EditRow({ meta, fields, row, editable, onChanged, onRemoved }: RowProps) {
  const id = useId();
  const formId = `${id}-form`;
  const creating = !row;
  const { values, set, errors, busy, controls, name, save, remove } = useRowEditing({ meta, fields, row, onChanged, onRemoved });
  const labelOf = (field: FormFieldDef) => (creating ? `${field.label} de l'élément à ajouter` : `${field.label} ${deBefore(name)}${name}`);
  const controlOf = (field: FormFieldDef) => ({
    ref: (element: Control | null) => {
      controls.current[field.field] = element;
    },
    form: formId,
    "aria-label": labelOf(field),
    "aria-invalid": Boolean(errors[field.field]),
    "aria-describedby": errors[field.field] ? `${id}-${field.field}-error` : undefined,
    "aria-required": field.required || undefined,
    disabled: !editable || busy,
    placeholder: creating ? field.label : undefined,
    value: values[field.field] ?? "",
    className: `${inputClass} min-w-0 disabled:bg-slate-100`,
  });

  const deletable = !creating && meta.permissions.delete && !meta.viewOnly && !meta.undeletableIds.includes(row.id);
  return (
    <tr className={`${rowClass} ${creating ? "bg-slate-50" : ""}`}>
      {fields.map((field, i) => (
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
          <FieldInput field={field} control={controlOf(field)} onChange={(value) => set(field.field, value)} />
          {errors[field.field] && (
            <p id={`${id}-${field.field}-error`} className="mt-1 text-sm text-red-700">
              {errors[field.field]}
            </p>
          )}
        </td>
      ))}
      <RowActions
        formId={formId}
        name={name}
        creating={creating}
        canSave={editable}
        busy={busy}
        onSave={() => void save()}
        deletion={deletable ? { impactOf: { ...managerParam(meta), id: row.id }, onConfirm: () => void remove() } : undefined}
      />
    </tr>
  );
}

type FieldInputProps = { field: FormFieldDef; control: React.ComponentProps<"input"> & React.ComponentProps<"textarea">; onChange: (value: string) => void };

/** A row's field: a two-line text area for a long text, a text input otherwise. */
function FieldInput({ field, control, onChange }: FieldInputProps) {
  return field.type === "textarea" ? (
    <textarea {...control} rows={2} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <input {...control} type="text" onChange={(e) => onChange(e.target.value)} />
  );
}

type ActionsProps = {
  formId: string;
  /** The record's name, said to screen readers after «Enregistrer» and «Supprimer». */
  name: string;
  creating: boolean;
  canSave: boolean;
  busy: boolean;
  onSave: () => void;
  deletion?: { impactOf: ManagerRecordRef; onConfirm: () => void };
};

/** «Ajouter» or «Enregistrer», and «Supprimer» which asks first (its question takes the cell). */
function RowActions({ formId, name, creating, canSave, busy, onSave, deletion }: ActionsProps) {
  const asking = useDeleteQuestion();
  return (
    <td className={`${cell} sm:whitespace-nowrap`}>
      {/* The row's inputs belong to this form (form attribute): Enter in a text field saves the row. */}
      <form
        id={formId}
        className="flex flex-wrap items-center gap-2 max-sm:pt-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && !busy) onSave();
        }}
      >
        {canSave && !asking.confirming && (
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
        {deletion && (
          <DeleteButton
            asking={asking}
            question={<>Supprimer définitivement «&nbsp;{name}&nbsp;»&nbsp;?</>}
            impactOf={deletion.impactOf}
            busy={busy}
            onConfirm={deletion.onConfirm}
            className="rounded-md px-3 py-2 text-sm font-semibold text-red-700"
          >
            Supprimer<span className="sr-only"> {name}</span>
          </DeleteButton>
        )}
      </form>
    </td>
  );
}
