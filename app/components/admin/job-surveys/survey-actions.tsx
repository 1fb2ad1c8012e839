import { useId, useState } from "react";
import { Download, ExternalLink, Mail, UserRound } from "lucide-react";
import { consultingPath, isJobSurveyType } from "~common/job-survey";
import { DEFAULT_DEADLINE_DAYS, SURVEY_STATUS_LABELS, frenchDay, parisDay, type SurveyStatus } from "~common/job-survey-invitation";
import { DeadlineField } from "./deadline-field";
import { frenchDate } from "~common/format/date";
import { api, type ApiAnswer } from "~/lib/api";
import { useSubmission } from "~/lib/use-submission";
import { useNotify } from "../notifications";

type Props = { recordId: number; record: Record<string, unknown>; onChanged?: () => void };
type Invitation = ApiAnswer<"post", "/jobs/job_survey_send_invitation">;

const action = "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-bold";
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * The «Questionnaires» drawer (spec 3 §2.4): where the invitation stands, the candidate's
 * invitation e-mail (sent or sent again, issue 48), the PDF download (staff-only GET, the
 * session cookie goes with a plain link), the read-only consulting view, and the candidate in
 * the CVthèque when one has the survey's e-mail.
 */
export function SurveyActions({ recordId, record, onChanged }: Props) {
  const type = record.type;
  const publicId = text(record.publicId);
  const candidateId = typeof record.candidateId === "number" ? record.candidateId : null;
  const [sent, setSent] = useState<Invitation | null>(null);
  const status = text(record.status) as SurveyStatus | null;
  const invitedAt = sent?.invitedAt ?? text(record.invitedAt);
  const deadline = sent?.deadline ?? text(record.deadline);
  const shownStatus = sent && status === "NOT_SENT" ? "SENT" : status;
  return (
    <>
      <section aria-label="Suivi de l'invitation" className="space-y-1 border-t border-slate-200 p-4 text-sm text-slate-800">
        {shownStatus && (
          <p>
            <span className="font-semibold">État&nbsp;:</span> {SURVEY_STATUS_LABELS[shownStatus]}
          </p>
        )}
        <p>
          {invitedAt ? `Invitation envoyée le ${frenchDate(invitedAt)}` : "Aucune invitation envoyée par e-mail"}
          {deadline ? `, à remplir au plus tard le ${frenchDay(deadline)}.` : "."}
        </p>
        {text(record.remindedAt) && <p>Relance envoyée le {frenchDate(text(record.remindedAt)!)}.</p>}
      </section>
      {record.isCompleted !== true && (
        <InvitationSender recordId={recordId} record={record} invited={Boolean(invitedAt)} onSent={setSent} onChanged={onChanged} />
      )}
      <section aria-label="Actions du questionnaire" className="flex flex-wrap gap-2 border-t border-slate-200 p-4">
        <a href={`/api/jobs/job_surveys/${recordId}/download`} download className={`${action} bg-brand-700 text-white`}>
          <Download aria-hidden="true" className="size-4" /> Télécharger le PDF
        </a>
        {publicId && isJobSurveyType(type) && (
          <a href={consultingPath(type, publicId)} target="_blank" rel="noopener" className={`${action} border border-brand-700 text-brand-700`}>
            <ExternalLink aria-hidden="true" className="size-4" /> Consulter
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        )}
        {candidateId && (
          <a href={`/admin/jobs/candidat?candidate=${candidateId}`} className={`${action} border border-slate-300 text-slate-800`}>
            <UserRound aria-hidden="true" className="size-4" /> Voir dans la CVthèque
          </a>
        )}
      </section>
    </>
  );
}

type SenderProps = { recordId: number; record: Record<string, unknown>; invited: boolean; onSent: (sent: Invitation) => void; onChanged?: () => void };

/** The invitation e-mail of a survey not completed: to the candidate's address, with a deadline. */
function InvitationSender({ recordId, record, invited, onSent, onChanged }: SenderProps) {
  const notify = useNotify();
  const formId = useId();
  const [deadline, setDeadline] = useState(() => parisDay(DEFAULT_DEADLINE_DAYS));
  const [error, setError] = useState<string | undefined>();
  const { sending: busy, send } = useSubmission();
  const candidateEmail = text(record.candidateEmail);
  const label = invited ? "Renvoyer l'invitation" : "Envoyer l'invitation";

  async function sendInvitation() {
    const outcome = await send((signal) => api.post("/jobs/job_survey_send_invitation", { body: { jobSurveyId: recordId, deadline }, signal }));
    if (!outcome) return;
    if (!outcome.ok) {
      const { refusal } = outcome;
      const detail = refusal ? (refusal.errors?.deadline ?? refusal.detail) : "L'invitation n'a pas été envoyée";
      setError(detail);
      return notify(detail, "error");
    }
    const answer = outcome.body;
    setError(undefined);
    onSent(answer);
    notify(answer.detail, answer.status === "FAILED" ? "error" : undefined);
    onChanged?.();
  }

  if (!candidateEmail) {
    return (
      <p className="border-t border-slate-200 p-4 text-sm text-slate-700">
        Pas d'e-mail du candidat&nbsp;: l'invitation ne peut pas être envoyée par e-mail. Copiez le lien du questionnaire pour le lui transmettre.
      </p>
    );
  }
  return (
    <form
      aria-label="Invitation par e-mail"
      className="flex flex-wrap items-end gap-3 border-t border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void sendInvitation();
      }}
    >
      <p id={`${formId}-to`} className="w-full text-sm text-slate-800">
        À <span className="font-semibold break-all">{candidateEmail}</span>, avec le lien, votre nom et la date limite.
      </p>
      <DeadlineField value={deadline} error={error} onChange={(event) => setDeadline(event.target.value)} className="w-full" />
      <button type="submit" disabled={busy} aria-describedby={`${formId}-to`} className={`${action} bg-brand-700 text-white disabled:opacity-50`}>
        <Mail aria-hidden="true" className="size-4" /> {label}
      </button>
    </form>
  );
}
