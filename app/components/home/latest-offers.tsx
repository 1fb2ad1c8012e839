import { Link } from "~/components/ui/site-link";
import { ArrowRight } from "lucide-react";
import type { OfferSummary } from "~common/offers";
import { OffersGrid } from "~/components/offers/offer-card";

type Props = {
  offers: OfferSummary[];
  title?: string;
  moreHref?: string;
  moreLabel?: string;
  /** The heading's id; unique on the page. */
  id?: string;
  className?: string;
};

/**
 * A few recent offers and the way to the rest: the home list (first 5), the agency pages
 * (3 of the agency's town) and the offer page (3 others). Nothing when there are none.
 */
export function LatestOffers({
  offers,
  title = "Nos dernières offres d'emploi",
  moreHref = "/nos-offres",
  moreLabel = "Voir plus d'offres",
  id = "dernieres-offres",
  className = "",
}: Props) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        <div className="mt-8">
          <OffersGrid offers={offers} />
        </div>
        <Link
          to={moreHref}
          className="mt-8 inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
        >
          {moreLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
