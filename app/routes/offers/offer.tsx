import { data, redirect } from "react-router";
import type { Route } from "./+types/offer";
import { pageRecords } from "~/lib/page-records";
import { contractLabel } from "~common/offers";
import { pageMeta } from "~/lib/seo";
import { loadOfferPage } from "~/components/offers/offer-page/load-offer.server";
import { LiveOffer } from "~/components/offers/offer-page/live-offer";
import { EXPIRED_TITLE, ExpiredOffer } from "~/components/offers/offer-page/expired-offer";
import { placeLabel } from "~/components/offers/offer-page/offer-facts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const result = await loadOfferPage(context.db, params.slug, params.id);
  switch (result.kind) {
    case "missing":
      throw data(null, { status: 404 });
    case "redirect":
      // One URL per offer (the canonical): old or mistyped slugs move permanently, tracking kept.
      throw redirect(`${result.href}${new URL(request.url).search}`, 301);
    case "gone":
      // 410 tells search engines the offer is gone for good; visitors still get a useful page.
      return data(result, { status: 410 });
    case "ok":
      return result;
  }
}

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => [
  { appLabel: "jobs", model: "position", id: data.offer.id, label: data.offer.name },
]);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  if (!loaderData) {
    return pageMeta(args, { title: "Offre introuvable", description: "L'offre d'emploi demandée n'existe pas ou n'existe plus.", noindex: true });
  }
  const { offer } = loaderData;
  const place = placeLabel(offer);
  const title = `${offer.name}${offer.city ? ` – ${offer.city}` : ""} (${contractLabel(offer.contract)})`;
  if (loaderData.kind === "gone") {
    return pageMeta(args, {
      title: `Offre expirée : ${title}`,
      description: `${EXPIRED_TITLE} : ${offer.name}${place ? ` à ${place}` : ""}. Découvrez nos offres d'emploi similaires.`,
      noindex: true,
    });
  }
  return pageMeta(args, { title, description: loaderData.offer.shortDescription || `${offer.name}${place ? ` à ${place}` : ""}.` });
};

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "gone") return <ExpiredOffer offer={loaderData.offer} similar={loaderData.similar} />;
  return <LiveOffer offer={loaderData.offer} similar={loaderData.similar} />;
}
