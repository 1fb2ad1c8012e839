import { LoaderCircle } from "lucide-react";
import { EmptyTableRow } from "~/components/ui/empty-table-row";
import { cellText, type ColumnDef } from "~common/manager-meta";
import { OpenRowButton } from "./open-row-button";
import { SortableHeader } from "./sortable-header";
import { nextSort, type ManagerMeta, type Row } from "./types";
import type { ManagerList } from "./use-manager-list";
import type { RowSelection } from "./use-row-selection";

/** A cell as the CSV export writes it: one rule for the screen and the file. */
const display = cellText;

const TONES = {
  success: "bg-green-100 text-green-800",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-800",
  progress: "inline-flex items-center gap-1 bg-slate-100 text-slate-800",
};

/** A cell: its text, or a coloured badge when its option has a tone (an e-mail's status). */
function Cell({ value, column }: { value: unknown; column: Pick<ColumnDef, "options" | "date"> }) {
  const tone = column.options?.find((o) => o.value === value)?.tone;
  const text = display(value, column);
  if (!tone) return <>{text}</>;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${TONES[tone]}`}>
      {tone === "progress" && <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />}
      {text}
    </span>
  );
}

type Props = {
  meta: ManagerMeta;
  list: ManagerList;
  /** Absent when the manager has no bulk actions: no boxes to tick. */
  selection?: RowSelection;
  openId: number | "new" | null;
  onOpen: (id: number) => void;
};

/** The manager's sortable table: a row opens its drawer, its first cell's button too (keyboard). */
export function ManagerTable({ meta, list, selection, openId, onOpen }: Props) {
  const rowName = (row: Row) => display(row[meta.columns[0]!.field], meta.columns[0]!) || `n° ${row.id}`;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {selection && <SelectAllHeader rows={list.rows} selection={selection} />}
            {meta.columns.map((column) => (
              <SortableHeader
                key={column.field}
                label={column.label}
                direction={list.sort?.field === column.field ? list.sort.direction : null}
                onSort={column.sortable ? () => list.setSort(nextSort(list.sort, column.field)) : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row: Row) => (
            <tr
              key={row.id}
              onClick={() => onOpen(row.id)}
              className={`cursor-pointer border-t border-slate-100 hover:bg-brand-50 ${openId === row.id ? "bg-brand-50" : ""}`}
            >
              {selection && (
                // The box's cell picks, it never opens the row.
                <td className="px-3 py-2" onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={`Sélectionner ${rowName(row)}`}
                    className="size-4"
                    checked={selection.selected.includes(row.id)}
                    onChange={(event) => selection.toggle(row.id, event.target.checked)}
                  />
                </td>
              )}
              {meta.columns.map((column, i) => (
                <td key={column.field} className="px-3 py-2">
                  {i === 0 ? <OpenRowButton onOpen={() => onOpen(row.id)}>{rowName(row)}</OpenRowButton> : <Cell value={row[column.field]} column={column} />}
                </td>
              ))}
            </tr>
          ))}
          {list.rows.length === 0 && !list.loading && <EmptyTableRow columns={meta.columns.length + (selection ? 1 : 0)}>Aucun résultat</EmptyTableRow>}
        </tbody>
      </table>
    </div>
  );
}

/** «Tout sélectionner»: ticked when every row on screen is, half-ticked when some are. */
function SelectAllHeader({ rows, selection }: { rows: Row[]; selection: RowSelection }) {
  const { selected } = selection;
  return (
    <th scope="col" className="w-10 px-3 py-2">
      <input
        type="checkbox"
        aria-label="Tout sélectionner"
        className="size-4"
        disabled={rows.length === 0}
        checked={rows.length > 0 && selected.length === rows.length}
        ref={(box) => {
          if (box) box.indeterminate = selected.length > 0 && selected.length < rows.length;
        }}
        onChange={(event) => selection.setAll(event.target.checked)}
      />
    </th>
  );
}
