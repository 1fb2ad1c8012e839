// The services page loaders call: the same ones the JSON API uses (one rule, one place).
// The .server suffix keeps them, and the database, out of the browser bundle.
// Reads of public content are memoized (server/lib/read-cache.ts): renders reuse them until a
// staff write or a task changes the content. Reads that depend on who asks, or that write,
// are not.
import { memoizedRead } from "../server/lib/read-cache";
import * as siteMap from "../server/modules/site-map/site-map.service";
import * as servicePages from "../server/modules/content/service-pages.service";
import * as faq from "../server/modules/content/faq.service";
import * as employerBrand from "../server/modules/employer-brand/employer-brand.service";
import * as agencies from "../server/modules/agencies/agencies.service";
import * as jobProfiles from "../server/modules/job-profiles/job-profiles.service";
import * as independents from "../server/modules/independents/independents.service";
import * as cityPages from "../server/modules/city-pages/city-pages.service";
import * as offers from "../server/modules/offers/offers.service";
import * as geo from "../server/modules/geo/geo.service";
import * as publicPages from "../server/modules/seo/public-pages.service";
import * as editorial from "../server/modules/editorial/editorial.service";
import * as trainings from "../server/modules/trainings/trainings.service";

export type { Db } from "../server/db/client";
export { adminManagerPage } from "../server/resources/admin-page.service";
export { getAgencyReviews } from "../server/modules/agencies/agencies.service";
export { getIndependentReviews } from "../server/modules/independents/independents.service";
export { confirmJobAlert, unsubscribeJobAlert } from "../server/modules/job-alerts/job-alerts.service";
export { loggableError } from "../server/lib/logger";
export { isDatabaseUnavailable } from "../server/lib/database-outage";
export { cvthequePage } from "../server/modules/candidates/candidate-search";
export { catalogueReviews, trainingReviews } from "../server/modules/trainings/training-reviews";
export { surveyPageOf } from "../server/modules/job-surveys/survey-pages";

export const getSiteMap = memoizedRead("getSiteMap", siteMap.getSiteMap);
export const getServicePage = memoizedRead("getServicePage", servicePages.getServicePage);
export const listPublishedServicePages = memoizedRead("listPublishedServicePages", servicePages.listPublishedServicePages);
export const listFaqItems = memoizedRead("listFaqItems", faq.listFaqItems);
export const searchPartners = memoizedRead("searchPartners", employerBrand.searchPartners);
export const searchTeamMembers = memoizedRead("searchTeamMembers", employerBrand.searchTeamMembers);
export const findAgency = memoizedRead("findAgency", agencies.findAgency);
export const searchAgencies = memoizedRead("searchAgencies", agencies.searchAgencies);
export const searchJobProfiles = memoizedRead("searchJobProfiles", jobProfiles.searchJobProfiles);
export const getJobProfileDetails = memoizedRead("getJobProfileDetails", jobProfiles.getJobProfileDetails);
export const findJobProfile = memoizedRead("findJobProfile", jobProfiles.findJobProfile);
export const listFrequentlyRecruited = memoizedRead("listFrequentlyRecruited", jobProfiles.listFrequentlyRecruited);
export const findIndependentBySlug = memoizedRead("findIndependentBySlug", independents.findIndependentBySlug);
export const searchIndependents = memoizedRead("searchIndependents", independents.searchIndependents);
export const getCityPageDetails = memoizedRead("getCityPageDetails", cityPages.getCityPageDetails);
export const searchOffers = memoizedRead("searchOffers", offers.searchOffers);
export const locationLabel = memoizedRead("locationLabel", geo.locationLabel);
export const listLatestOffers = memoizedRead("listLatestOffers", offers.listLatestOffers);
export const industryLabels = memoizedRead("industryLabels", offers.industryLabels);
export const getOfferDetails = memoizedRead("getOfferDetails", offers.getOfferDetails);
export const similarOffers = memoizedRead("similarOffers", offers.similarOffers);
export const listFooterPages = memoizedRead("listFooterPages", publicPages.listFooterPages);
export const listPublicPageFamilies = memoizedRead("listPublicPageFamilies", publicPages.listPublicPageFamilies);
export const searchBlogPages = memoizedRead("searchBlogPages", editorial.searchBlogPages);
export const searchPressReleases = memoizedRead("searchPressReleases", editorial.searchPressReleases);
export const searchTestimonials = memoizedRead("searchTestimonials", editorial.searchTestimonials);
export const listTags = memoizedRead("listTags", editorial.listTags);
export const latestPages = memoizedRead("latestPages", editorial.latestPages);
export const findArticle = memoizedRead("findArticle", editorial.findArticle);
export const findPressRelease = memoizedRead("findPressRelease", editorial.findPressRelease);
export const publicPagePaths = memoizedRead("publicPagePaths", editorial.publicPagePaths);
export const searchTrainings = memoizedRead("searchTrainings", trainings.searchTrainings);
export const searchReferences = memoizedRead("searchReferences", trainings.searchReferences);
export const findTraining = memoizedRead("findTraining", trainings.findTraining);
