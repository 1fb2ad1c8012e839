import { Field, inputClass } from "~/components/ui/field";
import type { ContactFormState } from "./use-contact-form";
import type { DepartmentOption } from "./use-departments";

type TextField = "names" | "society" | "mail" | "phoneNumber";

/** A one-line field of the contact form; `inputProps` say what the browser may suggest or show as keyboard. */
export function ContactTextField({
  form,
  field,
  label,
  inputProps,
}: {
  form: ContactFormState;
  field: TextField;
  label: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field label={label} required error={form.visibleError(field)}>
      {(control) => (
        <input
          {...control}
          {...inputProps}
          className={inputClass}
          value={form.values[field]}
          onChange={(event) => form.setField(field, event.target.value)}
          onBlur={() => form.touch(field)}
        />
      )}
    </Field>
  );
}

export function DepartmentField({ form, departments, failed }: { form: ContactFormState; departments: DepartmentOption[]; failed: boolean }) {
  return (
    <Field
      label="Département"
      required
      error={form.visibleError("departmentId") ?? (failed ? "Liste des départements indisponible, réessayez plus tard" : undefined)}
    >
      {(control) => (
        <select
          {...control}
          className={inputClass}
          value={form.values.departmentId ?? ""}
          onChange={(event) => form.setField("departmentId", event.target.value ? Number(event.target.value) : null)}
          onBlur={() => form.touch("departmentId")}
        >
          <option value="">Sélectionnez un département</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>{`${d.code} – ${d.label}`}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function ProjectField({ form }: { form: ContactFormState }) {
  return (
    <Field label="Votre projet de recrutement" required error={form.visibleError("content")} className="sm:col-span-2">
      {(control) => (
        <textarea
          {...control}
          rows={10}
          className={inputClass}
          value={form.values.content}
          onChange={(event) => form.setField("content", event.target.value)}
          onBlur={() => form.touch("content")}
        />
      )}
    </Field>
  );
}
