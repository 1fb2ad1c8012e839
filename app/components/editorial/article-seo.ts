import type { Brand } from "~common/brand";
import { PAGE_TYPE_LABELS, type PageDetails } from "~common/editorial";
import { htmlToText } from "~common/format/rich-text";
import { isVariantBase, variantUrl } from "~common/images";
import { pageMeta, previewImage } from "~/lib/seo";

/** The picture link previews and structured data show: the photo's widest WebP. */
export function articleImage(page: Pick<PageDetails, "contentPhoto">): string | null {
  if (!page.contentPhoto) return null;
  return isVariantBase(page.contentPhoto) ? variantUrl(page.contentPhoto, 1440, "webp") : page.contentPhoto;
}

/** What the head and search engines read: the SEO fields, else the title and the summary. */
export function articleSummary(page: Pick<PageDetails, "seoTitle" | "seoDescription" | "title" | "description" | "excerpt">) {
  return {
    title: page.seoTitle || page.title,
    description: page.seoDescription || htmlToText(page.description).slice(0, 300) || page.excerpt || page.title,
  };
}

const absolute = (publicUrl: string, url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);

/** `NewsArticle` for press releases, `Article` for the others (headline, dates, image, author, publisher). */
export function articleJsonLd(page: PageDetails, brand: Pick<Brand, "name">, publicUrl: string) {
  const organization = {
    "@type": "Organization",
    "@id": `${publicUrl}/#organisation`,
    name: brand.name,
    url: `${publicUrl}/`,
    logo: { "@type": "ImageObject", url: `${publicUrl}/favicon.svg` },
  };
  const image = articleImage(page);
  return {
    "@context": "https://schema.org",
    "@type": page.type === "PRESSRELEASE" ? "NewsArticle" : "Article",
    headline: page.title.slice(0, 110),
    description: articleSummary(page).description,
    datePublished: page.publishedOn ?? page.createdAt,
    dateModified: page.updatedAt,
    ...(image ? { image: [absolute(publicUrl, image)] } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { "@type": "WebPage", "@id": `${publicUrl}${page.path}` },
    articleSection: page.category,
    keywords: page.tags.map((tag) => tag.title).join(", ") || undefined,
    genre: PAGE_TYPE_LABELS[page.type],
  };
}

/** The head of an article's page: its SEO texts, picture, dates; not indexed while a preview. */
export function articleMeta(args: Parameters<typeof pageMeta>[0], page: PageDetails | undefined) {
  if (!page) return pageMeta(args, { title: "Page introuvable", description: "Cette page n'existe pas ou plus.", noindex: true });
  return pageMeta(args, {
    ...articleSummary(page),
    image: previewImage(page.contentPhoto, "photo"),
    article: { publishedTime: page.publishedOn ?? page.createdAt, modifiedTime: page.updatedAt },
    noindex: !page.isPublic,
  });
}
