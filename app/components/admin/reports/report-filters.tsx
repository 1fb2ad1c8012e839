import { REPORT_CONTENT_TYPE_LABELS, REPORT_MODELS, REPORT_TYPE_LABELS } from "~common/reports";

export type Filters = { query: string; hasError: boolean; type: string; model: string };

type Props = {
  /** The search box's text, applied to `filters.query` after a pause. */
  typed: string;
  onTyped: (typed: string) => void;
  filters: Filters;
  onFilter: (next: Partial<Filters>) => void;
};

/** The reports list's filters: a text search, the content type, the report type, errors only. */
export function ReportFilters({ typed, onTyped, filters, onFilter }: Props) {
  return (
    <form role="search" aria-label="Filtrer les rapports" className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <label className="flex min-w-0 flex-col text-sm font-medium">
        Recherche
        <input
          type="search"
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          placeholder="Libellé ou adresse"
          className="mt-1 w-64 max-w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </label>
      <FilterSelect
        label="Type de contenu"
        value={filters.model}
        options={REPORT_MODELS.map((model) => [model, REPORT_CONTENT_TYPE_LABELS[model]])}
        onChange={(model) => onFilter({ model })}
      />
      <FilterSelect label="Type de rapport" value={filters.type} options={Object.entries(REPORT_TYPE_LABELS)} onChange={(type) => onFilter({ type })} />
      <label className="flex items-center gap-2 py-2 text-sm font-medium">
        <input type="checkbox" checked={filters.hasError} onChange={(event) => onFilter({ hasError: event.target.checked })} className="size-4" />
        Avec erreurs
      </label>
    </form>
  );
}

/** A filter of the reports list: «Tous», then its values with their French labels. */
function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
        <option value="">Tous</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
