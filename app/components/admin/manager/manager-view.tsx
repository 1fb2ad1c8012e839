import { useRef, useState, type RefObject } from "react";
import { Plus } from "lucide-react";
import { NotificationsProvider } from "../notifications";
import { Pagination } from "./pagination";
import { RecordDrawer } from "./record-drawer";
import { sortParam, type ListAnswer, type ManagerMeta } from "./types";
import { useManagerList, type ManagerList } from "./use-manager-list";
import { InlineEditTable } from "./inline-edit-table";
import { listExtensions } from "./drawer-extensions";
import { BulkBar } from "./bulk-bar";
import { BulkExportButton } from "./bulk-export-button";
import { useRecordShortcuts } from "./shortcuts-keys";
import { counted } from "~common/format/count";
import { ManagerFilters } from "./manager-filters";
import { ManagerTable } from "./manager-table";
import { useRowSelection, type RowSelection } from "./use-row-selection";

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
  const root = useRef<HTMLDivElement>(null);
  const drawer = useDrawerOpening(list, root, openRecordId ?? null, leaveRef);
  const selection = useRowSelection(list.rows);
  const selectable = Boolean(meta.bulk) && !meta.inlineEdit;
  const [bulkNotice, setBulkNotice] = useState<{ message: string; failed: boolean } | null>(null);

  return (
    <div ref={root} className="flex flex-col gap-6 lg:flex-row">
      <ManagerFilters meta={meta} list={list} />
      <section className="min-w-0 flex-1" aria-busy={list.loading}>
        {ListExtension && <ListExtension onCreated={list.reload} filters={list.filters} />}
        <ListHeading meta={meta} list={list} selected={selectable ? selection.selected : undefined} onAdd={() => drawer.open("new")} />
        {bulkNotice && (
          <p role="status" className={`mb-3 rounded-lg px-3 py-2 text-sm ${bulkNotice.failed ? "bg-amber-50 text-amber-900" : "bg-green-50 text-green-800"}`}>
            {bulkNotice.message}
          </p>
        )}
        {selectable && selection.selected.length > 0 && (
          <BulkBar
            meta={meta}
            ids={selection.selected}
            onClear={selection.clear}
            onDone={(message, failed) => {
              setBulkNotice({ message, failed });
              selection.clear();
              list.reload();
            }}
          />
        )}
        {meta.inlineEdit ? (
          <InlineEditTable meta={meta} list={list} />
        ) : (
          <ManagerTable meta={meta} list={list} selection={selectable ? selection : undefined} openId={drawer.openId} onOpen={drawer.open} />
        )}
        <div className="mt-4">
          <Pagination page={list.page} count={list.count} limit={meta.pageSize} onPage={list.setPage} />
        </div>
      </section>
      {drawer.openId !== null && (
        <RecordDrawer
          meta={meta}
          recordId={drawer.openId}
          onNavigate={drawer.navigate}
          onClose={drawer.close}
          onChanged={list.reload}
          leaveRef={drawer.leaveRef}
        />
      )}
      {drawer.shortcuts}
    </div>
  );
}

/**
 * Which record the drawer shows. Another row (or «Ajouter») while the drawer holds unsaved
 * edits goes through the drawer's question first, and so do J/K and the arrows, as its ‹ › do.
 */
function useDrawerOpening(list: ManagerList, root: RefObject<HTMLDivElement | null>, opening: number | null, leaveRef?: RefObject<LeaveDrawer | null>) {
  const [openId, setOpenId] = useState<number | "new" | null>(opening);
  const ownLeaveRef = useRef<LeaveDrawer | null>(null);
  const leaveDrawer = leaveRef ?? ownLeaveRef;
  const open = (id: number | "new") => (openId === null || !leaveDrawer.current ? setOpenId(id) : leaveDrawer.current(() => setOpenId(id)));

  // Next/previous walk the rows on screen and wrap around (spec 3 §4).
  const navigate = (step: 1 | -1) => {
    if (openId === null || openId === "new" || list.rows.length === 0) return;
    const index = list.rows.findIndex((row) => row.id === openId);
    setOpenId(list.rows[(index + step + list.rows.length) % list.rows.length].id);
  };
  const shortcuts = useRecordShortcuts({
    root,
    saves: true,
    onStep: typeof openId === "number" ? (step) => (leaveDrawer.current ? leaveDrawer.current(() => navigate(step)) : navigate(step)) : undefined,
  });
  return { openId, open, navigate, close: () => setOpenId(null), leaveRef: leaveDrawer, shortcuts };
}

type HeadingProps = { meta: ManagerMeta; list: ManagerList; selected?: RowSelection["selected"]; onAdd: () => void };

/** Above the table: how many results, the export (of the ticked rows, or of the filtered list), «Ajouter». */
function ListHeading({ meta, list, selected, onAdd }: HeadingProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <p className="mr-auto text-sm text-slate-600">
        {list.count} résultat{list.count > 1 ? "s" : ""}
      </p>
      {selected && meta.bulk?.export && (
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
        <button type="button" onClick={onAdd} className="flex items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white">
          <Plus aria-hidden="true" className="size-4" /> Ajouter
        </button>
      )}
    </div>
  );
}
