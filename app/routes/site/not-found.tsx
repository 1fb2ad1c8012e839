import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { ErrorPage } from "~/components/layout/error-page";
import { loadCityPage } from "~/components/landing/load-city-page.server";
import { CityPageSections, cityPageMeta } from "~/components/landing/city-page-sections";

const NOT_FOUND = { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true };

// Every address no other route answers: a city page staff created in the manager (public at
// once, no deployment), else a real 404 that keeps header and footer.
export async function loader({ request, context }: Route.LoaderArgs) {
  const cityPage = await loadCityPage(context.db, new URL(request.url).pathname);
  return cityPage ? { cityPage } : data({ cityPage: null }, { status: 404 });
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) =>
  data.cityPage ? [{ appLabel: "content", model: "citypage", id: data.cityPage.id, label: data.cityPage.name }] : [],
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData?.cityPage ? cityPageMeta(args, loaderData.cityPage) : pageMeta(args, NOT_FOUND);

export default function NotFoundOrCityPage({ loaderData }: Route.ComponentProps) {
  return loaderData.cityPage ? <CityPageSections page={loaderData.cityPage} /> : <ErrorPage status={404} />;
}
