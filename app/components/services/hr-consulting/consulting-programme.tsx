import { CheckList } from "~/components/marketing/check-list";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { NumberedSteps } from "~/components/marketing/numbered-steps";

// Spec 1 §2: request analysis, shared HR review, GPEC support, review at 3 months.
const steps = [
  {
    title: "Analyse de votre demande",
    text: "Un premier entretien avec la direction pour comprendre votre contexte, vos projets et ce qui vous freine aujourd'hui. Nous fixons ensemble le périmètre de la mission et les résultats attendus.",
  },
  {
    title: "Revue RH partagée",
    text: "Nous passons en revue vos pratiques avec vous, vos managers et quelques collaborateurs : recrutement, intégration, entretiens, formation, rémunération. Le diagnostic est discuté avec vous, pas simplement remis.",
  },
  {
    title: "Accompagnement GPEC",
    text: "Cartographie des métiers et des compétences, repérage des postes clés et des risques de départ, puis plan d'action concret : recrutements, formations, mobilités internes, que nous vous aidons à lancer.",
  },
  {
    title: "Bilan à 3 mois",
    text: "Trois mois plus tard, nous mesurons ensemble les effets des actions engagées et ajustons la feuille de route pour que les changements s'installent durablement.",
  },
];

const deliverables = [
  "Un diagnostic écrit de vos pratiques RH, avec leurs points forts et leurs fragilités",
  "Une cartographie des compétences de vos équipes et des postes clés",
  "Un plan d'action priorisé, calé sur vos moyens et votre calendrier",
  "Des outils prêts à l'emploi : fiches de poste, trames d'entretien, parcours d'intégration",
  "Un consultant référent joignable pendant toute la mission",
];

/** The four-step programme and what the client keeps at the end. */
export function ConsultingProgramme() {
  return (
    <MarketingSection id="demarche" titleId="conseil-demarche" title="Notre démarche en 4 étapes" centered band="scroll-mt-20 bg-brand-50">
      <NumberedSteps
        steps={steps}
        className="mt-12"
        cardClassName="flex flex-col rounded-xl bg-white p-6 shadow-sm"
        numberClassName="flex size-12 items-center justify-center rounded-full bg-accent text-xl font-extrabold text-white"
        titleClassName="mt-4 text-xl font-bold text-brand-900"
        textClassName="mt-3 text-slate-700"
      />
      <div className="mx-auto mt-14 max-w-3xl rounded-2xl bg-white p-8 shadow-sm">
        <h3 className="text-2xl font-bold text-brand-900">Ce que vous conservez à la fin de la mission</h3>
        <CheckList items={deliverables} />
      </div>
    </MarketingSection>
  );
}
