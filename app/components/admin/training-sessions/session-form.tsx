import { useState } from "react";
import { X } from "lucide-react";
import { Dialog, dialogPanel } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { SessionRegistrations, useSessionRegistrations } from "./session-registrations";
import { SessionSlotFields } from "./session-slot-fields";
import { TrainingPicker } from "./training-picker";
import type { SessionDraft } from "./types";
import { useSessionSave } from "./use-session-save";
import { DeleteConfirmation } from "~/components/admin/manager/delete-confirmation";

type Props = {
  initial: SessionDraft;
  onClose: () => void;
  /** After a save or a delete: the calendar reloads its week. */
  onChanged: (message: string) => void;
};

/** Create or edit one session (spec 3 §2.4: training, start, end), in a modal dialog. */
export function SessionForm({ initial, onClose, onChanged }: Props) {
  const [draft, setDraft] = useState(initial);
  const registrations = useSessionRegistrations(initial.id);
  const { errors, failure, busy, confirmDelete, setConfirmDelete, save, remove } = useSessionSave(draft, onChanged);
  const editing = draft.id !== null;
  const set = (change: Partial<SessionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const title = editing ? "Modifier la session" : "Nouvelle session";
  return (
    <Dialog onClose={onClose} labelledBy="session-form-title" initialFocus="first-control" closeOnBackdrop={false} className={`${dialogPanel} max-w-lg p-0`}>
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="session-form-title" className="mr-auto text-lg font-bold">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="rounded-md p-2 hover:bg-slate-100" aria-label="Fermer">
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <form
        noValidate
        className="space-y-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label="Formation" required error={errors.trainingId}>
          {(control) => <TrainingPicker control={control} value={draft.training} onChange={(training) => set({ training })} />}
        </Field>
        <SessionSlotFields draft={draft} errors={errors} onChange={set} />
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className="rounded-full bg-brand-700 px-6 py-2 font-bold text-white disabled:opacity-50">
            Enregistrer
          </button>
          {editing &&
            (confirmDelete ? (
              <DeleteConfirmation
                question="Supprimer définitivement cette session ?"
                busy={busy}
                onConfirm={() => void remove()}
                onCancel={() => setConfirmDelete(false)}
              />
            ) : (
              <button type="button" onClick={() => setConfirmDelete(true)} className="text-sm font-semibold text-red-700">
                Supprimer
              </button>
            ))}
        </div>
        {editing && <SessionRegistrations sessionId={draft.id!} registrations={registrations} />}
      </form>
    </Dialog>
  );
}
