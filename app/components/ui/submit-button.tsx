import { useId } from "react";

type Props = {
  children: React.ReactNode;
  /** What is missing before the action can be used, as short imperatives; empty when none. */
  missing: readonly string[];
  /** A call under way: disabled, with nothing to explain. */
  busy?: boolean;
  /** Starts the sentence of reasons: «Avant d'envoyer : …». */
  lead?: string;
  className?: string;
  /** Drawn beside the button (a second action, a link). */
  beside?: React.ReactNode;
};

/**
 * A form's submit button that never stays disabled without saying why: the reasons are written
 * under it and tied to it (aria-describedby), so a visitor, sighted or not, knows what is left.
 */
export function SubmitButton({ children, missing, busy = false, lead = "Avant d'envoyer", className = "", beside }: Props) {
  const reasonId = `${useId()}-reason`;
  const blocked = missing.length > 0;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy || blocked} aria-describedby={blocked ? reasonId : undefined} className={className}>
          {children}
        </button>
        {beside}
      </div>
      {blocked && (
        <p id={reasonId} className="text-sm text-slate-700">
          {`${lead}\u00a0: ${missing.join(", ")}.`}
        </p>
      )}
    </div>
  );
}
