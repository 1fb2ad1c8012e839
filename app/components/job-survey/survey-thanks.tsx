import { Link } from "~/components/ui/site-link";
import { CircleCheck } from "lucide-react";

export const SURVEY_THANKS_TITLE = "Merci, votre questionnaire a bien été envoyé\u00a0!";

/**
 * The end of the survey (spec 2 §4), and what its link shows from then on (issue 48): the
 * answers are the staff's only once submitted, so the page says so instead of showing them.
 */
export function SurveyThanks() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lg sm:p-8">
      <CircleCheck aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
      <h1 className="mt-4 text-2xl font-bold">{SURVEY_THANKS_TITLE}</h1>
      <p className="mt-4 text-slate-700">Votre consultant a reçu vos réponses et vos documents. Il reviendra vers vous très vite.</p>
      <p className="mt-4 text-sm text-slate-600">
        Par confidentialité, vos réponses ne sont plus affichées ici. Pour en corriger une, répondez à l'e-mail de confirmation que vous avez reçu.
      </p>
      <Link to="/nos-offres" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-bold text-white">
        Voir nos offres
      </Link>
    </div>
  );
}
