import { HeartHandshake, Repeat, Sprout, TrendingUp } from "lucide-react";
import { IconCards } from "~/components/ui/icon-cards";

const situations = [
  {
    icon: Repeat,
    title: "Vous envisagez une reconversion",
    text: "Avant d'investir dans une formation, vérifiez que le métier visé vous correspond vraiment et qu'il recrute là où vous vivez.",
  },
  {
    icon: TrendingUp,
    title: "Vous voulez évoluer",
    text: "Prise de poste de manager, mobilité interne, nouvelle spécialité : identifiez les compétences à consolider et la manière de les valoriser.",
  },
  {
    icon: Sprout,
    title: "Vous devez rebondir",
    text: "Fin de contrat, licenciement, retour après un congé : reprenez confiance en listant tout ce que vous savez déjà faire, et repartez avec un plan clair.",
  },
  {
    icon: HeartHandshake,
    title: "Vous cherchez du sens",
    text: "Lassitude, sentiment de tourner en rond : mettez des mots sur ce qui vous motive et trouvez un cadre de travail aligné avec vos valeurs.",
  },
];

/** Who the assessment is for: the situations in which people come to us. */
export function AssessmentAudience() {
  return (
    <section aria-labelledby="bilan-pour-qui" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="bilan-pour-qui" className="text-3xl font-bold text-brand-900">
        Un bilan de compétences, pour quoi faire ?
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Salarié, indépendant ou demandeur d'emploi, le bilan vous aide à analyser vos compétences, vos aptitudes et vos motivations pour définir un projet
        professionnel et, si besoin, un projet de formation.
      </p>
      <div className="mt-10">
        <IconCards cards={situations} />
      </div>
    </section>
  );
}
