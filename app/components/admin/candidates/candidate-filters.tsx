import { useEffect, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";
import { DISTANCE_INPUT_STEP, DISTANCE_MAX_KM, DISTANCE_SLIDER_STEP, type CandidateCriteria, type CandidatePlace } from "~common/candidates";

const LEVEL_NAMES = ["Pays", "Région", "Département", "Commune"];
const placeName = (p: CandidatePlace) => `${p.label} (${p.level === 3 ? (p.zipcode ?? p.code) : LEVEL_NAMES[p.level]})`;

const TEXT_FILTERS: { field: "profile" | "skills" | "education" | "contact" | "company"; label: string; placeholder: string }[] = [
  { field: "profile", label: "Profil", placeholder: "Ex. : secrétaire médicale" },
  { field: "skills", label: "Experience", placeholder: "Ex. : SAP, soudure, paie" },
  { field: "education", label: "Formation", placeholder: "Ex. : BTS, master finance" },
  { field: "contact", label: "Qui", placeholder: "Nom, e-mail ou téléphone" },
  { field: "company", label: "A travaillé chez", placeholder: "Ex. : Transports Berthier" },
];

type Props = {
  criteria: CandidateCriteria;
  /** The chosen place with its name (criteria.landRegistry is its id). */
  place: CandidatePlace | null;
  onChange: (next: Partial<CandidateCriteria>, immediate?: boolean) => void;
  onPlace: (place: CandidatePlace | null) => void;
};

/** The CVthèque's filters (spec 3 §2.3): five texts, then a place and the distance around it. */
export function CandidateFilters({ criteria, place, onChange, onPlace }: Props) {
  return (
    <div className="space-y-4">
      {TEXT_FILTERS.map(({ field, label, placeholder }) => (
        <Field key={field} label={label}>
          {(control) => (
            <input
              {...control}
              type="search"
              className={inputClass}
              placeholder={placeholder}
              value={criteria[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          )}
        </Field>
      ))}
      <PlacePicker
        placeId={criteria.landRegistry ?? null}
        place={place}
        onPick={(picked) => {
          onPlace(picked);
          onChange(picked ? { landRegistry: picked.id } : { landRegistry: null, distance: null }, true);
        }}
      />
      <DistanceFilter distance={criteria.distance ?? 0} disabled={!criteria.landRegistry} onChange={(km) => onChange({ distance: km || null }, true)} />
    </div>
  );
}

/** A place by name or postal code: the matches are offered in a list to choose from. */
function PlacePicker({ placeId, place, onPick }: { placeId: number | null; place: CandidatePlace | null; onPick: (place: CandidatePlace | null) => void }) {
  const [query, setQuery] = useState("");
  const [places, setPlaces] = useState<CandidatePlace[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return setPlaces([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.post("/geo/search_land_registries", { body: { query, limit: 20 }, signal: controller.signal }).then(
        (answer) => setPlaces(answer.rows),
        () => {},
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Lieu</legend>
      <Field label="Chercher une ville, un département">
        {(control) => (
          <input
            {...control}
            type="search"
            className={inputClass}
            placeholder="Ex. : Lyon, 69, 33000"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        )}
      </Field>
      <Field label="Lieu choisi">
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={placeId ?? ""}
            onChange={(e) => onPick([...places, ...(place ? [place] : [])].find((p) => String(p.id) === e.target.value) ?? null)}
          >
            <option value="">Partout</option>
            {places.map((p) => (
              <option key={p.id} value={p.id}>
                {placeName(p)}
              </option>
            ))}
            {placeId && !places.some((p) => p.id === placeId) && (
              <option value={placeId}>{place?.id === placeId ? placeName(place) : `Lieu n° ${placeId}`}</option>
            )}
          </select>
        )}
      </Field>
    </fieldset>
  );
}

/** 0 to 200 km: the slider by 10, the number by 5 (spec 3 §9); disabled until a place is chosen. */
function DistanceFilter({ distance, disabled, onChange }: { distance: number; disabled: boolean; onChange: (km: number) => void }) {
  const clamp = (value: number) => Math.min(DISTANCE_MAX_KM, Math.max(0, Math.round(value) || 0));
  return (
    <div className="space-y-2">
      <Field label="Distance (km)">
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            max={DISTANCE_MAX_KM}
            step={DISTANCE_INPUT_STEP}
            disabled={disabled}
            className={inputClass}
            value={distance}
            onChange={(e) => onChange(clamp(Number(e.target.value)))}
          />
        )}
      </Field>
      <input
        type="range"
        aria-label="Distance autour du lieu, en kilomètres"
        min={0}
        max={DISTANCE_MAX_KM}
        step={DISTANCE_SLIDER_STEP}
        disabled={disabled}
        value={distance}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="w-full accent-brand-700 disabled:opacity-40"
      />
    </div>
  );
}
