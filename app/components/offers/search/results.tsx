import { Link } from "~/components/ui/site-link";
import { NO_OFFER_FOUND, type OfferSummary } from "~common/offers";
import { offerSearchParams, type OfferSearch } from "~common/offer-search";
import { OffersGrid } from "~/components/offers/offer-card";
import { OffersPagination } from "./pagination";
import { frenchNumber } from "~common/format/number";

/** «1 offre», «0 offre», «152 offres»: French keeps the singular under two. */
export const offersCountText = (count: number) => `${frenchNumber(count)} ${count > 1 ? "offres" : "offre"}`;

type Props = {
  /** The search the rows answer (the loader's, not the one still loading). */
  search: OfferSearch;
  rows: OfferSummary[];
  count: number;
  loading: boolean;
  pathname: string;
};

/** The count, the cards and the page links of a search (spec 2 §2, Offer list). */
export function SearchResults({ search, rows, count, loading, pathname }: Props) {
  return (
    <section aria-label="Résultats de la recherche" aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
      <p aria-live="polite" className="mt-5 font-semibold text-slate-700 sm:mt-8">
        {offersCountText(count)}
      </p>
      {count === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-10 text-center text-lg text-slate-700 shadow-sm">{NO_OFFER_FOUND}</p>
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
