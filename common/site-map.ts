/** A site map entry as the API answers it: groups are entries whose children are the items. */
export type SiteMapEntry = {
  id: number;
  label: string;
  shortLabel: string | null;
  href: string | null;
  isExternal: boolean;
  children: SiteMapEntry[];
};

/** The fifth group lists the agencies (spec 1 §2, Agencies section). */
export const AGENCIES_GROUP_INDEX = 4;

/**
 * Keeps what a visitor can use: entries whose page exists and groups that still hold
 * something. An entry without a working link and without usable children is dropped;
 * a dead href on a group with live children becomes a heading.
 */
export function keepServedEntries(entries: SiteMapEntry[], isServed: (href: string | null) => boolean): SiteMapEntry[] {
  const kept: SiteMapEntry[] = [];
  for (const entry of entries) {
    const children = keepServedEntries(entry.children, isServed);
    const linkWorks = entry.isExternal ? Boolean(entry.href) : isServed(entry.href);
    if (!linkWorks && children.length === 0) continue;
    kept.push({ ...entry, href: linkWorks ? entry.href : null, children });
  }
  return kept;
}

/** "Alto Recrutement Lyon" → "Lyon" in the agencies dropdown. */
export function stripBrandPrefix(label: string, brandName: string): string {
  const stripped = label.startsWith(brandName) ? label.slice(brandName.length).replace(/^[\s\-–:]+/, "") : label;
  return stripped || label;
}

export function findGroup(groups: SiteMapEntry[], label: string): SiteMapEntry | undefined {
  return groups.find((g) => g.label === label);
}

/** Every href of a (served-filtered) site map: what the app can link to right now. */
export function linkedHrefs(entries: SiteMapEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.href) into.add(entry.href);
    linkedHrefs(entry.children, into);
  }
  return into;
}
