-- The CVthèque (issue 14): what the CV says (text, work history, education), where the
-- candidate lives (commune and coordinates), notes, saved searches and the CV access log.
-- Distances use earthdistance (both engines load it; PGlite from its contrib build).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"queries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_status" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_error" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "work_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "education" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "history_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "experience_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "education_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "companies" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "land_registry_id" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(header, '')))), 'A') || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(experience_text))), 'B') || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(education_text))), 'C') || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(resume_text, '')))), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "land_registries" ADD COLUMN "coordinates_source" text;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_searches" ADD CONSTRAINT "candidate_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_downloads" ADD CONSTRAINT "resume_downloads_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_downloads" ADD CONSTRAINT "resume_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_notes_candidate" ON "candidate_notes" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_searches_user" ON "candidate_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_downloads_candidate" ON "resume_downloads" USING btree ("candidate_id");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_land_registry_id_land_registries_id_fk" FOREIGN KEY ("land_registry_id") REFERENCES "public"."land_registries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_search_vector" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_name_trgm" ON "candidates" USING gin (f_unaccent(lower(coalesce("name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_email_trgm" ON "candidates" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_phone_trgm" ON "candidates" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_companies_trgm" ON "candidates" USING gin (f_unaccent(lower("companies")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_land_registry" ON "candidates" USING btree ("land_registry_id");--> statement-breakpoint
CREATE INDEX "candidates_freshness" ON "candidates" USING btree ("validated_at" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "land_registries_department" ON "land_registries" USING btree ("department_code","level");--> statement-breakpoint
CREATE INDEX "land_registries_region" ON "land_registries" USING btree ("region_code","level");--> statement-breakpoint
CREATE INDEX "land_registries_earth" ON "land_registries" USING gist (ll_to_earth("latitude", "longitude")) WHERE "land_registries"."level" = 3;--> statement-breakpoint
-- CVs received before this version are read too (the task sets their status when done).
UPDATE "candidates" SET "resume_status" = 'PENDING' WHERE "resume_key" IS NOT NULL;--> statement-breakpoint
INSERT INTO "tasks" ("name", "payload") SELECT 'candidates:read-resume', jsonb_build_object('candidateId', "id") FROM "candidates" WHERE "resume_key" IS NOT NULL;
