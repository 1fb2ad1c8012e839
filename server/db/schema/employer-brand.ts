import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { agencies } from "./agencies";

/** Spec 1 §3, Team member. */
export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  position: text("position").notNull(),
  description: text("description"),
  positionOrder: integer("position_order").notNull().default(0),
  picture: text("picture"),
  agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
});

/** Spec 1 §3, Partner. */
export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  url: text("url"),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
  description: text("description"),
  image: text("image"),
});
