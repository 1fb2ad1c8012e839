import { useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import type { CandidateNote } from "~common/candidates";
import { frenchDateTime } from "~common/format/date";
import { TabSection } from "./candidate-tab-parts";

type Props = { candidateId: number; notes: CandidateNote[]; onNotes: (notes: CandidateNote[]) => void };

/** The recruiters' notes on a candidate, and a new one. */
export function Notes({ candidateId, notes, onNotes }: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const { send } = useSubmission();
  async function add() {
    const outcome = await send((signal) => api.post("/jobs/candidates/:id/notes", { param: { id: candidateId }, body: { text }, signal }));
    if (!outcome) return;
    if (!outcome.ok) return setError(outcome.refusal?.detail ?? "La note n'a pas été enregistrée");
    onNotes(outcome.body);
    setText("");
    setError(undefined);
  }
  return (
    <TabSection title="Notes des recruteurs">
      <ul className="mb-3 space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.id} className="rounded bg-slate-50 p-2">
            <span className="block text-xs text-slate-600">
              {n.author ?? "Compte supprimé"}, le {frenchDateTime(n.createdAt)}
            </span>
            {n.text}
          </li>
        ))}
      </ul>
      <Field label="Nouvelle note" error={error}>
        {(control) => <textarea {...control} rows={3} maxLength={2000} className={inputClass} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <button
        type="button"
        disabled={!text.trim()}
        onClick={() => void add()}
        className="mt-2 rounded-full bg-slate-800 px-4 py-2 text-sm font-bold text-white disabled:opacity-40"
      >
        Ajouter la note
      </button>
    </TabSection>
  );
}
