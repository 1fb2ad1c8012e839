CREATE TABLE "city_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"city_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_land_registry_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"land_registry_id" integer,
	"is_agency_page_ref" boolean DEFAULT false NOT NULL,
	"redirection_url" text,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "city_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "independent_departments" (
	"independent_id" integer NOT NULL,
	"land_registry_id" integer NOT NULL,
	CONSTRAINT "independent_departments_independent_id_land_registry_id_pk" PRIMARY KEY("independent_id","land_registry_id")
);
--> statement-breakpoint
CREATE TABLE "independents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"picture_url" text,
	"primary_long_description" text,
	"secondary_long_description" text,
	"tertiary_long_description" text,
	"main_department_id" integer,
	"gmb_url" text,
	"place_id" text,
	"google_rating" real DEFAULT 0 NOT NULL,
	"google_reviews_count" integer DEFAULT 0 NOT NULL,
	"position_order" integer DEFAULT 0 NOT NULL,
	"phone" text,
	"address" text,
	"extra_content" text,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "independents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"training" text[] DEFAULT '{}'::text[] NOT NULL,
	"career_opportunities" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'INFO' NOT NULL,
	"is_frequently_recruited" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "job_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "independent_departments" ADD CONSTRAINT "independent_departments_independent_id_independents_id_fk" FOREIGN KEY ("independent_id") REFERENCES "public"."independents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "independent_departments" ADD CONSTRAINT "independent_departments_land_registry_id_land_registries_id_fk" FOREIGN KEY ("land_registry_id") REFERENCES "public"."land_registries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "independents" ADD CONSTRAINT "independents_main_department_id_land_registries_id_fk" FOREIGN KEY ("main_department_id") REFERENCES "public"."land_registries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_profiles_type" ON "job_profiles" USING btree ("type","position");