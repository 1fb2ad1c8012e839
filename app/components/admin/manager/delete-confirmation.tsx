type Props = {
  /** «Supprimer définitivement cet élément ?» */
  question: React.ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  cancelRef?: React.Ref<HTMLButtonElement>;
};

/** The back-office's inline confirmation before a deletion (drawer, inline rows, sessions). */
export function DeleteConfirmation({ question, busy, onConfirm, onCancel, cancelRef }: Props) {
  return (
    <div role="alertdialog" aria-label="Confirmer la suppression" className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{question}</span>
      <button type="button" disabled={busy} onClick={onConfirm} className="rounded-md bg-red-700 px-4 py-2 text-sm font-bold text-white">
        Oui, supprimer
      </button>
      <button ref={cancelRef} type="button" onClick={onCancel} className="rounded-md px-4 py-2 text-sm">
        Annuler
      </button>
    </div>
  );
}
