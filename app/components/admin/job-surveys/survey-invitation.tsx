import { useId, useState } from "react";
import { Plus } from "lucide-react";
import { Field, inputClass } from "~/components/ui/field";
import { CreatedLink } from "./created-link";
import { DeadlineField } from "./deadline-field";
import { useSurveyInvitation } from "./use-survey-invitation";

/**
 * The manager is view-only (spec 3 §2.5), yet staff invite candidates: this form above the list
 * calls job_survey_create, which e-mails the candidate the link, the signed-in staff member's
 * name and the deadline (issue 48; unticked, the link is only shown, to send another way). The
 * link is shown either way. The consultant defaults to the signed-in staff member, who then
 * finds it in «Mes questionnaires».
 */
export function SurveyInvitation({ onCreated }: { onCreated: () => void }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const { values, change, set, errors, busy, created, create } = useSurveyInvitation(onCreated);

  return (
    <section aria-label="Inviter un candidat" className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white"
      >
        <Plus aria-hidden="true" className="size-4" /> Nouvelle invitation
      </button>
      {created && <CreatedLink created={created} />}
      <form
        id={formId}
        hidden={!open}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Field label="Type de questionnaire" error={errors.type}>
          {(control) => (
            <select {...control} className={inputClass} value={values.type} onChange={set("type")}>
              <option value="FULL">Version complète</option>
              <option value="LIGHT">Version courte</option>
            </select>
          )}
        </Field>
        <Field label="E-mail du consultant" required error={errors.recruiterEmail}>
          {(control) => <input {...control} type="email" required className={inputClass} value={values.recruiterEmail} onChange={set("recruiterEmail")} />}
        </Field>
        <Field label="Prénom du candidat (facultatif)" error={errors.candidateFirstName}>
          {(control) => <input {...control} autoComplete="off" className={inputClass} value={values.candidateFirstName} onChange={set("candidateFirstName")} />}
        </Field>
        <Field label="Nom du candidat (facultatif)" error={errors.candidateLastName}>
          {(control) => <input {...control} autoComplete="off" className={inputClass} value={values.candidateLastName} onChange={set("candidateLastName")} />}
        </Field>
        <Field
          label={values.sendInvitation ? "E-mail du candidat" : "E-mail du candidat (facultatif)"}
          required={values.sendInvitation}
          error={errors.candidateEmail}
          className="sm:col-span-2"
        >
          {(control) => (
            <input {...control} type="email" autoComplete="off" className={inputClass} value={values.candidateEmail} onChange={set("candidateEmail")} />
          )}
        </Field>
        <SendByEmail id={`${formId}-send`} checked={values.sendInvitation} onChange={(sendInvitation) => change({ sendInvitation })} />
        {values.sendInvitation && <DeadlineField value={values.deadline} error={errors.deadline} onChange={set("deadline")} />}
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {errors.form}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-full bg-brand-700 px-6 py-2 font-bold text-white disabled:opacity-50">
            Créer l'invitation
          </button>
        </div>
      </form>
    </section>
  );
}

/** Unticked, the survey is created without an e-mail: its link is shown, to send another way. */
function SendByEmail({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-2 sm:col-span-2">
      <input id={id} type="checkbox" className="mt-1 size-4" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm text-slate-800">
        Envoyer l'invitation par e-mail au candidat (avec le lien, votre nom et la date limite)
      </label>
    </div>
  );
}
