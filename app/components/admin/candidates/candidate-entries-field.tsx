import type { ReactNode } from "react";

type Props<T> = {
  legend: string;
  /** The list's own message (too many entries). */
  error?: string;
  items: T[];
  /** What «add» appends. */
  blank: T;
  onChange: (items: T[]) => void;
  /** The «remove» button's text for entry n (1 for the first). */
  removeLabel: (n: number) => string;
  addLabel: string;
  /** One entry's fields; `n` numbers their labels, which must differ from one entry to the next. */
  children: (item: T, index: number, n: number) => ReactNode;
};

/** A list in the candidate form (jobs, degrees): each entry in its card with its «remove» button, then «add». */
export function EntriesField<T>({ legend, error, items, blank, onChange, removeLabel, addLabel, children }: Props<T>) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold">{legend}</legend>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {items.map((item, index) => (
        <div key={index} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
          {children(item, index, index + 1)}
          <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))} className="justify-self-start text-sm font-semibold text-red-700">
            {removeLabel(index + 1)}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...items, blank])} className="text-sm font-semibold text-brand-700">
        {addLabel}
      </button>
    </fieldset>
  );
}
