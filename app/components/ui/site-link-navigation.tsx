import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { KEEP_SCROLL, SITE_LINK } from "./site-link";

/** The link's page as the router takes it, or null when the link leads to another site. */
function pathOf(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * What React Router's `Link` does for each link, done once for the page's `Link`s:
 * - a plain left click on one, not already handled, navigates in the app; a new tab, a
 *   download or another site are left to the browser, as React Router's `Link` does;
 * - resting on a link 100 ms (or focusing or touching it) prefetches its page's code and data
 *   until the pointer or focus leaves it, as React Router's `prefetch="intent"` does.
 * Until this module has loaded, after hydration, clicks load the page, as they did with React
 * Router's links before hydration. It is loaded apart (decision 0043): every first load of the
 * site is held to 130 KB of scripts (decision 0009).
 */
export default function SiteLinkNavigation() {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handle = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SITE_LINK}]`) : null;
      if (!link) return;
      const { type } = event;
      if (type === "click") return followInApp(event as MouseEvent, link);
      // Moving between a link's own children is neither an intent nor a leave.
      if (link.contains((event as MouseEvent | FocusEvent).relatedTarget as Node | null)) return;
      clearTimeout(timer);
      if (type === "mouseout" || type === "focusout") setIntended(null);
      else timer = setTimeout(() => setIntended(pathOf(link)), type === "touchstart" ? 0 : 100);
    };
    const followInApp = (event: MouseEvent, link: HTMLAnchorElement) => {
      if (event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const path = pathOf(link);
      if (path === null || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      // A link to the page shown replaces its history entry, as React Router's does.
      void navigate(path, { replace: path === pathname + search + hash, preventScrollReset: link.hasAttribute(KEEP_SCROLL) });
    };
    const types = ["click", "mouseover", "focusin", "touchstart", "mouseout", "focusout"];
    for (const type of types) document.addEventListener(type, handle, { passive: type === "touchstart" });
    return () => {
      clearTimeout(timer);
      for (const type of types) document.removeEventListener(type, handle);
    };
  }, [navigate]);
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
