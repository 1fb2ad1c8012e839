import { BadgeEuro, EyeOff, HeartHandshake, MessagesSquare, Reply, ShieldCheck, type LucideIcon } from "lucide-react";

type Commitment = { icon: LucideIcon; title: string; text: string };

// The promises a candidate can hold us to; worded as commitments, not as marketing claims.
const commitments: Commitment[] = [
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
    <section aria-labelledby="engagements-titre" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="engagements-titre" className="text-3xl font-bold text-brand-900">
        Six engagements que vous pouvez nous rappeler
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Chez {brandName}, un recrutement réussi commence par un candidat bien traité. Ces engagements valent pour chacun de nos consultants, dans toutes nos
        agences.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {commitments.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-700">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
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
    <section aria-labelledby="parcours-titre" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="parcours-titre" className="text-3xl font-bold text-brand-900">
          Votre parcours avec nous, étape par étape
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
