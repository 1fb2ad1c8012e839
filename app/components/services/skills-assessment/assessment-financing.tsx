import { Briefcase, ExternalLink, UserRound, Wallet } from "lucide-react";
import { CheckList } from "~/components/marketing/check-list";
import { IconCards, type IconCard } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { QualiopiNotice } from "~/components/trainings/qualiopi-notice";
import { CPF_URL } from "./assessment-hero";

// Spec 1 §9: 1 890 € for 12 hours of appointments (8 individual interviews), CPF-eligible.
const included = [
  "12 heures de rendez-vous, soit 8 entretiens individuels",
  "Tests de personnalité et d'intérêts professionnels",
  "Enquêtes métiers guidées par votre consultant",
  "Document de synthèse confidentiel",
  "Entretien de suivi à 6 mois, si vous le souhaitez",
];

/** The three ways to pay, the CPF first with a link to the official site. */
const ways: IconCard[] = [
  {
    icon: Wallet,
    title: "Votre compte personnel de formation (CPF)",
    text: "Le bilan est éligible au CPF : réservez-le sur le site officiel et mobilisez les droits que vous avez acquis au fil de votre carrière.",
    footer: (
      <a href={CPF_URL} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline">
        Consulter mes droits sur Mon Compte Formation
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    ),
  },
  {
    icon: Briefcase,
    title: "Votre employeur",
    text: "Le bilan peut être financé par le plan de développement des compétences de votre entreprise, avec votre accord. Il peut alors se dérouler sur votre temps de travail.",
  },
  {
    icon: UserRound,
    title: "Un financement personnel",
    text: "Vos droits ne couvrent pas tout ? Complétez par un financement personnel : nous vous remettons un devis détaillé dès le premier rendez-vous. Demandeur d'emploi, parlez-en aussi à votre conseiller France Travail.",
  },
];

/** Price, what it includes and the ways to pay for it. */
export function AssessmentFinancing() {
  return (
    <MarketingSection titleId="bilan-financement" title="Tarif et financement">
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border-2 border-brand-700 p-8 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-hover">Bilan complet</p>
          <p className="mt-2 whitespace-nowrap text-5xl font-extrabold text-brand-900">1 890 €</p>
          <p className="mt-2 text-lg text-slate-700">pour 12 heures de rendez-vous (8 entretiens individuels), éligible au CPF</p>
          <CheckList items={included} />
          <QualiopiNotice className="mt-6" />
        </div>
        <IconCards cards={ways} beside className="space-y-6" />
      </div>
    </MarketingSection>
  );
}
