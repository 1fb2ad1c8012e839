CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"name" text NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"org_type" text DEFAULT 'other' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_through" timestamp with time zone,
	"city" text,
	"address" text,
	"zip_code" text,
	"department_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"nominatim_data" jsonb,
	"breezy_id" text,
	"breezy_creation_date" timestamp with time zone,
	"breezy_updated_date" timestamp with time zone,
	"breezy_data" jsonb,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_name" text,
	"remuneration_min" integer,
	"remuneration_max" integer,
	"display_remuneration" boolean DEFAULT true NOT NULL,
	"contract" text,
	"effective_contract" text DEFAULT 'CDI' NOT NULL,
	"old_user" text,
	"recruiter_picture" text,
	"recruiter_name" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(description_text, ''))), 'B')) STORED,
	CONSTRAINT "positions_breezy_id_unique" UNIQUE("breezy_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"position_id" integer,
	"kind" text NOT NULL,
	"cover_letter" text,
	"resume_key" text NOT NULL,
	"resume_file_name" text NOT NULL,
	"resume_mime" text NOT NULL,
	"resume_size" integer NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone_number" text,
	"zipcode" text,
	"header" text,
	"summary" text,
	"resume_key" text,
	"resume_file_name" text,
	"resume_mime" text,
	"validated_at" timestamp with time zone,
	"last_contact_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"frequency" text DEFAULT 'WEEKLY' NOT NULL,
	"query_data" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"positions" integer[] DEFAULT '{}' NOT NULL,
	"last_sent" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_search_vector" ON "positions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "positions_listed" ON "positions" USING btree ("state","is_active","creation_date");--> statement-breakpoint
CREATE INDEX "positions_department" ON "positions" USING btree ("department_code");--> statement-breakpoint
CREATE INDEX "positions_city" ON "positions" USING btree (f_unaccent(lower("city")));--> statement-breakpoint
CREATE INDEX "applications_candidate" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "applications_position" ON "applications" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "candidates_last_contact_at" ON "candidates" USING btree ("last_contact_at");--> statement-breakpoint
CREATE INDEX "job_alerts_active" ON "job_alerts" USING btree ("is_verified","is_archived");--> statement-breakpoint
CREATE INDEX "tasks_due" ON "tasks" USING btree ("status","run_at");