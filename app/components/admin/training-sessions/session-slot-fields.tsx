import { Field, inputClass } from "~/components/ui/field";
import type { SessionDraft } from "./types";

type Props = {
  draft: SessionDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<SessionDraft>) => void;
};

/** When the session takes place, in Paris wall time, and how many places it has. */
export function SessionSlotFields({ draft, errors, onChange }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Début" required error={errors.startAt}>
          {(control) => (
            <input {...control} type="datetime-local" className={inputClass} value={draft.start} onChange={(e) => onChange({ start: e.target.value })} />
          )}
        </Field>
        <Field label="Fin" required error={errors.endAt}>
          {(control) => (
            <input {...control} type="datetime-local" className={inputClass} value={draft.end} onChange={(e) => onChange({ end: e.target.value })} />
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-600">Heures de Paris.</p>
      <Field label="Capacité (places, vide : sans limite)" error={errors.capacity}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className={inputClass}
            value={draft.capacity}
            onChange={(e) => onChange({ capacity: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
