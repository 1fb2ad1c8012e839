import { BadgeEuro, EyeOff, HeartHandshake, MessagesSquare, Reply, ShieldCheck } from "lucide-react";
import { IconCards, type IconCard } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { NumberedSteps } from "~/components/marketing/numbered-steps";

// The promises a candidate can hold us to; worded as commitments, not as marketing claims.
const commitments: IconCard[] = [
  {
    icon: Reply,
    title: "Une réponse à chaque candidature",
    text: "Positive ou non, chaque candidature reçoit une réponse personnelle. Nous savons ce qu'il en coûte d'attendre sans nouvelles : vous ne resterez jamais sans réponse.",
  },
  {
    icon: MessagesSquare,
    title: "Un retour après chaque entretien",
    text: "Après un entretien, avec nous ou chez notre client, votre consultant vous appelle : ce qui a convaincu, ce qui a freiné, et les points à travailler pour la prochaine étape.",
  },
  {
    icon: EyeOff,
    title: "Une recherche en toute discrétion",
    text: "Vous êtes en poste ? Votre démarche reste confidentielle. Nous ne contactons jamais votre employeur actuel et ne sollicitons vos références qu'avec votre accord.",
  },
  {
    icon: ShieldCheck,
    title: "Aucun CV envoyé sans votre accord",
    text: "Avant toute présentation, nous vous décrivons l'entreprise, le poste et la rémunération. Votre CV ne part chez un client que si vous avez dit oui, et il peut être anonymisé à votre demande.",
  },
  {
    icon: HeartHandshake,
    title: "Un accompagnement jusqu'à votre intégration",
    text: "Préparation des entretiens, négociation de l'offre, premiers jours dans l'entreprise : nous restons à vos côtés et faisons le point avec vous pendant votre période d'essai.",
  },
  {
    icon: BadgeEuro,
    title: "Un service gratuit, ouvert à tous",
    text: "Vous ne payez rien, jamais (article L. 5321-3 du Code du travail). Chaque profil est évalué sur ses seules compétences, sans aucune discrimination.",
  },
];

export function CommitmentsSection({ brandName }: { brandName: string }) {
  return (
    <MarketingSection
      titleId="engagements-titre"
      title="Six engagements que vous pouvez nous rappeler"
      intro={
        <>
          Chez {brandName}, un recrutement réussi commence par un candidat bien traité. Ces engagements valent pour chacun de nos consultants, dans toutes nos
          agences.
        </>
      }
      introClassName="mt-3 text-lg"
    >
      <IconCards
        cards={commitments}
        icon="round"
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        cardClassName="rounded-xl border border-slate-200 p-6 shadow-sm"
        textClassName="mt-2 text-slate-700"
      />
    </MarketingSection>
  );
}

const steps = [
  {
    title: "Un premier échange pour vous connaître",
    text: "Un consultant spécialisé dans votre métier prend le temps de comprendre votre parcours, vos envies et vos contraintes : mobilité, salaire, rythme.",
  },
  {
    title: "Des postes choisis pour vous",
    text: "Nous vous proposons uniquement des postes qui correspondent à votre projet, en vous disant tout ce que nous savons de l'entreprise et de l'équipe.",
  },
  {
    title: "Des entretiens préparés et débriefés",
    text: "Attentes du manager, questions probables, points forts à mettre en avant : vous arrivez prêt, et nous faisons le bilan ensemble juste après.",
  },
  {
    title: "Une offre, puis une intégration suivie",
    text: "Nous vous aidons à étudier l'offre et à la négocier, puis nous prenons de vos nouvelles pendant vos premières semaines dans l'entreprise.",
  },
];

export function JourneySection() {
  return (
    <MarketingSection titleId="parcours-titre" title="Votre parcours avec nous, étape par étape" band="bg-slate-50">
      <NumberedSteps steps={steps} titleClassName="mt-4 font-bold text-slate-900" announceSteps={false} />
    </MarketingSection>
  );
}
