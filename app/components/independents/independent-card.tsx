import { Link } from "~/components/ui/site-link";
import { ArrowRight, MapPin } from "lucide-react";
import { withDeterminer } from "~common/format/place";
import { RatingStars } from "../agencies/rating-stars";
import { RecruiterAvatar } from "./recruiter-avatar";
import { formatRating, independentHref, type IndependentSummary } from "./types";
import { deBefore } from "~common/format/typography";

/** One recruiter of the /nos-recruteurs grid: who, where, how clients rate them. */
export function IndependentCard({ independent }: { independent: IndependentSummary }) {
  const main = independent.mainDepartment;
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm transition hover:shadow-md">
      <RecruiterAvatar name={independent.name} pictureUrl={independent.pictureUrl} size="md" />
      <h2 className="mt-4 text-xl font-bold text-brand-900">{independent.name}</h2>
      {main && (
        <p className="mt-2 flex items-center gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <span>
            Département {withDeterminer(main)} ({main.code})
          </span>
        </p>
      )}
      {independent.googleReviewsCount > 0 && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <RatingStars rating={independent.googleRating} />
          <span>
            {formatRating(independent.googleRating)} · {independent.googleReviewsCount} avis
          </span>
        </p>
      )}
      <div className="mt-auto pt-6">
        <Link
          to={independentHref(independent.slug)}
          aria-label={`Voir le profil ${deBefore(independent.name)}${independent.name}`}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          Voir le profil
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
