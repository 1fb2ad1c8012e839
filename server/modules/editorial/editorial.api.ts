import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../lib/http";
import { hasRole } from "../../../common/roles";
import { currentUser, requireRole } from "../account/auth.middleware";
import {
  fetchPage,
  latestPressReleases,
  listTags,
  pagesTree,
  pressReleaseDetails,
  searchAllPages,
  searchBlogPages,
  searchPressReleases,
  searchTestimonials,
} from "./editorial.service";

// Staff also read drafts and scheduled pages (a preview); their answers are never cached
// (privateWhenSignedIn), so a preview cannot reach a visitor.
const viewerOf = (c: Parameters<typeof currentUser>[0]) => ({ mayPreview: hasRole(currentUser(c), "staff") });

/** Editorial reads of spec 1 §7 and spec 3 §7, mounted under /api/content. */
export function editorialContentApi({ db }: AppDeps) {
  return new Hono()
    .post("/search_blog_pages", async (c) => c.json(await searchBlogPages(db, await jsonBody(c))))
    .get("/get_latest_press_release_pages", async (c) => c.json(await latestPressReleases(db)))
    .get("/get_tags_list", async (c) => c.json(await listTags(db)))
    .get("/page_fetch/:slugOrId", async (c) => c.json(await fetchPage(db, c.req.param("slugOrId"), viewerOf(c))))
    .get("/get_pages_tree", requireRole("staff"), async (c) => c.json(await pagesTree(db)));
}

/** Press and testimonials, mounted under /api/branding (spec 1 §7). */
export function editorialBrandingApi({ db }: AppDeps) {
  return new Hono()
    .post("/search_press_releases", async (c) => c.json(await searchPressReleases(db, await jsonBody(c))))
    .post("/get_press_release_details/:slug", async (c) => c.json(await pressReleaseDetails(db, c.req.param("slug"), viewerOf(c))))
    .post("/search_testimonials", async (c) => c.json(await searchTestimonials(db, await jsonBody(c))));
}

/** GET /api/legacy/pager/search_pages: page, limit, query, tags in the query string. */
export function legacyPagerApi({ db }: AppDeps) {
  return new Hono().get("/search_pages", async (c) => c.json(await searchAllPages(db, c.req.query())));
}
