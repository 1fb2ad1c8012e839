import { useId } from "react";
import { SearchInput } from "~/components/ui/search-input";
import { useLocation, useNavigate } from "react-router";
import { JOB_PROFILE_TYPES, JOB_PROFILE_TYPE_LABELS, catalogueSearchString, isJobProfileType, type CatalogueSearch } from "~common/job-profiles";
import { inputClass } from "~/components/ui/field";
import { useDebouncedText } from "~/lib/use-debounced-text";

/**
 * Search and type filter of the catalogue. A GET form, so it also works before hydration;
 * once hydrated, changes update the URL in place (and always go back to page 1). The text
 * follows the typing after a pause, or at once on Enter (useDebouncedText, as the offers').
 */
export function CatalogueFilters({ query, type }: Pick<CatalogueSearch, "query" | "type">) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const searchId = useId();
  const typeId = useId();
  const go = (changes: Partial<Pick<CatalogueSearch, "query" | "type">>) =>
    void navigate(pathname + catalogueSearchString({ query, type, ...changes, page: 1 }), { preventScrollReset: true });
  const text = useDebouncedText(query, (typed) => go({ query: typed }));

  return (
    <form
      method="get"
      role="search"
      aria-label="Rechercher une fiche métier"
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        go({ query: text.take() });
      }}
    >
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-800">
          Quel métier recherchez-vous ?
        </label>
        <SearchInput
          id={searchId}
          name="query"
          value={text.text}
          maxLength={100}
          placeholder="Ex. : chef de chantier, data analyst…"
          autoComplete="off"
          onChange={(event) => text.onChange(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={typeId} className="mb-1 block text-sm font-semibold text-slate-800">
          Secteur
        </label>
        <select
          id={typeId}
          name="type"
          value={type}
          onChange={(event) => go({ query: text.take(), type: isJobProfileType(event.target.value) ? event.target.value : "" })}
          className={inputClass}
        >
          <option value="">Tous les secteurs</option>
          {JOB_PROFILE_TYPES.map((value) => (
            <option key={value} value={value}>
              {JOB_PROFILE_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="inline-flex h-[42px] items-center justify-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
      >
        Rechercher
      </button>
    </form>
  );
}
