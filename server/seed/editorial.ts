import type { Db } from "../db/client";
import { pages, pageTags, tags } from "../db/schema";
import { demoImageBase } from "../modules/media/demo-images";
import { plainTextToHtml } from "../../common/format/rich-text";
import { sanitizeRichText } from "../lib/html";
import { SECTOR_TAGS, TESTIMONIAL_TAG, pagePath, type PageElement, type PageType } from "../../common/editorial";
import {
  demoArticles,
  demoCertification,
  demoElementsPage,
  demoPortraits,
  demoPressReleases,
  demoSectorArticles,
  demoTestimonials,
  type DemoPage,
} from "./editorial-content";

const DAY_MS = 24 * 60 * 60 * 1000;

type PageSeed = Omit<DemoPage, "richText" | "tags"> & { type: PageType; richText: string | null; tags: string[]; elements?: PageElement };

/**
 * The demo editorial content (issue 16): the thirteen sector tags and «Témoignages», blog
 * articles, sector articles, press releases, testimonials, portraits, a certification page and
 * one page composed in the page builder. Dates count back from the seed day, so the news
 * always looks current; pictures are drawn on first request (demo-images.ts).
 */
export async function seedEditorial(db: Db, now = new Date()): Promise<void> {
  const tagRows = await db
    .insert(tags)
    .values([...SECTOR_TAGS.map(({ slug, title }) => ({ slug, title })), TESTIMONIAL_TAG])
    .returning({ id: tags.id, slug: tags.slug });
  const tagId = new Map(tagRows.map((row) => [row.slug, row.id]));

  const seeds: PageSeed[] = [
    ...demoArticles.map((page) => ({ ...page, type: "BLOG" as const })),
    ...demoTestimonials.map((page) => ({ ...page, type: "BLOG" as const })),
    ...demoSectorArticles.map((page) => ({ ...page, type: "RICHTEXT" as const })),
    ...demoPressReleases.map((page) => ({ ...page, type: "PRESSRELEASE" as const })),
    ...[...demoPortraits, demoCertification].map((page) => ({ ...page, type: "CUSTOM" as const })),
    { ...demoElementsPage, type: "ELEMENTS", richText: null, tags: [] },
  ];
  for (const seed of seeds) {
    const publishedOn = new Date(now.getTime() - seed.daysAgo * DAY_MS);
    const [page] = await db
      .insert(pages)
      .values({
        type: seed.type,
        title: seed.title,
        slug: seed.slug,
        path: pagePath(seed.type, seed.slug),
        description: plainTextToHtml(seed.description),
        // Stored as a save through the managers would store it.
        richText: seed.richText && sanitizeRichText(seed.richText),
        contentPhoto: demoImageBase("photo", seed.image),
        elements: seed.elements ?? null,
        createdAt: publishedOn,
        updatedAt: publishedOn,
        publishedOn,
      })
      .returning({ id: pages.id });
    const ids = seed.tags.map((slug) => {
      const id = tagId.get(slug);
      if (!id) throw new Error(`Demo page ${seed.slug}: unknown tag ${slug}`);
      return id;
    });
    if (ids.length > 0) await db.insert(pageTags).values(ids.map((id) => ({ pageId: page!.id, tagId: id })));
  }
}
