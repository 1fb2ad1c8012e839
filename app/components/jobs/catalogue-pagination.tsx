import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";

/**
 * The page numbers to show: all of them when few, otherwise the first, the last and the
 * neighbours of the current one, with "gap" where pages are skipped.
 */
export function pageItems(current: number, last: number): (number | "gap")[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) items.push("gap");
    items.push(page);
  });
  return items;
}

type Props = {
  page: number;
  pageCount: number;
  /** The current search string (query, type): kept on every link, page replaced. */
  search: URLSearchParams;
  pathname: string;
};

const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-semibold";

/** Plain links (?page=N): crawlable, and they work before the page's JS has loaded. */
export function CataloguePagination({ page, pageCount, search, pathname }: Props) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label="Pagination des fiches métier" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} aria-label="Page précédente" className={`${base} text-brand-700 hover:bg-brand-50`}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${base} text-slate-300`}>
              <ChevronLeft className="size-5" />
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={`${base} ${item === page ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} aria-label="Page suivante" className={`${base} text-brand-700 hover:bg-brand-50`}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${base} text-slate-300`}>
              <ChevronRight className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
