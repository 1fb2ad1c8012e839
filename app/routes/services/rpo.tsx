import type { Route } from "./+types/rpo";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { JsonLd, faqPageJsonLd } from "~/components/ui/json-ld";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { RpoDefinition, RpoHero } from "~/components/services/rpo/rpo-intro";
import { RpoModes, RpoSituations } from "~/components/services/rpo/rpo-situations";
import { RpoIntegration } from "~/components/services/rpo/rpo-integration";
import { RpoFigures } from "~/components/services/rpo/rpo-figures";
import { RpoComparison } from "~/components/services/rpo/rpo-comparison";
import { RpoCommitments } from "~/components/services/rpo/rpo-commitments";
import { RpoFaq, rpoFaq } from "~/components/services/rpo/rpo-faq";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "RPO : externalisation du recrutement",
    description:
      "Confiez tout ou partie de vos recrutements à une équipe dédiée : premiers candidats en 10 à 15 jours, 92 % des recrutements validés à 12 mois, travail direct dans votre ATS, CRM ou ERP.",
    image: pagePicturePreview("relais-rpo"),
  });

/**
 * /services/rpo: static marketing content, so no loader; every block of spec 1 §2 in the
 * spec's order, ending with the short contact form and the agencies.
 */
export default function RpoPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(rpoFaq)} />
      <RpoHero />
      <RpoDefinition />
      <RpoSituations />
      <RpoModes />
      <RpoIntegration />
      <RpoFigures />
      <RpoComparison />
      <RpoCommitments />
      <RpoFaq />
      <ContactSection isFromService title="Parlons de votre projet RPO" />
      <AgenciesSection />
    </>
  );
}
