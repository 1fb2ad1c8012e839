import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db";
import type { Database } from "../db/client";
import { pages, pageTags, tags } from "../db/schema";
import { SECTOR_TAGS, TESTIMONIAL_TAG } from "../../common/editorial";
import { pageElementsSchema } from "../modules/editorial/page-elements";
import { cleanRichText } from "../lib/html";
import { seedEditorial } from "./editorial";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedEditorial(database.db);
});
afterAll(() => database.close());

it("seeds the issue's demo content: 30+ articles over the 13 sector tags, 10+ press releases, 8+ testimonials, portraits, a certification and a composed page", async () => {
  const byType = Object.fromEntries(
    (await database.db.select({ type: pages.type, n: count() }).from(pages).groupBy(pages.type)).map((row) => [row.type, row.n]),
  );
  const [{ testimonials }] = await database.db
    .select({ testimonials: count() })
    .from(pageTags)
    .innerJoin(tags, eq(tags.id, pageTags.tagId))
    .where(eq(tags.slug, TESTIMONIAL_TAG.slug));
  expect(testimonials).toBeGreaterThanOrEqual(8);
  expect(byType.BLOG! - testimonials).toBeGreaterThanOrEqual(30);
  expect(byType).toMatchObject({ RICHTEXT: SECTOR_TAGS.length, ELEMENTS: 1, CUSTOM: 3 });
  expect(byType.PRESSRELEASE).toBeGreaterThanOrEqual(10);
  // Every sector tag has its sector article and blog articles.
  for (const sector of SECTOR_TAGS) {
    const tagged = await database.db
      .select({ type: pages.type, slug: pages.slug })
      .from(pages)
      .innerJoin(pageTags, eq(pageTags.pageId, pages.id))
      .innerJoin(tags, eq(tags.id, pageTags.tagId))
      .where(eq(tags.slug, sector.slug));
    expect(tagged, sector.slug).toContainEqual({ type: "RICHTEXT", slug: sector.articleSlug });
    expect(tagged.filter((page) => page.type === "BLOG").length, sector.slug).toBeGreaterThanOrEqual(2);
  }
});

it("stores demo texts as staff would save them: already clean for the allow-list, and a valid element tree", async () => {
  const rows = await database.db.select({ slug: pages.slug, richText: pages.richText, elements: pages.elements, publishedOn: pages.publishedOn }).from(pages);
  for (const row of rows) {
    if (row.richText) expect(cleanRichText(row.richText), row.slug).toBe(row.richText);
    expect(row.publishedOn!.getTime(), row.slug).toBeLessThan(Date.now());
    if (row.elements) expect(pageElementsSchema.safeParse(row.elements).success, row.slug).toBe(true);
  }
});
