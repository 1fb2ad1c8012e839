import { useEffect, useId, useState } from "react";
import { DeleteButton, useDeleteQuestion } from "./delete-confirmation";
import type { ManagerRecordRef } from "./manager-records";

/** A Mac's users save with ⌘+S, everyone else with Ctrl+S (the drawer listens to both). */
function useSaveShortcut() {
  const [mac, setMac] = useState(false);
  // Read after hydration: the server cannot know, and the first render must match its HTML.
  useEffect(() => {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
    setMac(/mac|iphone|ipad/i.test(platform));
  }, []);
  return mac ? { shown: "⌘+S", keys: "Meta+S" } : { shown: "Ctrl+S", keys: "Control+S" };
}

type Props = {
  /** The form «Enregistrer» submits (the bar sits outside it, below the scrolling part). */
  formId: string;
  /** «Enregistrer», or «Créer» for a new record; no save part when the record cannot be saved. */
  saveLabel?: string;
  busy: boolean;
  /** «Annuler»: leaves the drawer, through the unsaved-changes question. */
  onCancel?: () => void;
  /** «Supprimer», set apart on the other side; asks first, with what else the deletion removes. */
  deletion?: { question: React.ReactNode; impactOf?: ManagerRecordRef; onConfirm: () => void };
};

/**
 * A drawer's actions, always in view at its foot however long the form (issue 49: «Enregistrer»
 * was 4,750 px down a training while «Supprimer» stayed pinned): save and cancel on one side, the
 * destructive action apart on the other, and the keyboard shortcut said next to the button.
 */
export function DrawerActionBar({ formId, saveLabel, busy, onCancel, deletion }: Props) {
  const shortcut = useSaveShortcut();
  const hintId = useId();
  const asking = useDeleteQuestion();
  if (!saveLabel && !deletion) return null;

  const deletePart = deletion && (
    <DeleteButton
      asking={asking}
      question={deletion.question}
      impactOf={deletion.impactOf}
      busy={busy}
      onConfirm={deletion.onConfirm}
      className="ml-auto rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 max-sm:px-3"
    >
      Supprimer
    </DeleteButton>
  );
  // The question takes the whole bar: nothing to save or cancel while it is asked.
  if (asking.confirming && deletion) return <footer className="border-t border-slate-200 bg-white p-3">{deletePart}</footer>;
  return (
    <footer className="border-t border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        {saveLabel && (
          <button
            type="submit"
            form={formId}
            disabled={busy}
            aria-keyshortcuts={shortcut.keys}
            aria-describedby={hintId}
            className="rounded-full bg-brand-700 px-5 py-2 font-bold text-white disabled:opacity-50 max-sm:px-4 max-sm:text-sm"
          >
            {saveLabel}
          </button>
        )}
        {saveLabel && onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 max-sm:px-3 max-sm:text-sm"
          >
            Annuler
          </button>
        )}
        {deletePart}
      </div>
      {/* Under the button it describes; phones rarely have the keys, so the line is not shown there. */}
      {saveLabel && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 max-sm:hidden">
          <kbd className="font-sans font-semibold">{shortcut.shown}</kbd> pour enregistrer
        </p>
      )}
    </footer>
  );
}
