-- The listed offers (published, active, not a pool), newest first, with the columns the search
-- filters on: the search's pages by date read it in order, and the count of a search by
-- contract, salary or none reads it alone (an index-only scan once VACUUM has marked the pages
-- visible, which the daily maintenance does: PGlite has no autovacuum) instead of every
-- offer's row, descriptions included.
CREATE INDEX "offers_listed_newest" ON "offers" USING btree ("creation_date" DESC, "id" DESC) INCLUDE ("department_code", "effective_contract", "industry", "city", "remuneration_min", "remuneration_max", "display_remuneration", "latitude", "longitude") WHERE "state" = 'published' AND "is_active" AND "org_type" <> 'pool';
