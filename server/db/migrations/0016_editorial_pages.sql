CREATE TABLE "page_tags" (
	"page_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "page_tags_page_id_tag_id_pk" PRIMARY KEY("page_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'CUSTOM' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"description" text,
	"rich_text" text,
	"media" text,
	"content_photo" text,
	"parent_id" integer,
	"elements" jsonb,
	"seo_title" text,
	"seo_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_on" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(title, '')))), 'A') || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(regexp_replace(coalesce(description, '') || ' ' || coalesce(rich_text, ''), '<[^>]*>', ' ', 'g')))), 'B')) STORED,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pages_type_known" CHECK ("pages"."type" IN ('BLOG', 'CUSTOM', 'LEGACY', 'ELEMENTS', 'RICHTEXT', 'PRESSRELEASE'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_tags_tag" ON "page_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "pages_search_vector" ON "pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pages_listed" ON "pages" USING btree ("type","published_on");--> statement-breakpoint
CREATE INDEX "pages_parent" ON "pages" USING btree ("parent_id");