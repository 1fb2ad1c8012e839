ALTER TABLE "job_surveys" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_surveys" ADD CONSTRAINT "job_surveys_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
