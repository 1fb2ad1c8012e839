-- The recruiters' saved searches were `candidate_searches`, one letter from `candidate_search`
-- (the CVthèque's search copy of each candidate): they take the name they mean (issue 51).
ALTER TABLE "candidate_searches" RENAME TO "saved_candidate_searches";--> statement-breakpoint
ALTER TABLE "saved_candidate_searches" RENAME CONSTRAINT "candidate_searches_pkey" TO "saved_candidate_searches_pkey";--> statement-breakpoint
ALTER TABLE "saved_candidate_searches" RENAME CONSTRAINT "candidate_searches_user_id_users_id_fk" TO "saved_candidate_searches_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "candidate_searches_user" RENAME TO "saved_candidate_searches_user";--> statement-breakpoint
ALTER SEQUENCE "candidate_searches_id_seq" RENAME TO "saved_candidate_searches_id_seq";
