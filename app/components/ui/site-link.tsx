import { forwardRef, useEffect, useState, type AnchorHTMLAttributes } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place that wraps React Router's Link
import { Link as RouterLink, PrefetchPageLinks, useNavigate } from "react-router";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** "intent": the page's code and data are fetched once a pointer rests on the link or focus reaches it. */
  prefetch?: "intent";
  preventScrollReset?: boolean;
};

/** Marks the links whose clicks `SiteLinkNavigation` hands to the router. */
const SITE_LINK = "data-site-link";
const PREFETCH_INTENT = "data-prefetch-intent";

/**
 * A link to a page of the site: a bare `<a>` whose click and prefetching are handled once, by
 * `SiteLinkNavigation` in the root (decision 0043). React Router's own `Link` resolves its path
 * twice and runs a dozen hooks per link; the home page has 150 links, and they were a tenth of
 * its render. Relative paths and kept scroll positions still go through React Router's `Link`.
 */
export const Link = forwardRef<HTMLAnchorElement, SiteLinkProps>(function Link({ to, prefetch, preventScrollReset, children, ...rest }, ref) {
  if (preventScrollReset || !to.startsWith("/"))
    return (
      <RouterLink ref={ref} to={to} prefetch={prefetch} preventScrollReset={preventScrollReset} {...rest}>
        {children}
      </RouterLink>
    );
  const marks = { [SITE_LINK]: "", ...(prefetch === "intent" ? { [PREFETCH_INTENT]: "" } : {}) };
  // data-discover: React Router finds the routes of the links on the page by it (lazy route discovery).
  return (
    <a ref={ref} href={to} data-discover="true" {...marks} {...rest}>
      {children}
    </a>
  );
});

const siteLinkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${SITE_LINK}]`) : null);

/** A plain left click on a site link of this origin, not already handled: the router's to make. */
function routerClickPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = siteLinkOf(event.target);
  // A new tab, a download or another site are left to the browser, as React Router's Link does.
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * What React Router's `Link` does for each link, done once for the page's `Link`s: a click
 * navigates in the app; with prefetch="intent", resting on a link 100 ms (or touching it)
 * prefetches its page until the pointer or focus leaves it. Before hydration, clicks load the
 * page, as they do with React Router's links.
 */
export function SiteLinkNavigation() {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const path = routerClickPath(event);
      if (path === null) return;
      event.preventDefault();
      // A link to the page shown replaces its history entry, as React Router's does.
      const current = window.location.pathname + window.location.search + window.location.hash;
      void navigate(path, { replace: path === current });
    };
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target);
      // Moving between a link's own children is not a new intent.
      if (!link?.hasAttribute(PREFETCH_INTENT) || (event instanceof MouseEvent && link.contains(event.relatedTarget as Node | null))) return;
      clearTimeout(timer);
      const path = link.getAttribute("href")!;
      timer = setTimeout(() => setIntended(path), event.type === "touchstart" ? 0 : 100);
    };
    const onLeave = (event: Event) => {
      const link = siteLinkOf(event.target);
      if (!link || (event instanceof MouseEvent && link.contains(event.relatedTarget as Node | null))) return;
      clearTimeout(timer);
      setIntended(null);
    };
    const listeners: [string, (event: Event) => void][] = [
      ["click", onClick as (event: Event) => void],
      ["mouseover", onIntent],
      ["focusin", onIntent],
      ["touchstart", onIntent],
      ["mouseout", onLeave],
      ["focusout", onLeave],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, { passive: type === "touchstart" });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [navigate]);
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
