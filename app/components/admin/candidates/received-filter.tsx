import { X } from "lucide-react";
import { frenchDateTime, parisInstant } from "~common/format/date";
import type { ReceivedFilter } from "./address-search";

const WHAT = { APPLICATION: "Candidatures reçues", CV_DROP: "CV déposés", either: "CV reçus" } as const;

/** «Reçus depuis» as the CVthèque shows it while the list holds it (opened from the back-office home). */
export function ReceivedFilterNotice({ received, onClear }: { received: ReceivedFilter | null; onClear: () => void }) {
  const since = received && parisInstant(received.since);
  if (!received || !since) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-900">
      <span>
        {WHAT[received.kind ?? "either"]} depuis le {frenchDateTime(since)}
      </span>
      <button type="button" onClick={onClear} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        <X aria-hidden="true" className="size-4" /> Retirer ce filtre
      </button>
    </p>
  );
}
