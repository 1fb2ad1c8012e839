import { useEffect, useId, useRef, useState } from "react";
import { SearchInput } from "~/components/ui/search-input";
import { useLocation, useNavigate } from "react-router";
import { JOB_PROFILE_TYPES, JOB_PROFILE_TYPE_LABELS, catalogueSearchString, isJobProfileType, type CatalogueSearch } from "~common/job-profiles";
import { inputClass } from "~/components/ui/field";

/** Spec: the search follows the typing after 500 ms of calm, or at once on Enter. */
const DEBOUNCE_MS = 500;

/**
 * Search and type filter of the catalogue. A GET form, so it also works before hydration;
 * once hydrated, changes update the URL in place (and always go back to page 1).
 */
export function CatalogueFilters({ query, type }: Pick<CatalogueSearch, "query" | "type">) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState(query);
  const typed = useRef(false);
  // The query last sent or shown, and the ones this form sent that have not come back yet:
  // its own navigations must never overwrite what the visitor is still typing.
  const sent = useRef(query);
  const own = useRef(new Set<string>());
  const searchId = useId();
  const typeId = useId();

  // Back/forward or a link changed the URL: show what the page now shows.
  useEffect(() => {
    if (own.current.delete(query)) return;
    sent.current = query;
    setText(query);
    typed.current = false;
  }, [query]);

  const apply = (changes: Partial<Pick<CatalogueSearch, "query" | "type">>) => {
    if (changes.query !== undefined && changes.query !== query) {
      sent.current = changes.query;
      own.current.add(changes.query);
    }
    void navigate(pathname + catalogueSearchString({ query, type, ...changes, page: 1 }), { preventScrollReset: true });
  };

  useEffect(() => {
    // Only what the visitor typed is debounced; a value coming from the URL is already applied.
    if (!typed.current || text.trim() === sent.current) return;
    const timer = setTimeout(() => apply({ query: text.trim() }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // apply reads the latest criteria on each render; the timer only restarts on typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <form
      method="get"
      role="search"
      aria-label="Rechercher une fiche métier"
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ query: text.trim() });
      }}
    >
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-800">
          Quel métier recherchez-vous ?
        </label>
        <SearchInput
          id={searchId}
          name="query"
          value={text}
          maxLength={100}
          placeholder="Ex. : chef de chantier, data analyst…"
          autoComplete="off"
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
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
          onChange={(event) => apply({ type: isJobProfileType(event.target.value) ? event.target.value : "" })}
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
