import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { landRegistries } from "./geo";

/**
 * An employer's contact request: stored before anything else happens, so a lead is never
 * lost to a mail failure. Kept 3 years after the request (CNIL, B2B prospects).
 */
export const contactLeads = pgTable(
  "contact_leads",
  {
    id: serial("id").primaryKey(),
    names: text("names").notNull(),
    society: text("society"),
    departmentId: integer("department_id").references(() => landRegistries.id, { onDelete: "set null" }),
    mail: text("mail").notNull(),
    phoneNumber: text("phone_number").notNull(),
    content: text("content"),
    isFromService: boolean("is_from_service").notNull().default(false),
    /** The page the form was sent from, e.g. /services/rpo. */
    sourcePage: text("source_page"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_leads_created_at").on(t.createdAt)],
);
