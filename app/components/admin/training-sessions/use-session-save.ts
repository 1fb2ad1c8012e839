import { useState } from "react";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
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
  const { sending: busy, send } = useSubmission();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = draft.id !== null;

  async function save() {
    // Checked here in French: the API answers the spec's «Training is required» (spec 3 §5), for its clients.
    if (!draft.training) {
      setErrors({ trainingId: TRAINING_REQUIRED });
      return;
    }
    setFailure("");
    const body = sessionBody(draft);
    const { id } = draft;
    const outcome = await send((signal) =>
      id !== null ? api.post("/training/session_save/:id", { param: { id }, body, signal }) : api.post("/training/session_save", { body, signal }),
    );
    if (!outcome) return;
    if (outcome.ok) return onChanged(editing ? "La session a été enregistrée." : "La session a été créée.");
    const fields = outcome.refusal?.errors ?? {};
    setErrors(fields);
    // A message no field shows (a session deleted meanwhile, the network) goes above the buttons.
    const known = ["trainingId", "startAt", "endAt", "capacity"].some((field) => fields[field]);
    setFailure(known ? "" : (outcome.refusal?.detail ?? "L'enregistrement a échoué."));
  }

  async function remove() {
    // «Supprimer» shows on a saved session only.
    const { id } = draft;
    if (id === null) return;
    const outcome = await send((signal) => api.delete("/training/session_delete/:id", { param: { id }, signal }));
    if (!outcome) return;
    if (outcome.ok) return onChanged("La session a été supprimée.");
    setConfirmDelete(false);
    setFailure(outcome.refusal?.detail ?? "La suppression a échoué.");
  }

  return { errors, failure, busy, confirmDelete, setConfirmDelete, save, remove };
}
