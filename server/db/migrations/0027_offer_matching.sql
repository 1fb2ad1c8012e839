-- Search that understands French job seekers (issue 47, decision in docs/decisions).
-- f_offer_words: f_job_words (0010) and the agreement forms it misses, so that a feminine title
-- and its masculine meet in one form: cheffe → chef, -onne → -on (patronne), -drice → -deur
-- (ambassadrice), -eure → -eur (ingénieure), -tesse/-tresse → -te/-tre (hôtesse, maîtresse).
-- Input already through f_unaccent; the same function reads the visitor's words (offer-matching.ts).
-- f_job_words itself is left as it is: other tables' stored vectors were computed with it.
-- Functions called from these bodies are schema-qualified: index builds run with an empty search_path.
CREATE OR REPLACE FUNCTION f_offer_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT public.f_job_words(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower($1),
      '\mcheffe(s?)\M', 'chef\1', 'g'),
      '(\w\w)onne(s?)\M', '\1on\2', 'g'),
      '(\w\w)drice(s?)\M', '\1deur\2', 'g'),
      '(\w\w)eure(s?)\M', '\1eur\2', 'g'),
      '(\w\w)(t|tr)esse(s?)\M', '\1\2e\3', 'g'))
  $$;--> statement-breakpoint
-- array_to_string is only STABLE (any element type); for text[] it is immutable.
CREATE OR REPLACE FUNCTION f_words_of(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
-- A place name compared without case, accents, hyphens or apostrophes, «Saint»/«Sainte» read as
-- «St»/«Ste»: «Saint-Herblain», «saint herblain» and «St Herblain» all give «st herblain».
CREATE OR REPLACE FUNCTION f_place_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT regexp_replace(regexp_replace(
    btrim(regexp_replace(public.f_unaccent(lower($1)), '[^a-z0-9]+', ' ', 'g')),
    '\msaint\M', 'st', 'g'),
    '\msainte\M', 'ste', 'g')
  $$;--> statement-breakpoint
DROP INDEX IF EXISTS "offers_search_vector";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "search_vector";--> statement-breakpoint
-- Title, sector, tags and description; positions and weights stripped: this vector only filters
-- (GIN), and a small one is quick to read when the planner scans. Ranking reads title_vector.
ALTER TABLE "offers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (strip(to_tsvector('french'::regconfig, f_offer_words(f_unaccent(coalesce(name, '') || ' ' || coalesce(industry, '') || ' ' || f_words_of(tags) || ' ' || coalesce(description_text, '')))))) STORED;--> statement-breakpoint
CREATE INDEX "offers_search_vector" ON "offers" USING gin ("search_vector");--> statement-breakpoint
-- The title, sector and tags alone: read row by row to rank, where the whole vector is compressed.
ALTER TABLE "offers" ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_offer_words(f_unaccent(coalesce(name, '')))), 'A') || setweight(to_tsvector('french'::regconfig, f_offer_words(f_unaccent(coalesce(industry, '') || ' ' || f_words_of(tags)))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "offers_city_key" ON "offers" USING btree (f_place_key("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "offers_earth" ON "offers" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "offers_title_vector" ON "offers" USING gin ("title_vector");
