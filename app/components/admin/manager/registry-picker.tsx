import { useEffect, useState } from "react";
import { X } from "lucide-react";
import { inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";
import type { LandRegistry } from "~common/schemas/geo";
import type { ControlProps } from "./control-props";

type Place = Pick<LandRegistry, "id" | "label" | "code" | "zipcode">;

const search = (body: Record<string, unknown>) => api.post("/geo/search_land_registries", { body }).then((answer) => answer.rows);
const placeName = (place: Place) => `${place.label} (${place.zipcode ?? place.code})`;

/** Places named by their ids (the record's current choice), in a map for quick lookups. */
function usePlacesById(ids: number[]) {
  const [known, setKnown] = useState<Map<number, Place>>(new Map());
  const missing = ids.filter((id) => !known.has(id));
  const key = missing.join(",");
  useEffect(() => {
    if (!key) return;
    search({ ids: key.split(",").map(Number), limit: 500 }).then(
      (rows) => setKnown((current) => new Map([...current, ...rows.map((row) => [row.id, row] as const)])),
      () => {},
    );
  }, [key]);
  return { known, remember: (places: Place[]) => setKnown((current) => new Map([...current, ...places.map((p) => [p.id, p] as const)])) };
}

type Props = { control: ControlProps; label: string; level: 2 | 3; value: unknown; disabled: boolean; onChange: (value: unknown) => void; multiple: boolean };

/** Departments: the whole list once, filtered here. Towns: searched as the user types. */
function usePlaceResults(level: 2 | 3, query: string, disabled: boolean, remember: (places: Place[]) => void) {
  const [results, setResults] = useState<Place[]>([]);
  useEffect(() => {
    if (level !== 2 || disabled) return;
    search({ level: 2, limit: 10_000 }).then(
      (rows) => {
        remember(rows);
        setResults(rows);
      },
      () => {},
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picker
  }, [level, disabled]);
  useEffect(() => {
    if (level !== 3 || query.trim().length < 2) return;
    const timer = setTimeout(() => search({ level: 3, query: query.trim(), limit: 20 }).then(setResults, () => {}), 250);
    return () => clearTimeout(timer);
  }, [level, query]);
  const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const shown =
    level === 2
      ? results.filter((place) => !query.trim() || folded(`${place.code} ${place.label}`).includes(folded(query.trim())))
      : query.trim().length < 2
        ? []
        : results;
  return { shown, clear: () => setResults([]) };
}

/**
 * Picks departments or towns from the land registry (spec 3 §7: department lists ask for the
 * whole level at once; towns are searched, 20 at a time). One place (an agency's town) or
 * several (its departments), shown as removable chips.
 */
export function RegistryPicker({ control, label, level, value, disabled, onChange, multiple }: Props) {
  const ids = multiple ? (Array.isArray(value) ? (value as number[]) : []) : typeof value === "number" ? [value] : [];
  const { known, remember } = usePlacesById(ids);
  const [query, setQuery] = useState("");
  const results = usePlaceResults(level, query, disabled, remember);

  const pick = (place: Place) => {
    remember([place]);
    if (!multiple) {
      onChange(place.id);
      setQuery("");
      results.clear();
    } else onChange(ids.includes(place.id) ? ids.filter((id) => id !== place.id) : [...ids, place.id]);
  };
  const nameOf = (place: Place) => (level === 2 ? `${place.code} ${place.label}` : placeName(place));

  return (
    <div className="space-y-2">
      {ids.length > 0 && (
        <ChosenPlaces
          label={label}
          places={ids.map((id) => ({ id, name: known.has(id) ? placeName(known.get(id)!) : `n° ${id}` }))}
          onRemove={disabled ? undefined : (id) => onChange(multiple ? ids.filter((other) => other !== id) : null)}
        />
      )}
      {!disabled && (
        <>
          <input
            {...control}
            type="search"
            className={inputClass}
            placeholder={level === 2 ? "Filtrer les départements (nom ou numéro)" : "Rechercher une ville (2 lettres au moins)"}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {results.shown.length > 0 && (
            <ul aria-label={`${label} : propositions`} className="max-h-48 space-y-0.5 overflow-y-auto rounded-md border border-slate-200 p-1">
              {results.shown.map((place) => (
                <li key={place.id}>
                  {multiple ? (
                    <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
                      <input type="checkbox" className="size-4" checked={ids.includes(place.id)} onChange={() => pick(place)} />
                      {nameOf(place)}
                    </label>
                  ) : (
                    <button type="button" onClick={() => pick(place)} className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-50">
                      {nameOf(place)}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

type ChosenProps = { label: string; places: { id: number; name: string }[]; onRemove?: (id: number) => void };

/** The current choice as chips, each with its «Retirer» unless the field is read only. */
function ChosenPlaces({ label, places, onRemove }: ChosenProps) {
  return (
    <ul aria-label={`${label} : choix actuels`} className="flex flex-wrap gap-2">
      {places.map(({ id, name }) => (
        <li key={id} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900">
          {name}
          {onRemove && (
            <button type="button" onClick={() => onRemove(id)} aria-label={`Retirer ${name}`} className="rounded-full p-1 hover:bg-brand-100">
              <X aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
