import { HeartHandshake, Repeat, Sprout, TrendingUp } from "lucide-react";
import { IconCards } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";

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
    <MarketingSection
      titleId="bilan-pour-qui"
      title="Un bilan de compétences, pour quoi faire ?"
      intro={
        <>
          Salarié, indépendant ou demandeur d'emploi, le bilan vous aide à analyser vos compétences, vos aptitudes et vos motivations pour définir un projet
          professionnel et, si besoin, un projet de formation.
        </>
      }
    >
      <div className="mt-10">
        <IconCards cards={situations} />
      </div>
    </MarketingSection>
  );
}
