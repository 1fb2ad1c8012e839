import { useState } from "react";
import type { CandidateDetails } from "~common/candidates";

const SUB_TABS = ["Candidat", "Position", "Champs custom - Position"] as const;

/** Spec 3 §2.3, «Données Breezy»: what Breezy sent about the candidate, the position and its custom fields. */
export function BreezyTab({ candidate }: { candidate: CandidateDetails }) {
  const [sub, setSub] = useState(0);
  const position = candidate.position;
  if (!candidate.breezyData && !position?.breezyData) return <p>Aucune donnée Breezy</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Données Breezy">
        {SUB_TABS.map((label, index) => (
          <button
            key={label}
            type="button"
            aria-pressed={sub === index}
            onClick={() => setSub(index)}
            className={`rounded border px-2 py-1 text-sm ${sub === index ? "border-brand-700 bg-brand-50 font-bold text-brand-800" : "border-slate-300 hover:bg-slate-50"}`}
          >
            {label}
          </button>
        ))}
      </div>
      {sub === 0 && <Raw value={candidate.breezyData} />}
      {sub === 1 && <Raw value={position?.breezyData} />}
      {sub === 2 &&
        (position?.breezyCustomFields.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {position.breezyCustomFields.map((field) => (
              <div key={field.name} className="contents">
                <dt className="font-semibold">{field.name}</dt>
                <dd className="min-w-0 wrap-anywhere">{field.value || "—"}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Aucune donnée Breezy</p>
        ))}
    </div>
  );
}

function Raw({ value }: { value: unknown }) {
  if (value == null) return <p>Aucune donnée Breezy</p>;
  return <pre className="text-xs wrap-anywhere whitespace-pre-wrap">{JSON.stringify(value, null, 2)}</pre>;
}
