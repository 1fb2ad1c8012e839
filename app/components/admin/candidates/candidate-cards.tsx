import type { CandidateListRow } from "~common/candidates";
import { frenchNumber } from "~common/format/number";
import { positionOf } from "~common/candidate-columns";
import { FreshnessRing, RelevanceRing } from "./rings";

/** «Ville»: the postal code and the commune the candidate was placed in (or the postal code alone). */
export const candidateCity = (row: CandidateListRow) =>
  row.place ? `${row.zipcode ?? row.place.zipcode ?? ""} ${row.place.label}`.trim() : (row.zipcode ?? "");

/** «à 4,2 km»: from the chosen place, when a distance is asked; French decimals. */
export const distanceText = (row: CandidateListRow) => (row.distanceKm == null ? null : `à ${frenchNumber(row.distanceKm, { maxDecimals: 1 })}\u00a0km`);

type Props = { rows: CandidateListRow[]; now: number; openId: number | null; onOpen: (id: number) => void; loading: boolean };

/** The matrix display (spec 3 §2.3): one card per candidate, the same facts as the list's row. */
export function CandidateCards({ rows, now, openId, onOpen, loading }: Props) {
  if (rows.length === 0 && !loading)
    return <p className="rounded-lg border border-slate-200 px-3 py-6 text-center text-slate-600">Aucun candidat ne correspond à ces critères</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((row) => (
        <li key={row.id} className={`flex gap-3 rounded-lg border p-3 ${openId === row.id ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}>
          <img src={row.avatarUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1">
            <button type="button" onClick={() => onOpen(row.id)} className="text-left font-semibold break-words text-brand-700 hover:underline">
              {row.name ?? row.email}
            </button>
            <p className="text-sm break-words">{row.header}</p>
            <p className="text-sm text-slate-600">
              {candidateCity(row)}
              {distanceText(row) && <span className="whitespace-nowrap"> · {distanceText(row)}</span>}
            </p>
            <p className="text-sm text-slate-600">{positionOf(row)}</p>
          </div>
          <div className="flex shrink-0 flex-col items-center gap-1">
            <RelevanceRing score={row.score} maxScore={row.maxScore} />
            <FreshnessRing validatedAt={row.validatedAt} now={now} />
          </div>
        </li>
      ))}
    </ul>
  );
}
