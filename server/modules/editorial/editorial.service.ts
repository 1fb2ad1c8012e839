import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { pages, pageTags, tags } from "../../db/schema";
import { notFound, parseOrThrow } from "../../lib/errors";
import { textQuery } from "../../lib/sql";
import { pageLimit, pageNumber } from "../../lib/paging";
import { htmlToText } from "../../../common/format/rich-text";
import { mediaUrl } from "../../../common/images";
import {
  EDITORIAL_PAGE_SIZE,
  PRESS_CATEGORY,
  SECTOR_TAGS,
  TESTIMONIAL_TAG,
  type PageCard,
  type PageDetails,
  type PageType,
  type TagRef,
  type TagWithCount,
} from "../../../common/editorial";
import type { ListAnswer } from "../../../common/schemas/list";

const EXCERPT_MAX = 240;
const RELATED_COUNT = 3;

/** Public: a publication date that has passed. A draft (null) or a scheduled page is not. */
const isPublic = () => lte(pages.publishedOn, sql`now()`);
const newestFirst = [desc(sql`coalesce(${pages.publishedOn}, ${pages.createdAt})`), desc(pages.id)];

const limit = pageLimit(EDITORIAL_PAGE_SIZE);
const TAGS_INVALID = "Les tags doivent être une liste de slugs";
/** Slugs, as a list or comma-separated (a URL's «?tags=btp,industrie»). */
const tagSlugs = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : (value ?? [])),
  z.array(z.string({ error: TAGS_INVALID }).regex(/^[a-z0-9-]{1,100}$/, TAGS_INVALID), { error: TAGS_INVALID }).max(20, TAGS_INVALID),
);
const flag = z.preprocess(
  (value) => (value === "true" ? true : value === "false" || value == null || value === "" ? false : value),
  z.boolean({ error: "Valeur attendue : true ou false" }),
);

export const blogSearchSchema = z.object(
  {
    page: pageNumber,
    limit,
    query: z.string({ error: "Texte attendu" }).trim().max(200, "Recherche trop longue (200 caractères au maximum)").default(""),
    tags: tagSlugs,
    isPressRelease: flag,
  },
  { error: "Le corps de la requête doit être un objet JSON" },
);
export type BlogSearch = z.infer<typeof blogSearchSchema>;

const cardColumns = {
  id: pages.id,
  type: pages.type,
  title: pages.title,
  slug: pages.slug,
  path: pages.path,
  description: pages.description,
  richText: pages.richText,
  contentPhoto: pages.contentPhoto,
  publishedOn: pages.publishedOn,
  createdAt: pages.createdAt,
};
type CardRow = {
  id: number;
  type: PageType;
  title: string;
  slug: string;
  path: string;
  description: string | null;
  richText: string | null;
  contentPhoto: string | null;
  publishedOn: Date | null;
  createdAt: Date;
};

const SECTOR_ORDER = new Map<string, number>(SECTOR_TAGS.map((tag, index) => [tag.slug, index]));

async function tagsOf(db: Db, ids: number[]): Promise<Map<number, TagRef[]>> {
  const byPage = new Map<number, TagRef[]>();
  if (ids.length === 0) return byPage;
  const rows = await db
    .select({ pageId: pageTags.pageId, id: tags.id, slug: tags.slug, title: tags.title })
    .from(pageTags)
    .innerJoin(tags, eq(tags.id, pageTags.tagId))
    .where(inArray(pageTags.pageId, ids))
    .orderBy(asc(tags.title));
  for (const { pageId, ...tag } of rows) byPage.set(pageId, [...(byPage.get(pageId) ?? []), tag]);
  return byPage;
}

function categoryOf(type: PageType, pageTagList: TagRef[]): string {
  if (type === "PRESSRELEASE") return PRESS_CATEGORY;
  const sector = [...pageTagList].filter((tag) => SECTOR_ORDER.has(tag.slug)).sort((a, b) => SECTOR_ORDER.get(a.slug)! - SECTOR_ORDER.get(b.slug)!)[0];
  return sector?.title ?? pageTagList.find((tag) => tag.slug === TESTIMONIAL_TAG.slug)?.title ?? "Actualité";
}

