import { MAX_DEADLINE_DAYS, parisDay } from "~common/job-survey-invitation";
import { Field, inputClass } from "~/components/ui/field";

type Props = { value: string; error?: string; onChange: (event: { target: { value: string } }) => void; className?: string };

/** The invitation's deadline: a day in Paris, from today to MAX_DEADLINE_DAYS ahead. */
export function DeadlineField({ value, error, onChange, className }: Props) {
  return (
    <Field label="Date limite pour répondre" required error={error} className={className}>
      {(control) => (
        <input {...control} type="date" required min={parisDay(0)} max={parisDay(MAX_DEADLINE_DAYS)} className={inputClass} value={value} onChange={onChange} />
      )}
    </Field>
  );
}
