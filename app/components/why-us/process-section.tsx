import { ClipboardList, HeartHandshake, UserSearch, ListChecks } from "lucide-react";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { NumberedSteps, type Step } from "~/components/marketing/numbered-steps";

const steps: Step[] = [
  {
    icon: ClipboardList,
    title: "Analyse de votre besoin",
    text: "Nous venons vous rencontrer pour comprendre le poste, l'équipe et vos enjeux. Ensemble, nous fixons les compétences indispensables, la rémunération juste au regard du marché et le calendrier de la mission.",
  },
  {
    icon: UserSearch,
    title: "Recherche des talents",
    text: "Nous interrogeons notre vivier, diffusons une annonce qui donne envie et, surtout, approchons directement les professionnels en poste qui ne répondent pas aux annonces.",
  },
  {
    icon: ListChecks,
    title: "Évaluation et présélection",
    text: "Entretiens approfondis, tests adaptés au poste et prises de références : vous ne rencontrez que les candidats qui cochent vraiment vos critères, chacun présenté par une synthèse écrite.",
  },
  {
    icon: HeartHandshake,
    title: "Intégration et suivi",
    text: "Nous vous accompagnons jusqu'à l'accord avec le candidat retenu, puis nous faisons le point avec vous et avec lui tout au long de sa période d'essai pour sécuriser son intégration.",
  },
];

/** The four-step recruitment process (spec 1 §2): an ordered list, numbered on screen too. */
export function ProcessSection() {
  return (
    <MarketingSection
      titleId="processus-title"
      title="Notre processus de recrutement en 4 étapes"
      intro="Une méthode éprouvée, la même dans toutes nos agences, pour que vous sachiez à chaque instant où en est votre recrutement."
      introClassName="mt-3 text-lg"
    >
      <NumberedSteps
        steps={steps}
        cardClassName="relative rounded-2xl border-t-4 border-accent bg-white p-6 shadow-md"
        numberClassName="text-4xl font-extrabold text-brand-600"
        padNumbers
        textClassName="mt-3 text-slate-700"
      />
    </MarketingSection>
  );
}
