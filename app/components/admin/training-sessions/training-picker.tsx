import { useEffect, useRef, useState } from "react";
import { inputClass } from "~/components/ui/field";
import { api } from "~/lib/api";

type Training = { id: number; label: string };
type Control = { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean };
type Props = { control: Control; value: Training | null; onChange: (training: Training | null) => void };

/** The catalogue holds a few dozen trainings: 100 matches cover any search typed. */
const MATCHES = 100;

/**
 * «Formation»: a search box narrowing a native select. A native select inside the form's
 * modal dialog stays in the top layer (a popover list would open behind it) and is read and
 * driven by keyboard and screen readers as any select.
 */
export function TrainingPicker({ control, value, onChange }: Props) {
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<Training[] | null>(null);
  const [failed, setFailed] = useState(false);
  const search = useRef<HTMLInputElement>(null);

  // The form's first question takes the focus once its dialog is open (an effect runs after
  // the dialog's showModal(), which would otherwise focus the close button).
  useEffect(() => search.current?.focus(), []);

  useEffect(() => {
    const controller = new AbortController();
    // A short pause while typing: one call per word, not per letter.
    const timer = setTimeout(() => {
      api.post("/training/search_trainings", { body: { query, limit: MATCHES }, signal: controller.signal }).then(
        (answer) => {
          setFailed(false);
          setOptions(answer.rows.map(({ id, label }) => ({ id, label })));
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // The chosen training stays listed whatever the search shows.
  const listed = value && options && !options.some((option) => option.id === value.id) ? [value, ...options] : (options ?? (value ? [value] : []));
  return (
    <div className="space-y-2">
      <input
        ref={search}
        type="search"
        aria-label="Rechercher une formation"
        placeholder="Rechercher une formation…"
        className={inputClass}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <select
        {...control}
        className={inputClass}
        value={value ? String(value.id) : ""}
        onChange={(event) => onChange(listed.find((option) => String(option.id) === event.target.value) ?? null)}
      >
        <option value="">{options === null ? "Chargement des formations…" : `— Choisir une formation (${options.length}) —`}</option>
        {listed.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {failed && <p className="text-sm text-red-700">La liste des formations n'a pas pu être chargée.</p>}
    </div>
  );
}
