import { useEffect, useId, useRef, useState } from "react";
import { ChevronDown, Menu, X } from "lucide-react";
import { useRootData } from "~/lib/root-data";
import { entryLabel, NavLink, overviewLabel } from "./nav-link";
import { SiteLogo } from "./site-logo";

/**
 * Mobile menu: a left drawer with a two-level accordion built from the site map.
 * An entry with an href navigates and closes the drawer.
 */
export function MobileDrawer() {
  const { siteMap, brand, agenciesGroupId } = useRootData();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const drawerId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("button, a")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open]);

  const rowClass = "flex w-full items-center justify-between px-4 py-3 text-left font-semibold";
  return (
    <div className="xl:hidden">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
        className="rounded-md p-2 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Ouvrir le menu</span>
      </button>
      {open && (
        <div className="fixed inset-0 z-50">
          <div className="absolute inset-0 bg-slate-900/50" onClick={close} aria-hidden="true" />
          <div
            ref={panel}
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            data-testid="mobile-drawer"
            className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl"
          >
            <div className="flex items-center justify-between border-b border-slate-200 p-4">
              <SiteLogo onNavigate={close} />
              <button type="button" onClick={close} className="rounded-md p-2 hover:bg-brand-50">
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">Fermer le menu</span>
              </button>
            </div>
            <ul className="divide-y divide-slate-100">
              {siteMap.map((group) => (
                <li key={group.id}>
                  {group.children.length === 0 ? (
                    <NavLink entry={group} className={rowClass} onNavigate={close} />
                  ) : (
                    <>
                      <button
                        type="button"
                        className={rowClass}
                        aria-expanded={expanded === group.id}
                        aria-controls={`${drawerId}-${group.id}`}
                        onClick={() => setExpanded(expanded === group.id ? null : group.id)}
                      >
                        {group.label}
                        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${expanded === group.id ? "rotate-180" : ""}`} />
                      </button>
                      <ul id={`${drawerId}-${group.id}`} hidden={expanded !== group.id} className="bg-slate-50 pb-2">
                        {group.href && (
                          <li>
                            <NavLink entry={group} label={overviewLabel(group, group.id === agenciesGroupId)} className="block px-8 py-2 text-sm font-semibold" onNavigate={close} />
                          </li>
                        )}
                        {group.children.map((entry) => (
                          <li key={entry.id}>
                            <NavLink
                              entry={entry}
                              label={entryLabel(entry, group.id === agenciesGroupId, brand.name)}
                              className="block px-8 py-2 text-sm"
                              onNavigate={close}
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
        </div>
      )}
    </div>
  );
}
