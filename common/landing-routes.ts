/** The speciality pages (spec 1 §2); the job-profile type of each is in the speciality module. */
export const SPECIALITY_SLUGS = [
  "specialiste-recrutement-btp",
  "specialiste-recrutement-distribution",
  "specialiste-recrutement-numerique-informatique",
  "specialiste-recrutement-industrie",
] as const;

/** The local landing pages of the route table (spec 1 §2), each backed by a city page. */
export const LANDING_SLUGS = [
  ...["paris", "nord", "ouest", "sud-ouest", "sud-est", "nord-ouest", "nord-est"].map((region) => `cabinet-de-recrutement-chasseurs-de-tetes--${region}`),
  "agence-de-recrutement--nord-ouest",
  "trouver-un-nouveau-collaborateur--sud-ouest",
  "cabinet-de-recrutement-par-approche-directe--marseille",
];
