// One definition of what a manager looks like: the server's (type only, no server code ships).
export type { ResourceMeta as ManagerMeta } from "../../../../server/resources/registry";

export type Row = Record<string, unknown> & { id: number };
export type ListAnswer = { rows: Row[]; count: number; total: number };

export type SortState = { field: string; direction: "asc" | "desc" } | null;

/** Spec 3 §4: none → ascending → descending → none. */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, direction: "asc" };
  return current.direction === "asc" ? { field, direction: "desc" } : null;
}

export const sortParam = (sort: SortState) => (sort ? `${sort.direction === "desc" ? "-" : ""}${sort.field}` : undefined);
