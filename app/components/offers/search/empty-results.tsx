import { BellRing } from "lucide-react";
import { Link } from "~/components/ui/site-link";
import { NO_OFFER_FOUND } from "~common/offers";
import { hasSearchCriteria, offerSearchParams, type OfferDistance, type OfferSearch, type OfferSearchSuggestion } from "~common/offer-search";
import { de } from "~common/format/typography";
import { CreateAlertButton } from "~/components/offers/alert/create-alert-button";
import { offersCountText } from "./offers-count";

/** A department as a code: «44», «2A», «974». */
const DEPARTMENT_CODE = /^(\d{2,3}|2[AB])$/i;

/**
 * What the server proposes when nothing matches, as one link: a closer spelling («Vouliez-vous
 * dire : comptable ?»), a wider circle around the town, or the department or region.
 */
export function suggestionLink(search: OfferSearch, suggestion: OfferSearchSuggestion, pathname: string) {
  const next: OfferSearch = { ...search, page: 1 };
  if (suggestion.query !== undefined) next.query = suggestion.query;
  // A department or region instead of the town: its radius goes with it.
  if (suggestion.location !== undefined) [next.location, next.distance] = [suggestion.location, null];
  if (suggestion.distance !== undefined) next.distance = suggestion.distance as OfferDistance;
  const href = `${pathname}?${offerSearchParams(next)}`;
  const place = next.location;
  const wider =
    suggestion.distance !== undefined
      ? `${suggestion.distance}\u00a0km autour ${de(place)}`
      : suggestion.location !== undefined
        ? DEPARTMENT_CODE.test(suggestion.location)
          ? `le département ${suggestion.location.toUpperCase()}`
          : suggestion.location
        : null;
  if (suggestion.query !== undefined) {
    return { lead: "Vouliez-vous dire :", text: wider ? `${suggestion.query}, ${wider}` : suggestion.query, trail: " ?", href };
  }
  if (suggestion.distance !== undefined) return { lead: null, text: `Élargir à ${wider}`, trail: "", href };
  return { lead: null, text: `Élargir la recherche : ${wider}`, trail: "", href };
}

type Props = { search: OfferSearch; suggestion: OfferSearchSuggestion | null; pathname: string };

/**
 * Nothing matches (spec 2 §2's message): said plainly, then what could match instead, and the
 * alert for this very search, so the visitor leaves with something to do.
 */
export function EmptyResults({ search, suggestion, pathname }: Props) {
  const link = suggestion && suggestion.count > 0 ? suggestionLink(search, suggestion, pathname) : null;
  return (
    // Centred paragraph by paragraph, not as a block: the alert dialog opens inside it and reads left-aligned.
    <div className="mt-4 rounded-xl bg-white px-5 py-8 shadow-sm sm:p-10">
      <p className="text-center text-lg font-semibold text-slate-800">{NO_OFFER_FOUND}</p>
      {link && suggestion && (
        <p className="mt-3 text-center break-words text-slate-700">
          {link.lead && <>{link.lead} </>}
          <Link to={link.href} preventScrollReset className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {link.text}
          </Link>
          {link.trail} <span className="whitespace-nowrap">({offersCountText(suggestion.count)})</span>
        </p>
      )}
      {hasSearchCriteria(search) && (
        <div className="mx-auto mt-6 max-w-md border-t border-slate-200 pt-6">
          <p className="flex items-start justify-center gap-2 text-center text-slate-700">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-hover" />
            <span>Soyez prévenu par e-mail dès qu'une offre correspondant à cette recherche est publiée.</span>
          </p>
          <div className="mt-4 flex justify-center">
            <CreateAlertButton search={search} />
          </div>
        </div>
      )}
    </div>
  );
}
