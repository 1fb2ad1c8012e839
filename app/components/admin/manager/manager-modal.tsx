import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/site-link";
import { X } from "lucide-react";
import { api } from "~/lib/api";
import { Dialog } from "~/components/ui/dialog";
import { ManagerView } from "./manager-view";
import type { ManagerMeta } from "./types";

/** The manager a modal opens: its generic routes' `:appLabel/:model`, and its full-page address. */
export type ModalManager = { appLabel: string; model: string; list: string };

/** The generic manager in a modal, opened from the dial without leaving the page (spec 3 §2.5). */
/** `recordId`: the drawer opens on that record at once («Cette page»). */
export function ManagerModal({ manager, recordId, onClose }: { manager: ModalManager; recordId?: number; onClose: () => void }) {
  const { appLabel, model } = manager;
  const [meta, setMeta] = useState<ManagerMeta | null>(null);
  const [failed, setFailed] = useState(false);
  // A drawer with unsaved edits asks before the modal closes over it.
  const leaveDrawer = useRef<((action: () => void) => void) | null>(null);
  const close = () => (leaveDrawer.current ? leaveDrawer.current(onClose) : onClose());

  useEffect(() => {
    api.get("/admin/:appLabel/:model/meta", { param: { appLabel, model } }).then(setMeta, () => setFailed(true));
  }, [appLabel, model]);

  return (
    <Dialog
      onClose={close}
      label={meta?.namePlural ?? "Gestionnaire"}
      closeOnBackdrop={false}
      className="m-auto h-[calc(100dvh-2rem)] max-h-none w-[calc(100vw-2rem)] max-w-7xl overflow-hidden rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center gap-4 border-b border-slate-200 px-4 py-3">
          <h2 className="mr-auto text-xl font-bold">{meta?.namePlural ?? "Chargement…"}</h2>
          <Link to={manager.list} onClick={onClose} className="text-sm text-brand-700 hover:underline">
            Ouvrir en pleine page
          </Link>
          <button type="button" onClick={close} className="rounded-md p-2 hover:bg-slate-100" aria-label="Fermer le gestionnaire">
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        {/* Layout containment makes this box the drawer's frame (it is position: fixed): the drawer
            opens beside the table under the modal's header, never over its close button. */}
        <div className="relative flex-1 overflow-hidden [contain:layout]">
          <div className="h-full overflow-y-auto p-4">
            {failed ? (
              <p role="alert">Ce gestionnaire n'est pas accessible.</p>
            ) : (
              meta && <ManagerView meta={meta} openRecordId={recordId} leaveRef={leaveDrawer} />
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
