import { data, redirect } from "react-router";
import type { Route } from "./+types/agency";
import { pageRecords } from "~/lib/page-records";
import { stripBrandPrefix } from "~common/site-map";
import { absolute, pageMeta, previewImage } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { findAgency, getAgencyReviews, listLatestOffers } from "~/services.server";
import { FEW_OFFERS_LIMIT } from "~common/offers";
import { LatestOffers } from "~/components/home/latest-offers";
import { BreadcrumbJsonLd, JsonLd } from "~/components/ui/json-ld";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { AgencyHeader } from "~/components/agencies/agency-header";
import { ReviewsList } from "~/components/agencies/reviews-list";
import { AgencyAbout } from "~/components/agencies/agency-about";
import { AgencyLocation } from "~/components/agencies/agency-location";
import { agencyJsonLd } from "~/components/agencies/agency-json-ld";
import { agencyPath } from "~/components/agencies/types";
import { atPlace, de } from "~common/format/typography";

const PREFIX = "cabinet-recrutement-";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const param = params.agencySlug;
  const lower = param.toLowerCase();
  // Agency pages only exist under /nos-agences/cabinet-recrutement-{slug} (spec 1 §2).
  if (!lower.startsWith(PREFIX)) throw data(null, { status: 404 });
  // One URL per agency: an upper-case link (old print, hand-typed) moves permanently.
  if (param !== lower) {
    const url = new URL(request.url);
    throw redirect(`/nos-agences/${encodeURIComponent(lower)}${url.search}`, 301);
  }
  const agency = await findAgency(context.db, param);
  if (!agency) throw data(null, { status: 404 });
  const city = agency.city?.name ?? stripBrandPrefix(agency.title, context.config.brand.name);
  // The agency's town, read like the search's location filter (spec 2 §7, the few-positions list).
  const [reviews, offers] = await Promise.all([
    getAgencyReviews(context.db, agency.id, context.reviews),
    listLatestOffers(context.db, { limit: FEW_OFFERS_LIMIT, location: city }),
  ]);
  return { agency, reviews, city, offers };
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "branding", model: "agency", id: data.agency.id, label: data.agency.title },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData) return pageMeta(args, { title: "Agence introuvable", description: "L'agence demandée n'existe pas ou n'existe plus.", noindex: true });
  const { agency, city } = loaderData;
  return pageMeta(args, {
    title: agency.seoTitle || `Cabinet de recrutement ${atPlace(city)}`,
    description:
      agency.seoDescription ||
      agency.description ||
      `Votre cabinet de recrutement à ${city} : des consultants qui connaissent le bassin d'emploi local et vous présentent rapidement des candidats qualifiés.`,
    image: previewImage(agency.contentPhoto, "photo"),
  });
};

export default function AgencyPage({ loaderData }: Route.ComponentProps) {
  const { agency, reviews, city, offers } = loaderData;
  const { publicUrl } = useRootData();
  const image = absolute(publicUrl, previewImage(agency.contentPhoto, "photo")?.url ?? "/favicon.svg");
  return (
    <>
      <BreadcrumbJsonLd
        steps={[
          { name: "Nos agences", path: "/nos-agences" },
          { name: agency.title, path: agencyPath(agency.slug) },
        ]}
      />
      <JsonLd data={agencyJsonLd(agency, `${publicUrl}${agencyPath(agency.slug)}`, image)} />
      <AgencyHeader agency={agency} />
      <AgencyAbout agency={agency} city={city} />
      <LatestOffers
        offers={offers}
        title={`Nos offres d'emploi à ${city}`}
        moreHref={`/nos-offres?${new URLSearchParams({ location: city })}`}
        moreLabel={`Voir toutes les offres à ${city}`}
        id="offres-agence"
      />
      <ReviewsList reviews={reviews} title={`Ils ont travaillé avec notre agence ${de(city)}`} />
      <AgencyLocation agency={agency} city={city} />
      <ContactSection title={`Un recrutement à ${city} ? Parlons-en`} />
      <AgenciesSection />
    </>
  );
}
