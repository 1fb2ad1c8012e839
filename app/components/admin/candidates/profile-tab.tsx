import type { RefObject } from "react";
import type { CandidateDetails, MonthYear } from "~common/candidates";
import { frenchShortDate } from "~common/format/date";
import { Facts, TabSection } from "./candidate-tab-parts";
import { Notes } from "./candidate-notes";
import { CandidateReread } from "./candidate-reread";
import { CompanyLogo } from "./company-logo";

type Props = {
  candidate: CandidateDetails;
  onChange: (candidate: CandidateDetails) => void;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
};

const monthYear = (d: MonthYear | null) => (d ? `${d.month ? `${String(d.month).padStart(2, "0")}/` : ""}${d.year}` : "aujourd'hui");

/** The «Candidat» tab: who they are, what the CV says, their applications and the recruiters' notes. */
export function ProfileTab({ candidate, onChange, onEdit, editButton }: Props) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <img src={candidate.avatarUrl} alt="" width={56} height={56} className="rounded-full" />
        <div className="mr-auto min-w-0">
          <p className="font-bold [overflow-wrap:anywhere]">{candidate.name ?? candidate.email}</p>
          <p className="text-slate-700">{candidate.header}</p>
        </div>
        <button ref={editButton} type="button" onClick={onEdit} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-bold">
          Modifier
        </button>
        {candidate.resumeUrl && <CandidateReread candidate={candidate} onChange={onChange} />}
      </div>
      <Facts
        rows={[
          ["Téléphone", candidate.phoneNumber],
          ["E-mail", candidate.email],
          ["Adresse", candidate.address],
        ]}
      />
      <WorkHistory jobs={candidate.workHistory} />
      <Education degrees={candidate.education} />
      <Facts
        rows={[
          ["Compétences", candidate.skills.join(", ")],
          ["Langues", candidate.languages.join(", ")],
        ]}
      />
      <Applications applications={candidate.applications} />
      <Notes candidateId={candidate.id} notes={candidate.notes} onNotes={(notes) => onChange({ ...candidate, notes })} />
    </div>
  );
}

function WorkHistory({ jobs }: { jobs: CandidateDetails["workHistory"] }) {
  return (
    <TabSection title="Expériences" empty={jobs.length === 0 && "Aucune expérience lue dans le CV."}>
      <ul className="space-y-2">
        {jobs.map((w, i) => (
          <li key={i} className="flex gap-3 text-sm">
            {w.companyName && <CompanyLogo name={w.companyName} />}
            <div className="min-w-0">
              <span className="font-semibold">{w.title}</span>
              {w.companyName && <> — {w.companyName}</>}
              {w.place && <>, {w.place}</>}
              <span className="block text-slate-600">
                {monthYear(w.startDate)} – {monthYear(w.endDate)}
              </span>
              {w.summary && <span className="block">{w.summary}</span>}
            </div>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}

function Education({ degrees }: { degrees: CandidateDetails["education"] }) {
  return (
    <TabSection title="Formations" empty={degrees.length === 0 && "Aucune formation lue dans le CV."}>
      <ul className="space-y-1 text-sm">
        {degrees.map((e, i) => (
          <li key={i}>
            {/* «BTS» and «Support à l'action managériale» read as one degree. */}
            <span className="font-semibold">{[e.degree, e.field].filter(Boolean).join(" ")}</span>
            {e.schoolName && <> — {e.schoolName}</>}{" "}
            {e.endYear && <span className="text-slate-600">({[e.startYear, e.endYear].filter(Boolean).join(" – ")})</span>}
          </li>
        ))}
      </ul>
    </TabSection>
  );
}

/** Each application: to an offer, or a CV left for the pool. */
function Applications({ applications }: { applications: CandidateDetails["applications"] }) {
  return (
    <TabSection title="Candidatures">
      <ul className="space-y-1 text-sm">
        {applications.map((a) => (
          <li key={a.id}>
            {frenchShortDate(a.createdAt)} —{" "}
            {a.offer ? (
              <a href={a.offer.href} className="text-brand-700 underline">
                {a.offer.name}
              </a>
            ) : (
              "Dépôt de CV (vivier)"
            )}
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
