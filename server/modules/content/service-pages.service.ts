import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { servicePages } from "../../db/schema";

/** What a generic service page (/nos-prestations/{slug}) renders. */
export type ServicePage = {
  id: number;
  slug: string;
  title: string;
  header: string;
  paragraphs: string[];
  learnMoreHref: string;
  seoTitle: string | null;
  seoDescription: string | null;
};

// Slugs are lower-case words and hyphens: anything else cannot be a stored page, so it is
// answered without a query (and a crawler's odd URL never reaches the database).
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The published page of this slug, or null (unknown or unpublished: the route answers 404). */
export async function getServicePage(db: Db, slug: string): Promise<ServicePage | null> {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const [row] = await db
    .select({
      id: servicePages.id,
      slug: servicePages.slug,
      title: servicePages.title,
      header: servicePages.header,
      paragraphs: servicePages.paragraphs,
      learnMoreHref: servicePages.learnMoreHref,
      seoTitle: servicePages.seoTitle,
      seoDescription: servicePages.seoDescription,
    })
    .from(servicePages)
    .where(and(eq(servicePages.slug, slug), eq(servicePages.isPublished, true)))
    .limit(1);
  if (!row) return null;
  // An emptied button target in the back-office still leads somewhere useful.
  return { ...row, learnMoreHref: row.learnMoreHref.trim() || "#contact" };
}

/** Published pages in menu order (position, then id): sitemap.xml and menus. */
export async function listPublishedServicePages(db: Db): Promise<{ slug: string; title: string }[]> {
  return db
    .select({ slug: servicePages.slug, title: servicePages.title })
    .from(servicePages)
    .where(eq(servicePages.isPublished, true))
    .orderBy(asc(servicePages.position), asc(servicePages.id));
}
