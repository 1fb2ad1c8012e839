CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"map" text,
	"latitude" double precision,
	"longitude" double precision,
	"place_id" text,
	"google_rating" real DEFAULT 0 NOT NULL,
	"google_reviews_count" integer DEFAULT 0 NOT NULL,
	"content_photo" text,
	"content" text,
	"description" text,
	"video" text,
	"land_registry_id" integer,
	"is_active" boolean DEFAULT false NOT NULL,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "agencies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "agency_departments" (
	"agency_id" integer NOT NULL,
	"land_registry_id" integer NOT NULL,
	CONSTRAINT "agency_departments_agency_id_land_registry_id_pk" PRIMARY KEY("agency_id","land_registry_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text,
	"image" text,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "place_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"author" text NOT NULL,
	"author_photo" text,
	"time" timestamp with time zone NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"position" text NOT NULL,
	"description" text,
	"position_order" integer DEFAULT 0 NOT NULL,
	"picture" text,
	"agency_id" integer
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_land_registry_id_land_registries_id_fk" FOREIGN KEY ("land_registry_id") REFERENCES "public"."land_registries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_departments" ADD CONSTRAINT "agency_departments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_departments" ADD CONSTRAINT "agency_departments_land_registry_id_land_registries_id_fk" FOREIGN KEY ("land_registry_id") REFERENCES "public"."land_registries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_active" ON "agencies" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "place_reviews_place" ON "place_reviews" USING btree ("place_id","time");