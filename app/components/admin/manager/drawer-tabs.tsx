import { useRef } from "react";

export const tabId = (label: string) =>
  `onglet-${label
    .normalize("NFD")
    .replace(/[^\w]+/g, "-")
    .toLowerCase()}`;

/** The drawer's tabs (spec 3 §2.4, city pages): arrows move between them, as in any tab list. */
export function DrawerTabs({ tabs, active, onSelect }: { tabs: { label: string }[]; active: string; onSelect: (label: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const moveBy = (step: number) => {
    const index = (tabs.findIndex((tab) => tab.label === active) + step + tabs.length) % tabs.length;
    onSelect(tabs[index]!.label);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label="Parties de la fiche" className="flex flex-wrap gap-1 border-b border-slate-200 px-3 py-2">
      {tabs.map(({ label }) => (
        <button
          key={label}
          type="button"
          role="tab"
          id={tabId(label)}
          aria-selected={label === active}
          tabIndex={label === active ? 0 : -1}
          onClick={() => onSelect(label)}
          onKeyDown={(event) => {
            if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
            event.preventDefault();
            moveBy(event.key === "ArrowRight" ? 1 : -1);
          }}
          className={`rounded-md px-2.5 py-1.5 text-sm font-semibold ${label === active ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
