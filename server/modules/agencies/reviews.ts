import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { placeReviews } from "../../db/schema";

import type { Review } from "../../../common/agencies";

export type { Review } from "../../../common/agencies";

/** The most reviews an agency page or call shows. */
export const MAX_REVIEWS = 10;

/**
 * Where pages and public calls read the reviews of a place (spec decision 6): the
 * place_reviews table only. Google Places, when configured, fills that table from a scheduled
 * task (google-reviews.refresh.ts), so no page ever waits on Google (decision 0037).
 */
export interface ReviewsSource {
  /** Newest first, at most MAX_REVIEWS. */
  forPlace(placeId: string): Promise<Review[]>;
}

/**
 * A place with reviews refreshed from Google shows Google's only: demo or imported rows stored
 * under the same place id would otherwise be mixed with the real ones (decision 0037).
 */
const shownRows = (placeId: string) =>
  and(
    eq(placeReviews.placeId, placeId),
    or(eq(placeReviews.source, "google"), sql`NOT EXISTS (SELECT 1 FROM ${placeReviews} AS g WHERE g.place_id = ${placeId} AND g.source = 'google')`),
  );

/** What a stored review shows: read by the pages and compared by the refresh. */
export const reviewColumns = {
  author: placeReviews.author,
  authorPhoto: placeReviews.authorPhoto,
  time: placeReviews.time,
  rating: placeReviews.rating,
  text: placeReviews.text,
};

export function localReviewsSource(db: Db): ReviewsSource {
  return {
    async forPlace(placeId) {
      const rows = await db
        .select(reviewColumns)
        .from(placeReviews)
        .where(shownRows(placeId))
        .orderBy(desc(placeReviews.time), desc(placeReviews.id))
        .limit(MAX_REVIEWS);
      return rows.map((r) => ({ author: r.author, author_photo: r.authorPhoto, time: r.time.toISOString(), rating: r.rating, text: r.text }));
    },
  };
}

/**
 * The reviews source of the app: the stored reviews, with or without a Google key (the key
 * only schedules the refresh task). The config and logger parameters stay for the callers.
 */
export const createReviewsSource = (_config: Config, db: Db, _logger?: Logger): ReviewsSource => localReviewsSource(db);
