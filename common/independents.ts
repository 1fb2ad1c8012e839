// The shapes of independent recruiters as the server answers them and the pages read them.

export type IndependentDepartment = { id: number; label: string; code: string; prefixDeterminer: string | null };

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
