import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteMapEntries } from "../../db/schema";
import type { SiteMapEntry } from "../../../common/site-map";
import { canonicalPath } from "../../../common/canonical-path";

/** The stored site map as a tree: groups in order, each with its entries in order. */
export async function getSiteMap(db: Db): Promise<SiteMapEntry[]> {
  const rows = await db.select().from(siteMapEntries).orderBy(asc(siteMapEntries.position), asc(siteMapEntries.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): SiteMapEntry[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      label: row.label,
      shortLabel: row.shortLabel,
      // Staff may type `/page/`: menus link the canonical address, not a redirect.
      href: row.href && !row.isExternal ? canonicalPath(row.href) : row.href,
      isExternal: row.isExternal,
      children: build(row.id),
    }));
  return build(null);
}
