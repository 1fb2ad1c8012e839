import { MarketingSection } from "~/components/marketing/marketing-section";
import { NumberedSteps } from "~/components/marketing/numbered-steps";

const steps = [
  {
    title: "Cadrage",
    text: "Postes à pourvoir, profils recherchés, nombre d'embauches visées, lieu et date : nous fixons ensemble les objectifs de l'événement et le format le plus efficace.",
  },
  {
    title: "Mobilisation des candidats",
    text: "Annonces ciblées, activation de notre vivier, partenaires locaux de l'emploi et réseaux sociaux : nous invitons, présélectionnons et relançons les candidats jusqu'au jour J.",
  },
  {
    title: "Le jour de l'événement",
    text: "Accueil, animation, planning des rencontres, grilles d'évaluation communes à tous vos managers : nos consultants s'occupent de l'organisation, vous vous concentrez sur les échanges.",
  },
  {
    title: "Suivi et bilan",
    text: "Dès le lendemain, vous recevez la synthèse des candidats rencontrés. Nous gérons les retours à chacun, organisons les seconds entretiens et suivons les recrues jusqu'à leur intégration.",
  },
];

export function EventProcess() {
  return (
    <MarketingSection titleId="deroulement-titre" title="Un événement clé en main, du cadrage au bilan" centered plainTitle band="bg-slate-50">
      <NumberedSteps
        steps={steps}
        cardClassName="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        numberClassName="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-black text-white"
      />
      <p className="mx-auto mt-10 max-w-3xl text-center text-lg text-slate-700">
        Candidats reçus avec attention, réponse donnée à chacun : un événement réussi recrute aujourd'hui et renforce votre réputation d'employeur pour les
        recrutements de demain.
      </p>
    </MarketingSection>
  );
}
