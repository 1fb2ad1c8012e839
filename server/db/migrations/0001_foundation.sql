CREATE TABLE "land_registries" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"prefix_determiner" text,
	"zipcode" text,
	"zipcodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_id" integer,
	"department_code" text,
	"region_code" text,
	"population" integer,
	"latitude" double precision,
	"longitude" double precision,
	"is_used" boolean DEFAULT false NOT NULL,
	"available_for_dynamic_content" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_map_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"short_label" text,
	"href" text,
	"is_external" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"solution_hash" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "captcha_verifications_solution_hash_unique" UNIQUE("solution_hash")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "land_registries_level_code_key" ON "land_registries" USING btree ("level","code");--> statement-breakpoint
CREATE INDEX "land_registries_label_trgm" ON "land_registries" USING gin (f_unaccent(lower("label")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "land_registries_zipcode" ON "land_registries" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "land_registries_parent" ON "land_registries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "site_map_entries_parent" ON "site_map_entries" USING btree ("parent_id","position");