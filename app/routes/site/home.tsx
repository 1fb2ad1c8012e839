import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { pageRecords } from "~/lib/page-records";
import { pageMeta } from "~/lib/seo";
import { JsonLd, organizationJsonLd, webSiteJsonLd } from "~/components/ui/json-ld";
import { useRootData } from "~/lib/root-data";
import { ContactSection } from "~/components/contact/contact-section";
import { CallUsLink } from "~/components/marketing/call-us-link";
import { CtaLink } from "~/components/marketing/cta-link";
import { Hero } from "~/components/marketing/hero";
import { IconCards } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { AgenciesSection } from "~/components/sections/agencies-section";
import { SpecialtiesSection } from "~/components/sections/specialties-section";
import { CountersBanner } from "~/components/home/counters-banner";
import { ServicesSection } from "~/components/home/services-section";
import { CertificatesSection } from "~/components/home/certificates-section";
import { PartnersSection } from "~/components/home/partners-section";
import { latestPages, listLatestOffers, listFrequentlyRecruited, searchPartners } from "~/services.server";
import { BlogCarousel, PressSection } from "~/components/home/editorial-sections";
import { HOME_CAROUSEL_SIZE } from "~common/editorial";
import { FrequentProfiles } from "~/components/job-profiles/frequent-profiles";
import { LatestOffers } from "~/components/home/latest-offers";
import { HOME_OFFERS_LIMIT } from "~common/offers";

// The dial's «Cette page» opens these records' managers.
export const handle = pageRecords<Route.ComponentProps["loaderData"]>(() => [
  { appLabel: "branding", model: "partner", label: "Partenaires" },
  { appLabel: "jobs", model: "jobprofile", label: "Fiches Métier" },
  { appLabel: "jobs", model: "position", label: "Offres" },
  { appLabel: "content", model: "blog", label: "Blog" },
  { appLabel: "content", model: "pressrelease", label: "Articles de presse" },
]);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Cabinet de recrutement et services RH partout en France",
    description:
      "Cabinet de recrutement spécialisé : BTP, distribution, industrie, numérique. Des recruteurs ancrés dans votre région pour trouver vite les bons profils, en CDI, CDD ou freelance.",
  });

/** Partners of the home strip: the first of the partners page. */
const HOME_PARTNERS = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const [{ rows }, frequentProfiles, latestOffers, articles, pressReleases] = await Promise.all([
    searchPartners(context.db, { page: 1, limit: HOME_PARTNERS }),
    listFrequentlyRecruited(context.db),
    listLatestOffers(context.db, { limit: HOME_OFFERS_LIMIT }),
    latestPages(context.db, "BLOG", HOME_CAROUSEL_SIZE),
    latestPages(context.db, "PRESSRELEASE", 3),
  ]);
  // The cards need no text beyond their title: the home's hydration data stays small.
  const card = <T extends { excerpt: string }>(page: T) => ({ ...page, excerpt: "" });
  return {
    partners: rows.map(({ id, label, url, description, image }) => ({ id, label, url, description, image })),
    frequentProfiles,
    latestOffers,
    articles: articles.map(card),
    pressReleases: pressReleases.map(card),
  };
}

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

export default function Home() {
  const { partners, frequentProfiles, latestOffers, articles, pressReleases } = useLoaderData<typeof loader>();
  const { brand, contactHref, publicUrl } = useRootData();
  return (
    <>
      <JsonLd data={organizationJsonLd(brand, publicUrl)} />
      <JsonLd data={webSiteJsonLd(brand, publicUrl)} />
      <Hero
        eyebrow="Cabinet de recrutement"
        title="Recrutez les talents qui feront grandir votre entreprise"
        intro={
          <>
            {brand.name} accompagne les PME, ETI et grands groupes dans leurs recrutements de techniciens, cadres et dirigeants, et aide chaque candidat à
            trouver le poste qui lui correspond.
          </>
        }
        className="max-w-7xl py-20 md:py-28"
        titleClassName="max-w-3xl text-4xl"
        introClassName="max-w-2xl"
      >
        <CtaLink href={contactHref}>Contactez-nous</CtaLink>
        <CallUsLink />
      </Hero>
      <CountersBanner />
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
