import { data } from "react-router";
import type { Route } from "./+types/survey";
import { hasRole } from "~common/roles";
import { SURVEY_NOT_FOUND } from "~common/job-survey";
import { pageMeta } from "~/lib/seo";
import { surveyPageOf } from "~/services.server";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { JobSurveyPage } from "~/components/job-survey/job-survey-page";
import { SurveyThanks } from "~/components/job-survey/survey-thanks";

/**
 * /questionnaires/{id} and /questionnaires/light/{id} (the candidate's), and the staff's
 * read-only /questionnaires/consulting[/light]/{id} (spec 2 §2; decision 0027). The address
 * says the type and the mode; a survey of the other type is not found. The answers are not in
 * the page: the form reads them with the consent header once cookies are accepted. Once
 * submitted, the candidate's address shows the thank-you page, rendered here with no cookie gate
 * (nothing personal is read); staff consult the answers at the consulting address (issue 48).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const consulting = path.startsWith("/questionnaires/consulting/");
  const type = path.includes("/light/") ? "LIGHT" : "FULL";
  if (consulting && !hasRole(context.user, "staff")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  const survey = await surveyPageOf(context.db, params.id);
  if (survey?.type !== type) throw data(null, { status: 404 });
  return { restricted: false as const, publicId: params.id.toLowerCase(), type, consulting, completed: survey.isCompleted && !consulting } as const;
}

// A survey's page changes when it is submitted (the thank-you page from then on): never kept by
// the page cache, a proxy or the browser; each address is one person's anyway.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: !args.loaderData ? SURVEY_NOT_FOUND : "completed" in args.loaderData && args.loaderData.completed ? "Questionnaire envoyé" : "Votre questionnaire",
    description: "Questionnaire candidat envoyé par votre consultant.",
    noindex: true,
  });

export default function SurveyRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.restricted) return <RestrictedArea />;
  if (loaderData.completed) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <SurveyThanks />
      </section>
    );
  }
  return <JobSurveyPage publicId={loaderData.publicId} type={loaderData.type} consulting={loaderData.consulting} />;
}
