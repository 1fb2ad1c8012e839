-- The CVthèque's search moves to a narrow copy of each candidate (candidate_search): the
-- candidates rows carry the CV's text and lists, and a broad search read the whole table.
-- The copy is written by a trigger, so every writer (apply, CV drop, CV reading, staff edits,
-- seeds) keeps it right; deleting a candidate deletes it (foreign key).
CREATE TABLE "candidate_search" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"validated_at" timestamp with time zone,
	"land_registry_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"companies" text NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "candidates_search_vector";--> statement-breakpoint
DROP INDEX "candidates_name_trgm";--> statement-breakpoint
DROP INDEX "candidates_email_trgm";--> statement-breakpoint
DROP INDEX "candidates_phone_trgm";--> statement-breakpoint
DROP INDEX "candidates_companies_trgm";--> statement-breakpoint
DROP INDEX "candidates_freshness";--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_document" ON "candidate_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "candidate_search_name" ON "candidate_search" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_search_email" ON "candidate_search" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_search_phone" ON "candidate_search" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_search_companies" ON "candidate_search" USING gin ("companies" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_search_place" ON "candidate_search" USING btree ("land_registry_id");--> statement-breakpoint
CREATE INDEX "candidate_search_freshness" ON "candidate_search" USING btree ("validated_at" DESC NULLS LAST,"candidate_id" DESC);--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "search_vector";--> statement-breakpoint
CREATE FUNCTION candidate_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search AS s (candidate_id, validated_at, land_registry_id, latitude, longitude, name, email, phone_number, companies, document)
  VALUES (NEW.id, NEW.validated_at, NEW.land_registry_id, NEW.latitude, NEW.longitude,
    f_unaccent(lower(coalesce(NEW.name, ''))), NEW.email, NEW.phone_number, f_unaccent(lower(NEW.companies)),
    setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(NEW.header, '')))), 'A')
      || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(NEW.experience_text))), 'B')
      || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(NEW.education_text))), 'C')
      || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(NEW.resume_text, '')))), 'D'))
  ON CONFLICT (candidate_id) DO UPDATE SET validated_at = EXCLUDED.validated_at, land_registry_id = EXCLUDED.land_registry_id,
    latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, name = EXCLUDED.name, email = EXCLUDED.email,
    phone_number = EXCLUDED.phone_number, companies = EXCLUDED.companies, document = EXCLUDED.document;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_search_sync AFTER INSERT OR UPDATE OF validated_at, land_registry_id, latitude, longitude, name, email,
  phone_number, companies, header, experience_text, education_text, resume_text ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidate_search_sync();--> statement-breakpoint
CREATE TABLE "candidate_search_total" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"total" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "candidate_search_total" ("total") VALUES (0);--> statement-breakpoint
-- The total follows every insert and delete (a candidate's deletion cascades here), per statement.
CREATE FUNCTION candidate_search_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_total SET total = total + (SELECT CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidate_search_added AFTER INSERT ON candidate_search REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_count();--> statement-breakpoint
CREATE TRIGGER candidate_search_removed AFTER DELETE ON candidate_search REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_count();--> statement-breakpoint
-- The candidates already there: an update of one listed column fires the trigger for each.
UPDATE candidates SET email = email;
