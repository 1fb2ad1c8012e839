import { Link } from "~/components/ui/site-link";
import { ArrowUpRight } from "lucide-react";
import { stripBrandPrefix, type SiteMapEntry } from "~common/site-map";
import { useCvDrop } from "~/components/offers/apply/cv-drop-provider";

/** The Formation entry carries an arrow (spec 1 §2, Navigation). */
export const showsArrow = (entry: SiteMapEntry) => entry.label === "Formation";

/** The entry whose short label is CV opens the CV drop dialog instead of navigating (spec 2 §2). */
export const opensCvDrop = (entry: SiteMapEntry) => entry.shortLabel === "CV";

/** A site-map entry as a link: external ones open a new tab, internal ones navigate. */
export function NavLink({ entry, label, className, onNavigate }: { entry: SiteMapEntry; label?: string; className?: string; onNavigate?: () => void }) {
  const cvDrop = useCvDrop();
  const text = (
    <>
      {label ?? entry.label}
      {showsArrow(entry) && <ArrowUpRight aria-hidden="true" className="ml-1 inline size-4" />}
    </>
  );
  if (opensCvDrop(entry)) {
    return (
      <button
        type="button"
        className={`${className ?? ""} w-full text-left`.trim()}
        onClick={() => {
          // The mobile drawer closes (and gives focus back to its button) before the dialog opens.
          onNavigate?.();
          cvDrop.open();
        }}
      >
        {text}
      </button>
    );
  }
  if (!entry.href) return null;
  if (entry.isExternal) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {text}
      </a>
    );
  }
  return (
    <Link to={entry.href} className={className} onClick={onNavigate}>
      {text}
    </Link>
  );
}

/**
 * Whether a group's dropdown or accordion starts with a link to the group's own page: not when
 * one of its entries already leads there («Toutes nos offres» under «Nos offres d'emploi»), so
 * a menu never lists one address twice.
 */
export const showsOverview = (group: SiteMapEntry) => Boolean(group.href) && !group.children.some((entry) => entry.href === group.href);

/** The label of a group's own page, shown first in its dropdown or accordion. */
export const overviewLabel = (group: SiteMapEntry, isAgencies: boolean) => (isAgencies ? "Toutes nos agences" : `Tout voir : ${group.label}`);

/** Agency entries drop the brand prefix («Alto Recrutement Lyon» → «Lyon»). */
export const entryLabel = (entry: SiteMapEntry, isAgencies: boolean, brandName: string) =>
  isAgencies ? stripBrandPrefix(entry.label, brandName) : entry.label;
