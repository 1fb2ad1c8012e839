CREATE TABLE "breezy_cursors" (
	"stream" text PRIMARY KEY NOT NULL,
	"cursor" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "breezy_candidate_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "breezy_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "breezy_id" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "breezy_position_id" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "breezy_url" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "breezy_data" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "breezy_updated_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_breezy_id_unique" UNIQUE("breezy_id");