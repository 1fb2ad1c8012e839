ALTER TABLE "place_reviews" ADD COLUMN "source" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "google_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "google_reviews_count" integer DEFAULT 0 NOT NULL;