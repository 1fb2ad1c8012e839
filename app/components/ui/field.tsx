import { useId } from "react";
import { FieldError, RequiredMark } from "./field-parts";

type FieldProps = {
  label: string;
  required?: boolean;
  error?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean }) => React.ReactNode;
  className?: string;
};

/** A labelled control: required labels carry an asterisk, errors are announced with the field. */
export function Field({ label, required, error, children, className = "" }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined, "aria-required": required || undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";
