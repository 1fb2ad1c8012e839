import type { PositionCard } from "~common/positions";
import type { GoneOffer, PositionDetails } from "./types";
import { getPositionDetails, nearbyPositions, similarPositions, type Db } from "~/services.server";
import { INT4_MAX } from "~common/schemas/zod";

/** Other offers shown under a live one, and under an expired one. */
export const OTHER_OFFERS = 3;

export type OfferPageResult =
  | { kind: "missing" }
  | { kind: "redirect"; href: string }
  | { kind: "gone"; offer: GoneOffer; similar: PositionCard[] }
  | { kind: "ok"; offer: PositionDetails; nearby: PositionCard[] };

/** The offer page's decision, kept out of the route so it can be tested against a database. */
export async function loadOfferPage(db: Db, slug: string, idParam: string): Promise<OfferPageResult> {
  if (!/^\d{1,10}$/.test(idParam)) return { kind: "missing" };
  const id = Number(idParam);
  // Ids are PostgreSQL integers: 2^31 and above cannot be an offer.
  if (id < 1 || id > INT4_MAX) return { kind: "missing" };
  const offer = await getPositionDetails(db, id);
  if (!offer) return { kind: "missing" };
  // The id identifies the offer; the slug follows its name, so a renamed offer's old links still land.
  if (slug !== offer.slug) return { kind: "redirect", href: offer.href };
  if (offer.expired) {
    const { name, city, departmentCode, contract } = offer;
    return { kind: "gone", offer: { id, name, city, departmentCode, contract }, similar: await similarPositions(db, offer, OTHER_OFFERS) };
  }
  return { kind: "ok", offer, nearby: await nearbyPositions(db, offer, OTHER_OFFERS) };
}
