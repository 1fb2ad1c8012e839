import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/** The paths sitemap.xml lists, in its order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

type RoutePattern = { pattern: string; file: string };

/** The route table's patterns («/nos-offres/:slug/:id», «/*»), nested routes joined, each with its module. */
export function routePatterns(entries: RouteConfigEntry[] = routes, parent = ""): RoutePattern[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.index || entry.path !== undefined ? [{ pattern: `/${path}`, file: entry.file }] : [];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+").replace("*", ".+")}$`);
/** React Router's ranking, enough for this table: fewer parameters first, the splat last. */
const rank = (pattern: string) => (pattern.includes("*") ? 100 : (pattern.match(/:/g)?.length ?? 0));

/**
 * The sitemap's pages by the route module that renders them (one template each), in sitemap
 * order: sampling the first pages of each covers every page template there is, which a
 * sample by first path segment does not (ten landing pages share one module, while
 * «/nos-prestations/…» has four).
 */
export function pagesByTemplate(paths: string[]): Map<string, string[]> {
  const ranked = routePatterns()
    .map(({ pattern, file }) => ({ file, rank: rank(pattern), matcher: matcherOf(pattern) }))
    .sort((a, b) => a.rank - b.rank);
  const templates = new Map<string, string[]>();
  for (const path of paths) {
    const file = ranked.find(({ matcher }) => matcher.test(path))?.file ?? "?";
    templates.set(file, [...(templates.get(file) ?? []), path]);
  }
  return templates;
}

/** The first `count` pages of each template. */
export const firstPagesOfEachTemplate = (paths: string[], count: number) => [...pagesByTemplate(paths).values()].flatMap((pages) => pages.slice(0, count));
