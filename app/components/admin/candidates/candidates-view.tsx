import { useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import type { CandidateListRow, CandidateSortKey } from "~common/candidates";
import type { ListAnswer } from "~common/schemas/list";
import { CANDIDATES_PAGE_SIZE } from "~common/candidates";
import { NotificationsProvider } from "../notifications";
import { Pagination } from "../manager/pagination";
import { CandidateDrawer } from "./candidate-drawer";
import { CandidateFilters } from "./candidate-filters";
import { FreshnessRing, RelevanceRing } from "./rings";
import { SavedSearches } from "./saved-searches";
import { nextColumnSort, useCandidateSearch } from "./use-candidate-search";
import { SortableHeader } from "../manager/sortable-header";

const COLUMNS: { label: string; key?: CandidateSortKey }[] = [
  { label: "Pertinence", key: "score" },
  { label: "Fraicheur", key: "validatedAt" },
  { label: "Titre", key: "header" },
  { label: "Nom", key: "name" },
  { label: "Ville", key: "zipcode" },
  { label: "Ville de l'offre" },
  { label: "Poste/Pool", key: "position" },
];

type Props = { initial: ListAnswer<CandidateListRow>; openCandidate?: number | null };

/** The CVthèque (spec 3 §2.3): filters, the ranked list of 50, and a candidate's drawer. */
export function CandidatesView(props: Props) {
  return (
    <NotificationsProvider>
      <Candidates {...props} />
    </NotificationsProvider>
  );
}

function Candidates({ initial, openCandidate }: Props) {
  const list = useCandidateSearch(initial);
  const [openId, setOpenId] = useState<number | null>(openCandidate ?? null);
  const [showFilters, setShowFilters] = useState(true);
  const [now] = useState(() => Date.now());

  // Next/previous walk the rows on screen and wrap around (spec 3 §2.3).
  const navigate = (step: 1 | -1) => {
    if (openId === null || list.rows.length === 0) return;
    const index = list.rows.findIndex((row) => row.id === openId);
    setOpenId(list.rows[(index + step + list.rows.length) % list.rows.length]!.id);
  };

  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      {showFilters && (
        <aside aria-label="Filtres" className="space-y-4 lg:w-72 lg:shrink-0">
          <CandidateFilters criteria={list.criteria} onChange={list.setCriteria} />
          <SavedSearches criteria={list.criteria} onOpen={(criteria) => list.setCriteria(criteria, true)} />
        </aside>
      )}
      <section className="min-w-0 flex-1" aria-busy={list.loading} aria-label="Candidats">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="mr-auto text-sm text-slate-600" role="status">
            {list.count} candidat{list.count > 1 ? "s" : ""} sur {list.total}
          </p>
          <button
            type="button"
            aria-pressed={showFilters}
            onClick={() => setShowFilters(!showFilters)}
            className="flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" /> {showFilters ? "Masquer les filtres" : "Afficher les filtres"}
          </button>
        </div>
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                {COLUMNS.map(({ label, key }) => (
                  <SortableHeader
                    key={label}
                    label={label}
                    direction={key && list.sort?.key === key ? (list.sort.descending ? "desc" : "asc") : null}
                    onSort={key ? () => list.setSort(nextColumnSort(list.sort, key)) : undefined}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr
                  key={row.id}
                  onClick={() => setOpenId(row.id)}
                  className={`cursor-pointer border-t border-slate-100 hover:bg-brand-50 ${openId === row.id ? "bg-brand-50" : ""}`}
                >
                  <td className="px-3 py-2">
                    <RelevanceRing score={row.score} maxScore={row.maxScore} />
                  </td>
                  <td className="px-3 py-2">
                    <FreshnessRing validatedAt={row.validatedAt} now={now} />
                  </td>
                  <td className="px-3 py-2">{row.header}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className="text-left font-medium text-brand-700 hover:underline"
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpenId(row.id);
                      }}
                    >
                      {row.name ?? row.email}
                    </button>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {row.place ? `${row.zipcode ?? row.place.zipcode ?? ""} ${row.place.label}` : (row.zipcode ?? "")}
                  </td>
                  <td
                    className="px-3 py-2"
                    title={
                      row.offer
                        ? [row.offer.address, row.offer.city, row.offer.zipCode, row.offer.departmentCode, row.offer.country].filter(Boolean).join(", ")
                        : undefined
                    }
                  >
                    {row.offer?.city}
                  </td>
                  <td className="px-3 py-2">{row.offer ? (row.offer.isPool ? "Pool" : row.offer.name) : "Pool"}</td>
                </tr>
              ))}
              {list.rows.length === 0 && !list.loading && (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-slate-600">
                    Aucun candidat ne correspond à ces critères
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <div className="mt-4">
          <Pagination page={list.page} count={list.count} limit={CANDIDATES_PAGE_SIZE} onPage={list.setPage} />
        </div>
      </section>
      {openId !== null && <CandidateDrawer candidateId={openId} onNavigate={navigate} onClose={() => setOpenId(null)} />}
    </div>
  );
}
