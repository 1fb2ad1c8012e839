import { SURVEY_NOT_FOUND, type JobSurveyType } from "~common/job-survey";
import { useCookieConsent } from "~/components/cookie-consent/cookie-consent";
import { CookiesRequired } from "~/components/cookie-consent/cookies-required";
import { useHydrated } from "~/lib/use-hydrated";
import { useJobSurvey } from "./use-job-survey";
import { SurveyCard } from "./survey-card";
import { SurveyThanks } from "./survey-thanks";

type Props = { publicId: string; type: JobSurveyType; consulting: boolean };

/**
 * The job survey (spec 2 §2): the form only once cookies are accepted (its answers travel with
 * the consent header), otherwise the cookie section; the thank-you screen at the end.
 */
export function JobSurveyPage({ publicId, type, consulting }: Props) {
  const { accepted } = useCookieConsent();
  const hydrated = useHydrated();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {!hydrated ? (
        <p role="status">Chargement du questionnaire…</p>
      ) : accepted ? (
        <SurveyLoader publicId={publicId} type={type} consulting={consulting} />
      ) : (
        <CookiesRequired heading="h1" />
      )}
    </section>
  );
}

function SurveyLoader({ publicId, type, consulting }: Props) {
  const survey = useJobSurvey({ publicId, type, consulting });
  if (survey.phase === "loading") return <p role="status">Chargement du questionnaire…</p>;
  if (survey.phase === "missing")
    return <Message title={SURVEY_NOT_FOUND} text="Le lien est incomplet, ou ce questionnaire a été supprimé. Contactez votre consultant." />;
  if (survey.phase === "failed")
    return <Message title="Le questionnaire n'a pas pu être chargé" text="Vérifiez votre connexion internet, puis rechargez la page." />;
  if (survey.phase === "done") return <SurveyThanks />;
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">{consulting ? "Questionnaire (consultation)" : "Votre questionnaire"}</h1>
      <p className="mb-6 text-slate-700">
        {consulting
          ? "Réponses du candidat, en lecture seule."
          : "Répondez à votre rythme : vos réponses sont enregistrées au fur et à mesure et vous reprendrez où vous en étiez."}
      </p>
      <SurveyCard survey={survey} publicId={publicId} type={type} />
    </>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
    </div>
  );
}
