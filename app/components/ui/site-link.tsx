import type { AnchorHTMLAttributes, Ref } from "react";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  ref?: Ref<HTMLAnchorElement>;
  /** The page, as an address of this site (`/nos-offres`, `?page=2`): read by the browser as an href. */
  to: string;
  /** The page keeps its scroll position (a filter or tag changing the list below). */
  preventScrollReset?: boolean;
};

/** Mark the links whose clicks and prefetching `SiteLinkNavigation` handles, and their options. */
export const SITE_LINK = "data-site-link";
export const KEEP_SCROLL = "data-keep-scroll";

/**
 * A link to a page of the site: a bare `<a>`. Its click and prefetching are handled once for
 * the page, by `SiteLinkNavigation` (decision 0043). React Router's own `Link` resolves its path
 * twice and runs a dozen hooks per link; the home page has 150 links, and they were a tenth of
 * its render.
 */
export function Link({ to, preventScrollReset, children, ...rest }: SiteLinkProps) {
  // data-discover: React Router finds the routes of the links on the page by it (lazy route discovery).
  return (
    <a href={to} data-discover="true" {...{ [SITE_LINK]: "", [KEEP_SCROLL]: preventScrollReset ? "" : undefined }} {...rest}>
      {children}
    </a>
  );
}
