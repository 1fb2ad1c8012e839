import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/city-page";
import { pageMeta } from "~/lib/seo";
import { getCityPageDetails } from "~/services.server";
import { ErrorPage } from "~/components/layout/error-page";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { CityPageHero } from "~/components/landing/city-page-hero";
import { CityTowns } from "~/components/landing/city-towns";
import { splitParagraphs } from "~common/format/paragraphs";

// Declared once per landing slug (app/routes.ts): the slug is the path itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  const page = await getCityPageDetails(context.db, slug);
  // Unpublished or not created yet: a real 404 (the boundary below keeps header and footer).
  if (!page) throw data(null, { status: 404 });
  // A page staff moved elsewhere; pointing it at itself must not loop.
  if (page.redirectionUrl && page.redirectionUrl.replace(/\/+$/, "") !== `/${slug}`) {
    throw redirect(page.redirectionUrl, 301);
  }
  return {
    page: {
      name: page.name,
      // Split here, on the server: the browser receives plain paragraphs, no parsing code.
      paragraphs: splitParagraphs(page.body),
      cityData: page.cityData,
      seoTitle: page.seoTitle,
      seoDescription: page.seoDescription,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.page;
  if (!page) return pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });
  const description =
    page.seoDescription ||
    page.paragraphs[0] ||
    `${page.name} : des consultants qui connaissent le bassin d'emploi local et vous présentent rapidement des candidats qualifiés.`;
  return pageMeta(args, { title: page.seoTitle || page.name, description: description.length > 300 ? `${description.slice(0, 297)}…` : description });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <CityPageHero page={page} />
      <CityTowns towns={page.cityData} name={page.name} />
      <ContactSection title="Confiez-nous votre prochain recrutement" />
      <AgenciesSection />
    </>
  );
}

/** Inside the layout: a missing page keeps the header, the footer and a real 404 status. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
