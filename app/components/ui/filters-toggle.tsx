import { ChevronDown, SlidersHorizontal } from "lucide-react";

type Props = {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it folds. */
  controls: string;
  /** How many criteria are in use, shown as «Filtres (2)». */
  active: number;
  /** Where it shows: the panel is always open from that width on (`md:hidden`, `lg:hidden`). */
  className: string;
};

/**
 * On phones a search's filters fold under one button, so the first results show without
 * scrolling past them (offers, trainings); it says how many are in use while folded.
 */
export function FiltersToggle({ open, onToggle, controls, active, className }: Props) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`flex items-center justify-between gap-2 rounded-md border border-slate-300 px-3 py-2.5 text-left font-semibold text-brand-900 ${className}`}
    >
      <span className="flex items-center gap-2">
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {active > 0 ? `Filtres (${active})` : "Filtres"}
      </span>
      <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
    </button>
  );
}
