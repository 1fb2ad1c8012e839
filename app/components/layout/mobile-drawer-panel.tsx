import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { ChevronDown, X } from "lucide-react";
import { useRootData } from "~/lib/root-data";
import { entryLabel, NavLink, overviewLabel, showsOverview } from "./nav-link";
import { SiteLogo } from "./site-logo";

/**
 * The open drawer (lazy chunk of MobileDrawer): the site's modal dialog, so it opens in the
 * browser's top layer at full height whatever the header's styles (its backdrop blur would
 * otherwise anchor a fixed element to the 64 px header and clip it).
 */
export default function MobileDrawerPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { siteMap, brand, agenciesGroupId } = useRootData();
  const [expanded, setExpanded] = useState<number | null>(null);

  const rowClass = "flex w-full items-center justify-between px-4 py-3 text-left font-semibold";
  return (
    <Dialog
      onClose={onClose}
      label="Menu"
      initialFocus="first-control"
      testId="mobile-drawer"
      className="m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div id={id} className="flex min-h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <SiteLogo onNavigate={onClose} />
          <button type="button" onClick={onClose} className="rounded-md p-2 hover:bg-brand-50">
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">Fermer le menu</span>
          </button>
        </div>
        <ul className="divide-y divide-slate-100">
          {siteMap.map((group) => (
            <li key={group.id}>
              {group.children.length === 0 ? (
                <NavLink entry={group} className={rowClass} onNavigate={onClose} />
              ) : (
                <>
                  <button
                    type="button"
                    className={rowClass}
                    aria-expanded={expanded === group.id}
                    aria-controls={`${id}-${group.id}`}
                    onClick={() => setExpanded(expanded === group.id ? null : group.id)}
                  >
                    {group.label}
                    <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${expanded === group.id ? "rotate-180" : ""}`} />
                  </button>
                  <ul id={`${id}-${group.id}`} hidden={expanded !== group.id} className="bg-slate-50 pb-2">
                    {showsOverview(group) && (
                      <li>
                        <NavLink
                          entry={group}
                          label={overviewLabel(group, group.id === agenciesGroupId)}
                          className="block px-8 py-2 text-sm font-semibold"
                          onNavigate={onClose}
                        />
                      </li>
                    )}
                    {group.children.map((entry) => (
                      <li key={entry.id}>
                        <NavLink
                          entry={entry}
                          label={entryLabel(entry, group.id === agenciesGroupId, brand.name)}
                          className="block px-8 py-2 text-sm"
                          onNavigate={onClose}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
