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
