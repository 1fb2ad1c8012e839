import { frenchNumber } from "~common/format/number";

/** «1 offre», «0 offre», «152 offres»: French keeps the singular under two. */
export const offersCountText = (count: number) => `${frenchNumber(count)} ${count > 1 ? "offres" : "offre"}`;
