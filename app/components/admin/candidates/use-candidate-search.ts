import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CANDIDATES_PAGE_SIZE, type CandidateCriteria, type CandidateListRow, type CandidatePlace, type CandidateSortKey } from "~common/candidates";
import type { ListAnswer } from "~common/schemas/list";
import { api } from "~/lib/api";
import { useDebouncedApply } from "../manager/use-debounced-apply";
import { useListAnswer, type ListSearch } from "../manager/use-list-answer";
import { useNotify } from "../notifications";
import { receivedBody, searchFromAddress, type ReceivedFilter } from "./address-search";

export const EMPTY_CRITERIA: CandidateCriteria = { profile: "", skills: "", education: "", contact: "", company: "", landRegistry: null, distance: null };

export type ColumnSort = { key: CandidateSortKey; descending: boolean } | null;

/** Spec 3 §4: a column's sort cycles none → ascending → descending → none. */
export function nextColumnSort(current: ColumnSort, key: CandidateSortKey): ColumnSort {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? null : { key, descending: true };
}

export type CandidateSearch = ReturnType<typeof useCandidateSearch>;

/** The CVthèque's search (spec 3 §7: search_candidates_magic), its criteria in the body. */
const searchCandidates: ListSearch<CandidateListRow> = (body, signal) => api.post("/jobs/search_candidates_magic", { body, signal });

/**
 * The CVthèque's list: criteria, sort and page drive one POST search_candidates_magic; any
 * change but the page brings the page back to 1. Criteria typed wait 500 ms; a place or a
 * distance chosen applies at once. The address may open a saved search (`?recherche=ID`) or the
 * candidates received since a moment (`?depuis=…&envoi=…`: the back-office home's links).
 */
export function useCandidateSearch(initial: ListAnswer<CandidateListRow>) {
  const [searchParams] = useSearchParams();
  const [fromAddress] = useState(() => searchFromAddress(searchParams));
  const [received, setReceived] = useState<ReceivedFilter | null>(fromAddress.received);
  // Until the saved search is read, the list is not the one asked for.
  const [openingSaved, setOpeningSaved] = useState(fromAddress.savedSearchId !== null);
  const [criteria, setCriteria] = useState<CandidateCriteria>(EMPTY_CRITERIA);
  // The latest criteria, also between two renders: two fields changed in a row (typed fast, or
  // filled by a tool) must both be kept, never the second merged into a stale copy.
  const latest = useRef(criteria);
  const [applied, setApplied] = useState<CandidateCriteria>(EMPTY_CRITERIA);
  const [sort, setSort] = useState<ColumnSort>(null);
  const [page, setPage] = useState(1);
  // The chosen place as the picker names it: the criteria keep its id only.
  const [place, setPlace] = useState<CandidatePlace | null>(null);

  const apply = (next: CandidateCriteria) => {
    setApplied(next);
    setPage(1);
  };
  useDebouncedApply(criteria, applied, apply);

  const body = useMemo(
    () => ({ ...applied, ...receivedBody(received), page, limit: CANDIDATES_PAGE_SIZE, sort: sort ? `${sort.descending ? "-" : ""}${sort.key}` : "" }),
    [applied, received, page, sort],
  );
  // The server's first page is unfiltered: with «Reçus depuis» the list is searched at once.
  const { answer, loading } = useListAnswer(searchCandidates, "candidates", body, received ? undefined : initial);

  /** Typed criteria wait for the pause; `immediate` for a choice (place, distance, saved search). */
  const changeCriteria = (next: Partial<CandidateCriteria>, immediate = false) => {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setCriteria(merged);
    if (immediate) apply(merged);
  };

  const notify = useNotify();
  useEffect(() => {
    if (fromAddress.savedSearchId === null) return;
    const controller = new AbortController();
    api
      .get("/jobs/get_candidate_search_details/:id", { param: { id: fromAddress.savedSearchId }, signal: controller.signal })
      .then(
        (search) => {
          setPlace(search.place);
          changeCriteria(search.queries, true);
        },
        () => !controller.signal.aborted && notify("Cette recherche enregistrée est introuvable", "error"),
      )
      .finally(() => !controller.signal.aborted && setOpeningSaved(false));
    return () => controller.abort();
    // Once, for the address the CVthèque was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    ...answer,
    loading: loading || openingSaved,
    /** «Reçus depuis» from the address, until removed. */
    received,
    clearReceived: () => {
      setReceived(null);
      setPage(1);
    },
    page,
    sort,
    criteria,
    place,
    setPlace,
    setPage,
    setSort: (next: ColumnSort) => {
      setSort(next);
      setPage(1);
    },
    setCriteria: changeCriteria,
  };
}
