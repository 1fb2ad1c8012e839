import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/site-link";
import type { OfferSummary } from "~common/offers";
import { offerSearchParams, type OfferSearch, type OfferSearchSuggestion, type OfferSort } from "~common/offer-search";
import { OffersGrid } from "~/components/offers/offer-card";
import { EmptyResults } from "./empty-results";
import { offersCountText } from "./offers-count";
import { OffersPagination } from "./pagination";
import { SortLinks } from "./sort-links";

export { offersCountText } from "./offers-count";

type Props = {
  /** The search the rows answer (the loader's, not the one still loading). */
  search: OfferSearch;
  rows: OfferSummary[];
  count: number;
  /** The order the rows are in (the server's default when the URL names none). */
  sort: OfferSort;
  /** A closer spelling or a wider area that has offers, when nothing matches. */
  suggestion: OfferSearchSuggestion | null;
  loading: boolean;
  pathname: string;
};

/** The count, the cards and the page links of a search (spec 2 §2, Offer list). */
export function SearchResults({ search, rows, count, sort, suggestion, loading, pathname }: Props) {
  const heading = useFocusOnNewPage(search);
  return (
    <section aria-label="Résultats de la recherche" aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:mt-8">
        <p ref={heading} tabIndex={-1} aria-live="polite" className="scroll-mt-24 font-semibold text-slate-700 outline-none">
          {offersCountText(count)}
        </p>
        {count > 1 && <SortLinks search={search} sort={sort} pathname={pathname} />}
      </div>
      {count === 0 ? (
        <EmptyResults search={search} suggestion={suggestion} pathname={pathname} />
      ) : rows.length === 0 ? (
        // A page number past the end (an old link): point back to the results.
        <p className="mt-4 rounded-xl bg-white p-10 text-center text-lg text-slate-700 shadow-sm">
          Cette page ne contient plus d'offre.{" "}
          <Link to={`${pathname}?${offerSearchParams({ ...search, page: 1 })}`} className="font-semibold text-brand-700 underline">
            Revenir à la première page
          </Link>
        </p>
      ) : (
        <div className="mt-4">
          <OffersGrid offers={rows} headingLevel={2} />
        </div>
      )}
      <OffersPagination search={search} count={count} pathname={pathname} />
    </section>
  );
}

/**
 * Another page of the same search: the link that was pressed is gone, so focus would fall back
 * to the page's top. It goes to the head of the new results instead (a keyboard or screen-reader
 * visitor reads on from the first offer); a new search leaves focus in its field.
 */
function useFocusOnNewPage(search: OfferSearch) {
  const heading = useRef<HTMLParagraphElement>(null);
  const criteria = offerSearchParams({ ...search, page: 1 }).toString();
  const shown = useRef({ criteria, page: search.page });
  useEffect(() => {
    const before = shown.current;
    shown.current = { criteria, page: search.page };
    if (before.criteria === criteria && before.page !== search.page) heading.current?.focus();
  }, [criteria, search.page]);
  return heading;
}
