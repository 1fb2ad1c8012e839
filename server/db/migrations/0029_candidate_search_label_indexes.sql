-- The CVthèque's search (bench/search-candidates.ts) without checking every match's document again.
-- Each text filter reads some labels of candidate_search.document (A the header, B the job
-- titles and the skills list, C the education, D the summaries, companies and the CV's text):
-- a query with labels («bts:*CD») is only a hint to the GIN index, which keeps no labels, so
-- every row it found was read and its document searched again (30 000 for «BTS»). Each filter
-- gets the index of its labels alone (ts_filter, IMMUTABLE), queried without labels: the index
-- answers exactly and the rows are read for their score only. The sets are the ones
-- candidate-search.ts filters on: ABD «Profil», BD «Experience», CD «Formation».
-- (A separate ranking vector of labels A to C was tried and left: the document is not TOASTed,
-- under 2 kB a row, and the copy widened every row by a third, which cost the reading of the
-- rows more than ranking on a smaller vector saved.)
CREATE INDEX "candidate_search_profile" ON "candidate_search" USING gin (ts_filter("document", '{a,b,d}'));--> statement-breakpoint
CREATE INDEX "candidate_search_skills" ON "candidate_search" USING gin (ts_filter("document", '{b,d}'));--> statement-breakpoint
CREATE INDEX "candidate_search_education" ON "candidate_search" USING gin (ts_filter("document", '{c,d}'));--> statement-breakpoint
-- No query reads the whole document's index any more.
DROP INDEX "candidate_search_document";
