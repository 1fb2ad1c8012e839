import { Link } from "~/components/ui/site-link";
import { ArrowLeft, SearchX } from "lucide-react";
import { contractLabel, type OfferSummary } from "~common/offers";
import { LatestOffers } from "~/components/home/latest-offers";
import type { GoneOffer } from "./types";
import { placeLabel } from "./offer-facts";
import { OFFERS_HREF } from "./offer-header";

export const EXPIRED_TITLE = "Cette offre d'emploi n'est plus disponible";

/** The 410 page of an archived offer: says so, names it, and offers the closest ones. */
export function ExpiredOffer({ offer, similar }: { offer: GoneOffer; similar: OfferSummary[] }) {
  const place = placeLabel(offer);
  return (
    <>
      <header className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 md:py-20">
          <SearchX aria-hidden="true" className="size-12 text-brand-700" />
          <h1 className="mt-4 text-3xl font-extrabold leading-tight text-brand-900 md:text-4xl">{EXPIRED_TITLE}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            L'offre <strong className="font-semibold text-slate-900">{offer.name}</strong>
            {place ? ` à ${place}` : ""} ({contractLabel(offer.contract)}) a été pourvue ou retirée par le recruteur. D'autres postes vous attendent peut-être :
            jetez un œil aux offres proches ci-dessous ou relancez une recherche.
          </p>
          <Link to={OFFERS_HREF} className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Toutes nos offres
          </Link>
        </div>
      </header>
      <LatestOffers offers={similar} title="Des offres qui pourraient vous intéresser" moreLabel="Voir toutes nos offres" id="offres-similaires" />
    </>
  );
}
