import { useState } from "react";
import { api } from "~/lib/api";
import type { CandidateDetails } from "~common/candidates";
import { useNotify } from "../notifications";

/**
 * One save of a candidate's record, from the form or from a rereading of the CV: the same
 * notices, and the button busy until the answer (it stays so once saved, as the form closes).
 */
export function useSaveCandidate(candidateId: number, onSaved: (candidate: CandidateDetails) => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function save(body: object, onRefused: (caught: unknown) => void) {
    setBusy(true);
    try {
      const saved = await api.post("/jobs/candidates/:id/save", { param: { id: candidateId }, body });
      notify("Le candidat a été modifié");
      onSaved(saved);
    } catch (caught) {
      setBusy(false);
      notify("Le candidat n'a pas été modifié", "error");
      onRefused(caught);
    }
  }
  return { busy, save };
}
