import { useEffect, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { api, type ApiError } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import type { CandidateCriteria, CandidatePlace, SavedCandidateSearch } from "~common/candidates";
import { useNotify } from "../notifications";
import { DeleteConfirmation, useDeleteQuestion } from "../manager/delete-confirmation";

/** `place`: the saved place with its name, for the place picker (the criteria hold its id). */
type Props = { criteria: CandidateCriteria; onOpen: (criteria: CandidateCriteria, place: CandidatePlace | null) => void };

/** Why a search was not saved: its label's own message, else the server's, else the network's. */
const refusalMessage = (refusal?: ApiError) => (refusal ? (refusal.errors?.label ?? refusal.detail) : "La recherche n'a pas été enregistrée");

/** A search labelled and saved, reopened and deleted: each staff member's own (spec 3 §2.3). */
export function SavedSearches({ criteria, onOpen }: Props) {
  const notify = useNotify();
  const [saved, setSaved] = useState<SavedCandidateSearch[]>([]);
  const [label, setLabel] = useState("");
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string>();
  const { send } = useSubmission();
  /** «Supprimer cette recherche» asks first: a saved search cannot be brought back. */
  const { confirming, setConfirming, deleteButton, cancelButton } = useDeleteQuestion();

  const reload = () =>
    api.get("/jobs/search_user_candidate_search").then(
      (a) => setSaved(a.rows),
      () => {},
    );
  useEffect(() => void reload(), []);

  async function save() {
    const outcome = await send((signal) => api.post("/jobs/save_candidate_search", { body: { label, queries: criteria }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return setError(refusalMessage(outcome.refusal));
    const search = outcome.body;
    notify(`Recherche « ${search.label} » enregistrée`);
    setLabel("");
    setError(undefined);
    setChosen(String(search.id));
    await reload();
  }

  async function open(id: string) {
    setChosen(id);
    setConfirming(false);
    if (!id) return;
    const search = await api.get("/jobs/get_candidate_search_details/:id", { param: { id } });
    onOpen(search.queries, search.place);
  }

  async function remove() {
    setConfirming(false);
    try {
      await api.delete("/jobs/search/:id/delete", { param: { id: chosen } });
    } catch {
      return notify("La recherche n'a pas été supprimée", "error");
    }
    notify("Recherche supprimée");
    setChosen("");
    await reload();
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <Field label="Nom de la recherche" error={error}>
        {(control) => <input {...control} className={inputClass} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />}
      </Field>
      <button type="button" onClick={() => void save()} className="rounded-full bg-slate-800 px-4 py-2 text-sm font-bold text-white">
        Enregistrer la recherche
      </button>
      <Field label="Mes recherches">
        {(control) => (
          <select {...control} className={inputClass} value={chosen} onChange={(e) => void open(e.target.value)}>
            <option value="">—</option>
            {saved.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosen &&
        (confirming ? (
          <DeleteConfirmation
            question={<>Supprimer la recherche «&nbsp;{saved.find((s) => String(s.id) === chosen)?.label}&nbsp;»&nbsp;?</>}
            busy={false}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
            cancelRef={cancelButton}
          />
        ) : (
          <button ref={deleteButton} type="button" onClick={() => setConfirming(true)} className="text-sm font-semibold text-red-700">
            Supprimer cette recherche
          </button>
        ))}
    </div>
  );
}
