CREATE TABLE "contact_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"society" text,
	"department_id" integer,
	"mail" text NOT NULL,
	"phone_number" text NOT NULL,
	"content" text,
	"is_from_service" boolean DEFAULT false NOT NULL,
	"source_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_leads" ADD CONSTRAINT "contact_leads_department_id_land_registries_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."land_registries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_leads_created_at" ON "contact_leads" USING btree ("created_at");