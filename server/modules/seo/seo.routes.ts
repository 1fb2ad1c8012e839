import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { sitemapUrls } from "./sitemap.service";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

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
      const urls = await sitemapUrls(deps);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
        "</urlset>",
        "",
      ].join("\n");
      return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    });
}
