import { useRef, useState, type RefObject } from "react";
import { LoaderCircle, Plus } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import { NotificationsProvider } from "../notifications";
import { Pagination } from "./pagination";
import { RecordDrawer } from "./record-drawer";
import { SortableHeader } from "./sortable-header";
import { nextSort, sortParam, type ListAnswer, type ManagerMeta, type Row } from "./types";
import { useManagerList } from "./use-manager-list";
import { OpenRowButton } from "./open-row-button";
import { InlineEditTable } from "./inline-edit-table";
import { listExtensions } from "./drawer-extensions";
import { BulkBar } from "./bulk-bar";
import { BulkExportButton } from "./bulk-export-button";
import { useRecordShortcuts } from "./shortcuts-keys";
import { counted } from "~common/format/count";
import { cellText, type ColumnDef } from "~common/manager-meta";

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

/** The generic admin manager: filter panel, sortable paginated table, record drawer. */
type ManagerProps = {
  meta: ManagerMeta;
  initial?: ListAnswer;
  /** Open the drawer on this record at once (the dial's «Cette page»). */
  openRecordId?: number;
  /** Set while a drawer is open: whoever closes the manager asks it first (unsaved edits). */
  leaveRef?: RefObject<LeaveDrawer | null>;
};
type LeaveDrawer = (action: () => void) => void;

export function ManagerView(props: ManagerProps) {
  // Staff code only: the notices live with the manager, not in every visitor's page.
  return (
    <NotificationsProvider>
      <Manager {...props} />
    </NotificationsProvider>
  );
}

