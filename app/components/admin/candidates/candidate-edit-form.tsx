import { useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { Field, inputClass } from "~/components/ui/field";
import { ApiError } from "~/lib/api";
import type { CandidateDetails } from "~common/candidates";
import { ListField } from "../manager/list-fields";
import { useUnsavedChanges } from "../manager/unsaved-changes";
import { candidateDraft, draftErrors, draftPayload, sameDraft, type CandidateDraft } from "./candidate-draft";
import { CandidateAddressFields } from "./candidate-address-fields";
import { CandidateJobsField } from "./candidate-jobs-field";
import { CandidateDegreesField } from "./candidate-degrees-field";
import { useSaveCandidate } from "./use-save-candidate";

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
  const [initial] = useState(() => candidateDraft(candidate));
  const [draft, setDraft] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const { errors, formError, refuse } = useRefusal(form);
  const { busy, save: send } = useSaveCandidate(candidate.id, onSaved);
  const prompt = useDrawerGuard(guard, !sameDraft(draft, initial));
  useEffect(() => first.current?.focus(), []);

  const set = (change: Partial<CandidateDraft>) => setDraft((current) => ({ ...current, ...change }));
  async function save() {
    const found = draftErrors(draft);
    if (Object.keys(found).length > 0) return refuse(found, "Le candidat n'a pas été modifié : corrigez les champs signalés.");
    await send(draftPayload(draft), (caught) => {
      if (caught instanceof ApiError) refuse(caught.errors ?? {}, caught.detail);
      else refuse({}, "Le candidat n'a pas été modifié : le serveur ne répond pas.");
    });
  }

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
      <SkillsAndLanguagesFields draft={draft} errors={errors} onChange={set} />
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

/** The drawer asks the form before closing or moving on; the form answers with its «unsaved changes» question. */
function useDrawerGuard(guard: RefObject<LeaveGuard | null>, dirty: boolean) {
  const { leave, prompt } = useUnsavedChanges(dirty);
  guard.current = leave;
  useEffect(
    () => () => {
      guard.current = null;
    },
    [guard],
  );
  return prompt;
}

/** A refused save's messages, by field and for the form; the first field in error then takes the focus. */
function useRefusal(form: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const showErrors = useRef(false);
  useEffect(() => {
    if (!showErrors.current) return;
    showErrors.current = false;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus();
  }, [errors, form]);
  const refuse = (fieldErrors: Record<string, string>, message?: string) => {
    showErrors.current = true;
    setErrors(fieldErrors);
    setFormError(message);
  };
  return { errors, formError, refuse };
}

type ListsProps = { draft: CandidateDraft; errors: Record<string, string>; onChange: (change: Partial<CandidateDraft>) => void };

function SkillsAndLanguagesFields({ draft, errors, onChange }: ListsProps) {
  // A list's own message (too many), else its first item's (too long).
  const listError = (key: string) => errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(["skills", "languages"] as const).map((key) => (
        <fieldset key={key} className="space-y-2">
          <legend className="font-bold">{key === "skills" ? "Compétences" : "Langues"}</legend>
          {listError(key) && <p className="text-sm text-red-700">{listError(key)}</p>}
          <ListField label={key === "skills" ? "Compétence" : "Langue"} items={draft[key]} disabled={false} onChange={(items) => onChange({ [key]: items })} />
        </fieldset>
      ))}
    </div>
  );
}
