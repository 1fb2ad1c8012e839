import type { ComponentProps } from "react";
import { IconCards } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { SpecialtiesSection } from "~/components/sections/specialties-section";
import { ContactSection } from "~/components/contact/contact-section";
import { FrequentProfiles } from "~/components/job-profiles/frequent-profiles";
import { LatestOffers } from "./latest-offers";
import { ServicesSection } from "./services-section";
import { CertificatesSection } from "./certificates-section";
import { PartnersSection } from "./partners-section";
import { CountersStrip } from "./counters-strip";
import { BlogCarousel, PressSection } from "./editorial-sections";

const strengths = [
  {
    title: "Des recruteurs de terrain",
    text: "Chaque agence connaît son bassin d'emploi : les entreprises qui recrutent, les salaires pratiqués, les candidats qui bougent.",
  },
  {
    title: "Une première sélection en quelques jours",
    text: "Nous activons notre vivier et l'approche directe dès la prise de brief, pour vous présenter des profils qualifiés sans attendre.",
  },
  {
    title: "Un engagement jusqu'à l'intégration",
    text: "Nous suivons chaque recrue pendant sa période d'essai : un recrutement n'est réussi que lorsqu'il dure.",
  },
];

export interface HomeLowerSectionsProps {
  latestOffers: ComponentProps<typeof LatestOffers>["offers"];
  frequentProfiles: ComponentProps<typeof FrequentProfiles>["profiles"];
  pressReleases: ComponentProps<typeof PressSection>["releases"];
  partners: ComponentProps<typeof PartnersSection>["partners"];
  articles: ComponentProps<typeof BlogCarousel>["articles"];
}

/**
 * The home page below its hero and key figures. The route loads this module lazily (decision
 * 0045): the server renders it whole, and the browser hydrates it once its code is there, in
 * a task of its own after the top of the page.
 */
export default function HomeLowerSections({ latestOffers, frequentProfiles, pressReleases, partners, articles }: HomeLowerSectionsProps) {
  return (
    <>
      <CountersStrip />
      <MarketingSection titleId="pourquoi" title="Un cabinet qui s'engage sur le résultat" plainTitle>
        <IconCards
          cards={strengths}
          className="mt-10 grid gap-6 md:grid-cols-3"
          cardClassName="rounded-xl border border-slate-200 p-6 shadow-sm"
          titleClassName="text-lg font-bold text-brand-700"
        />
      </MarketingSection>
      <LatestOffers offers={latestOffers} />
      <ServicesSection />
      <SpecialtiesSection intro="Des consultants qui connaissent vos métiers, leurs salaires et leurs viviers de candidats." />
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <FrequentProfiles profiles={frequentProfiles} />
      </div>
      <PressSection releases={pressReleases} />
      <PartnersSection partners={partners} />
      <CertificatesSection />
      <ContactSection />
      <AgenciesSection />
      <BlogCarousel articles={articles} />
    </>
  );
}
