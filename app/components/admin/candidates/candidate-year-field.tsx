import { Field, inputClass } from "~/components/ui/field";

/** The candidate form's inputs: the drawer is narrow, its text a size smaller. */
export const smallInput = `${inputClass} text-sm`;

type Props = { label: string; error?: string; value: string; disabled?: boolean; onChange: (year: string) => void };

/** A year of a job or a degree (four digits, checked by the server's schema). */
export function YearField({ label, error, value, disabled, onChange }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          maxLength={4}
          className={smallInput}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
