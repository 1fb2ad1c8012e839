import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

export type SortDirection = "asc" | "desc" | null;

/** A column header: a button cycling the column's sort when it has one (spec 3 §4), its state announced. */
export function SortableHeader({ label, direction, onSort }: { label: string; direction: SortDirection; onSort?: () => void }) {
  return (
    <th
      scope="col"
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
      className="px-3 py-2 font-semibold whitespace-nowrap"
    >
      {onSort ? (
        <button type="button" onClick={onSort} className="flex items-center gap-1">
          {label}
          {direction === "asc" ? (
            <ArrowUp aria-hidden="true" className="size-4" />
          ) : direction === "desc" ? (
            <ArrowDown aria-hidden="true" className="size-4" />
          ) : (
            <ArrowUpDown aria-hidden="true" className="size-4 text-slate-400" />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}
