import { frenchNumber } from "~common/format/number";
export type { AgencyDetails, AgencySummary, AgencyDepartment, Review } from "~common/agencies";
export { agencyPath } from "~common/agencies";

/** «4,6»: French decimal comma, one decimal. */
export const formatRating = (rating: number) => frenchNumber(rating, { minDecimals: 1 });
