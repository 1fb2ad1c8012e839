import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { sitemapUrls } from "./sitemap.service";
import { sitemapLastModified } from "./sitemap-lastmod";
import { newsFeed } from "../editorial/news-feed";
import { NEWS_FEED_PATH } from "../../../common/editorial";

import { escapeXml } from "../../lib/xml";

/**
 * The news filter combines tags (`/notre-actu?tags=btp,industrie`): 14 tags make 16,384
 * addresses of the same articles (issue 50). Its links to two tags or more are `nofollow`
 * (TagFilter); these rules keep crawlers off them too, whatever links there, the comma
 * written as is or escaped. A single tag stays open.
 */
const COMBINED_TAGS_RULES = ["Disallow: /notre-actu?*tags=*,", "Disallow: /notre-actu?*tags=*%2C", "Disallow: /notre-actu?*tags=*%2c"];

export function seoRoutes(deps: AppDeps) {
  const { publicUrl } = deps.config;
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /admin",
          "Disallow: /questionnaires/",
          ...COMBINED_TAGS_RULES,
          "",
          `Sitemap: ${publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
        200,
        { "Cache-Control": "public, max-age=3600" },
      ),
    )
    .get("/sitemap.xml", async (c) => {
      const urls = await sitemapUrls(deps);
      const lastModified = await sitemapLastModified(deps.db, urls);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((path) => {
          return `  <url><loc>${escapeXml(publicUrl + path)}</loc><lastmod>${lastModified.get(path)}</lastmod></url>`;
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
