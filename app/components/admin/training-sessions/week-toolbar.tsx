import { ChevronLeft, ChevronRight } from "lucide-react";

type Props = { title: string; onPrevious: () => void; onNext: () => void; onToday: () => void };

const button =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

/**
 * The week's title and arrows, outside the calendar's scrolling box: on a phone the grid
 * scrolls sideways, the week shown and the way to change it stay in view.
 */
export function WeekToolbar({ title, onPrevious, onNext, onToday }: Props) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <button type="button" onClick={onPrevious} className={button} aria-label="Semaine précédente">
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" onClick={onNext} className={button} aria-label="Semaine suivante">
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <button type="button" onClick={onToday} className={button}>
        Cette semaine
      </button>
      <h2 aria-live="polite" className="ml-auto text-lg font-bold first-letter:uppercase sm:text-xl">
        {title}
      </h2>
    </div>
  );
}
