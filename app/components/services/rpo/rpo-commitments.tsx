import { Clock, Eye, Handshake, ShieldCheck, UserCheck, UserRound } from "lucide-react";
import { IconCards } from "~/components/marketing/icon-cards";
import { RpoSection } from "./rpo-section";

const commitments = [
  {
    icon: Clock,
    title: "Réponse sous 48 h",
    text: "Une question, un nouveau poste, un retour sur un candidat : vous avez une réponse sous 48 h, sans relance.",
  },
  {
    icon: UserRound,
    title: "Un interlocuteur unique",
    text: "Un chef de projet RPO pilote votre mission de bout en bout et coordonne les recruteurs qui travaillent pour vous.",
  },
  {
    icon: UserCheck,
    title: "Des candidats évalués, pas des CV empilés",
    text: "Chaque candidat présenté a passé un entretien approfondi avec un consultant de votre secteur.",
  },
  {
    icon: Eye,
    title: "Une transparence totale",
    text: "Sources de candidats, délais, taux de conversion à chaque étape : vous suivez les mêmes indicateurs que nous.",
  },
  {
    icon: ShieldCheck,
    title: "Confidentialité et RGPD",
    text: "Les données des candidats restent dans vos outils et sont traitées selon vos règles et celles du RGPD.",
  },
  {
    icon: Handshake,
    title: "Un suivi après l'embauche",
    text: "Nous faisons le point avec la recrue et son manager pendant la période d'essai : un recrutement réussi est un recrutement qui dure.",
  },
];

export function RpoCommitments() {
  return (
    <RpoSection title="Nos engagements qualité" intro="Ce que nous vous garantissons, quelle que soit la taille de la mission.">
      <IconCards
        cards={commitments}
        icon="round"
        beside
        className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
        titleClassName="text-lg font-bold text-brand-900"
        textClassName="mt-1 text-slate-700"
      />
    </RpoSection>
  );
}
