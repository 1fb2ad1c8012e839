import { useId, useState, type ReactNode } from "react";
import { MapPin, RotateCcw, Search } from "lucide-react";
import { FiltersToggle } from "~/components/ui/filters-toggle";
import { CONTRACT_OPTIONS, SECTOR_LABEL_MAX_LENGTH } from "~common/offers";
import { hasSearchCriteria, OFFER_DISTANCES_KM, searchCriteria, type OfferDistance, type OfferSearch } from "~common/offer-search";
import { inputClass } from "~/components/ui/field";
import { CreateAlertButton } from "~/components/offers/alert/create-alert-button";
import { PlaceCombobox } from "./place-combobox";
import { SalarySlider } from "./salary-slider";
import { useDebouncedText } from "~/lib/use-debounced-text";
import type { SearchChanges } from "./use-search-navigation";

/** Spec 2 §9: the sector select's text is cut at 19 characters; the value stays whole. */
export const sectorOptionText = (label: string) => (label.length > SECTOR_LABEL_MAX_LENGTH ? `${label.slice(0, SECTOR_LABEL_MAX_LENGTH).trimEnd()}…` : label);

/** Every criterion cleared: what «Réinitialiser les filtres» asks for. */
const NO_CRITERIA: SearchChanges = { query: "", location: "", distance: null, domain: "", contract: "", salaryMin: null, salaryMax: null };

/** The criteria folded under «Filtres» on phones (the text search stays in view); a salary range counts once. */
export function activeFilterCount(search: OfferSearch): number {
  const { location, domain, contract, salaryMin, salaryMax } = searchCriteria(search);
  return [location, domain, contract, salaryMin ?? salaryMax].filter((value) => value != null).length;
}

type Props = {
  search: OfferSearch;
  sectors: string[];
  onChange: (changes: SearchChanges) => void;
};

const labelClass = "mb-1 block text-sm font-semibold text-slate-800";

function TextControl(props: { label: string; icon: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400">{props.icon}</span>
        {props.children(id)}
      </div>
    </div>
  );
}

type SelectProps = { label: string; name: string; value: string; onChange: (value: string) => void; hint?: string; children: ReactNode };

/** A labelled select of the bar, with an optional hint under it. */
function SelectControl({ label, name, value, onChange, hint, children }: SelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

type FilterFieldsProps = {
  search: OfferSearch;
  sectors: string[];
  location: ReturnType<typeof useDebouncedText>;
  /** Sends the changes with what is being typed. */
  withTexts: (changes: SearchChanges) => void;
};

/** The criteria besides the text: the place and its radius, the sector, the contract, the salary. */
function FilterFields({ search, sectors, location, withTexts }: FilterFieldsProps) {
  // A URL may name a sector or contract the lists lack (an old link): keep it selectable.
  const sectorOptions = search.domain && !sectors.includes(search.domain) ? [search.domain, ...sectors] : sectors;
  const knownContract = CONTRACT_OPTIONS.some((option) => option.value === search.contract);
  return (
    <>
      <TextControl label="Département ou ville" icon={<MapPin aria-hidden="true" className="size-5" />}>
        {(id) => (
          <PlaceCombobox
            id={id}
            text={location.text}
            onType={location.onChange}
            onPick={(place) => {
              location.onChange(place.value);
              withTexts({});
            }}
          />
        )}
      </TextControl>
      <SelectControl
        label="Rayon"
        name="distance"
        value={String(search.distance ?? "")}
        hint="Autour de la ville choisie"
        onChange={(value) => withTexts({ distance: value ? (Number(value) as OfferDistance) : null })}
      >
        <option value="">Aucun</option>
        {OFFER_DISTANCES_KM.map((km) => (
          <option key={km} value={km}>{`${km}\u00a0km`}</option>
        ))}
      </SelectControl>
      <SelectControl label="Secteur" name="domain" value={search.domain} onChange={(domain) => withTexts({ domain })}>
        <option value="">Tous les secteurs</option>
        {sectorOptions.map((sector) => (
          <option key={sector} value={sector} title={sector}>
            {sectorOptionText(sector)}
          </option>
        ))}
      </SelectControl>
      <SelectControl label="Contrat" name="contract" value={search.contract} onChange={(contract) => withTexts({ contract })}>
        <option value="">Tous les contrats</option>
        {!knownContract && search.contract && <option value={search.contract}>{search.contract}</option>}
        {CONTRACT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
      <div className="md:col-span-2">
        <SalarySlider salaryMin={search.salaryMin} salaryMax={search.salaryMax} onCommit={(range) => withTexts(range)} />
      </div>
    </>
  );
}

/**
 * The offers search bar (spec 2 §2). A GET form with the URL's names, so a search also works
 * before the page's JS has loaded; once hydrated, every change updates the URL in place.
 */
export function SearchBar({ search, sectors, onChange }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = activeFilterCount(search);
  const query = useDebouncedText(search.query, (text) => onChange({ query: text }));
  const location = useDebouncedText(search.location, (text) => onChange({ location: text }));
  const formId = useId();

  // A select change also sends what is being typed, so the two never race each other.
  const withTexts = (changes: SearchChanges) => onChange({ query: query.take(), location: location.take(), ...changes });

  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <form
        id={formId}
        method="get"
        role="search"
        aria-label="Rechercher une offre d'emploi"
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          withTexts({});
        }}
      >
        <input type="hidden" name="page" value="1" />
        <input type="hidden" name="limit" value={search.limit} />
        {/* The order chosen under the results stays when the form is sent without JS. */}
        {search.sort && <input type="hidden" name="sort" value={search.sort} />}
        <TextControl label="Métier, mot-clé" icon={<Search aria-hidden="true" className="size-5" />}>
          {(id) => (
            <input
              id={id}
              type="search"
              name="query"
              value={query.text}
              maxLength={200}
              placeholder="Ex : Ingénieur, comptable…"
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => query.onChange(event.target.value)}
              className={`${inputClass} pl-10`}
            />
          )}
        </TextControl>
        {/* On phones the filters fold under one button, so the first results show without
          scrolling past them; from md up they are always open. */}
        <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen(!filtersOpen)} controls={filtersId} active={activeFilters} className="md:hidden" />
        <div id={filtersId} className={`${filtersOpen ? "grid" : "hidden"} gap-4 md:contents`}>
          <FilterFields search={search} sectors={sectors} location={location} withTexts={withTexts} />
        </div>
      </form>
      <SearchActions formId={formId} search={search} onReset={() => onChange(NO_CRITERIA)} />
    </div>
  );
}

/**
 * Outside the form: the alert dialog has a form of its own, and forms cannot nest. The submit
 * button joins the search form through its form attribute.
 */
function SearchActions({ formId, search, onReset }: { formId: string; search: OfferSearch; onReset: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap justify-end gap-3">
      {hasSearchCriteria(search) && (
        <button
          type="button"
          onClick={onReset}
          className="mr-auto inline-flex h-[42px] items-center justify-center gap-2 rounded-md px-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Réinitialiser les filtres
        </button>
      )}
      <button
        type="submit"
        form={formId}
        className="inline-flex h-[42px] items-center justify-center gap-2 rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
      >
        <Search aria-hidden="true" className="size-5" />
        Rechercher
      </button>
      <CreateAlertButton search={search} />
    </div>
  );
}
