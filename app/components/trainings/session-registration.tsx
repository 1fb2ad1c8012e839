import { Suspense, useState } from "react";
import { frenchDateTimeRange } from "~common/format/date";
import type { TrainingDetails, TrainingSession } from "~common/trainings";
import { lazyPart } from "~/lib/lazy-part";

// The dialog, its rules and the captcha load when a visitor asks to register.
const { LazyPart: RegistrationDialog, preload: loadDialog } = lazyPart(() => import("./registration-dialog"));
const prefetch = () => {
  loadDialog().catch(() => {
    /* the click retries */
  });
};

/** The «S'inscrire» button of one session and its «Inscription» dialog (spec 1 §2). */
export function SessionRegistration({ training, session }: { training: TrainingDetails; session: TrainingSession }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={`S'inscrire à la session ${frenchDateTimeRange(session.startAt, session.endAt)}`}
        className="rounded-full bg-accent px-6 py-2 font-bold text-white hover:bg-accent-hover"
      >
        S'inscrire
      </button>
      {open && (
        <Suspense fallback={null}>
          <RegistrationDialog training={training} session={session} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
