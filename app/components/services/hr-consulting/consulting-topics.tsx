import { Compass, Magnet, Network, ShieldCheck } from "lucide-react";
import { IconCards } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";

const topics = [
  {
    icon: Compass,
    title: "Anticiper vos besoins en compétences",
    text: "Départs en retraite, métiers en tension, nouvelles technologies : repérez les compétences qui vous manqueront demain et préparez-les dès aujourd'hui.",
  },
  {
    icon: Network,
    title: "Structurer votre organisation",
    text: "Fiches de poste à jour, rôles clarifiés, circuits de décision lisibles : chacun sait ce que l'on attend de lui et les managers peuvent manager.",
  },
  {
    icon: Magnet,
    title: "Fidéliser vos collaborateurs",
    text: "Parcours d'intégration, entretiens utiles, perspectives d'évolution visibles : gardez les talents que vous avez eu tant de mal à recruter.",
  },
  {
    icon: ShieldCheck,
    title: "Sécuriser vos pratiques",
    text: "Entretiens professionnels, obligations de formation, documents du personnel : faites le point sur ce que la loi vous impose et mettez-vous à jour sereinement.",
  },
];

/** The questions employers bring to an HR consultant. */
export function ConsultingTopics() {
  return (
    <MarketingSection
      titleId="conseil-enjeux"
      title="Les enjeux sur lesquels nous vous accompagnons"
      intro={
        <>
          Parce que nous recrutons tous les jours, nous voyons de près ce qui fait partir les salariés et ce qui les fait rester. Nos recommandations partent de
          cette réalité du terrain, pas d'un modèle théorique.
        </>
      }
    >
      <div className="mt-10">
        <IconCards cards={topics} />
      </div>
    </MarketingSection>
  );
}
