import { useId, useState } from "react";
import { Copy, Plus } from "lucide-react";
import { Field, inputClass } from "~/components/ui/field";
import { ApiError, apiFetch } from "~/lib/api";
import { useRootData } from "~/lib/root-data";
import { useNotify } from "../notifications";
import type { JobSurveyType } from "~common/job-survey";
import { DEFAULT_DEADLINE_DAYS, parisDay } from "~common/job-survey-invitation";
import { DeadlineField } from "./deadline-field";

type Invitation = { status: "SENT" | "FAILED"; detail: string; deadline: string };
type Created = { publicId: string; url: string; type: JobSurveyType; invitation?: Invitation };
type Values = {
  type: JobSurveyType;
  recruiterEmail: string;
  candidateFirstName: string;
  candidateLastName: string;
  candidateEmail: string;
  sendInvitation: boolean;
  deadline: string;
};

const FAILED = "L'invitation n'a pas été créée";

/**
 * The manager is view-only (spec 3 §2.5), yet staff invite candidates: this form above the list
 * calls job_survey_create, which e-mails the candidate the link, the signed-in staff member's
 * name and the deadline (issue 48; unticked, the link is only shown, to send another way). The
 * link is shown either way. The consultant defaults to the signed-in staff member, who then
 * finds it in «Mes questionnaires».
 */
export function SurveyInvitation({ onCreated }: { onCreated: () => void }) {
  const { user } = useRootData();
  const notify = useNotify();
  const formId = useId();
  const blank = (): Values => ({
    type: "FULL",
    recruiterEmail: user?.email ?? "",
    candidateFirstName: "",
    candidateLastName: "",
    candidateEmail: "",
    sendInvitation: true,
    deadline: parisDay(DEFAULT_DEADLINE_DAYS),
  });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function create() {
    setBusy(true);
    try {
      const { sendInvitation, deadline, ...rest } = values;
      const body = sendInvitation ? { ...rest, sendInvitation, deadline } : rest;
      const answer = await apiFetch<Created>("/api/jobs/job_survey_create", { body });
      setCreated(answer);
      setErrors({});
      setValues(blank());
      if (answer.invitation?.status === "FAILED") notify(answer.invitation.detail, "error");
      else notify(answer.invitation ? answer.invitation.detail : "L'invitation a été créée");
      onCreated();
    } catch (error) {
      notify(FAILED, "error");
      setErrors(error instanceof ApiError ? { ...error.errors, ...(error.errors ? {} : { form: error.detail }) } : { form: FAILED });
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify("Lien copié avec succès\u00a0!");
    } catch {
      notify("Échec de la copie du lien\u00a0: sélectionnez-le pour le copier.", "error");
    }
  }

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
      {created && (
        <div role="status" className="mt-4 space-y-2">
          <p className="text-sm font-semibold text-slate-800">
            {created.invitation
              ? `Questionnaire ${created.type === "LIGHT" ? "court" : "complet"} créé. ${created.invitation.detail}. Lien du questionnaire\u00a0:`
              : `Questionnaire ${created.type === "LIGHT" ? "court" : "complet"} créé. Lien à envoyer au candidat\u00a0:`}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              readOnly
              aria-label="Lien du questionnaire"
              className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
              value={created.url}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              onClick={() => void copy(created.url)}
              className="flex shrink-0 items-center justify-center gap-1 rounded-full border border-brand-700 px-4 py-2 text-sm font-bold text-brand-700"
            >
              <Copy aria-hidden="true" className="size-4" /> Copier le lien
            </button>
          </div>
        </div>
      )}
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
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id={`${formId}-send`}
            type="checkbox"
            className="mt-1 size-4"
            checked={values.sendInvitation}
            onChange={(event) => setValues((current) => ({ ...current, sendInvitation: event.target.checked }))}
          />
          <label htmlFor={`${formId}-send`} className="text-sm text-slate-800">
            Envoyer l'invitation par e-mail au candidat (avec le lien, votre nom et la date limite)
          </label>
        </div>
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
