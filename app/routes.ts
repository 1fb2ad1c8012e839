import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { LANDING_SLUGS, SPECIALITY_SLUGS } from "../common/landing-routes";

// French URLs from the spec, grouped by area. Menus show a site-map entry only once its
// route exists here (common/served-routes.ts).
export default [
  index("routes/site/home.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("faq", "routes/site/faq.tsx"),
  route("pourquoi-nous-choisir", "routes/site/pourquoi-nous-choisir.tsx"),
  route("mentions-legales", "routes/site/mentions-legales.tsx"),
  route("care-candidat", "routes/site/care-candidat.tsx"),
  route("donnees-personnelles", "routes/site/donnees-personnelles.tsx"),
  route("services/rpo", "routes/services/rpo.tsx"),
  route("services/evenementiel", "routes/services/evenementiel.tsx"),
  route("services/1er-cabinet-specialise-dans-le-recrutement-predictif", "routes/services/recrutement-predictif.tsx"),
  route("nos-prestations/bilan-de-competences", "routes/services/bilan-de-competences.tsx"),
  route("nos-prestations/conseil-rh", "routes/services/conseil-rh.tsx"),
  route("nos-prestations/:slug", "routes/services/service-page.tsx"),
  route("nos-agences", "routes/agencies/agencies.tsx"),
  route("nos-agences/:agencySlug", "routes/agencies/agency.tsx"),
  route("marque-employeur/notre-equipe/:brand", "routes/employer-brand/team.tsx"),
  route("marque-employeur/nos-partenaires/:brand", "routes/employer-brand/partners.tsx"),
  route("qui-sommes-nous/nos-engagements/great-place-to-work", "routes/employer-brand/great-place-to-work.tsx"),
  route("nos-recruteurs", "routes/independents/independents.tsx"),
  route("nos-recruteurs/:slug", "routes/independents/independent.tsx"),
  route("fiche-metier/:slug", "routes/job-profiles/job-profile.tsx"),
  route("catalogue-fiches-metier", "routes/job-profiles/catalogue.tsx"),
  ...SPECIALITY_SLUGS.map((slug) => route(slug, "routes/job-profiles/speciality.tsx", { id: `speciality:${slug}` })),
  // Landing pages are listed one by one: a ":slug" route at the root would swallow every
  // unknown single-segment URL and make every such href look "served" to the menus.
  ...LANDING_SLUGS.map((slug) => route(slug, "routes/landing/city-page.tsx", { id: `landing:${slug}` })),
  route("nos-offres", "routes/offers/offers.tsx"),
  route("nos-offres/:slug/:id", "routes/offers/offer.tsx"),
  route("nos-offres/alertes/:id/confirmation", "routes/offers/alert-confirmation.tsx"),
  route("nos-offres/alertes/:id/desinscription", "routes/offers/alert-unsubscribe.tsx"),
  route("notre-actu", "routes/editorial/news.tsx"),
  route("notre-actu/temoignages", "routes/editorial/testimonials.tsx"),
  route("presse", "routes/editorial/press.tsx"),
  route("presse/:slug", "routes/editorial/press-release.tsx"),
  route("recrutement/:slug", "routes/editorial/article.tsx"),
  route("plan-du-site", "routes/site/plan-du-site.tsx"),
  route("cookies-requis", "routes/site/cookies-requis.tsx"),
  route("account/authenticate/:provider", "routes/account/authenticate.tsx"),
  route("admin/jobs/candidat", "routes/admin/candidates.tsx"),
  route("admin/content/pagebuilder", "routes/admin/page-builder.tsx"),
  route("admin/:appLabel/:model", "routes/admin/manager.tsx"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
