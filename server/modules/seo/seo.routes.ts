import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { sitemapUrls } from "./sitemap.service";
import { editorialLastModified, newsFeed } from "../editorial/news-feed";
import { NEWS_FEED_PATH } from "../../../common/editorial";

import { escapeXml } from "../../lib/xml";

export function seoRoutes(deps: AppDeps) {
  const { publicUrl } = deps.config;
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "Disallow: /questionnaires/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
          "\n",
        ),
        200,
        { "Cache-Control": "public, max-age=3600" },
      ),
    )
    .get("/sitemap.xml", async (c) => {
      const [urls, lastModified] = await Promise.all([sitemapUrls(deps), editorialLastModified(deps.db)]);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((path) => {
          const lastmod = lastModified.get(path);
          return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
        }),
        "</urlset>",
        "",
      ].join("\n");
      return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    })
    .get(NEWS_FEED_PATH, async (c) =>
      c.body(await newsFeed(deps.db, publicUrl, deps.config.brand.name), 200, {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=900",
      }),
    );
}
