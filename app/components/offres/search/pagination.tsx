import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { positionSearchParams, type PositionSearch } from "~common/position-search";
import { pageItems } from "~/components/jobs/catalogue-pagination";

type Props = { search: PositionSearch; count: number; pathname: string };

const base = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold";

/**
 * Plain links (?page=N with the other criteria): crawlable, and they work before the page's
 * JS has loaded. Each page is a history entry, so Back returns to the previous page.
 */
export function OffersPagination({ search, count, pathname }: Props) {
  const pageCount = Math.ceil(count / search.limit);
  if (pageCount <= 1) return null;
  const href = (page: number) => `${pathname}?${positionSearchParams({ ...search, page })}`;
  const page = search.page;
  return (
    <nav aria-label="Pagination des offres" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(Math.min(page - 1, pageCount))} rel="prev" className={`${base} text-brand-700 hover:bg-brand-50`}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              Précédent
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} text-slate-400`}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              Précédent
            </span>
          )}
        </li>
        {pageItems(Math.min(page, pageCount), pageCount).map((item, i) =>
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
            <Link to={href(page + 1)} rel="next" className={`${base} text-brand-700 hover:bg-brand-50`}>
              Suivant
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} text-slate-400`}>
              Suivant
              <ChevronRight aria-hidden="true" className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
