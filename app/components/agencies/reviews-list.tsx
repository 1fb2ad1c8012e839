import { Quote } from "lucide-react";
import { RatingStars } from "./rating-stars";
import type { Review } from "./types";
import { frenchMonthYear } from "~common/format/date";
import { MarketingSection } from "~/components/marketing/marketing-section";

/** What clients and candidates say (the maps service's reviews, newest first): agencies and recruiters. */
export function ReviewsList({ reviews, title }: { reviews: Review[]; title: string }) {
  if (reviews.length === 0) return null;
  return (
    <MarketingSection titleId="avis-title" title={title} plainTitle band="bg-slate-50" className="max-w-7xl py-14">
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.time}`} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
            <Quote aria-hidden="true" className="size-6 text-accent" />
            <blockquote className="mt-3 flex-1 text-slate-700">{review.text}</blockquote>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
              <p className="font-semibold">{review.author}</p>
              <RatingStars rating={review.rating} />
            </div>
            <p className="mt-1 text-sm text-slate-500">
              <time dateTime={review.time}>{frenchMonthYear(review.time)}</time>
            </p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
