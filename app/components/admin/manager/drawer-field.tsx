import { Field } from "~/components/ui/field";
import type { FormFieldDef } from "~common/manager-meta";
import { FormControl } from "./form-control";
import { ReadOnlyText } from "./read-only-text";

type Props = {
  field: FormFieldDef;
  value: unknown;
  error?: string;
  editable: boolean;
  /** On another tab: kept mounted (its edits are kept), just hidden. */
  hidden: boolean;
  onChange: (value: unknown) => void;
};

/** One field of the drawer's form, labelled, with its message; a text that cannot be edited reads as text. */
export function DrawerField({ field, value, error, editable, hidden, onChange }: Props) {
  return (
    <div data-field={field.field} hidden={hidden}>
      <Field label={field.label} required={field.required} error={error}>
        {(control) =>
          (!editable || field.readOnly) && (field.type === "text" || field.type === "email") ? (
            <ReadOnlyText control={control} value={value} />
          ) : (
            <FormControl field={field} control={control} value={value} disabled={!editable || Boolean(field.readOnly)} onChange={onChange} />
          )
        }
      </Field>
    </div>
  );
}
