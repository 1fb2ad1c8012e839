import { matchPath } from "react-router";

/** The shape of React Router's build manifest entries that matter here. */
export type RouteManifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>;

export type ServedRoutes = {
  /** Full path patterns of the pages the app renders (the 404 catch-all excluded). */
  patterns: string[];
  /** Patterns without parameters: pages that exist exactly once (sitemap.xml). */
  staticPaths: string[];
  /** Does a page of this app answer this path? External and empty hrefs are false. */
  isServed: (href: string | null | undefined) => boolean;
};

function fullPattern(routes: RouteManifest, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path.replace(/^\/|\/$/g, ""));
  }
  return "/" + parts.filter(Boolean).join("/");
}

/**
 * Derived from the route table itself, so menu entries of pages not built yet are left
 * out and appear on their own once their route exists: no second list to keep in sync.
 */
export function servedRoutes(routes: RouteManifest): ServedRoutes {
  const all = Object.values(routes).filter((r) => r !== undefined);
  const leafIds = all
    .filter((r) => r.path !== undefined || r.index)
    .filter((r) => !all.some((child) => child.parentId === r.id && (child.path || child.index)))
    .map((r) => r.id);
  const patterns = [...new Set(leafIds.map((id) => fullPattern(routes, id)))].filter((p) => !p.endsWith("*"));
  // Every render asks about the same menu links: each path is matched once (matchPath compiles
  // a pattern per call), the answers bounded in number like the site's own links.
  const answers = new Map<string, boolean>();
  return {
    patterns,
    staticPaths: patterns.filter((p) => !p.includes(":")).sort(),
    isServed(href) {
      if (!href || !href.startsWith("/")) return false;
      const pathname = href.split(/[?#]/)[0];
      let served = answers.get(pathname);
      if (served === undefined) {
        served = patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
        if (answers.size < 5_000) answers.set(pathname, served);
      }
      return served;
    },
  };
}
