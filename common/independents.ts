// The shapes of independent recruiters as the server answers them and the pages read them.
import type { AgencyDepartment } from "./agencies";

/** The longest `departement` a search reads: an INSEE code or a land registry id is far shorter. */
export const DEPARTEMENT_MAX_LENGTH = 20;

/** A department a recruiter works in: the same answer as an agency's. */
export type IndependentDepartment = AgencyDepartment;

export type IndependentSummary = {
  id: number;
  name: string;
  slug: string;
  pictureUrl: string | null;
  googleRating: number;
  googleReviewsCount: number;
  positionOrder: number;
  mainDepartment: IndependentDepartment | null;
  departementsIntervention: IndependentDepartment[];
};

export type IndependentDetails = IndependentSummary & {
  primaryLongDescription: string | null;
  secondaryLongDescription: string | null;
  tertiaryLongDescription: string | null;
  gmbUrl: string | null;
  placeId: string | null;
  phone: string | null;
  address: string | null;
  extraContent: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
};
