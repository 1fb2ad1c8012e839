CREATE TABLE "job_survey_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_survey_attachments_survey_field" UNIQUE("survey_id","field")
);
--> statement-breakpoint
CREATE TABLE "job_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text DEFAULT 'FULL' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_step" text DEFAULT '1-1' NOT NULL,
	"recruiter_email" text NOT NULL,
	"candidate_first_name" text,
	"candidate_last_name" text,
	"candidate_email" text,
	"candidate_id" integer,
	"start_mail_sent" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_surveys_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "job_surveys_type" CHECK ("job_surveys"."type" in ('FULL', 'LIGHT'))
);
--> statement-breakpoint
ALTER TABLE "job_survey_attachments" ADD CONSTRAINT "job_survey_attachments_survey_id_job_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."job_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD CONSTRAINT "job_surveys_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD CONSTRAINT "job_surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_surveys_updated_at" ON "job_surveys" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "job_surveys_candidate_id" ON "job_surveys" USING btree ("candidate_id");