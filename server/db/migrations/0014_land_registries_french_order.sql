-- The land registries manager sorts labels in French order (accents and case ignored first):
-- these indexes serve its default order (level, label) and the label column, 35,000 rows.
CREATE INDEX "land_registries_level_french" ON "land_registries" USING btree ("level",f_unaccent(lower("label")),"label","id");--> statement-breakpoint
CREATE INDEX "land_registries_label_french" ON "land_registries" USING btree (f_unaccent(lower("label")),"label","id");