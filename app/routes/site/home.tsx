import { Suspense } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { pageRecords } from "~/lib/page-records";
import { lazyPart } from "~/lib/lazy-part";
import { pageMeta, pagePicturePreview } from "~/lib/seo";
import { JsonLd, organizationJsonLd, webSiteJsonLd } from "~/components/ui/json-ld";
import { useRootData } from "~/lib/root-data";
import { CallUsLink } from "~/components/marketing/call-us-link";
import { CtaLink } from "~/components/marketing/cta-link";
import { Hero } from "~/components/marketing/hero";
import { CountersBanner } from "~/components/home/counters-banner";
import { latestPages, listLatestOffers, listFrequentlyRecruited, searchPartners } from "~/services.server";
import { HOME_CAROUSEL_SIZE } from "~common/editorial";
import { HOME_OFFERS_LIMIT } from "~common/offers";

/**
 * Everything below the hero and the key figures, out of the first load (decision 0045): the
 * browser shows the server's HTML at once and hydrates it when this code has arrived.
 */
const { LazyPart: HomeLowerSections, preload: loadLowerSections } = lazyPart(() => import("~/components/home/home-lower-sections"));

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
    image: pagePicturePreview("accueil-equipe"),
  });

/** Partners of the home carousel: the first of the partners page. */
const HOME_PARTNERS = 16;

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

/**
 * A navigation to the home waits for the lower sections' code along with the data: the page
 * then appears whole, without sections filling in after it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // A failed download is not the page's: the sections try again as they render (lazyPart).
  const [data] = await Promise.all([serverLoader(), loadLowerSections().catch(() => undefined)]);
  return data;
}

export default function Home() {
  const sections = useLoaderData<typeof loader>();
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
        picture="accueil-equipe"
        titleClassName="max-w-3xl text-4xl"
        introClassName="max-w-2xl"
      >
        <CtaLink href={contactHref}>Contactez-nous</CtaLink>
        <CallUsLink />
      </Hero>
      <CountersBanner />
      <Suspense>
        <HomeLowerSections {...sections} />
      </Suspense>
    </>
  );
}
