import { useMemo, useRef, useState } from "react";
import { LayoutGrid, List, SlidersHorizontal } from "lucide-react";
import type { MapTiles } from "~common/maps";
import type { CandidateListRow, CandidateSortKey } from "~common/candidates";
import type { ListAnswer } from "~common/schemas/list";
import { CANDIDATES_PAGE_SIZE } from "~common/candidates";
import { NotificationsProvider } from "../notifications";
import { Pagination } from "../manager/pagination";
import { CandidateDrawer } from "./candidate-drawer";
import type { LeaveGuard } from "./candidate-edit-form";
import { CandidateFilters } from "./candidate-filters";
import { FreshnessRing, RelevanceRing } from "./rings";
import { SavedSearches } from "./saved-searches";
import { nextColumnSort, useCandidateSearch } from "./use-candidate-search";
import { SortableHeader } from "../manager/sortable-header";
import { LeafletMap, MapTilesProvider, type MapMarker } from "./leaflet-map";
import { CandidateCards, candidateCity, distanceText } from "./candidate-cards";
import { positionOf } from "~common/candidate-columns";
import { frenchNumber } from "~common/format/number";
import { OpenRowButton } from "../manager/open-row-button";
import { CompanyLogosProvider } from "./company-logo";
import { BulkExportButton } from "../manager/bulk-export-button";
import { useRecordShortcuts } from "../manager/shortcuts-keys";
import { receivedBody } from "./address-search";
import { ReceivedFilterNotice } from "./received-filter";

const COLUMNS: { label: string; key?: CandidateSortKey }[] = [
  { label: "Pertinence", key: "score" },
  { label: "Fraicheur", key: "validatedAt" },
  { label: "Titre", key: "header" },
  { label: "Nom", key: "name" },
  { label: "Ville", key: "zipcode" },
  { label: "Ville de l'offre" },
  { label: "Poste/Pool", key: "position" },
];

const DISPLAYS = [
  { mode: "list", label: "Liste", Icon: List },
  { mode: "matrix", label: "Matrice", Icon: LayoutGrid },
] as const;

/** One marker per commune, listing its candidates of the page. */
function placesOf(rows: CandidateListRow[]): MapMarker[] {
  const byPlace = new Map<string, MapMarker>();
  for (const row of rows) {
    if (!row.location) continue;
    const key = `${row.location.latitude},${row.location.longitude}`;
    const marker = byPlace.get(key) ?? { ...row.location, title: candidateCity(row), people: [] };
    marker.people.push({ id: row.id, label: row.name ?? row.email });
    byPlace.set(key, marker);
  }
  return [...byPlace.values()].map((marker) => ({
    ...marker,
    title: `${marker.title} : ${marker.people.length} candidat${marker.people.length > 1 ? "s" : ""}`,
  }));
}

type Props = { initial: ListAnswer<CandidateListRow>; mapTiles: MapTiles; openCandidate?: number | null; companyLogos?: boolean };

/** The CVthèque (spec 3 §2.3): filters, the ranked list of 50, and a candidate's drawer. */
export function CandidatesView(props: Props) {
  return (
    <NotificationsProvider>
      <MapTilesProvider value={props.mapTiles}>
        <CompanyLogosProvider value={props.companyLogos ?? false}>
          <Candidates {...props} />
        </CompanyLogosProvider>
      </MapTilesProvider>
    </NotificationsProvider>
  );
}

