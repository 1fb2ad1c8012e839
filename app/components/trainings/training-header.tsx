import type { Review } from "~common/agencies";
import { BackLink } from "~/components/ui/back-link";
import type { TrainingDetails } from "~common/trainings";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { RatingStars } from "~/components/agencies/rating-stars";
import { formatRating } from "~/components/agencies/types";
import { CATALOGUE_PATH } from "./catalogue-search";
import { priceText } from "./training-card";

/** The facts a visitor compares trainings on (spec 1 §3): those staff filled in. */
function facts(training: TrainingDetails): [string, string][] {
  const list: [string, string | null][] = [
    ["Durée", training.time || training.duration],
    ["Lieu", training.place],
    ["Tarif", priceText(training.price)],
    ["Niveau", training.level],
    ["Modalité", training.modality],
    ["Référence", training.reference],
  ];
  return list.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** Google's rating and count once the refresh stored them; otherwise those of the reviews shown. */
function ratingOf(training: TrainingDetails, reviews: Review[]): { average: number; count: number } | null {
  if (training.googleReviewsCount > 0) return { average: training.googleRating, count: training.googleReviewsCount };
  if (reviews.length === 0) return null;
  return { average: reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length, count: reviews.length };
}

export function TrainingHeader({ training, reviews }: { training: TrainingDetails; reviews: Review[] }) {
  const rating = ratingOf(training, reviews);
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1fr_minmax(0,24rem)] md:items-center md:py-16">
        <div className="min-w-0">
          <BackLink to={CATALOGUE_PATH}>Toutes nos formations</BackLink>
          <p className="mt-6 text-sm font-semibold tracking-wide text-accent-light uppercase">Formation{training.thematic ? ` · ${training.thematic}` : ""}</p>
          <h1 className="mt-2 text-3xl font-extrabold break-words sm:text-4xl md:text-5xl">{training.label}</h1>
          {training.header && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50">{training.header}</p>}
          {rating !== null && (
            <p className="mt-4 flex flex-wrap items-center gap-2 text-brand-50">
              <RatingStars rating={rating.average} />
              <span>
                {formatRating(rating.average)} sur 5 ·{" "}
                <a href="#avis-title" className="underline hover:text-white">
                  {rating.count > 1 ? `${rating.count} avis` : "1 avis"}
                </a>
              </span>
            </p>
          )}
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3">
            {facts(training).map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-brand-100">{term}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href="#sessions"
            className="mt-8 inline-flex items-center justify-center rounded-md bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-hover"
          >
            Voir les prochaines sessions
          </a>
        </div>
        {training.coverImageUrl && (
          <ResponsiveImage
            src={training.coverImageUrl}
            kind="photo"
            alt={`Illustration de la formation ${training.label}`}
            sizes="(min-width: 768px) 384px, 92vw"
            priority
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-xl ring-1 ring-white/20"
          />
        )}
      </div>
    </header>
  );
}
