import type { Route } from "./+types/bilan-de-competences";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { JsonLd } from "~/components/ui/json-ld";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { ServicesCarousel } from "~/components/services/services-carousel";
import { AssessmentHero } from "~/components/services/skills-assessment/assessment-hero";
import { AssessmentAudience } from "~/components/services/skills-assessment/assessment-audience";
import { AssessmentProgramme } from "~/components/services/skills-assessment/assessment-programme";
import { AssessmentFinancing } from "~/components/services/skills-assessment/assessment-financing";
import { AssessmentReasons } from "~/components/services/skills-assessment/assessment-reasons";

// The page's own path: left out of the services carousel.
const PATH = "/nos-prestations/bilan-de-competences";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Bilan de compétences éligible au CPF",
    description:
      "Bilan de compétences de 12 heures (8 entretiens individuels) à 1 890 €, éligible au CPF, mené par un consultant qui recrute au quotidien. Premier rendez-vous gratuit et suivi à 6 mois.",
    image: pagePicturePreview("boussole-bilan"),
  });

export default function SkillsAssessmentPage() {
  const { brand, publicUrl } = useRootData();
  return (
    <>
      {/* Lets search engines show the price and the provider next to the page. */}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Service",
          name: "Bilan de compétences",
          serviceType: "Bilan de compétences",
          url: `${publicUrl}${PATH}`,
          areaServed: "FR",
          provider: { "@type": "EmploymentAgency", name: brand.name, telephone: brand.phone },
          offers: { "@type": "Offer", price: "1890", priceCurrency: "EUR", description: "12 heures de rendez-vous, soit 8 entretiens individuels" },
        }}
      />
      <AssessmentHero />
      <AssessmentAudience />
      <AssessmentProgramme />
      <AssessmentFinancing />
      <AssessmentReasons />
      <ServicesCarousel current={PATH} />
      <ContactSection isFromService title="Réservez votre premier rendez-vous gratuit" />
      <AgenciesSection />
    </>
  );
}
