// Type-only: the answers of the agency service, without pulling server code into the bundle.
export type { AgencyDetails, AgencySummary, AgencyDepartment } from "../../../server/modules/agencies/agencies.service";
export type { Review } from "../../../server/modules/agencies/reviews";

/** The page of an agency; the stored slug has no prefix (spec 1 §2). */
export const agencyHref = (slug: string) => `/nos-agences/cabinet-recrutement-${slug}`;

/** «4,6»: French decimal comma, one decimal. */
export const formatRating = (rating: number) => rating.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
