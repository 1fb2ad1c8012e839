import type { Db } from "../../db/client";
import { escapeXml } from "../../lib/xml";
import { NEWS_FEED_PATH } from "../../../common/editorial";
import { latestPages } from "./editorial.service";

const FEED_SIZE = 20;

/**
 * The news as RSS 2.0 (/notre-actu/rss.xml): the latest blog articles, each with its link,
 * a permanent guid, its date in RFC 822, its category and summary. Linked from the news
 * page's head so readers discover it.
 */
export async function newsFeed(db: Db, publicUrl: string, brandName: string): Promise<string> {
  const items = await latestPages(db, "BLOG", FEED_SIZE);
  const newest = items[0]?.date ?? new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`Blog : actus et tendances du recrutement | ${brandName}`)}</title>`,
    `<link>${escapeXml(`${publicUrl}/notre-actu`)}</link>`,
    `<atom:link href="${escapeXml(publicUrl + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`Les articles des consultants ${brandName} pour les employeurs : tendances, méthodes et métiers.`)}</description>`,
    "<language>fr-FR</language>",
    `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`,
    ...items.map((item) =>
      [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(publicUrl + item.path)}</link>`,
        `<guid isPermaLink="true">${escapeXml(publicUrl + item.path)}</guid>`,
        `<pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
        `<category>${escapeXml(item.category)}</category>`,
        `<description>${escapeXml(item.excerpt)}</description>`,
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
