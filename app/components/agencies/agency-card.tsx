import { Link } from "~/components/ui/site-link";
import { ArrowRight, MapPin, Phone } from "lucide-react";
import { phoneHref } from "~common/brand";
import { stripBrandPrefix } from "~common/site-map";
import { RatingStars } from "./rating-stars";
import { agencyPath, formatRating, type AgencySummary } from "./types";

/** One agency of the /nos-agences grid: the town first, as visitors look for the nearest one. */
export function AgencyCard({ agency, brandName }: { agency: AgencySummary; brandName: string }) {
  const name = stripBrandPrefix(agency.title, brandName);
  const of = /^[aeiouyhàâéèêîôû]/i.test(name) ? "d'" : "de ";
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
      <h2 className="text-xl font-bold text-brand-900">{name}</h2>
      {agency.googleReviewsCount > 0 && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <RatingStars rating={agency.googleRating} />
          <span>
            {formatRating(agency.googleRating)} · {agency.googleReviewsCount} avis
          </span>
        </p>
      )}
      {agency.address && (
        <p className="mt-4 flex gap-2 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>{agency.address}</span>
        </p>
      )}
      {agency.phone && (
        <p className="mt-2 flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <a href={phoneHref(agency.phone)} className="font-semibold text-brand-700 hover:underline">
            {agency.phone}
          </a>
        </p>
      )}
      {agency.description && <p className="mt-4 line-clamp-3 text-sm text-slate-600">{agency.description}</p>}
      <div className="mt-auto pt-6">
        <Link
          to={agencyPath(agency.slug)}
          aria-label={`Voir l'agence ${of}${name}`}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          Voir l'agence
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
