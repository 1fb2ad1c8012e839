import { Link } from "~/components/ui/site-link";
import { Quote } from "lucide-react";
import type { TrainingCard } from "~common/trainings";
import { RatingStars } from "~/components/agencies/rating-stars";
import type { TrainingReview } from "./types";
import { trainingPath } from "./catalogue-search";
import { frenchMonthYear } from "~common/format/date";
import { MarketingSection } from "~/components/marketing/marketing-section";

/** Spec 1 §9: the results list shows the first 5. */
export const FIRST_RESULTS = 5;

/** «25 offres disponibles», «1 offre disponible», «Aucune offre disponible». */
export const offersCount = (count: number) => (count === 0 ? "Aucune offre disponible" : count === 1 ? "1 offre disponible" : `${count} offres disponibles`);

/** The matching count and the first five results, as a short list of links (spec 1 §2). */
export function FirstResults({ rows, count }: { rows: TrainingCard[]; count: number }) {
  return (
    <section aria-labelledby="formations-disponibles" className="rounded-xl bg-white p-4 shadow-sm lg:p-5">
      <h2 id="formations-disponibles" aria-live="polite" className="text-lg font-bold text-brand-900">
        {offersCount(count)}
      </h2>
      {rows.length > 0 && (
        <ol className="mt-3 divide-y divide-slate-100">
          {rows.slice(0, FIRST_RESULTS).map((training) => (
            <li key={training.id} className="py-2">
              <Link to={trainingPath(training.slug)} className="font-semibold text-brand-700 hover:underline">
                {training.label}
              </Link>
              {(training.time || training.place) && <p className="text-sm text-slate-600">{[training.time, training.place].filter(Boolean).join(" · ")}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Spec 1 §9: the trainings' figures, 95, 100 and 97 percent. */
const FIGURES = [
  { value: "95 %", label: "de participants satisfaits de leur formation" },
  { value: "100 %", label: "de réussite aux évaluations de fin de formation" },
  { value: "97 %", label: "des participants recommandent nos formations" },
];

export function TrainingFigures() {
  return (
    <section aria-labelledby="formations-chiffres">
      <h2 id="formations-chiffres" className="sr-only">
        Nos formations en chiffres
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <li key={figure.value} className="rounded-xl bg-white px-4 py-5 text-center shadow-sm">
            <p className="text-3xl font-extrabold text-accent">{figure.value}</p>
            <p className="mt-1 text-sm text-slate-700">{figure.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** «Les avis de nos formations» (spec 1 §2): the newest reviews of the trainings' places. */
export function CatalogueReviews({ reviews }: { reviews: TrainingReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <MarketingSection titleId="avis-formations" title="Les avis de nos formations" plainTitle band="bg-white" className="max-w-7xl py-14">
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.time}`} className="flex flex-col rounded-xl bg-slate-50 p-6">
            <Quote aria-hidden="true" className="size-6 text-accent" />
            <blockquote className="mt-3 flex-1 text-slate-700">{review.text}</blockquote>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
              <p className="font-semibold">{review.author}</p>
              <RatingStars rating={review.rating} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={review.time}>{frenchMonthYear(review.time)}</time>
              {review.training && (
                <>
                  {" · "}
                  <Link to={trainingPath(review.training.slug)} className="text-brand-700 underline hover:text-brand-900">
                    {review.training.label}
                  </Link>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
