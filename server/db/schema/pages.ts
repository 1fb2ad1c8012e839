import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { PageElement, PageType } from "../../../common/editorial";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Every editorial page (spec 3 §3, Page; spec 1 §3, Press release): blog articles, sector
 * articles, press releases, free and composed pages. Public once `published_on` has passed;
 * `path` is derived from type and slug on each save (common/editorial.ts pagePath).
 */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    type: text("type").$type<PageType>().notNull().default("CUSTOM"),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    path: text("path").notNull(),
    /** Rich text (sanitized HTML): the summary shown on cards and in the head's description. */
    description: text("description"),
    richText: text("rich_text"),
    /** An embedded media address (a video); the picture is `contentPhoto`. */
    media: text("media"),
    contentPhoto: text("content_photo"),
    parentId: integer("parent_id").references((): AnyPgColumn => pages.id, { onDelete: "set null" }),
    /** ELEMENTS pages: one root box (page builder); null for the other types. */
    elements: jsonb("elements").$type<PageElement>(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: a draft. In the future: scheduled, not public until then. */
    publishedOn: timestamp("published_on", { withTimezone: true }),
    /** The title, then the words of the description and text (tags removed): what the search reads. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(coalesce(title, '')))), 'A') || setweight(to_tsvector('french'::regconfig, f_job_words(f_unaccent(regexp_replace(coalesce(description, '') || ' ' || coalesce(rich_text, ''), '<[^>]*>', ' ', 'g')))), 'B')`,
    ),
  },
  (t) => [
    check("pages_type_known", sql`${t.type} IN ('BLOG', 'CUSTOM', 'LEGACY', 'ELEMENTS', 'RICHTEXT', 'PRESSRELEASE')`),
    index("pages_search_vector").using("gin", t.searchVector),
    index("pages_listed").on(t.type, t.publishedOn),
    index("pages_parent").on(t.parentId),
  ],
);

/** Spec 3 §3, Tag: the thirteen sector tags and those staff add. */
export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
});

export const pageTags = pgTable(
  "page_tags",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.tagId] }), index("page_tags_tag").on(t.tagId)],
);
