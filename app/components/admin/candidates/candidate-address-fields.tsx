import { useEffect, useId, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";

type Address = { street: string; zipcode: string; town: string };
type Props = { value: Address; errors: Record<string, string>; onChange: (change: Partial<Address>) => void };

/** The communes of a postal code, offered as the town is typed (the server checks the pair). */
function useCommunes(zipcode: string): string[] {
  const [communes, setCommunes] = useState<string[]>([]);
  useEffect(() => {
    if (!/^\d{5}$/.test(zipcode)) return setCommunes([]);
    const controller = new AbortController();
    api.post("/geo/search_land_registries", { body: { query: zipcode, level: 3, limit: 20 }, signal: controller.signal }).then(
      // The query also matches INSEE codes: keep the communes of the code's department.
      ({ rows }) => setCommunes(rows.filter((row) => row.zipcode?.slice(0, 2) === zipcode.slice(0, 2)).map((row) => row.label)),
      () => {},
    );
    return () => controller.abort();
  }, [zipcode]);
  return communes;
}

/** Street, postal code and commune: the commune places the candidate on the map and in the search. */
export function CandidateAddressFields({ value, errors, onChange }: Props) {
  const listId = useId();
  const communes = useCommunes(value.zipcode.trim());
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_minmax(0,1fr)]">
      <legend className="mb-1 font-bold">Adresse</legend>
      <Field label="Rue" error={errors.street} className="sm:col-span-3">
        {(control) => (
          <input {...control} autoComplete="off" className={inputClass} value={value.street} onChange={(e) => onChange({ street: e.target.value })} />
        )}
      </Field>
      <Field label="Code postal" error={errors.zipcode}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            className={inputClass}
            value={value.zipcode}
            onChange={(e) => onChange({ zipcode: e.target.value })}
          />
        )}
      </Field>
      <Field label="Commune" error={errors.town} className="sm:col-span-2">
        {(control) => (
          <input {...control} list={listId} autoComplete="off" className={inputClass} value={value.town} onChange={(e) => onChange({ town: e.target.value })} />
        )}
      </Field>
      <datalist id={listId}>
        {communes.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
    </fieldset>
  );
}