function Candidates({ initial, openCandidate }: Props) {
  const list = useCandidateSearch(initial);
  const [openId, setOpenId] = useState<number | null>(openCandidate ?? null);
  // Another candidate opened from the list, the map or a card goes through the drawer's guard
  // of unsaved edits, as its own ‹ › do.
  const leaveDrawer = useRef<LeaveGuard | null>(null);
  const open = (id: number) => (openId === null || !leaveDrawer.current ? setOpenId(id) : leaveDrawer.current(() => setOpenId(id)));
  const [showFilters, setShowFilters] = useState(true);
  const [display, setDisplay] = useState<"list" | "matrix">("list");
  const markers = useMemo(() => placesOf(list.rows), [list.rows]);
  const [now] = useState(() => Date.now());

  // Next/previous walk the rows on screen and wrap around (spec 3 §2.3).
  const navigate = (step: 1 | -1) => {
    if (openId === null || list.rows.length === 0) return;
    const index = list.rows.findIndex((row) => row.id === openId);
    setOpenId(list.rows[(index + step + list.rows.length) % list.rows.length]!.id);
  };
  // J/K and the arrows go through the drawer's guard of unsaved edits, as its ‹ › do.
  const root = useRef<HTMLDivElement>(null);
  const shortcuts = useRecordShortcuts({
    root,
    saves: false,
    onStep: openId === null ? undefined : (step) => (leaveDrawer.current ? leaveDrawer.current(() => navigate(step)) : navigate(step)),
  });

  return (
    <div ref={root} className="flex flex-col gap-6 lg:flex-row">
      {showFilters && (
        <aside aria-label="Filtres" className="space-y-4 lg:w-72 lg:shrink-0">
          <ReceivedFilterNotice received={list.received} onClear={list.clearReceived} />
          <CandidateFilters criteria={list.criteria} place={list.place} onChange={list.setCriteria} onPlace={list.setPlace} />
          <SavedSearches
            criteria={list.criteria}
            onOpen={(criteria, place) => {
              list.setPlace(place);
              list.setCriteria(criteria, true);
            }}
          />
        </aside>
      )}
      <section className="min-w-0 flex-1" aria-busy={list.loading} aria-label="Candidats">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="mr-auto text-sm text-slate-600" role="status">
            {frenchNumber(list.count)} candidat{list.count > 1 ? "s" : ""} sur {frenchNumber(list.total)}
          </p>
          <button
            type="button"
            aria-pressed={showFilters}
            onClick={() => setShowFilters(!showFilters)}
            className="flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" /> {showFilters ? "Masquer les filtres" : "Afficher les filtres"}
          </button>
          <BulkExportButton
            path="/api/jobs/export_candidates"
            body={() => ({ ...list.criteria, ...receivedBody(list.received), sort: list.sort ? `${list.sort.descending ? "-" : ""}${list.sort.key}` : "" })}
            what={`Exporte la recherche (${frenchNumber(list.count)} candidat${list.count > 1 ? "s" : ""})`}
          />
          <div role="group" aria-label="Affichage" className="flex rounded-full border border-slate-300 text-sm font-semibold">
            {DISPLAYS.map(({ mode, label, Icon }) => (
              <button
                key={mode}
                type="button"
                aria-pressed={display === mode}
                onClick={() => setDisplay(mode)}
                className={`flex items-center gap-1 rounded-full px-3 py-1.5 ${display === mode ? "bg-brand-700 text-white" : ""}`}
              >
                <Icon aria-hidden="true" className="size-4" /> {label}
              </button>
            ))}
          </div>
        </div>
        {/* The results on a map once a place is chosen (spec 3 §2.3): the page's candidates by commune. */}
        {list.criteria.landRegistry ? (
          <div className="mb-4">
            <LeafletMap label="Carte des résultats" markers={markers} onOpen={open} />
          </div>
        ) : null}
        {display === "matrix" ? (
          <CandidateCards rows={list.rows} now={now} openId={openId} onOpen={open} loading={list.loading} />
        ) : (
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
                    onClick={() => open(row.id)}
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
                      <OpenRowButton onOpen={() => open(row.id)}>{row.name ?? row.email}</OpenRowButton>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {candidateCity(row)}
                      {distanceText(row) && <span className="block text-xs text-slate-600">{distanceText(row)}</span>}
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
                    <td className="px-3 py-2">{positionOf(row)}</td>
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
        )}
        <div className="mt-4">
          <Pagination page={list.page} count={list.count} limit={CANDIDATES_PAGE_SIZE} onPage={list.setPage} />
        </div>
      </section>
      {openId !== null && <CandidateDrawer candidateId={openId} onNavigate={navigate} onClose={() => setOpenId(null)} leaveRef={leaveDrawer} />}
      {shortcuts}
    </div>
  );
}
