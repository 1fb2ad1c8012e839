import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";
import { Hero } from "~/components/marketing/hero";

/** Opening of «Pourquoi nous choisir ?»: the promise, then the two ways to start. */
export function WhyUsHero() {
  const brand = useBrand();
  return (
    <Hero
      as="header"
      eyebrow={brand.name}
      title="Pourquoi nous choisir ?"
      intro={
        <>
          Un recrutement raté coûte cher : des mois de productivité perdus, une équipe fragilisée, une nouvelle recherche à relancer. Nous avons construit notre
          méthode pour l'éviter : des consultants qui connaissent votre métier, une présence dans votre région et un engagement qui ne s'arrête pas à la
          signature du contrat.
        </>
      }
      className="max-w-7xl py-16 md:py-24"
      actionsClassName="mt-10 flex-col sm:flex-row"
      picture="loupe-chasse"
    >
      <a href="#contact" className="rounded-full bg-accent px-6 py-3 text-center font-bold hover:bg-accent-hover">
        Confier un recrutement
      </a>
      <a href={phoneHref(brand.phone)} className="rounded-full border-2 border-white px-6 py-3 text-center font-bold hover:bg-white hover:text-brand-900">
        Appeler le {brand.phone}
      </a>
    </Hero>
  );
}
