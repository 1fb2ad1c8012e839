import { ArrowDown, BrainCircuit } from "lucide-react";
import { useBrand } from "~/lib/root-data";
import { PageIllustration } from "~/components/marketing/page-picture";

/** The page's only h1, with the two ways forward: talk to us, or read the comparison first. */
export function PredictiveHero() {
  const brand = useBrand();
  return (
    <section aria-labelledby="predictif-titre" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-[3fr_2fr] md:items-start md:py-20">
        <div>
          <p className="font-semibold uppercase tracking-wide text-accent-light">Cabinet spécialisé dans le recrutement prédictif</p>
          <h1 id="predictif-titre" className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">
            Recrutement prédictif : embauchez des collaborateurs qui réussissent et qui restent
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            Un CV raconte un parcours, pas une manière de travailler. {brand.name} mesure ce que l'entretien classique laisse dans l'ombre — comportements,
            motivations, façon de décider sous pression — et le confronte à la réalité de votre poste et de votre équipe. Vous recrutez sur des faits, plus sur
            une intuition.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <a href="#contact" className="rounded-full bg-accent px-6 py-3 font-bold hover:bg-accent-hover">
              Parler à un consultant
            </a>
            <a
              href="#comparatif"
              className="inline-flex items-center gap-2 rounded-full border-2 border-white px-6 py-3 font-bold hover:bg-white hover:text-brand-900"
            >
              Traditionnel ou prédictif ?
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
        {/* The target and the figure it answers, one column: the picture would crowd a third one. */}
        <div className="grid gap-6">
          <PageIllustration picture="cible-predictif" priority />
          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 lg:p-8">
            <BrainCircuit aria-hidden="true" className="size-10 text-accent-light" />
            <p className="mt-4 text-5xl font-black">80&nbsp;%</p>
            <p className="mt-2 text-lg text-slate-100">
              des échecs de recrutement sont dus à une incompatibilité comportementale, pas à un manque de compétences techniques.
            </p>
            <p className="mt-6 border-t border-white/20 pt-6 text-slate-200">
              Et plus d'un candidat sur deux quitte son poste au bout d'un an et demi. Le recrutement prédictif s'attaque précisément à ces deux causes.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
