import type { ListAnswer as ListOf } from "~common/schemas/list";
export type { ManagerMeta } from "~common/manager-meta";

export type Row = Record<string, unknown> & { id: number };
export type ListAnswer = ListOf<Row>;

export type SortState = { field: string; direction: "asc" | "desc" } | null;

/** Spec 3 §4: none → ascending → descending → none. */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, direction: "asc" };
  return current.direction === "asc" ? { field, direction: "desc" } : null;
}

export const sortParam = (sort: SortState) => (sort ? `${sort.direction === "desc" ? "-" : ""}${sort.field}` : undefined);
