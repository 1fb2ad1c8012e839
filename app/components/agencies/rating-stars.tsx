import { Star } from "lucide-react";
import { formatRating } from "./types";

/** Five stars filled to the rounded rating; read out as one sentence, not five images. */
export function RatingStars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Note de ${formatRating(rating)} sur 5`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`${className} ${n <= filled ? "fill-accent text-accent" : "text-slate-300"}`} />
      ))}
    </span>
  );
}
