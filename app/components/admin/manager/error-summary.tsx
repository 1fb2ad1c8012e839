import { counted } from "~common/format/count";

/**
 * Above a form after a failed save: how many fields to correct and which, announced at once by
 * screen readers (role="alert") while the first of them takes the focus. Each name goes to its
 * field, on whichever tab it sits.
 */
export function ErrorSummary({ fields, onPick }: { fields: { field: string; label: string }[]; onPick: (field: string) => void }) {
  if (fields.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">
        {counted(fields.length, "champ", "champs")} à corriger&nbsp;:{" "}
        {fields.map(({ field, label }, index) => (
          <span key={field}>
            {index > 0 && ", "}
            <button type="button" onClick={() => onPick(field)} className="font-semibold underline">
              {label}
            </button>
          </span>
        ))}
      </p>
    </div>
  );
}
