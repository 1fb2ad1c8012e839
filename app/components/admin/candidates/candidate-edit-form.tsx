import { useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { Field, inputClass } from "~/components/ui/field";
import { ApiError, apiFetch } from "~/lib/api";
import type { CandidateDetails } from "~common/candidates";
import { useNotify } from "../notifications";
import { ListField } from "../manager/list-fields";
import { useUnsavedChanges } from "../manager/unsaved-changes";
import { candidateDraft, draftErrors, draftPayload, sameDraft, type CandidateDraft } from "./candidate-draft";
import { CandidateAddressFields } from "./candidate-address-fields";
import { CandidateJobsField } from "./candidate-jobs-field";
import { CandidateDegreesField } from "./candidate-degrees-field";

export type LeaveGuard = (action: () => void) => void;

type Props = {
  candidate: CandidateDetails;
  onSaved: (candidate: CandidateDetails) => void;
  onCancel: () => void;
  /** Another tab is shown: the form stays, its edits with it. */
  hidden?: boolean;
  /** Set while editing: the drawer asks it before closing or moving to another candidate. */
  guard: RefObject<LeaveGuard | null>;
  /** Where the drawer shows the «unsaved changes» question (under its header). */
  promptSlot: HTMLElement | null;
};

/**
 * Staff correct every field of a candidate (issue 46): name, e-mail, phone, address, title,
 * jobs, degrees, skills and languages. What they change is theirs: no later reading of a CV
 * writes it again. Leaving with unsaved edits asks first, as the managers' drawers do.
 */
export function CandidateEditForm({ candidate, onSaved, onCancel, hidden, guard, promptSlot }: Props) {
  const notify = useNotify();
  const [initial] = useState(() => candidateDraft(candidate));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const showErrors = useRef(false);

  const dirty = !sameDraft(draft, initial);
  const { leave, prompt } = useUnsavedChanges(dirty);
  guard.current = leave;
  useEffect(
    () => () => {
      guard.current = null;
    },
    [guard],
  );
  useEffect(() => first.current?.focus(), []);
  // After a refused save, the first field in error takes the focus.
  useEffect(() => {
    if (!showErrors.current) return;
    showErrors.current = false;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus();
  }, [errors]);

  const set = (change: Partial<CandidateDraft>) => setDraft((current) => ({ ...current, ...change }));
  const refuse = (fieldErrors: Record<string, string>, message?: string) => {
    showErrors.current = true;
    setErrors(fieldErrors);
    setFormError(message);
  };

  async function save() {
    const found = draftErrors(draft);
    if (Object.keys(found).length > 0) return refuse(found, "Le candidat n'a pas été modifié : corrigez les champs signalés.");
    setBusy(true);
    try {
      const saved = await apiFetch<CandidateDetails>(`/api/jobs/candidates/${candidate.id}/save`, { body: draftPayload(draft) });
      notify("Le candidat a été modifié");
      onSaved(saved);
    } catch (caught) {
      setBusy(false);
      notify("Le candidat n'a pas été modifié", "error");
      if (caught instanceof ApiError) refuse(caught.errors ?? {}, caught.detail);
      else refuse({}, "Le candidat n'a pas été modifié : le serveur ne répond pas.");
    }
  }

  // A list's own message (too many), else its first item's (too long).
  const listError = (key: string) => errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];
  const text = (key: "name" | "email" | "phoneNumber" | "header", label: string, type = "text") => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          ref={key === "name" ? first : undefined}
          type={type}
          autoComplete="off"
          className={inputClass}
          value={draft[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form}
      hidden={hidden}
      noValidate
      className="space-y-5"
      aria-label="Modifier le candidat"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {promptSlot ? prompt && createPortal(prompt, promptSlot) : prompt}
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Nom")}
        {text("header", "Titre")}
        {text("email", "E-mail", "email")}
        {text("phoneNumber", "Téléphone", "tel")}
      </div>
      <CandidateAddressFields value={draft} errors={errors} onChange={set} />
      <CandidateJobsField jobs={draft.jobs} errors={errors} onChange={(jobs) => set({ jobs })} />
      <CandidateDegreesField degrees={draft.degrees} errors={errors} onChange={(degrees) => set({ degrees })} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(["skills", "languages"] as const).map((key) => (
          <fieldset key={key} className="space-y-2">
            <legend className="font-bold">{key === "skills" ? "Compétences" : "Langues"}</legend>
            {listError(key) && <p className="text-sm text-red-700">{listError(key)}</p>}
            <ListField label={key === "skills" ? "Compétence" : "Langue"} items={draft[key]} disabled={false} onChange={(items) => set({ [key]: items })} />
          </fieldset>
        ))}
      </div>
      {/* Always in reach at the panel's foot (its padding is 1rem), however long the form. */}
      <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-wrap gap-3 border-t border-slate-200 bg-white px-4 py-3">
        <button type="submit" disabled={busy} className="rounded-full bg-brand-700 px-6 py-2 font-bold text-white disabled:opacity-50">
          {busy ? "Enregistrement…" : "Enregistrer"}
        </button>
        <button type="button" onClick={onCancel} className="rounded-full px-4 py-2 font-semibold">
          Annuler
        </button>
      </div>
    </form>
  );
}
