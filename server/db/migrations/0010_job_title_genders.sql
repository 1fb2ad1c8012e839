-- Job titles in French come in two genders («directrice» / «directeur»): both are indexed and
-- searched in one form, the masculine, word by word, after unaccent; «H/F» and «F/H» are dropped.
-- Plural «s» is kept for the stemmer. The same function reads the visitor's words (positions.service).
CREATE OR REPLACE FUNCTION f_job_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(lower($1), '\m[hf]\s*/\s*[hf]\M', ' ', 'g'),
      '(\w\w)euse(s?)\M', '\1eur\2', 'g'),
      '(\w\w)trice(s?)\M', '\1teur\2', 'g'),
      '(\w\w)ere(s?)\M', '\1er\2', 'g'),
      '(\w\w)enne(s?)\M', '\1en\2', 'g'),
      '(\w\w)ive(s?)\M', '\1if\2', 'g'),
      '(\w\w)ee(s?)\M', '\1e\2', 'g'),
      '(\w\w)ante(s?)\M', '\1ant\2', 'g'),
      '(\w\w)ente(s?)\M', '\1ent\2', 'g'),
      '(\w\w)ale(s?)\M', '\1al\2', 'g'),
      '(\w\w)elle(s?)\M', '\1el\2', 'g')
  $$;--> statement-breakpoint
ALTER TABLE "positions" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(name, '')))), 'A') || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(description_text, '')))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "positions_search_vector" ON "positions" USING gin ("search_vector");