function Manager({ meta, initial, openRecordId, leaveRef }: ManagerProps) {
  const list = useManagerList(meta, initial);
  const ListExtension = listExtensions[`${meta.appLabel}/${meta.model}`];
  const [openId, setOpenId] = useState<number | "new" | null>(openRecordId ?? null);
  // Another row (or «Ajouter») while the drawer holds unsaved edits: the drawer asks first.
  const ownLeaveRef = useRef<LeaveDrawer | null>(null);
  const leaveDrawer = leaveRef ?? ownLeaveRef;
  const open = (id: number | "new") => (openId === null || !leaveDrawer.current ? setOpenId(id) : leaveDrawer.current(() => setOpenId(id)));

  // Next/previous walk the rows on screen and wrap around (spec 3 §4).
  const navigate = (step: 1 | -1) => {
    if (openId === null || openId === "new" || list.rows.length === 0) return;
    const index = list.rows.findIndex((row) => row.id === openId);
    setOpenId(list.rows[(index + step + list.rows.length) % list.rows.length].id);
  };
  // J/K and the arrows go through the drawer's unsaved-changes question, as its ‹ › do.
  const root = useRef<HTMLDivElement>(null);
  const shortcuts = useRecordShortcuts({
    root,
    saves: true,
    onStep: typeof openId === "number" ? (step) => (leaveDrawer.current ? leaveDrawer.current(() => navigate(step)) : navigate(step)) : undefined,
  });

  // The selection is of the rows on screen: another page, filter or a deletion leaves the rest out.
  const [picked, setPicked] = useState<Row["id"][]>([]);
  const selected = picked.filter((id) => list.rows.some((row) => row.id === id));
  const selectable = Boolean(meta.bulk) && !meta.inlineEdit;
  const [bulkNotice, setBulkNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const toggle = (id: Row["id"], on: boolean) => setPicked(on ? [...selected, id] : selected.filter((other) => other !== id));
  const rowName = (row: Row) => display(row[meta.columns[0]!.field], meta.columns[0]!) || `n° ${row.id}`;

  return (
    <div ref={root} className="flex flex-col gap-6 lg:flex-row">
      <aside aria-label="Filtres" className="space-y-4 lg:w-64 lg:shrink-0">
        {meta.filters.map((filter) => (
          <div key={filter.field}>
            <label htmlFor={`filter-${filter.field}`} className="mb-1 block text-sm font-semibold">
              {filter.label}
            </label>
            {filter.type === "text" || filter.type === "date" ? (
              <input
                id={`filter-${filter.field}`}
                type={filter.type === "date" ? "date" : "search"}
                className={inputClass}
                value={String(list.filters[filter.field] ?? "")}
                onChange={(e) => list.setFilter(filter.field, e.target.value)}
              />
            ) : (
              <select
                id={`filter-${filter.field}`}
                className={inputClass}
                value={String(list.filters[filter.field] ?? "")}
                onChange={(e) =>
                  list.setFilter(filter.field, e.target.value === "" ? undefined : filter.type === "boolean" ? e.target.value === "true" : e.target.value, true)
                }
              >
                <option value="">Tous</option>
                {filter.type === "boolean" ? (
                  <>
                    <option value="true">Oui</option>
                    <option value="false">Non</option>
                  </>
                ) : (
                  filter.options?.map((o) => (
                    <option key={String(o.value)} value={String(o.value)}>
                      {o.label}
                    </option>
                  ))
                )}
              </select>
            )}
          </div>
        ))}
      </aside>
      <section className="min-w-0 flex-1" aria-busy={list.loading}>
        {ListExtension && <ListExtension onCreated={list.reload} filters={list.filters} />}
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="mr-auto text-sm text-slate-600">
            {list.count} résultat{list.count > 1 ? "s" : ""}
          </p>
          {selectable && meta.bulk?.export && (
            <BulkExportButton
              path={`${meta.urls.action}/export`}
              body={() => (selected.length > 0 ? { ids: selected } : { ...list.filters, sort: sortParam(list.sort) })}
              what={
                selected.length > 0
                  ? `Exporte ${counted(selected.length, "l'élément sélectionné", "les éléments sélectionnés")}`
                  : `Exporte la liste filtrée (${counted(list.count, "ligne", "lignes")})`
              }
            />
          )}
          {meta.permissions.add && !meta.viewOnly && !meta.inlineEdit && (
            <button
              type="button"
              onClick={() => open("new")}
              className="flex items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white"
            >
              <Plus aria-hidden="true" className="size-4" /> Ajouter
            </button>
          )}
        </div>
        {bulkNotice && (
          <p role="status" className={`mb-3 rounded-lg px-3 py-2 text-sm ${bulkNotice.failed ? "bg-amber-50 text-amber-900" : "bg-green-50 text-green-800"}`}>
            {bulkNotice.message}
          </p>
        )}
        {selectable && selected.length > 0 && (
          <BulkBar
            meta={meta}
            ids={selected}
            onClear={() => setPicked([])}
            onDone={(message, failed) => {
              setBulkNotice({ message, failed });
              setPicked([]);
              list.reload();
            }}
          />
        )}
        {meta.inlineEdit ? (
          <InlineEditTable meta={meta} list={list} />
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50">
                <tr>
                  {selectable && (
                    <th scope="col" className="w-10 px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label="Tout sélectionner"
                        className="size-4"
                        disabled={list.rows.length === 0}
                        checked={list.rows.length > 0 && selected.length === list.rows.length}
                        ref={(box) => {
                          if (box) box.indeterminate = selected.length > 0 && selected.length < list.rows.length;
                        }}
                        onChange={(event) => setPicked(event.target.checked ? list.rows.map((row) => row.id) : [])}
                      />
                    </th>
                  )}
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
                    onClick={() => open(row.id)}
                    className={`cursor-pointer border-t border-slate-100 hover:bg-brand-50 ${openId === row.id ? "bg-brand-50" : ""}`}
                  >
                    {selectable && (
                      // The box's cell picks, it never opens the row.
                      <td className="px-3 py-2" onClick={(event) => event.stopPropagation()}>
                        <input
                          type="checkbox"
                          aria-label={`Sélectionner ${rowName(row)}`}
                          className="size-4"
                          checked={selected.includes(row.id)}
                          onChange={(event) => toggle(row.id, event.target.checked)}
                        />
                      </td>
                    )}
                    {meta.columns.map((column, i) => (
                      <td key={column.field} className="px-3 py-2">
                        {i === 0 ? (
                          <OpenRowButton onOpen={() => open(row.id)}>{rowName(row)}</OpenRowButton>
                        ) : (
                          <Cell value={row[column.field]} column={column} />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                {list.rows.length === 0 && !list.loading && (
                  <tr>
                    <td colSpan={meta.columns.length + (selectable ? 1 : 0)} className="px-3 py-6 text-center text-slate-500">
                      Aucun résultat
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-4">
          <Pagination page={list.page} count={list.count} limit={meta.pageSize} onPage={list.setPage} />
        </div>
      </section>
      {openId !== null && (
        <RecordDrawer meta={meta} recordId={openId} onNavigate={navigate} onClose={() => setOpenId(null)} onChanged={list.reload} leaveRef={leaveDrawer} />
      )}
      {shortcuts}
    </div>
  );
}
