import { data } from "react-router";
import { BreadcrumbJsonLd } from "~/components/ui/json-ld";
import type { Route } from "./+types/service-page";
import { pageRecords } from "~/lib/page-records";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { getServicePage } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { ServicePageView, servicePagePicture } from "~/components/services/generic/service-page-view";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getServicePage(context.db, params.slug);
  // Unknown or unpublished: the root error boundary shows the 404 page with a real 404 status.
  if (!page) throw data(null, { status: 404 });
  return { page };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "content", model: "servicepage", id: data.page.id, label: data.page.title },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const page = loaderData?.page;
  if (!page) return pageMeta(args, { title: "Page introuvable", description: "La page demandée n'existe pas ou n'existe plus.", noindex: true });
  return pageMeta(args, {
    title: page.seoTitle || page.title,
    description: page.seoDescription || page.header,
    image: pagePicturePreview(servicePagePicture(page.slug)),
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <BreadcrumbJsonLd steps={[{ name: page.title, path: `/nos-prestations/${page.slug}` }]} />
      <ServicePageView page={page} />
      <ContactSection isFromService title="Parlons de votre projet" />
      <AgenciesSection />
    </>
  );
}
