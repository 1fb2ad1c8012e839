import type { Route } from "./+types/recrutement-predictif";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { PredictiveHero } from "~/components/services/predictive/predictive-hero";
import { Comparison } from "~/components/services/predictive/comparison";
import { Advantages } from "~/components/services/predictive/advantages";
import { Testimonials } from "~/components/services/predictive/testimonials";
import { PredictiveFaq } from "~/components/services/predictive/predictive-faq";
import { SpecialtiesSection } from "~/components/sections/specialties-section";
import { Partners } from "~/components/services/predictive/partners";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Recrutement prédictif : cabinet spécialisé",
    description:
      "Évaluez comportements et motivations avant d'embaucher : 62 % de temps gagné sur la présélection, 40 % d'entretiens en moins et des recrues qui restent. Parlez-en à un consultant.",
    image: pagePicturePreview("cible-predictif"),
  });

// All content is static: the page needs no loader, the root's brand and menus suffice.
export default function PredictiveRecruitmentPage() {
  return (
    <>
      <PredictiveHero />
      <Comparison />
      <Advantages />
      <Testimonials />
      <PredictiveFaq />
      <SpecialtiesSection intro="Le recrutement prédictif s'appuie sur des consultants qui connaissent vos métiers et leurs réalités de terrain." />
      <Partners />
      <ContactSection isFromService title="Testez le recrutement prédictif sur votre prochain poste" />
      <AgenciesSection />
    </>
  );
}
