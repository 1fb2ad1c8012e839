import { MarketingSection } from "~/components/marketing/marketing-section";

const phases = [
  {
    step: "Étape 0",
    title: "Entretien préliminaire gratuit",
    badge: "Gratuit et sans engagement",
    text: "Un premier échange pour comprendre votre situation et vos attentes, vous présenter la démarche et vérifier ensemble qu'un bilan répond bien à votre besoin. Vous décidez ensuite, sans pression.",
  },
  {
    step: "Étape 1",
    title: "Phase préliminaire",
    text: "Votre consultant analyse votre demande avec vous, précise vos objectifs et construit un parcours sur mesure : méthodes, outils et rythme des rendez-vous.",
  },
  {
    step: "Étape 2",
    title: "Phase d'investigation",
    text: "Relecture de votre parcours, tests de personnalité et d'intérêts professionnels, enquêtes auprès de professionnels en poste : vous explorez des pistes concrètes et mesurez leur réalisme face au marché de l'emploi.",
  },
  {
    step: "Étape 3",
    title: "Phase de conclusion",
    text: "Nous formalisons votre projet et les étapes pour le réaliser (formation, candidatures, mobilité). Vous recevez un document de synthèse qui n'est remis qu'à vous.",
  },
  {
    step: "Après le bilan",
    title: "Entretien de suivi à 6 mois",
    badge: "Facultatif",
    text: "Six mois plus tard, nous refaisons le point : avancement du projet, obstacles rencontrés, ajustements à prévoir. Un rendez-vous pour garder l'élan.",
  },
];

/** The legal three phases, framed by the free first interview and the follow-up at 6 months. */
export function AssessmentProgramme() {
  return (
    <MarketingSection
      titleId="bilan-programme"
      title="Le déroulé de votre bilan"
      intro="Un parcours structuré en trois phases, comme le prévoit le Code du travail, encadré par un premier rendez-vous offert et un entretien de suivi."
      centered
      band="bg-brand-50"
      className="max-w-5xl py-16"
    >
      <ol className="mt-12 space-y-6 border-l-4 border-accent pl-6 md:pl-10">
        {phases.map((phase) => (
          <li key={phase.title} className="relative rounded-xl bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="absolute -left-[2.1rem] top-7 size-4 rounded-full border-4 border-white bg-accent md:-left-[3.1rem]" />
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-hover">{phase.step}</p>
            <h3 className="mt-1 flex flex-wrap items-center gap-3 text-xl font-bold text-brand-900">
              {phase.title}
              {phase.badge && <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700">{phase.badge}</span>}
            </h3>
            <p className="mt-3 text-slate-700">{phase.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center text-slate-700">
        Tout ce que vous confiez reste confidentiel : les résultats du bilan vous appartiennent et ne sont transmis à personne sans votre accord.
      </p>
    </MarketingSection>
  );
}
