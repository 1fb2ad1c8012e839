import { data, redirect } from "react-router";
import { BreadcrumbJsonLd } from "~/components/ui/json-ld";
import type { Route } from "./+types/independent";
import { pageRecords } from "~/lib/page-records";
import { withDeterminer } from "~common/format/place";
import { htmlToText } from "~common/format/rich-text";
import { pageMeta, previewImage } from "~/lib/seo";
import { useBrand } from "~/lib/root-data";
import { findIndependentBySlug, getIndependentReviews } from "~/services.server";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { IndependentHeader } from "~/components/independents/independent-header";
import { IndependentAbout } from "~/components/independents/independent-about";
import { ReviewsList } from "~/components/agencies/reviews-list";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lower = params.slug.toLowerCase();
  // One URL per recruiter: an upper-case link (hand-typed, old print) moves permanently.
  if (params.slug !== lower) {
    throw redirect(`/nos-recruteurs/${encodeURIComponent(lower)}${new URL(request.url).search}`, 301);
  }
  const independent = await findIndependentBySlug(context.db, lower);
  if (!independent) throw data(null, { status: 404 });
  const reviews = await getIndependentReviews(context.db, independent.id, context.reviews);
  return { independent, reviews };
}

const META_DESCRIPTION_MAX = 160;

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "branding", model: "independant", id: data.independent.id, label: data.independent.name },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData) return pageMeta(args, { title: "Recruteur introuvable", description: "Le recruteur demandé n'existe pas ou n'existe plus.", noindex: true });
  const { independent } = loaderData;
  const where = independent.mainDepartment ? ` dans le département ${withDeterminer(independent.mainDepartment)}` : "";
  // The presentation is rich text: its words only.
  const fallback =
    htmlToText(independent.primaryLongDescription) ||
    `${independent.name}, recruteur indépendant${where} : un recrutement sur mesure, au plus près de votre entreprise.`;
  return pageMeta(args, {
    title: independent.seoTitle || `${independent.name}, recruteur indépendant${where}`,
    description:
      independent.seoDescription || (fallback.length > META_DESCRIPTION_MAX ? `${fallback.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : fallback),
    image: previewImage(independent.pictureUrl, "portrait"),
  });
};

export default function IndependentPage({ loaderData }: Route.ComponentProps) {
  const { independent, reviews } = loaderData;
  const brand = useBrand();
  const firstName = independent.name.split(/\s+/)[0];
  return (
    <>
      <BreadcrumbJsonLd
        steps={[
          { name: "Nos recruteurs", path: "/nos-recruteurs" },
          { name: independent.name, path: `/nos-recruteurs/${independent.slug}` },
        ]}
      />
      <IndependentHeader independent={independent} brandName={brand.name} />
      <IndependentAbout independent={independent} />
      <ReviewsList reviews={reviews} title={`Ils ont recruté ou été recrutés avec ${firstName}`} />
      <ContactSection title={`Un recrutement à confier à ${firstName} ? Parlons-en`} />
      <AgenciesSection />
    </>
  );
}
