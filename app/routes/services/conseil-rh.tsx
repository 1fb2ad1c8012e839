import type { Route } from "./+types/conseil-rh";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { ServicesCarousel } from "~/components/services/services-carousel";
import { ConsultingHero } from "~/components/services/hr-consulting/consulting-hero";
import { ConsultingTopics } from "~/components/services/hr-consulting/consulting-topics";
import { ConsultingProgramme } from "~/components/services/hr-consulting/consulting-programme";
import { ContactPanel } from "~/components/services/hr-consulting/contact-panel";

// The page's own path: left out of the services swiper.
const PATH = "/nos-prestations/conseil-rh";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Conseil RH et accompagnement GPEC",
    description:
      "Analyse de votre demande, revue RH partagée, accompagnement GPEC et bilan à 3 mois : un conseil RH concret pour les PME et ETI, par des consultants qui recrutent au quotidien.",
    image: pagePicturePreview("equipe-rh"),
  });

export default function HrConsultingPage() {
  return (
    <>
      <ConsultingHero />
      <ConsultingTopics />
      <ConsultingProgramme />
      <ServicesCarousel current={PATH} />
      <ContactSection isFromService title="Parlons de vos enjeux RH" />
      <AgenciesSection />
      <ContactPanel />
    </>
  );
}
