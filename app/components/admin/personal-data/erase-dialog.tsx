import { useId } from "react";
import { Dialog, dialogPanel } from "~/components/ui/dialog";
import type { PersonalDataCounts } from "~common/personal-data";
import { countsInWords, countTotal, elements } from "./format";

type Props = { email: string; counts: PersonalDataCounts; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Erasure cannot be undone: the admin sees what will go and confirms in a dialog of its own. */
export function EraseDialog({ email, counts, busy, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog onClose={onCancel} labelledBy={titleId} describedBy={descriptionId} closeOnBackdrop={!busy} className={`${dialogPanel} max-w-lg p-6`}>
      <h2 id={titleId} className="text-xl font-bold">
        Effacer toutes les données de cette personne ?
      </h2>
      <div id={descriptionId} className="mt-3 space-y-2 text-slate-700">
        <p className="[overflow-wrap:anywhere]">
          {elements(countTotal(counts))} liés à <strong>{email}</strong> seront effacés définitivement ({countsInWords(counts)}).
        </p>
        <p>Les fichiers sont supprimés, les e-mails envoyés sont conservés sans leur contenu. Cette action est irréversible.</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} disabled={busy} className="rounded-md px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          Annuler
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800 disabled:opacity-50"
        >
          {busy ? "Effacement…" : "Oui, tout effacer"}
        </button>
      </div>
    </Dialog>
  );
}
