import type { MetaDescriptor } from "react-router";
import type { RootData } from "./root-data";
import { canonicalAddress } from "~common/canonical-path";

type MetaArgs = { location: { pathname: string; search?: string }; matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> };

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
    /** A picture for link previews (Open Graph, Twitter card): a path of this site or an address. */
    image?: string | null;
    /** An article's dates (Open Graph «article»). */
    article?: { publishedTime: string; modifiedTime: string };
  },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const brand = root?.brand.name;
  const title = brand && !page.title.includes(brand) ? `${page.title} | ${brand}` : page.title;
  const canonical = `${root?.publicUrl ?? ""}${canonicalAddress(args.location.pathname, args.location.search)}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "fr_FR" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.article
      ? [
          { property: "og:type", content: "article" },
          { property: "article:published_time", content: page.article.publishedTime },
          { property: "article:modified_time", content: page.article.modifiedTime },
        ]
      : []),
    ...(page.image
      ? [
          { property: "og:image", content: absolute(root?.publicUrl ?? "", page.image) },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:title", content: title },
          { name: "twitter:description", content: page.description },
          { name: "twitter:image", content: absolute(root?.publicUrl ?? "", page.image) },
        ]
      : []),
  ];
}

const absolute = (publicUrl: string, url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);
