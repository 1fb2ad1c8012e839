import { asc, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trainings } from "../../db/schema";
import type { ReviewsSource } from "../agencies/reviews";
import type { Review } from "../../../common/agencies";

/** How many reviews the catalogue shows under «Les avis de nos formations». */
export const CATALOGUE_REVIEWS = 6;
/** The places read, at most (one query each): those of the first trainings of the catalogue's order. */
const MAX_PLACES = 10;

/** A review and the training it is about (none when trainings share a place: it may be any). */
export type TrainingReview = Review & { training: { label: string; slug: string } | null };

/**
 * The catalogue's reviews (spec 1 §2): those of the trainings' places, by the reviews source
 * agencies use (the stored reviews, refreshed from Google Places when configured), newest first.
 */
export async function catalogueReviews(db: Db, source: ReviewsSource, limit = CATALOGUE_REVIEWS): Promise<TrainingReview[]> {
  const rows = await db
    .select({ placeId: trainings.placeId, label: trainings.label, slug: trainings.slug })
    .from(trainings)
    .where(isNotNull(trainings.placeId))
    .orderBy(asc(trainings.position), asc(trainings.label), asc(trainings.id));
  const byPlace = new Map<string, { label: string; slug: string }[]>();
  for (const row of rows) if (row.placeId) byPlace.set(row.placeId, [...(byPlace.get(row.placeId) ?? []), { label: row.label, slug: row.slug }]);
  const places = [...byPlace.entries()].slice(0, MAX_PLACES);
  const lists = await Promise.all(
    places.map(async ([placeId, owners]) => {
      const reviews = await source.forPlace(placeId);
      return reviews.map((review) => ({ ...review, training: owners.length === 1 ? owners[0]! : null }));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, limit);
}

/** The reviews of one training's place, newest first; none without a place. */
export const trainingReviews = (source: ReviewsSource, placeId: string | null): Promise<Review[]> => (placeId ? source.forPlace(placeId) : Promise.resolve([]));
