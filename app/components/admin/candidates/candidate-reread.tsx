import { useId, useRef, useState } from "react";
import { Dialog, dialogPanel } from "~/components/ui/dialog";
import { api, ApiError } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import {
  CORRECTABLE_FIELD_LABELS,
  CORRECTION_KEYS,
  type CandidateDetails,
  type CandidateRereading,
  type CorrectableField,
  type ReadingChange,
} from "~common/candidates";
import { useSaveCandidate } from "./use-save-candidate";

type Props = { candidate: CandidateDetails; onChange: (candidate: CandidateDetails) => void };

/**
 * «Relire le CV»: the CV is read again on demand, and the drawer shows what the reading would
 * change, field by field. Staff tick what to keep (fields they corrected by hand start
 * unticked) and «Enregistrer» saves it the ordinary way; nothing is written before that.
 */
export function CandidateReread({ candidate, onChange }: Props) {
  const { sending: busy, send } = useSubmission();
  const [error, setError] = useState<string>();
  const [rereading, setRereading] = useState<CandidateRereading | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  async function reread() {
    if (busy) return;
    setError(undefined);
    const outcome = await send((signal) => api.post("/jobs/candidates/:id/reread", { param: { id: candidate.id }, signal }));
    if (!outcome) return;
    if (outcome.ok) setRereading(outcome.body);
    else setError(outcome.refusal?.detail ?? "Le CV n'a pas pu être relu.");
  }

  return (
    <>
      {/* Not disabled while reading: the focus stays on it, and comes back to it from the dialog. */}
      <button
        ref={button}
        type="button"
        aria-busy={busy}
        onClick={() => void reread()}
        className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-bold aria-busy:opacity-50"
      >
        {busy ? "Lecture du CV…" : "Relire le CV"}
      </button>
      {error && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
      {rereading && (
        <RereadDialog
          candidate={candidate}
          rereading={rereading}
          returnFocus={button.current}
          onClose={() => setRereading(null)}
          onSaved={(saved) => {
            setRereading(null);
            onChange(saved);
          }}
        />
      )}
    </>
  );
}

type DialogProps = {
  candidate: CandidateDetails;
  rereading: CandidateRereading;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onSaved: (candidate: CandidateDetails) => void;
};

function RereadDialog({ candidate, rereading, returnFocus, onClose, onSaved }: DialogProps) {
  const titleId = useId();
  const { changes, read } = rereading;
  // Ticked: what staff did not correct, except the e-mail, by which the candidate is known
  // (their applications and alerts), which changes only when staff tick it.
  const [chosen, setChosen] = useState<Set<CorrectableField>>(() => new Set(changes.filter((c) => !c.edited && c.field !== "email").map((c) => c.field)));
  const [errors, setErrors] = useState<string[]>([]);
  const { busy, save: send } = useSaveCandidate(candidate.id, onSaved);

  async function save() {
    const body = Object.fromEntries([...chosen].flatMap((field) => CORRECTION_KEYS[field].map((key) => [key, read[key]])));
    await send(body, (caught) =>
      setErrors(caught instanceof ApiError ? [...new Set([caught.detail, ...Object.values(caught.errors ?? {})])] : ["Le serveur ne répond pas."]),
    );
  }

  const toggle = (field: CorrectableField, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <Dialog onClose={onClose} labelledBy={titleId} returnFocus={returnFocus} closeOnBackdrop={!busy} className={`${dialogPanel} max-w-2xl p-4 sm:p-6`}>
      <h2 id={titleId} className="text-xl font-bold">
        Relecture du CV
      </h2>
      {changes.length === 0 ? (
        <p className="mt-3 text-slate-700">La relecture du CV ne change rien à la fiche du candidat.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">Cochez les valeurs lues à garder : seules celles-ci seront enregistrées.</p>
          <ul className="mt-4 space-y-3">
            {changes.map((change) => (
              <RereadChange key={change.field} change={change} chosen={chosen.has(change.field)} onToggle={(on) => toggle(change.field, on)} />
            ))}
          </ul>
        </>
      )}
      {errors.length > 0 && (
        <div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} disabled={busy} className="rounded-md px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          {changes.length === 0 ? "Fermer" : "Annuler"}
        </button>
        {changes.length > 0 && (
          <button
            type="button"
            onClick={() => void save()}
            disabled={busy || chosen.size === 0}
            className="rounded-md bg-brand-700 px-4 py-2 font-bold text-white disabled:opacity-50"
          >
            {busy ? "Enregistrement…" : "Enregistrer"}
          </button>
        )}
      </div>
    </Dialog>
  );
}

type ChangeProps = { change: ReadingChange; chosen: boolean; onToggle: (on: boolean) => void };

/** One field the reading would change: its box to keep the value read, the value now and the value read. */
function RereadChange({ change, chosen, onToggle }: ChangeProps) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1 size-4 shrink-0" checked={chosen} onChange={(e) => onToggle(e.target.checked)} />
        <span className="min-w-0">
          <span className="font-semibold">{CORRECTABLE_FIELD_LABELS[change.field]}</span>
          {change.edited ? (
            <span className="ml-2 text-sm text-amber-800">(corrigé à la main)</span>
          ) : (
            change.field === "email" && <span className="ml-2 text-sm text-slate-700">(l'adresse qui identifie le candidat)</span>
          )}
        </span>
      </label>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2 sm:gap-3">
        <div className="min-w-0">
          <dt className="text-slate-600">Actuellement</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{change.current || "—"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">Lu dans le CV</dt>
          <dd className="whitespace-pre-line font-medium [overflow-wrap:anywhere]">{change.read || "—"}</dd>
        </div>
      </dl>
    </li>
  );
}
