// The services page loaders call: the same ones the JSON API uses (one rule, one place).
// The .server suffix keeps them, and the database, out of the browser bundle.
export type { Db } from "../server/db/client";
export { getSiteMap } from "../server/modules/site-map/site-map.service";
export { adminManagerPage } from "../server/resources/admin-page.service";
export { getServicePage, listPublishedServicePages } from "../server/modules/content/service-pages.service";
export { listFaqItems } from "../server/modules/content/faq.service";
export { searchPartners, searchTeamMembers } from "../server/modules/employer-brand/employer-brand.service";
export { findAgency, searchAgencies, getAgencyReviews } from "../server/modules/agencies/agencies.service";
export { searchJobProfiles, getJobProfileDetails, findJobProfile, listFrequentlyRecruited } from "../server/modules/job-profiles/job-profiles.service";
export { findIndependentBySlug, getIndependentReviews, searchIndependents } from "../server/modules/independents/independents.service";
export { getCityPageDetails } from "../server/modules/city-pages/city-pages.service";
export { searchOffers, listLatestOffers, industryLabels, getOfferDetails, similarOffers, nearbyOffers } from "../server/modules/offers/offers.service";
export { confirmJobAlert, unsubscribeJobAlert } from "../server/modules/job-alerts/job-alerts.service";
export { listFooterPages, listPublicPageFamilies } from "../server/modules/seo/public-pages.service";
export { loggableError } from "../server/lib/logger";
export { isDatabaseUnavailable } from "../server/lib/database-outage";
export { cvthequePage } from "../server/modules/candidates/candidate-search";
export {
  searchBlogPages,
  searchPressReleases,
  searchTestimonials,
  listTags,
  latestPages,
  findArticle,
  findPressRelease,
  publicPagePaths,
} from "../server/modules/editorial/editorial.service";
export { searchTrainings, searchReferences, findTraining } from "../server/modules/trainings/trainings.service";
export { catalogueReviews, trainingReviews } from "../server/modules/trainings/training-reviews";
export { surveyTypeOf } from "../server/modules/job-surveys/survey-pages";
