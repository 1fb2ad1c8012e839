import { CardMoreLink } from "~/components/ui/card-parts";
import { Banknote, BriefcaseBusiness, CalendarDays, MapPin } from "lucide-react";
import { contractLabel, type OfferSummary } from "~common/offers";
import { frenchDate } from "~common/format/date";
import { placeLabel } from "./offer-page/offer-facts";

/**
 * An offer in a list (spec 2 §2): name, city, salary when shown, contract, posting date,
 * «Voir l'offre». The date is written out («Publiée le 12 novembre 2026», Paris time) rather
 * than «il y a 3 jours»: cached pages and hydration then never disagree with the clock.
 */
export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <Heading className="text-lg font-bold text-brand-900">{offer.name}</Heading>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {offer.city && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-hover" />
            <span>{placeLabel(offer)}</span>
          </li>
        )}
        {offer.salary && (
          <li className="flex items-center gap-2">
            <Banknote aria-hidden="true" className="size-4 shrink-0 text-accent-hover" />
            <span>{offer.salary}</span>
          </li>
        )}
        <li className="flex items-center gap-2">
          <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-accent-hover" />
          <span>{contractLabel(offer.contract)}</span>
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-accent-hover" />
          <span>
            Publiée le <time dateTime={offer.creationDate}>{frenchDate(offer.creationDate)}</time>
          </span>
        </li>
      </ul>
      <CardMoreLink to={offer.href} label="Voir l'offre" accessibleName={`Voir l'offre ${offer.name}`} />
    </article>
  );
}

/** A grid of offer cards (search results, home, agency pages, similar offers). */
export function OffersGrid({ offers, headingLevel }: { offers: OfferSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
