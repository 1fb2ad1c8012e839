-- The CVthèque's «Nom» sort in French order: by last name, then first names,
-- accents and case ignored («Élodie» with the E, not after Z), candidates without a name last.
-- The key is written by the trigger into candidate_search.sort_name; folded to plain lower-case
-- ASCII letters, digits and spaces, it sorts in byte order (COLLATE "C"), the same on every
-- engine and collation, word by word (AFNOR's «mot à mot»: «Le Roux» before «Leblanc»).
--
-- Which words are the last name:
-- 1. the words written in capitals when the name has some but not all («Anne-Sophie DUVAL»,
--    «DUVAL Anne-Sophie», «Jean de LA FONTAINE»): the candidate said which;
-- 2. otherwise the last word with the particles before it (de, d', du, des, le, la, les, and
--    the foreign da, di, do, dos, das, del, della, van, von, der, den, ter, ten), never the first word.
-- Then the French preposition «de»/«d'» at its head is moved after the first names, the
-- articles stay: «Jean de La Fontaine» is filed under «La Fontaine», «Charles de Gaulle» under
-- «Gaulle», «Joachim du Bellay» under «Du Bellay», «Marie Le Goff» under «Le Goff».
CREATE OR REPLACE FUNCTION f_name_sort_key(full_name text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  words text[];
  n int;
  capitals int := 0;
  surname text[] := '{}';
  given text[] := '{}';
  first_of_surname int;
  plain text;
  key text;
BEGIN
  words := regexp_split_to_array(btrim(regexp_replace(coalesce(full_name, ''), '\s+', ' ', 'g')), ' ');
  IF words = '{""}'::text[] THEN
    RETURN NULL;
  END IF;
  n := array_length(words, 1);
  FOR i IN 1..n LOOP
    plain := f_unaccent(words[i]);
    IF plain = upper(plain) AND length(regexp_replace(lower(plain), '[^a-z]', '', 'g')) >= 2 THEN
      capitals := capitals + 1;
    END IF;
  END LOOP;
  IF capitals > 0 AND capitals < n THEN
    FOR i IN 1..n LOOP
      plain := f_unaccent(words[i]);
      IF plain = upper(plain) AND length(regexp_replace(lower(plain), '[^a-z]', '', 'g')) >= 2 THEN
        surname := surname || words[i];
      ELSE
        given := given || words[i];
      END IF;
    END LOOP;
  ELSE
    first_of_surname := n;
    WHILE first_of_surname > 2
      AND lower(f_unaccent(words[first_of_surname - 1])) IN
        ('de', 'd''', 'du', 'des', 'le', 'la', 'les', 'da', 'di', 'do', 'dos', 'das', 'del', 'della', 'van', 'von', 'der', 'den', 'ter', 'ten') LOOP
      first_of_surname := first_of_surname - 1;
    END LOOP;
    surname := words[first_of_surname:n];
    given := words[1:first_of_surname - 1];
  END IF;
  -- «de La Fontaine» → «La Fontaine», «d'Estaing» → «Estaing»; a name that is only «de» stays.
  key := lower(f_unaccent(array_to_string(surname, ' ')));
  key := coalesce(nullif(regexp_replace(key, '^(de\s+|d[''’]\s*)(?=\S)', ''), ''), key);
  key := key || E'\x01' || lower(f_unaccent(array_to_string(given, ' ')));
  -- Hyphens, apostrophes and dots part words like spaces; nothing else but letters and digits.
  RETURN btrim(regexp_replace(regexp_replace(key, '[^a-z0-9\x01]+', ' ', 'g'), ' ?\x01 ?', E'\x01', 'g'));
END
$$;--> statement-breakpoint
-- The document's labels change too (the CVthèque's ranking, bench/search-candidates.ts): B holds
-- what the candidate did and can do, the job titles and the skills list; the summaries and the
-- companies go to D with the CV's text. A trade a CV only names («en lien avec le comptable»,
-- «objectif : chef de chantier») no longer weighs like a job held. A header, C education as before.
CREATE OR REPLACE FUNCTION candidate_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  titles text := '';
  skills text := '';
BEGIN
  IF jsonb_typeof(NEW.work_history) = 'array' THEN
    SELECT coalesce(string_agg(w->>'title', E'\n'), '') INTO titles FROM jsonb_array_elements(NEW.work_history) w;
  END IF;
  IF jsonb_typeof(NEW.skills) = 'array' THEN
    SELECT coalesce(string_agg(s, E'\n'), '') INTO skills FROM jsonb_array_elements_text(NEW.skills) s;
  END IF;
  INSERT INTO candidate_search AS s (candidate_id, validated_at, land_registry_id, latitude, longitude, name, sort_name, email, phone_number, companies, document)
  VALUES (NEW.id, NEW.validated_at, NEW.land_registry_id, NEW.latitude, NEW.longitude,
    f_unaccent(lower(coalesce(NEW.name, ''))), f_name_sort_key(NEW.name), NEW.email, NEW.phone_number, f_unaccent(lower(NEW.companies)),
    setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(NEW.header, '')))), 'A')
      || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(titles || E'\n' || skills))), 'B')
      || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(NEW.education_text))), 'C')
      || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(NEW.experience_text || E'\n' || coalesce(NEW.resume_text, '')))), 'D'))
  ON CONFLICT (candidate_id) DO UPDATE SET validated_at = EXCLUDED.validated_at, land_registry_id = EXCLUDED.land_registry_id,
    latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, name = EXCLUDED.name, sort_name = EXCLUDED.sort_name,
    email = EXCLUDED.email, phone_number = EXCLUDED.phone_number, companies = EXCLUDED.companies, document = EXCLUDED.document;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The skills list now feeds the document: its changes fire the trigger too.
DROP TRIGGER candidates_search_sync ON candidates;--> statement-breakpoint
CREATE TRIGGER candidates_search_sync AFTER INSERT OR UPDATE OF validated_at, land_registry_id, latitude, longitude, name, email,
  phone_number, companies, header, experience_text, education_text, resume_text, work_history, skills ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidate_search_sync();--> statement-breakpoint
-- The candidates already there: an update of one listed column writes each one's copy again.
UPDATE candidates SET email = email;--> statement-breakpoint
-- The «Nom» sort both ways (nulls last either way): the first pages without a filter come from an index.
CREATE INDEX "candidate_search_sort_name" ON "candidate_search" USING btree ("sort_name" COLLATE "C","validated_at" DESC NULLS LAST,"candidate_id" DESC);--> statement-breakpoint
CREATE INDEX "candidate_search_sort_name_desc" ON "candidate_search" USING btree ("sort_name" COLLATE "C" DESC NULLS LAST,"validated_at" DESC NULLS LAST,"candidate_id" DESC);
