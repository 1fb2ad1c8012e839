import { formatRating } from "./types";

/** A five-pointed star in a 24-unit box (the shape of lucide's Star, filled). */
const STAR = "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z";
/** Star n sits at n × (24 + 2): a 2-unit gap, as the five separate icons had. */
const STEP = 26;

/**
 * Five stars filled to the rounded rating; read out as one sentence, not five images. One SVG
 * for the five (a list of reviews draws dozens of ratings: six elements each instead of eleven).
 * `height` sets the stars' size; the width follows from the drawing's proportions.
 */
export function RatingStars({ rating, height = "h-4" }: { rating: number; height?: "h-4" | "h-5" }) {
  const filled = Math.round(rating);
  return (
    <svg role="img" aria-label={`Note de ${formatRating(rating)} sur 5`} viewBox={`0 0 ${STEP * 5 - 2} 24`} className={`${height} w-auto shrink-0`}>
      {[0, 1, 2, 3, 4].map((n) => (
        <path
          key={n}
          d={STAR}
          transform={`translate(${n * STEP} 0)`}
          strokeWidth={2}
          strokeLinejoin="round"
          className={n < filled ? "fill-accent stroke-accent" : "fill-none stroke-slate-300"}
        />
      ))}
    </svg>
  );
}

/** The maps service's rating on a header's dark band: stars, the mark and the number of reviews. */
export function GoogleRatingBadge({ rating, count, className }: { rating: number; count: number; className?: string }) {
  return (
    <p className={`${className ? `${className} ` : ""}inline-flex flex-wrap items-center gap-2 rounded-full bg-white/10 px-4 py-2`}>
      <RatingStars rating={rating} height="h-5" />
      <span className="font-bold">{formatRating(rating)}/5</span>
      <span className="text-slate-200">· {count} avis Google</span>
    </p>
  );
}
