import { useMemo, useRef, useState } from "react";
import { LayoutGrid, List, SlidersHorizontal } from "lucide-react";
import type { MapTiles } from "~common/maps";
import type { CandidateListRow } from "~common/candidates";
import type { ListAnswer } from "~common/schemas/list";
import { CANDIDATES_PAGE_SIZE } from "~common/candidates";
import { NotificationsProvider } from "../notifications";
import { Pagination } from "../manager/pagination";
import { CandidateDrawer } from "./candidate-drawer";
import { CandidateFilters } from "./candidate-filters";
import { SavedSearches } from "./saved-searches";
import { useCandidateSearch, type CandidateSearch } from "./use-candidate-search";
import { LeafletMap, MapTilesProvider, type MapMarker } from "./leaflet-map";
import { CandidateCards, candidateCity } from "./candidate-cards";
import { CandidatesTable } from "./candidates-table";
import { frenchNumber } from "~common/format/number";
import { CompanyLogosProvider } from "./company-logo";
import { BulkExportButton } from "../manager/bulk-export-button";
import { useRecordShortcuts } from "../manager/shortcuts-keys";
import { receivedBody } from "./address-search";
import { ReceivedFilterNotice } from "./received-filter";
import { useOpenCandidate } from "./use-open-candidate";

const DISPLAYS = [
  { mode: "list", label: "Liste", Icon: List },
  { mode: "matrix", label: "Matrice", Icon: LayoutGrid },
] as const;
type Display = (typeof DISPLAYS)[number]["mode"];

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
  const { openId, open, navigate, stepFromKeys, close, leaveDrawer } = useOpenCandidate(list.rows, openCandidate ?? null);
  const [showFilters, setShowFilters] = useState(true);
  const [display, setDisplay] = useState<Display>("list");
  const markers = useMemo(() => placesOf(list.rows), [list.rows]);
  const [now] = useState(() => Date.now());
  const root = useRef<HTMLDivElement>(null);
  const shortcuts = useRecordShortcuts({ root, saves: false, onStep: openId === null ? undefined : stepFromKeys });

  return (
    <div ref={root} className="flex flex-col gap-6 lg:flex-row">
      {showFilters && <FiltersPanel list={list} />}
      <section className="min-w-0 flex-1" aria-busy={list.loading} aria-label="Candidats">
        <ResultsBar list={list} showFilters={showFilters} onToggleFilters={() => setShowFilters(!showFilters)} display={display} onDisplay={setDisplay} />
        {/* The results on a map once a place is chosen (spec 3 §2.3): the page's candidates by commune. */}
        {list.criteria.landRegistry ? (
          <div className="mb-4">
            <LeafletMap label="Carte des résultats" markers={markers} onOpen={open} />
          </div>
        ) : null}
        {display === "matrix" ? (
          <CandidateCards rows={list.rows} now={now} openId={openId} onOpen={open} loading={list.loading} />
        ) : (
          <CandidatesTable rows={list.rows} now={now} openId={openId} onOpen={open} loading={list.loading} sort={list.sort} onSort={list.setSort} />
        )}
        <div className="mt-4">
          <Pagination page={list.page} count={list.count} limit={CANDIDATES_PAGE_SIZE} onPage={list.setPage} />
        </div>
      </section>
      {openId !== null && <CandidateDrawer candidateId={openId} onNavigate={navigate} onClose={close} leaveRef={leaveDrawer} />}
      {shortcuts}
    </div>
  );
}

/** The received-since notice, the criteria and the saved searches. */
function FiltersPanel({ list }: { list: CandidateSearch }) {
  return (
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
  );
}

type ResultsBarProps = {
  list: CandidateSearch;
  showFilters: boolean;
  onToggleFilters: () => void;
  display: Display;
  onDisplay: (display: Display) => void;
};

/** Above the results: how many, the filters shown or hidden, the export, and list or matrix. */
function ResultsBar({ list, showFilters, onToggleFilters, display, onDisplay }: ResultsBarProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <p className="mr-auto text-sm text-slate-600" role="status">
        {frenchNumber(list.count)} candidat{list.count > 1 ? "s" : ""} sur {frenchNumber(list.total)}
      </p>
      <button
        type="button"
        aria-pressed={showFilters}
        onClick={onToggleFilters}
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
            onClick={() => onDisplay(mode)}
            className={`flex items-center gap-1 rounded-full px-3 py-1.5 ${display === mode ? "bg-brand-700 text-white" : ""}`}
          >
            <Icon aria-hidden="true" className="size-4" /> {label}
          </button>
        ))}
      </div>
    </div>
  );
}
