import { useEffect, useId, useRef, useState } from "react";
import { consultantIdOf, consultantLabel, type Consultant } from "~common/job-survey-consultants";
import { inputClass } from "~/components/ui/field";
import { api, outcomeOf } from "~/lib/api";

type Props = {
  value: string;
  onChange: (email: string) => void;
  readOnly: boolean;
  error?: string;
  onBlur: () => void;
};

const SEARCH_DELAY_MS = 300;

function useConsultantSearch(body: { query?: string; recruiterEmail?: string; recruiterId?: number } | null) {
  const [rows, setRows] = useState<Consultant[] | null>(null);
  const key = JSON.stringify(body);
  useEffect(() => {
    if (!body) return setRows(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const call = api.post("/account/search_users", { body: { ...body, isRestricted: true, limit: 10 }, signal: controller.signal, consent: true });
      void outcomeOf(call).then((outcome) => {
        // An admin's search passes on to the users manager's, whose rows carry these fields too.
        if (!controller.signal.aborted) setRows(outcome.ok ? outcome.body.rows : []);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key stands for the body's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return rows;
}

/**
 * The consultant the survey goes to (spec 2 §5, §7): chosen from the restricted users list,
 * searched by name or whole e-mail; selected on its own when exactly one matches. The value is
 * the address staff named (shown as given) or the id of the one picked: the list shows names
 * only, never other staff's addresses.
 */
export function ConsultantPicker({ value, onChange, readOnly, error, onBlur }: Props) {
  const id = useId();
  const [query, setQuery] = useState("");
  const typed = query.trim();
  const pickedId = consultantIdOf(value);
  const knownAddress = pickedId === null && value ? value : undefined;
  const chosen = useConsultantSearch(pickedId ? { recruiterId: pickedId } : knownAddress ? { recruiterEmail: knownAddress } : null)?.[0];
  const found = useConsultantSearch(!readOnly && typed.length >= 2 ? { query: typed } : null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const only = found?.length === 1 ? found[0]! : null;
    if (only && only.id !== chosen?.id && String(only.id) !== value) onChangeRef.current(String(only.id));
  }, [found, value, chosen]);

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-semibold text-slate-800">
        Votre consultant
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      </legend>
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800" aria-live="polite">
        {value ? (chosen ? consultantLabel(chosen, knownAddress) : value) : "Aucun consultant choisi"}
      </p>
      {!readOnly && (
        <>
          <label htmlFor={`${id}-search`} className="block text-sm text-slate-700">
            Rechercher par nom ou e-mail
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            value={query}
            autoComplete="off"
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
            onBlur={onBlur}
          />
          {found && typed.length >= 2 && (
            <ul className="space-y-1" aria-label="Consultants trouvés">
              {found.length === 0 && <li className="text-sm text-slate-600">Aucun consultant trouvé</li>}
              {found.map((consultant) => (
                <li key={consultant.id}>
                  <button
                    type="button"
                    aria-pressed={consultant.id === chosen?.id}
                    onClick={() => onChange(String(consultant.id))}
                    className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  >
                    {consultantLabel(consultant)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
