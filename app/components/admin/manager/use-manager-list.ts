import { useMemo, useRef, useState } from "react";
import { sortParam, type ListAnswer, type ManagerMeta, type Row, type SortState } from "./types";
import { useDebouncedApply } from "./use-debounced-apply";
import { useListAnswer, type ListSearch } from "./use-list-answer";
import { managerParam, managerRecord } from "./manager-records";
import { api } from "~/lib/api";

const NO_FILTERS: Record<string, unknown> = {};

/**
 * The manager's list: filters, sort and page drive one search; any change but the page
 * itself brings the page back to 1.
 */
export function useManagerList(meta: ManagerMeta, initial?: ListAnswer) {
  // One object for both: the list is not searched again 500 ms after it opens. A manager may
  // open pre-filtered (job surveys: «Mes questionnaires»), as its server-rendered list is.
  const opening: Record<string, unknown> = meta.defaultFilters ?? NO_FILTERS;
  const [filters, setFilters] = useState<Record<string, unknown>>(opening);
  // The latest filters between two renders: two fields changed in a row both count.
  const latestFilters = useRef(filters);
  const [debounced, setDebounced] = useState<Record<string, unknown>>(opening);
  const [sort, setSort] = useState<SortState>(null);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);

  const applyFilters = (next: Record<string, unknown>) => {
    setDebounced(next);
    setPage(1);
  };
  useDebouncedApply(filters, debounced, applyFilters);

  const body = useMemo(() => ({ ...debounced, page, limit: meta.pageSize, sort: sortParam(sort) }), [debounced, page, sort, meta.pageSize]);

  const search: ListSearch<Row> = (body, signal) =>
    api.post("/admin/:appLabel/:model/search", { param: managerParam(meta), body, signal }).then((list) => ({ ...list, rows: list.rows.map(managerRecord) }));
  const { answer, loading } = useListAnswer(search, meta.urls.action, body, initial, reloads);

  return {
    ...answer,
    loading,
    page,
    sort,
    filters,
    setPage,
    setFilter: (field: string, value: unknown, immediate = false) => {
      const next = { ...latestFilters.current, [field]: value === "" ? undefined : value };
      latestFilters.current = next;
      setFilters(next);
      if (immediate) applyFilters(next);
    },
    setSort: (next: SortState) => {
      setSort(next);
      setPage(1);
    },
    reload: () => setReloads((n) => n + 1),
  };
}

export type ManagerList = ReturnType<typeof useManagerList>;
