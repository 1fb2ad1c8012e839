import type { OfferSummary } from "~common/offers";
import type { GoneOffer, OfferDetails } from "./types";
import { getOfferDetails, similarOffers, type Db } from "~/services.server";
import { INT4_MAX } from "~common/db-limits";

/** Other offers shown under a live one, and under an expired one. */
export const OTHER_OFFERS = 3;

export type OfferPageResult =
  | { kind: "missing" }
  | { kind: "redirect"; href: string }
  | { kind: "gone"; offer: GoneOffer; similar: OfferSummary[] }
  | { kind: "ok"; offer: OfferDetails; similar: OfferSummary[] };

/** The offer page's decision, kept out of the route so it can be tested against a database. */
export async function loadOfferPage(db: Db, slug: string, idParam: string): Promise<OfferPageResult> {
  if (!/^\d{1,10}$/.test(idParam)) return { kind: "missing" };
  const id = Number(idParam);
  // Ids are PostgreSQL integers: 2^31 and above cannot be an offer.
  if (id < 1 || id > INT4_MAX) return { kind: "missing" };
  const offer = await getOfferDetails(db, id);
  if (!offer) return { kind: "missing" };
  // The id identifies the offer; the slug follows its name, so a renamed offer's old links still land.
  if (slug !== offer.slug) return { kind: "redirect", href: offer.href };
  if (offer.expired) {
    const { name, city, departmentCode, contract } = offer;
    return { kind: "gone", offer: { id, name, city, departmentCode, contract }, similar: await similarOffers(db, offer, OTHER_OFFERS) };
  }
  // Issue 47: the same job first, then the same place (the service's order).
  return { kind: "ok", offer, similar: await similarOffers(db, offer, OTHER_OFFERS) };
}
