import { ChevronLeft, ChevronRight, X } from "lucide-react";

const iconButton = "rounded-md p-2 hover:bg-slate-100";

/** A drawer's previous / next (wrapping, spec 3 §4) and close buttons; `what` names the records walked. */
export function DrawerControls({ onNavigate, onClose, what }: { onNavigate?: (step: 1 | -1) => void; onClose: () => void; what?: string }) {
  return (
    <>
      {onNavigate && (
        <>
          <button type="button" className={iconButton} onClick={() => onNavigate(-1)} aria-label={what ? `${what} précédent` : "Précédent"}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={iconButton} onClick={() => onNavigate(1)} aria-label={what ? `${what} suivant` : "Suivant"}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </>
      )}
      <button type="button" className={iconButton} onClick={onClose} aria-label="Fermer">
        <X aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
