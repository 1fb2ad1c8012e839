import { data } from "react-router";
import type { Route } from "./+types/survey";
import { hasRole } from "~common/roles";
import { SURVEY_NOT_FOUND } from "~common/job-survey";
import { pageMeta } from "~/lib/seo";
import { surveyTypeOf } from "~/services.server";
import { RestrictedArea } from "~/components/admin/restricted-area";
import { JobSurveyPage } from "~/components/job-survey/job-survey-page";

/**
 * /questionnaires/{id} and /questionnaires/light/{id} (the candidate's), and the staff's
 * read-only /questionnaires/consulting[/light]/{id} (spec 2 §2; decision 0027). The address
 * says the type and the mode; a survey of the other type is not found. The answers are not in
 * the page: the form reads them with the consent header once cookies are accepted.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const consulting = path.startsWith("/questionnaires/consulting/");
  const type = path.includes("/light/") ? "LIGHT" : "FULL";
  if (consulting && !hasRole(context.user, "staff")) return data({ restricted: true as const }, { status: context.user ? 403 : 401 });
  if ((await surveyTypeOf(context.db, params.id)) !== type) throw data(null, { status: 404 });
  return { restricted: false as const, publicId: params.id.toLowerCase(), type, consulting } as const;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? "Votre questionnaire" : SURVEY_NOT_FOUND,
    description: "Questionnaire candidat envoyé par votre consultant.",
    noindex: true,
  });

export default function SurveyRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.restricted) return <RestrictedArea />;
  return <JobSurveyPage publicId={loaderData.publicId} type={loaderData.type} consulting={loaderData.consulting} />;
}
