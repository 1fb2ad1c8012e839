import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const REPORT_TYPES = ["LINKS", "SEO"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** The objects a public page shows (spec 3 §3: Agence, Contenu dynamique, Contenu des pages, Formations) plus job sheets. */
export const REPORT_CONTENT_TYPES = ["agency", "citypage", "page", "training", "jobprofile"] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** One checked link of a LINKS report (spec 3 §3). */
export type LinkEntry = { url: string; status: number; tip?: string; error?: string };
/** One check of an SEO report: its name, whether it passed, what was measured. */
export type SeoEntry = { check: string; ok: boolean; value?: string | number; error?: string };

/**
 * The latest link and SEO check of each public object: one row per object and type, replaced
 * by each crawl, so the table never grows past the site's size.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: REPORT_TYPES }).notNull(),
    contentType: text("content_type", { enum: REPORT_CONTENT_TYPES }).notNull(),
    objectId: integer("object_id").notNull(),
    /** The object's name when crawled («Agence de Lille»), and the page's address. */
    label: text("label").notNull(),
    url: text("url").notNull(),
    errorCount: integer("error_count").notNull().default(0),
    hasError: boolean("has_error").notNull().default(false),
    data: jsonb("data").$type<LinkEntry[] | SeoEntry[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_object_type_unique").on(t.contentType, t.objectId, t.type),
    index("reports_has_error_idx").on(t.hasError, t.updatedAt),
    check("reports_type_check", sql`${t.type} IN ('LINKS', 'SEO')`),
    check("reports_content_type_check", sql`${t.contentType} IN ('agency', 'citypage', 'page', 'training', 'jobprofile')`),
  ],
);
