export type { AgencyDetails, AgencySummary, AgencyDepartment, Review } from "~common/agencies";
export { agencyPath } from "~common/agencies";

/** «4,6»: French decimal comma, one decimal. */
export const formatRating = (rating: number) => rating.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
