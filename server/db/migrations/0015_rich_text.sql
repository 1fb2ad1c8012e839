-- Rich text (issue 15): the managers now edit these texts with a toolbar and store HTML
-- sanitized on save. Texts stored before as plain text become paragraphs by the rule of
-- plainTextToHtml (common/format/rich-text.ts): split on blank lines, trim, escape & < >,
-- single line breaks as <br>, each paragraph in <p>. A value starting with «<» is already
-- HTML and stays as it is. Plain SQL, for both PGlite and PostgreSQL; the helper is dropped.
CREATE FUNCTION f_plain_text_to_html(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT
  AS $$
  SELECT string_agg('<p>' || replace(replace(replace(replace(paragraph, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br>') || '</p>', '' ORDER BY n)
  FROM (
    SELECT btrim(part, E' \t\r\n') AS paragraph, n
    FROM regexp_split_to_table(replace($1, E'\r\n', E'\n'), '\n\s*\n') WITH ORDINALITY AS parts(part, n)
  ) AS paragraphs
  WHERE paragraph <> ''
  $$;--> statement-breakpoint
UPDATE "team_members" SET "description" = f_plain_text_to_html("description") WHERE "description" !~ '^\s*<';--> statement-breakpoint
UPDATE "partners" SET "description" = f_plain_text_to_html("description") WHERE "description" !~ '^\s*<';--> statement-breakpoint
UPDATE "agencies" SET "content" = f_plain_text_to_html("content") WHERE "content" !~ '^\s*<';--> statement-breakpoint
UPDATE "independents" SET "primary_long_description" = f_plain_text_to_html("primary_long_description") WHERE "primary_long_description" !~ '^\s*<';--> statement-breakpoint
UPDATE "independents" SET "secondary_long_description" = f_plain_text_to_html("secondary_long_description") WHERE "secondary_long_description" !~ '^\s*<';--> statement-breakpoint
UPDATE "independents" SET "tertiary_long_description" = f_plain_text_to_html("tertiary_long_description") WHERE "tertiary_long_description" !~ '^\s*<';--> statement-breakpoint
UPDATE "independents" SET "extra_content" = f_plain_text_to_html("extra_content") WHERE "extra_content" !~ '^\s*<';--> statement-breakpoint
-- NOT NULL columns: a text of blanks only becomes "".
UPDATE "job_profiles" SET "description" = coalesce(f_plain_text_to_html("description"), '') WHERE "description" !~ '^\s*<';--> statement-breakpoint
UPDATE "job_profiles" SET "career_opportunities" = coalesce(f_plain_text_to_html("career_opportunities"), '') WHERE "career_opportunities" !~ '^\s*<';--> statement-breakpoint
UPDATE "faq_items" SET "answer" = coalesce(f_plain_text_to_html("answer"), '') WHERE "answer" !~ '^\s*<';--> statement-breakpoint
-- A service page's text was one plain paragraph per item; items are now HTML, read joined.
UPDATE "service_pages" SET "paragraphs" = ARRAY(
  SELECT CASE WHEN item ~ '^\s*<' THEN item ELSE f_plain_text_to_html(item) END
  FROM unnest("paragraphs") WITH ORDINALITY AS items(item, n)
  WHERE btrim(item, E' \t\r\n') <> ''
  ORDER BY n
);--> statement-breakpoint
DROP FUNCTION f_plain_text_to_html(text);
