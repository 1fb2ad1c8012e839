import { useId } from "react";
import { ChevronsLeft, ChevronsRight } from "lucide-react";

/**
 * Page numbers with boundary 2 (the first and last two pages always shown), the pages around
 * the current one, ellipses between, and first/last buttons (spec 3 §9).
 */
export function pageItems(page: number, pageCount: number, boundary = 2, siblings = 1): (number | "…")[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(boundary, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - boundary + 1); p <= pageCount; p++) shown.add(p);
  for (let p = Math.max(1, page - siblings); p <= Math.min(pageCount, page + siblings); p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "…")[] = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1] : 1;
    // An ellipsis that would hide a single page shows that page instead.
    if (gap === 2) items.push(p - 1);
    else if (gap > 2) items.push("…");
    items.push(p);
  });
  return items;
}

export const pageCountOf = (count: number, limit: number) => Math.max(1, Math.ceil(count / limit));

export function Pagination({ page, count, limit, onPage }: { page: number; count: number; limit: number; onPage: (page: number) => void }) {
  const pageCount = pageCountOf(count, limit);
  const button = "min-w-9 rounded-md px-2 py-1 text-sm disabled:opacity-40";
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
      <button type="button" className={button} onClick={() => onPage(1)} disabled={page === 1} aria-label="Première page">
        <ChevronsLeft aria-hidden="true" className="size-4" />
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === "…" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? "page" : undefined}
            className={`${button} ${item === page ? "bg-brand-700 font-bold text-white" : "hover:bg-slate-100"}`}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={button} onClick={() => onPage(pageCount)} disabled={page === pageCount} aria-label="Dernière page">
        <ChevronsRight aria-hidden="true" className="size-4" />
      </button>
      {pageCount > 5 && <PageJump pageCount={pageCount} onPage={onPage} />}
    </nav>
  );
}

/** Straight to a page of a long list (a number past the end goes to the last page). */
function PageJump({ pageCount, onPage }: { pageCount: number; onPage: (page: number) => void }) {
  const id = useId();
  return (
    <form
      className="ml-2 flex items-center gap-1 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = Number(new FormData(event.currentTarget).get("page"));
        if (Number.isInteger(wanted) && wanted >= 1) onPage(Math.min(wanted, pageCount));
      }}
    >
      <label htmlFor={id}>Aller à la page</label>
      <input id={id} name="page" type="number" min={1} required className="w-16 rounded-md border border-slate-300 px-2 py-1" />
      <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 font-semibold hover:bg-slate-100">
        OK
      </button>
    </form>
  );
}
