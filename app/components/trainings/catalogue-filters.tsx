import { useEffect, useId, useState } from "react";
import { SearchInput } from "~/components/ui/search-input";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/components/ui/site-link";
import { FiltersToggle } from "~/components/ui/filters-toggle";
import { REFERENCE_KINDS, TRAININGS_PAGE_SIZE, type ReferenceKind, type TrainingReference } from "~common/trainings";
import { useHydrated } from "~/lib/use-hydrated";
import { FILTER_PARAMS, activeFilterCount, catalogueSearchString, toggled, type CatalogueSearch } from "./catalogue-search";

export type ReferenceLists = Record<ReferenceKind, TrainingReference[]>;

const GROUP_TITLES: Record<ReferenceKind, string> = { thematics: "Thématiques", durations: "Durées", levels: "Niveaux", modalities: "Modalités" };

/**
 * The catalogue's search and its four checkbox groups (spec 1 §2). A plain GET form, so it
 * works before the page's JS has loaded; once hydrated, each tick updates the URL at once
 * (back to page 1). On a phone the groups fold behind a button, the results stay in view.
 */
export function CatalogueFilters({ search, references }: { search: CatalogueSearch; references: ReferenceLists }) {
  const { pathname, text, setText, asked, apply } = useCatalogueSearch(search);
  const [open, setOpen] = useState(false);
  const searchId = useId();
  const panelId = useId();
  const ticked = activeFilterCount(asked);

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label="Rechercher une formation"
      className="rounded-xl bg-white p-4 shadow-sm lg:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        apply(asked);
      }}
    >
      <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-800">
        Quelle formation recherchez-vous ?
      </label>
      {/* Side by side on a phone; stacked in the desktop's narrow column. */}
      <div className="flex gap-2 lg:flex-col">
        <SearchInput
          className="min-w-0 flex-1"
          id={searchId}
          name="recherche"
          value={text}
          maxLength={200}
          placeholder="Ex. : Excel, management…"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="shrink-0 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-hover lg:py-2">
          Rechercher
        </button>
      </div>
      {search.limit !== TRAININGS_PAGE_SIZE && <input type="hidden" name="limite" value={search.limit} />}

      <FiltersToggle open={open} onToggle={() => setOpen(!open)} controls={panelId} active={ticked} className="mt-4 w-full lg:hidden" />

      <div id={panelId} className={`${open ? "block" : "hidden"} lg:block`}>
        {REFERENCE_KINDS.map((kind) => (
          <FilterGroup key={kind} kind={kind} references={references[kind]} asked={asked} apply={apply} />
        ))}
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <ApplyWithoutScript />
          {ticked > 0 && (
            <Link
              to={pathname + catalogueSearchString({ ...asked, thematics: [], durations: [], levels: [], modalities: [], page: 1 })}
              preventScrollReset
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Effacer les filtres
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}

/**
 * The search the form shows and sends: the text being typed, and the ticks asked for. Each
 * change goes to the URL with the text as typed, back to page 1.
 */
function useCatalogueSearch(search: CatalogueSearch) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState(search.query);
  // Back, a link or the pagination changed the URL: show the search it holds.
  useEffect(() => setText(search.query), [search.query]);

  // What was asked, until the URL holds it: a tick shows at once, not when the results arrive.
  const [pending, setPending] = useState<CatalogueSearch | null>(null);
  useEffect(() => setPending(null), [search]);
  const apply = (next: CatalogueSearch) => {
    const target = { ...next, query: text.trim(), page: 1 };
    setPending(target);
    void navigate(pathname + catalogueSearchString(target), { preventScrollReset: true });
  };
  return { pathname, text, setText, asked: pending ?? search, apply };
}

type FilterGroupProps = { kind: ReferenceKind; references: TrainingReference[]; asked: CatalogueSearch; apply: (next: CatalogueSearch) => void };

/** One group of checkboxes (thematics, durations…); a tick or an untick applies at once. */
function FilterGroup({ kind, references, asked, apply }: FilterGroupProps) {
  return (
    <fieldset className="mt-5">
      <legend className="text-base font-bold text-brand-900">{GROUP_TITLES[kind]}</legend>
      <ul className="mt-2 space-y-0.5">
        {references.map((reference) => (
          <li key={reference.id}>
            <label className="flex cursor-pointer items-start gap-2.5 rounded py-1.5 text-slate-800 hover:text-brand-900">
              <input
                type="checkbox"
                name={FILTER_PARAMS[kind]}
                value={reference.id}
                checked={asked[kind].includes(reference.id)}
                onChange={() => apply(toggled(asked, kind, reference.id))}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              {reference.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Without JS a tick changes nothing until the form is sent: this button sends it. */
function ApplyWithoutScript() {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900">
      Appliquer les filtres
    </button>
  );
}
