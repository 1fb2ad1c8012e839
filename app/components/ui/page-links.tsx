import { Link } from "~/components/ui/site-link";
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
  /** Names the navigation landmark, e.g. «Pagination des offres». */
  label: string;
  page: number;
  pageCount: number;
  /** The URL of a page, the other criteria kept. */
  href: (page: number) => string;
  /** Pages crawlers should not follow (a list filtered by several news themes: issue 50). */
  nofollow?: boolean;
};

const base = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold";

/**
 * Public lists' pagination as plain links (?page=N): crawlable, working before the page's JS
 * has loaded, and each page a history entry, so Back returns to the previous one.
 */
export function PageLinks({ label, page, pageCount, href, nofollow = false }: Props) {
  if (pageCount <= 1) return null;
  const rel = (relation?: string) => [relation, nofollow && "nofollow"].filter(Boolean).join(" ") || undefined;
  // A page past the end (an old link) still gets a way back.
  const previous = Math.min(page - 1, pageCount);
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(previous)} rel={rel("prev")} className={`${base} text-brand-700 hover:bg-brand-50`}>
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
                rel={rel()}
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
            <Link to={href(page + 1)} rel={rel("next")} className={`${base} text-brand-700 hover:bg-brand-50`}>
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
