import { useEffect, useState } from "react";
import { X } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { ApiError, apiFetch } from "~/lib/api";
import { parisInstant } from "./paris-time";
import { SessionRegistrations } from "./session-registrations";
import { TrainingPicker } from "./training-picker";
import type { SessionDetails, SessionDraft, SessionEvent, SessionRegistration } from "./types";
import { DeleteConfirmation } from "~/components/admin/manager/delete-confirmation";

/** What staff read when they save a session without its training. */
export const TRAINING_REQUIRED = "Choisissez la formation de la session";

type Props = {
  initial: SessionDraft;
  onClose: () => void;
  /** After a save or a delete: the calendar reloads its week. */
  onChanged: (message: string) => void;
};

/** What the server is sent: the wall times of the inputs as Paris instants. */
export const sessionBody = (draft: Pick<SessionDraft, "training" | "start" | "end" | "capacity">) => ({
  trainingId: draft.training?.id ?? null,
  startAt: parisInstant(draft.start)?.toISOString() ?? null,
  endAt: parisInstant(draft.end)?.toISOString() ?? null,
  capacity: draft.capacity.trim() === "" ? null : Number(draft.capacity),
});

/** Create or edit one session (spec 3 §2.4: training, start, end), in a modal dialog. */
export function SessionForm({ initial, onClose, onChanged }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [registrations, setRegistrations] = useState<SessionRegistration[] | null>(null);
  const editing = draft.id !== null;

  useEffect(() => {
    if (initial.id === null) return;
    const controller = new AbortController();
    apiFetch<SessionDetails>(`/api/training/session_fetch/${initial.id}`, { signal: controller.signal }).then(
      (session) => setRegistrations(session.registrations),
      () => {},
    );
    return () => controller.abort();
  }, [initial.id]);

  const set = (change: Partial<SessionDraft>) => setDraft((current) => ({ ...current, ...change }));

  async function save() {
    // Checked here in French: the API answers the spec's «Training is required» (spec 3 §5), for its clients.
    if (!draft.training) {
      setErrors({ trainingId: TRAINING_REQUIRED });
      return;
    }
    setBusy(true);
    setFailure("");
    try {
      await apiFetch<{ session: SessionEvent }>(`/api/training/session_save${editing ? `/${draft.id}` : ""}`, { body: sessionBody(draft) });
      onChanged(editing ? "La session a été enregistrée." : "La session a été créée.");
    } catch (error) {
      setBusy(false);
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      setErrors(fields);
      // A message no field shows (a session deleted meanwhile, the network) goes above the buttons.
      const known = ["trainingId", "startAt", "endAt", "capacity"].some((field) => fields[field]);
      setFailure(known ? "" : error instanceof ApiError ? error.detail : "L'enregistrement a échoué.");
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await apiFetch(`/api/training/session_delete/${draft.id}`, { method: "DELETE" });
      onChanged("La session a été supprimée.");
    } catch (error) {
      setBusy(false);
      setConfirmDelete(false);
      setFailure(error instanceof ApiError ? error.detail : "La suppression a échoué.");
    }
  }

  const title = editing ? "Modifier la session" : "Nouvelle session";
  return (
    <Dialog
      onClose={onClose}
      labelledBy="session-form-title"
      initialFocus="first-control"
      closeOnBackdrop={false}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Début" required error={errors.startAt}>
            {(control) => (
              <input {...control} type="datetime-local" className={inputClass} value={draft.start} onChange={(e) => set({ start: e.target.value })} />
            )}
          </Field>
          <Field label="Fin" required error={errors.endAt}>
            {(control) => <input {...control} type="datetime-local" className={inputClass} value={draft.end} onChange={(e) => set({ end: e.target.value })} />}
          </Field>
        </div>
        <p className="text-sm text-slate-600">Heures de Paris.</p>
        <Field label="Capacité (places, vide : sans limite)" error={errors.capacity}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              className={inputClass}
              value={draft.capacity}
              onChange={(e) => set({ capacity: e.target.value })}
            />
          )}
        </Field>
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
