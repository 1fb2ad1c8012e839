import { useState } from "react";
import { api, ApiError } from "~/lib/api";
import { parisInstant } from "./paris-time";
import type { SessionDraft } from "./types";

/** What staff read when they save a session without its training. */
export const TRAINING_REQUIRED = "Choisissez la formation de la session";

/** What the server is sent: the wall times of the inputs as Paris instants. */
export const sessionBody = (draft: Pick<SessionDraft, "training" | "start" | "end" | "capacity">) => ({
  trainingId: draft.training?.id ?? null,
  startAt: parisInstant(draft.start)?.toISOString() ?? null,
  endAt: parisInstant(draft.end)?.toISOString() ?? null,
  capacity: draft.capacity.trim() === "" ? null : Number(draft.capacity),
});

/**
 * The session form's save and delete calls and what they answered: a field's error goes under
 * the field, any other failure above the buttons; once done, `onChanged` has the calendar reload.
 */
export function useSessionSave(draft: SessionDraft, onChanged: (message: string) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = draft.id !== null;

  async function save() {
    // Checked here in French: the API answers the spec's «Training is required» (spec 3 §5), for its clients.
    if (!draft.training) {
      setErrors({ trainingId: TRAINING_REQUIRED });
      return;
    }
    setBusy(true);
    setFailure("");
    try {
      const body = sessionBody(draft);
      await (draft.id !== null ? api.post("/training/session_save/:id", { param: { id: draft.id }, body }) : api.post("/training/session_save", { body }));
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
    // «Supprimer» shows on a saved session only.
    if (draft.id === null) return;
    setBusy(true);
    try {
      await api.delete("/training/session_delete/:id", { param: { id: draft.id } });
      onChanged("La session a été supprimée.");
    } catch (error) {
      setBusy(false);
      setConfirmDelete(false);
      setFailure(error instanceof ApiError ? error.detail : "La suppression a échoué.");
    }
  }

  return { errors, failure, busy, confirmDelete, setConfirmDelete, save, remove };
}
