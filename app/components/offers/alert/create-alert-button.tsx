import { Suspense, useState } from "react";
import { BellPlus } from "lucide-react";
import { ALERT_MESSAGES } from "~common/candidate-forms";
import { hasSearchCriteria, type OfferSearch } from "~common/offer-search";
import { lazyPart } from "~/lib/lazy-part";
import { usePlaceLabel } from "./place-label";

// The dialog, its rules and the captcha load when a visitor asks for an alert.
const { LazyPart: AlertDialog, preload: loadAlertDialog } = lazyPart(() => import("./alert-dialog"));
const prefetch = () => {
  loadAlertDialog().catch(() => {
    /* the click retries */
  });
};

/** «Créer ton alerte»: usable once the search has at least one criterion (spec 2 §4). */
export function CreateAlertButton({ search }: { search: OfferSearch }) {
  const [open, setOpen] = useState(false);
  const enabled = hasSearchCriteria(search);
  const placeLabel = usePlaceLabel(search.location);
  return (
    <>
      <button
        type="button"
        disabled={!enabled}
        title={enabled ? undefined : ALERT_MESSAGES.criteria}
        onClick={() => setOpen(true)}
        onPointerEnter={enabled ? prefetch : undefined}
        onFocus={prefetch}
        className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
      >
        <BellPlus aria-hidden="true" className="size-5" />
        Créer ton alerte
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertDialog search={search} placeLabel={placeLabel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
