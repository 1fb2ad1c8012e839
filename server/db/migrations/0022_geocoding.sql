CREATE TABLE "company_logos" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea",
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocodes" (
	"key" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"citycode" text,
	"data" jsonb,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "geocoded_query" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "geocode_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "nominatim_data" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "geocoded_query" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "geocode_key" text;--> statement-breakpoint
CREATE INDEX "geocodes_used_at" ON "geocodes" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "offers_geocode_key" ON "offers" USING btree ("geocode_key");--> statement-breakpoint
CREATE INDEX "candidates_geocode_key" ON "candidates" USING btree ("geocode_key");