import type { CandidateListRow, CandidateSortKey } from "~common/candidates";
import { positionOf } from "~common/candidate-columns";
import { OpenRowButton } from "../manager/open-row-button";
import { SortableHeader } from "../manager/sortable-header";
import { candidateCity, distanceText } from "./candidate-cards";
import { FreshnessRing, RelevanceRing } from "./rings";
import { nextColumnSort, type ColumnSort } from "./use-candidate-search";

const COLUMNS: { label: string; key?: CandidateSortKey }[] = [
  { label: "Pertinence", key: "score" },
  { label: "Fraicheur", key: "validatedAt" },
  { label: "Titre", key: "header" },
  { label: "Nom", key: "name" },
  { label: "Ville", key: "zipcode" },
  { label: "Ville de l'offre" },
  { label: "Poste/Pool", key: "position" },
];

type Props = {
  rows: CandidateListRow[];
  now: number;
  openId: number | null;
  onOpen: (id: number) => void;
  loading: boolean;
  sort: ColumnSort;
  onSort: (sort: ColumnSort) => void;
};

/** The CVthèque's «Liste» display: a row a candidate, sorted by a click on a column's header. */
export function CandidatesTable({ rows, now, openId, onOpen, loading, sort, onSort }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map(({ label, key }) => (
              <SortableHeader
                key={label}
                label={label}
                direction={key && sort?.key === key ? (sort.descending ? "desc" : "asc") : null}
                onSort={key ? () => onSort(nextColumnSort(sort, key)) : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CandidateRow key={row.id} row={row} now={now} open={openId === row.id} onOpen={() => onOpen(row.id)} />
          ))}
          {rows.length === 0 && !loading && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-slate-600">
                Aucun candidat ne correspond à ces critères
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function CandidateRow({ row, now, open, onOpen }: { row: CandidateListRow; now: number; open: boolean; onOpen: () => void }) {
  const offer = row.offer;
  return (
    <tr onClick={onOpen} className={`cursor-pointer border-t border-slate-100 hover:bg-brand-50 ${open ? "bg-brand-50" : ""}`}>
      <td className="px-3 py-2">
        <RelevanceRing score={row.score} maxScore={row.maxScore} />
      </td>
      <td className="px-3 py-2">
        <FreshnessRing validatedAt={row.validatedAt} now={now} />
      </td>
      <td className="px-3 py-2">{row.header}</td>
      <td className="px-3 py-2">
        <OpenRowButton onOpen={onOpen}>{row.name ?? row.email}</OpenRowButton>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {candidateCity(row)}
        {distanceText(row) && <span className="block text-xs text-slate-600">{distanceText(row)}</span>}
      </td>
      {/* The offer's whole address on hover: the column has room for its city only. */}
      <td
        className="px-3 py-2"
        title={offer ? [offer.address, offer.city, offer.zipCode, offer.departmentCode, offer.country].filter(Boolean).join(", ") : undefined}
      >
        {offer?.city}
      </td>
      <td className="px-3 py-2">{positionOf(row)}</td>
    </tr>
  );
}
