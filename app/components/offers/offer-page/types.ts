import type { OfferDetails } from "~common/offers";

export type { OfferDetails } from "~common/offers";

/** What an expired offer's 410 page needs: enough to name it, nothing to index. */
export type GoneOffer = Pick<OfferDetails, "id" | "name" | "city" | "departmentCode" | "contract">;
