import type { Route } from "./+types/pourquoi-nous-choisir";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { ContactSection } from "~/components/contact/contact-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { WhyUsHero } from "~/components/why-us/why-us-hero";
import { ValuesSection } from "~/components/why-us/values-section";
import { FiguresStrip } from "~/components/why-us/figures-strip";
import { ProcessSection } from "~/components/why-us/process-section";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Pourquoi nous choisir ? Notre méthode de recrutement",
    description:
      "Consultants spécialisés par métier, agences partout en France, premiers candidats en 10 à 15 jours et suivi jusqu'à la fin de la période d'essai : découvrez notre méthode en 4 étapes.",
    image: pagePicturePreview("loupe-chasse"),
  });

/** Static page: everything comes from the code and the brand settings, no loader needed. */
export default function WhyUsPage() {
  return (
    <>
      <WhyUsHero />
      <ValuesSection />
      <FiguresStrip />
      <ProcessSection />
      <ContactSection title="Parlons de votre prochain recrutement" />
      <AgenciesSection />
    </>
  );
}
