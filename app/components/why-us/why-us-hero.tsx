import { phoneHref } from "~common/brand";
import { useBrand } from "~/lib/root-data";
import { PageIllustration, heroWithPicture } from "~/components/marketing/page-picture";

/** Opening of «Pourquoi nous choisir ?»: the promise, then the two ways to start. */
export function WhyUsHero() {
  const brand = useBrand();
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className={`mx-auto max-w-7xl px-4 py-16 md:py-24 ${heroWithPicture}`}>
        <div>
          <p className="font-semibold uppercase tracking-wide text-accent-light">{brand.name}</p>
          <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">Pourquoi nous choisir ?</h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-200">
            Un recrutement raté coûte cher : des mois de productivité perdus, une équipe fragilisée, une nouvelle recherche à relancer. Nous avons construit
            notre méthode pour l'éviter : des consultants qui connaissent votre métier, une présence dans votre région et un engagement qui ne s'arrête pas à la
            signature du contrat.
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <a href="#contact" className="rounded-full bg-accent px-6 py-3 text-center font-bold hover:bg-accent-hover">
              Confier un recrutement
            </a>
            <a href={phoneHref(brand.phone)} className="rounded-full border-2 border-white px-6 py-3 text-center font-bold hover:bg-white hover:text-brand-900">
              Appeler le {brand.phone}
            </a>
          </div>
        </div>
        <PageIllustration picture="loupe-chasse" priority className="mt-10 lg:mt-0" />
      </div>
    </header>
  );
}
