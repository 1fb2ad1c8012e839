ALTER TABLE "candidate_search" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Lists staff already edited stay theirs.
UPDATE "candidates" SET "edited_fields" = ARRAY['workHistory', 'education'] WHERE "history_edited_at" IS NOT NULL;
