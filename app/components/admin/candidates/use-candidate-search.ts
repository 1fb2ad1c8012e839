import { useMemo, useRef, useState } from "react";
import { CANDIDATES_PAGE_SIZE, type CandidateCriteria, type CandidateListRow, type CandidatePlace, type CandidateSortKey } from "~common/candidates";
import type { ListAnswer } from "~common/schemas/list";
import { useDebouncedApply } from "../manager/use-debounced-apply";
import { useListAnswer } from "../manager/use-list-answer";

export const EMPTY_CRITERIA: CandidateCriteria = { profile: "", skills: "", education: "", contact: "", company: "", landRegistry: null, distance: null };

export type ColumnSort = { key: CandidateSortKey; descending: boolean } | null;

/** Spec 3 §4: a column's sort cycles none → ascending → descending → none. */
export function nextColumnSort(current: ColumnSort, key: CandidateSortKey): ColumnSort {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? null : { key, descending: true };
}

/**
 * The CVthèque's list: criteria, sort and page drive one POST search_candidates_magic; any
 * change but the page brings the page back to 1. Criteria typed wait 500 ms; a place or a
 * distance chosen applies at once.
 */
export function useCandidateSearch(initial: ListAnswer<CandidateListRow>) {
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
    () => ({ ...applied, page, limit: CANDIDATES_PAGE_SIZE, sort: sort ? `${sort.descending ? "-" : ""}${sort.key}` : "" }),
    [applied, page, sort],
  );
  const { answer, loading } = useListAnswer<CandidateListRow>("/api/jobs/search_candidates_magic", body, initial);

  return {
    ...answer,
    loading,
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
    /** Typed criteria wait for the pause; `immediate` for a choice (place, distance, saved search). */
    setCriteria: (next: Partial<CandidateCriteria>, immediate = false) => {
      const merged = { ...latest.current, ...next };
      latest.current = merged;
      setCriteria(merged);
      if (immediate) apply(merged);
    },
  };
}
