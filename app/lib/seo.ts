import type { MetaDescriptor } from "react-router";
import { pagePictureSrc, type PagePicture } from "~common/page-pictures";
import type { RootData } from "./root-data";
import { canonicalAddress } from "~common/canonical-path";
import { heightFor, IMAGE_KINDS, isVariantBase, variantUrl, type ImageKind } from "~common/images";
import { SOCIAL_CARD, socialCardPath } from "~common/social-card";

type MetaArgs = { location: { pathname: string; search?: string }; matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> };

/** The root route's data (brand, public address) as a meta function sees it. */
export const metaRoot = (args: MetaArgs) => args.matches.find((m) => m?.id === "root")?.data as RootData | undefined;

/**
 * Title, description and canonical URL of a page: every route's meta goes through here.
 * The title carries the firm's name; the canonical drops the query string but a list's page.
 */
export function pageMeta(
  args: MetaArgs,
  page: {
    title: string;
    description: string;
    noindex?: boolean;
    /**
     * The page's own picture for link previews (Open Graph, Twitter card): `previewImage`'s
     * answer, or a path of this site or an address; without one, the brand's default card.
     */
    image?: PageImage | string | null;
    /** An article's dates (Open Graph «article»). */
    article?: { publishedTime: string; modifiedTime: string };
  },
): MetaDescriptor[] {
  const root = metaRoot(args);
  const brand = root?.brand.name;
  const title = brand && !page.title.includes(brand) ? `${page.title} | ${brand}` : page.title;
  const canonical = `${root?.publicUrl ?? ""}${canonicalAddress(args.location.pathname, args.location.search)}`;
  const image = typeof page.image === "string" ? { url: page.image } : (page.image ?? defaultCard(root));
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "fr_FR" },
    ...(brand ? [{ property: "og:site_name", content: brand }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.article
      ? [
          { property: "og:type", content: "article" },
          { property: "article:published_time", content: page.article.publishedTime },
          { property: "article:modified_time", content: page.article.modifiedTime },
        ]
      : [{ property: "og:type", content: "website" }]),
    ...imageMeta(image, root?.publicUrl ?? "", title, page.description),
  ];
}

/** A path of this site made absolute (what previews and structured data need); an address as is. */
export const absolute = (publicUrl: string, url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);

/** A link-preview picture; its size when known (an address from elsewhere has none). */
export type PageImage = { url: string; width?: number; height?: number };

/** A stored picture as previews show it: the widest WebP of its kind, with that variant's size. */
export function previewImage(url: string | null | undefined, kind: ImageKind): PageImage | null {
  if (!url) return null;
  if (!isVariantBase(url)) return { url };
  const width = IMAGE_KINDS[kind].widths.at(-1)!;
  return { url: variantUrl(url, width, "webp"), width, height: heightFor(kind, width) };
}

/** A marketing page's illustration (common/page-pictures.ts) as its link preview. */
export const pagePicturePreview = (picture: PagePicture) => previewImage(pagePictureSrc(picture), "photo");

const defaultCard = (root: RootData | undefined): PageImage => ({ url: socialCardPath(root?.brand ?? {}), ...SOCIAL_CARD });

/** Open Graph and Twitter card tags of the picture: every page has one, so every share shows a large card. */
function imageMeta(image: PageImage, publicUrl: string, title: string, description: string): MetaDescriptor[] {
  const url = absolute(publicUrl, image.url);
  return [
    { property: "og:image", content: url },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: url },
  ];
}
