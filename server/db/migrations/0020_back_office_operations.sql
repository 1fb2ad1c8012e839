CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"has_error" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_type_check" CHECK ("reports"."type" IN ('LINKS', 'SEO')),
	CONSTRAINT "reports_content_type_check" CHECK ("reports"."content_type" IN ('agency', 'citypage', 'page', 'training', 'jobprofile'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_hash" text NOT NULL,
	"handled_by" integer,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" IN ('ACCESS', 'EXPORT', 'ERASURE'))
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_object_type_unique" ON "reports" USING btree ("content_type","object_id","type");--> statement-breakpoint
CREATE INDEX "reports_has_error_idx" ON "reports" USING btree ("has_error","updated_at");