-- One word for one concept (issue 13): the job offers' table is «offers», like the code and the pages.
-- A rename keeps every row, id and reference; the API keeps the spec's names (search_positions, positionId).
ALTER TABLE "positions" RENAME TO "offers";--> statement-breakpoint
ALTER TABLE "offers" RENAME CONSTRAINT "positions_pkey" TO "offers_pkey";--> statement-breakpoint
ALTER SEQUENCE "positions_id_seq" RENAME TO "offers_id_seq";--> statement-breakpoint
ALTER TABLE "offers" RENAME CONSTRAINT "positions_breezy_id_unique" TO "offers_breezy_id_unique";--> statement-breakpoint
ALTER TABLE "applications" RENAME CONSTRAINT "applications_position_id_positions_id_fk" TO "applications_position_id_offers_id_fk";--> statement-breakpoint
ALTER INDEX "positions_search_vector" RENAME TO "offers_search_vector";--> statement-breakpoint
ALTER INDEX "positions_listed" RENAME TO "offers_listed";--> statement-breakpoint
ALTER INDEX "positions_department" RENAME TO "offers_department";--> statement-breakpoint
ALTER INDEX "positions_city" RENAME TO "offers_city";
