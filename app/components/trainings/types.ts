import type { Review } from "~common/agencies";

/** A review under the catalogue and the training it is about (none when trainings share a place). */
export type TrainingReview = Review & { training: { label: string; slug: string } | null };
