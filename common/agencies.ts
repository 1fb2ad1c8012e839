// The shapes of agencies and reviews as the server answers them and the pages read them.

/** Agency pages live at /nos-agences/cabinet-recrutement-{slug}; the stored slug has no prefix (spec 1 §2). */
export const AGENCY_SLUG_PREFIX = "cabinet-recrutement-";
export const agencyPath = (slug: string) => `/nos-agences/${AGENCY_SLUG_PREFIX}${slug}`;

/** A review as the maps service gives it (spec 1 §3, Review); time is an ISO 8601 date. */
export type Review = { author: string; author_photo: string | null; time: string; rating: number; text: string };

export type AgencyDepartment = { id: number; label: string; code: string; prefixDeterminer: string | null };
export type AgencyCity = { id: number; name: string; zipcode: string | null };

export type AgencyDetails = {
  id: number;
  title: string;
  slug: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  map: string | null;
  latitude: number | null;
  longitude: number | null;
  placeId: string | null;
  googleRating: number;
  googleReviewsCount: number;
  contentPhoto: string | null;
  content: string | null;
  description: string | null;
  video: string | null;
  city: AgencyCity | null;
  departementsIntervention: AgencyDepartment[];
  seoTitle: string | null;
  seoDescription: string | null;
};

export type AgencySummary = Pick<
  AgencyDetails,
  "id" | "title" | "slug" | "address" | "phone" | "email" | "googleRating" | "googleReviewsCount" | "description" | "city"
>;
