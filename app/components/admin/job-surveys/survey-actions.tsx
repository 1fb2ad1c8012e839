import { Download, ExternalLink, UserRound } from "lucide-react";
import { consultingPath, isJobSurveyType } from "~common/job-survey";

type Props = { recordId: number; record: Record<string, unknown> };

const action = "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-bold";

/**
 * The «Questionnaires» drawer (spec 3 §2.4): the PDF download (staff-only GET, the session
 * cookie goes with a plain link), the read-only consulting view, and the candidate in the
 * CVthèque when one has the survey's e-mail.
 */
export function SurveyActions({ recordId, record }: Props) {
  const type = record.type;
  const publicId = typeof record.publicId === "string" ? record.publicId : null;
  const candidateId = typeof record.candidateId === "number" ? record.candidateId : null;
  return (
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
  );
}
