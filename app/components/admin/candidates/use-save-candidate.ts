import { api } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import type { CandidateDetails } from "~common/candidates";
import { useNotify } from "../notifications";

/**
 * One save of a candidate's record, from the form or from a rereading of the CV: the same
 * notices, and the button busy until the answer (once saved, the form closes in the same render).
 * `onRefused` is handed what the call threw: the ApiError of a refusal, or the network's error.
 */
export function useSaveCandidate(candidateId: number, onSaved: (candidate: CandidateDetails) => void) {
  const notify = useNotify();
  const { sending: busy, send } = useSubmission();
  async function save(body: object, onRefused: (caught: unknown) => void) {
    const outcome = await send((signal) => api.post("/jobs/candidates/:id/save", { param: { id: candidateId }, body, signal }));
    if (!outcome) return;
    if (!outcome.ok) {
      notify("Le candidat n'a pas été modifié", "error");
      return onRefused(outcome.refusal ?? outcome.error);
    }
    notify("Le candidat a été modifié");
    onSaved(outcome.body);
  }
  return { busy, save };
}
