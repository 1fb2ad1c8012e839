import { useEffect, useId, useRef, useState } from "react";
import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import type { SiteMapEntry } from "~common/site-map";
import { useRootData } from "~/lib/root-data";
import { entryLabel, NavLink, overviewLabel, showsOverview } from "./nav-link";

/** Desktop menu: one dropdown per site-map group with entries, a plain link otherwise. */
export function DesktopMenu() {
  const { siteMap, agenciesGroupId } = useRootData();
  const [openId, setOpenId] = useState<number | null>(null);
  const location = useLocation();
  useEffect(() => setOpenId(null), [location.pathname]);

  return (
    <nav aria-label="Menu principal" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {siteMap.map((group) => (
          <li key={group.id} className="relative">
            {group.children.length > 0 ? (
              <Dropdown
                group={group}
                isAgencies={group.id === agenciesGroupId}
                open={openId === group.id}
                onToggle={(open) => setOpenId(open ? group.id : null)}
              />
            ) : (
              <NavLink entry={group} className="block whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 2xl:px-2.5 2xl:text-base" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type DropdownProps = { group: SiteMapEntry; isAgencies: boolean; open: boolean; onToggle: (open: boolean) => void };

function Dropdown({ group, isAgencies, open, onToggle }: DropdownProps) {
  const { brand } = useRootData();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onToggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onToggle(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, onToggle]);

  const itemClass = "block rounded-md px-3 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    <div
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) onToggle(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 2xl:px-2.5 2xl:text-base"
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid={isAgencies ? "agencies-dropdown" : undefined}
        className={`absolute left-0 top-full z-40 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-xl ${isAgencies ? "w-[420px]" : "w-72"}`}
      >
        {showsOverview(group) && <NavLink entry={group} label={overviewLabel(group, isAgencies)} className={`${itemClass} font-semibold`} />}
        <ul className={isAgencies ? "grid grid-cols-2 gap-x-2" : undefined}>
          {group.children.map((entry) => (
            <li key={entry.id}>
              <NavLink entry={entry} label={entryLabel(entry, isAgencies, brand.name)} className={itemClass} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
