import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { placeReviews } from "../../db/schema";

import type { Review } from "../../../common/agencies";

export type { Review } from "../../../common/agencies";

/** The most reviews an agency page or call shows. */
export const MAX_REVIEWS = 10;

/**
 * Where the reviews of a place come from (spec decision 6): the place_reviews table by
 * default (demo reviews, or reviews imported by staff), Google Places when
 * GOOGLE_PLACES_API_KEY is set — falling back to the table when Google does not answer.
 */
export interface ReviewsSource {
  /** Newest first, at most MAX_REVIEWS. */
  forPlace(placeId: string): Promise<Review[]>;
}

export function localReviewsSource(db: Db): ReviewsSource {
  return {
    async forPlace(placeId) {
      const rows = await db
        .select({
          author: placeReviews.author,
          authorPhoto: placeReviews.authorPhoto,
          time: placeReviews.time,
          rating: placeReviews.rating,
          text: placeReviews.text,
        })
        .from(placeReviews)
        .where(eq(placeReviews.placeId, placeId))
        .orderBy(desc(placeReviews.time), desc(placeReviews.id))
        .limit(MAX_REVIEWS);
      return rows.map((r) => ({ author: r.author, author_photo: r.authorPhoto, time: r.time.toISOString(), rating: r.rating, text: r.text }));
    },
  };
}

/** The fields of Places API (New) place details that carry reviews. */
type GooglePlace = {
  reviews?: {
    rating?: number;
    publishTime?: string;
    text?: { text?: string };
    originalText?: { text?: string };
    authorAttribution?: { displayName?: string; photoUri?: string };
  }[];
};

const GOOGLE_TIMEOUT_MS = 5_000;

export function googlePlacesReviewsSource(google: { apiKey: string; baseUrl: string }, fallback: ReviewsSource, logger: Logger): ReviewsSource {
  return {
    async forPlace(placeId) {
      try {
        const response = await fetch(`${google.baseUrl}/places/${encodeURIComponent(placeId)}?languageCode=fr`, {
          headers: { "X-Goog-Api-Key": google.apiKey, "X-Goog-FieldMask": "reviews" },
          signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const place = (await response.json()) as GooglePlace;
        return (place.reviews ?? [])
          .map((review) => ({
            author: review.authorAttribution?.displayName ?? "Anonyme",
            author_photo: review.authorAttribution?.photoUri ?? null,
            time: review.publishTime ?? new Date(0).toISOString(),
            rating: review.rating ?? 0,
            text: review.text?.text ?? review.originalText?.text ?? "",
          }))
          .sort((a, b) => b.time.localeCompare(a.time))
          .slice(0, MAX_REVIEWS);
      } catch (error) {
        // A page must not fail because Google is slow or the key is wrong: show the stored ones.
        logger.warn({ reason: (error as Error).message }, "google places reviews unavailable");
        return fallback.forPlace(placeId);
      }
    },
  };
}

export function createReviewsSource(config: Config, db: Db, logger: Logger): ReviewsSource {
  const local = localReviewsSource(db);
  return config.googlePlaces ? googlePlacesReviewsSource(config.googlePlaces, local, logger) : local;
}
