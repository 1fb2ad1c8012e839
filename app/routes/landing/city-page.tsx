import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/city-page";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { ErrorPage } from "~/components/layout/error-page";
import { loadCityPage } from "~/components/landing/load-city-page.server";
import { CityPageSections, cityPageMeta } from "~/components/landing/city-page-sections";

// Declared once per landing slug of the spec (app/routes.ts): the slug is the path itself.
// The city pages staff create elsewhere are served by the catch-all route (site/not-found.tsx).
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadCityPage(context.db, new URL(request.url).pathname);
  // Unpublished or not created yet: a real 404 (the boundary below keeps header and footer).
  if (!page) throw data(null, { status: 404 });
  return { page };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "content", model: "citypage", id: data.page.id, label: data.page.name },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData?.page
    ? cityPageMeta(args, loaderData.page)
    : pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <CityPageSections page={loaderData.page} />;
}

/** Inside the layout: a missing page keeps the header, the footer and a real 404 status. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
