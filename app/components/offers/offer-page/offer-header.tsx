import type { OfferDetails } from "./types";
import { BackLink } from "~/components/ui/back-link";
import { OfferFacts } from "./offer-facts";

export const OFFERS_HREF = "/nos-offres";

/** The way back to the search, the offer's name (the page's only h1) and its key facts. */
export function OfferHeader({ offer }: { offer: OfferDetails }) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <BackLink to={OFFERS_HREF}>Toutes nos offres</BackLink>
        <p className="mt-6 text-sm font-semibold tracking-wide text-accent-light uppercase">Offre d'emploi{offer.industry ? ` · ${offer.industry}` : ""}</p>
        <h1 className="mt-2 text-3xl font-extrabold leading-tight md:text-5xl">{offer.name}</h1>
        <OfferFacts offer={offer} className="mt-8 text-base text-slate-100" />
      </div>
    </header>
  );
}
