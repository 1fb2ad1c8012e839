CREATE TABLE "training_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"header" text
);
--> statement-breakpoint
CREATE TABLE "training_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"header" text
);
--> statement-breakpoint
CREATE TABLE "training_modalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"header" text
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	CONSTRAINT "training_sessions_end_after_start" CHECK ("training_sessions"."end_at" > "training_sessions"."start_at"),
	CONSTRAINT "training_sessions_capacity_positive" CHECK ("training_sessions"."capacity" IS NULL OR "training_sessions"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "training_thematics" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"header" text
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"header" text,
	"slug" text NOT NULL,
	"cover_image_url" text,
	"description" text,
	"price" integer,
	"thematic_id" integer,
	"duration_id" integer,
	"level_id" integer,
	"modality_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"evaluation" text,
	"content" text,
	"place" text,
	"goal" text,
	"target" text,
	"requirement" text,
	"program" text,
	"reference" text,
	"funding" text,
	"time" text,
	"place_id" text,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "trainings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "trainings_price_positive" CHECK ("trainings"."price" IS NULL OR "trainings"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_thematic_id_training_thematics_id_fk" FOREIGN KEY ("thematic_id") REFERENCES "public"."training_thematics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_duration_id_training_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."training_durations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_level_id_training_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."training_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_modality_id_training_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."training_modalities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_sessions_training_start" ON "training_sessions" USING btree ("training_id","start_at");--> statement-breakpoint
CREATE INDEX "training_sessions_start" ON "training_sessions" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "trainings_thematic" ON "trainings" USING btree ("thematic_id");--> statement-breakpoint
CREATE INDEX "trainings_duration" ON "trainings" USING btree ("duration_id");--> statement-breakpoint
CREATE INDEX "trainings_level" ON "trainings" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "trainings_modality" ON "trainings" USING btree ("modality_id");