import { boolean, integer, pgTable, serial, text, index } from "drizzle-orm/pg-core";

/**
 * The site map: top-level rows (parentId null) are the menu groups, their children the
 * entries. It drives the desktop menu, the mobile drawer, the footer and /plan-du-site.
 */
export const siteMapEntries = pgTable(
  "site_map_entries",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    label: text("label").notNull(),
    shortLabel: text("short_label"),
    href: text("href"),
    isExternal: boolean("is_external").notNull().default(false),
  },
  (t) => [index("site_map_entries_parent").on(t.parentId, t.position)],
);