function excerptOf(row: Pick<CardRow, "description" | "richText">): string {
  const text = htmlToText(row.description) || htmlToText(row.richText);
  if (text.length <= EXCERPT_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(" ", EXCERPT_MAX)).replace(/[\s,;:.!?]+$/, "")}…`;
}

async function toCards(db: Db, rows: CardRow[]): Promise<PageCard[]> {
  const tagLists = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const pageTagList = tagLists.get(row.id) ?? [];
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      slug: row.slug,
      path: row.path,
      category: categoryOf(row.type, pageTagList),
      date: (row.publishedOn ?? row.createdAt).toISOString(),
      excerpt: excerptOf(row),
      contentPhoto: mediaUrl(row.contentPhoto),
      tags: pageTagList,
    };
  });
}

// Subqueries name their tables with aliases and the outer page as "pages"."id": drizzle writes
// columns unqualified in a one-table select, where a bare "id" would be the subquery's own.

/**
 * Pages carrying any of these tags: themes are alternatives (issue 50), so choosing BTP then
 * Industrie widens the list to both sectors' articles, each once.
 */
function withTags(slugs: string[]): SQL | undefined {
  if (slugs.length === 0) return undefined;
  return sql`EXISTS (SELECT 1 FROM page_tags pt JOIN tags tg ON tg.id = pt.tag_id WHERE pt.page_id = "pages"."id" AND ${inArray(sql`tg.slug`, slugs)})`;
}

async function listCards(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<ListAnswer<PageCard>> {
  const [rows, [{ matching }], [{ all }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(pages)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ matching: count() }).from(pages).where(where),
    db.select({ all: count() }).from(pages).where(isPublic()),
  ]);
  return { rows: await toCards(db, rows), count: matching, total: all };
}

/**
 * POST /api/content/search_blog_pages (spec 1 §7): public blog pages, or press releases with
 * `isPressRelease`, matching the French full-text query (title first, then the text) and
 * any of the tags asked for; newest first.
 */
export async function searchBlogPages(db: Db, input: unknown): Promise<ListAnswer<PageCard>> {
  const search = parseOrThrow(blogSearchSchema, input);
  const type: PageType = search.isPressRelease ? "PRESSRELEASE" : "BLOG";
  const words = textQuery(search.query);
  const where = and(isPublic(), eq(pages.type, type), withTags(search.tags), words ? sql`${pages.searchVector} @@ ${words}` : undefined);
  return listCards(db, where, search.page, search.limit);
}

/** POST /api/branding/search_press_releases: page, limit, query (spec 1 §7). */
export async function searchPressReleases(db: Db, input: unknown): Promise<ListAnswer<PageCard>> {
  const body = typeof input === "object" && input !== null ? input : {};
  return searchBlogPages(db, { ...body, tags: [], isPressRelease: true });
}

/** GET /api/legacy/pager/search_pages: every public page but press releases, by text and any of the tags. */
export async function searchAllPages(db: Db, input: unknown): Promise<ListAnswer<PageCard>> {
  const search = parseOrThrow(blogSearchSchema, input);
  const words = textQuery(search.query);
  const where = and(isPublic(), ne(pages.type, "PRESSRELEASE"), withTags(search.tags), words ? sql`${pages.searchVector} @@ ${words}` : undefined);
  return listCards(db, where, search.page, search.limit);
}

export const testimonialSearchSchema = z.object({ page: pageNumber, limit }, { error: "Le corps de la requête doit être un objet JSON" });

/** POST /api/branding/search_testimonials: blog pages tagged «Témoignages» (decision 0025). */
export async function searchTestimonials(db: Db, input: unknown): Promise<ListAnswer<PageCard>> {
  const { page, limit: pageSize } = parseOrThrow(testimonialSearchSchema, input);
  return listCards(db, and(isPublic(), eq(pages.type, "BLOG"), withTags([TESTIMONIAL_TAG.slug])), page, pageSize);
}

/** The newest public pages of a type: the home's carousel (BLOG, 15) and press section. */
export async function latestPages(db: Db, type: PageType, howMany: number): Promise<PageCard[]> {
  return (await listCards(db, and(isPublic(), eq(pages.type, type)), 1, howMany)).rows;
}

/** GET /api/content/get_latest_press_release_pages. */
export const latestPressReleases = (db: Db) => latestPages(db, "PRESSRELEASE", 4);

/**
 * GET /api/content/get_tags_list: every tag with its number of public pages (spec 3 §3,
 * pageCount); with `type`, of public pages of that type only (the news filter counts blog pages).
 */
export async function listTags(db: Db, type?: PageType): Promise<TagWithCount[]> {
  return db
    .select({ id: tags.id, slug: tags.slug, title: tags.title, pageCount: sql<number>`count(${pages.id})::int` })
    .from(tags)
    .leftJoin(pageTags, eq(pageTags.tagId, tags.id))
    .leftJoin(pages, and(eq(pages.id, pageTags.pageId), isPublic(), type ? eq(pages.type, type) : undefined))
    .groupBy(tags.id)
    .orderBy(asc(tags.title));
}

type Viewer = { mayPreview: boolean };

/**
 * One page with everything its public page shows. Unknown, draft and scheduled pages answer
 * 404, except to staff, who preview them (the page says so). `where` picks by slug or id.
 */
async function findPage(db: Db, where: SQL, viewer: Viewer): Promise<PageDetails | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      media: pages.media,
      elements: pages.elements,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      updatedAt: pages.updatedAt,
      parentId: pages.parentId,
      isPublic: sql<boolean>`coalesce(${isPublic()}, false)`,
    })
    .from(pages)
    .where(where);
  if (!row || (!row.isPublic && !viewer.mayPreview)) return null;
  const [[card], parent] = await Promise.all([
    toCards(db, [row]),
    row.parentId
      ? db
          .select({ title: pages.title, path: pages.path })
          .from(pages)
          .where(and(eq(pages.id, row.parentId), isPublic()))
      : Promise.resolve([]),
  ]);
  return {
    ...card!,
    description: row.description,
    richText: row.richText,
    media: row.media,
    elements: row.elements,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedOn: row.publishedOn?.toISOString() ?? null,
    parent: parent[0] ?? null,
    isPublic: row.isPublic,
    related: await relatedPages(db, row.id, card!.tags),
  };
}

async function relatedPages(db: Db, id: number, pageTagList: TagRef[]): Promise<PageCard[]> {
  if (pageTagList.length === 0) return [];
  const ids = sql.join(
    pageTagList.map((tag) => sql`${tag.id}`),
    sql`, `,
  );
  const shared = sql`EXISTS (SELECT 1 FROM page_tags pt WHERE pt.page_id = "pages"."id" AND pt.tag_id IN (${ids}))`;
  return (await listCards(db, and(isPublic(), ne(pages.id, id), ne(pages.type, "PRESSRELEASE"), shared), 1, RELATED_COUNT)).rows;
}

/** GET /api/content/page_fetch/{slug or id}: a page with its elements. */
export async function fetchPage(db: Db, slugOrId: string, viewer: Viewer): Promise<PageDetails> {
  const where = /^\d{1,9}$/.test(slugOrId) ? eq(pages.id, Number(slugOrId)) : eq(pages.slug, slugOrId.slice(0, 200));
  return (await findPage(db, where, viewer)) ?? notFoundPage();
}

const notFoundPage = (): never => {
  throw notFound("Page introuvable");
};

/** The page at /recrutement/{slug}: any type but press releases, which live under /presse. */
export function findArticle(db: Db, slug: string, viewer: Viewer): Promise<PageDetails | null> {
  return findPage(db, and(eq(pages.slug, slug.slice(0, 200)), ne(pages.type, "PRESSRELEASE"))!, viewer);
}

/** The page at /presse/{slug}. */
export function findPressRelease(db: Db, slug: string, viewer: Viewer): Promise<PageDetails | null> {
  return findPage(db, and(eq(pages.slug, slug.slice(0, 200)), eq(pages.type, "PRESSRELEASE"))!, viewer);
}

/** POST /api/branding/get_press_release_details/{slug}. */
export async function pressReleaseDetails(db: Db, slug: string, viewer: Viewer): Promise<PageDetails> {
  return (await findPressRelease(db, slug, viewer)) ?? notFoundPage();
}

export type PageTreeNode = { id: number; title: string; path: string; type: PageType; children: PageTreeNode[] };

/** GET /api/content/get_pages_tree (staff): every page under its parent, by title. */
export async function pagesTree(db: Db): Promise<PageTreeNode[]> {
  const rows = await db
    .select({ id: pages.id, title: pages.title, path: pages.path, type: pages.type, parentId: pages.parentId })
    .from(pages)
    .orderBy(asc(pages.title));
  const nodes = new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, path: row.path, type: row.type, children: [] as PageTreeNode[] }]));
  const roots: PageTreeNode[] = [];
  for (const row of rows) (row.parentId && nodes.has(row.parentId) ? nodes.get(row.parentId)!.children : roots).push(nodes.get(row.id)!);
  return roots;
}

/** Every public page's path and last change: the sitemap's entries with `lastmod`. */
export async function publicPagePaths(db: Db): Promise<{ path: string; lastmod: string; title: string; type: PageType }[]> {
  const rows = await db
    .select({ path: pages.path, title: pages.title, type: pages.type, updatedAt: pages.updatedAt, publishedOn: pages.publishedOn })
    .from(pages)
    .where(isPublic())
    .orderBy(asc(pages.title));
  // A scheduled page's last change is the day it appeared.
  return rows.map((row) => ({
    path: row.path,
    title: row.title,
    type: row.type,
    lastmod: new Date(Math.max(row.updatedAt.getTime(), row.publishedOn!.getTime())).toISOString(),
  }));
}
