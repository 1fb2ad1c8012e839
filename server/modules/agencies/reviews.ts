import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { placeReviews } from "../../db/schema";

/** A review as the maps service gives it (spec 1 §3, Review); time is an ISO 8601 date. */
export type Review = { author: string; author_photo: string | null; time: string; rating: number; text: string };

/** The most reviews an agency page or call shows. */
export const MAX_REVIEWS = 10;

/**
 * Where the reviews of a place come from. Only the local source exists for now: it reads
 * the place_reviews table (demo reviews, or reviews imported by staff). A Google Places
 * client (decision 1 §6: a real client configured by environment variables) is not built
 * yet; it will implement this same interface so the service and pages do not change.
 */
export interface ReviewsSource {
  /** Newest first, at most MAX_REVIEWS. */
  forPlace(placeId: string): Promise<Review[]>;
}

export function localReviewsSource(db: Db): ReviewsSource {
  return {
    async forPlace(placeId) {
      const rows = await db
        .select({ author: placeReviews.author, authorPhoto: placeReviews.authorPhoto, time: placeReviews.time, rating: placeReviews.rating, text: placeReviews.text })
        .from(placeReviews)
        .where(eq(placeReviews.placeId, placeId))
        .orderBy(desc(placeReviews.time), desc(placeReviews.id))
        .limit(MAX_REVIEWS);
      return rows.map((r) => ({ author: r.author, author_photo: r.authorPhoto, time: r.time.toISOString(), rating: r.rating, text: r.text }));
    },
  };
}
