import { Clock, Handshake, PiggyBank, Scale, Target, UsersRound } from "lucide-react";
import { IconCards } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";

const advantages = [
  {
    icon: Target,
    title: "Le bon profil, pas seulement le bon CV",
    text: "Nous définissons avec vous le profil comportemental qui réussit dans le poste : rythme, autonomie, rapport à la règle, goût du contact. Chaque candidat est évalué sur ces repères précis.",
  },
  {
    icon: UsersRound,
    title: "Une recrue qui s'intègre à votre équipe",
    text: "L'évaluation tient compte du style de management et de la dynamique de l'équipe d'accueil. L'intégration est plus rapide, la période d'essai plus sereine.",
  },
  {
    icon: Scale,
    title: "Des décisions plus justes",
    text: "Tous les candidats passent la même évaluation et sont comparés sur les mêmes critères. Les parcours atypiques ont leur chance et les biais de l'entretien pèsent moins.",
  },
  {
    icon: Handshake,
    title: "Un consultant à vos côtés",
    text: "Les tests éclairent, ils ne décident pas. Votre consultant interprète les résultats, prépare avec vous des entretiens ciblés et vous restitue chaque profil de vive voix.",
  },
];

/** The four figures of spec 1 §9 for predictive recruitment, worded for the visitor. */
const figures = [
  { icon: Clock, value: 62, label: "de temps gagné sur la présélection des candidats" },
  { icon: UsersRound, value: 40, label: "d'entretiens en moins pour arriver au bon candidat" },
  { icon: PiggyBank, value: 20, label: "moins cher sur le long terme, grâce à des recrues qui restent" },
  { icon: Handshake, value: 95, label: "de satisfaction client sur nos missions de recrutement prédictif" },
];

export function Advantages() {
  return (
    <>
      <MarketingSection
        titleId="avantages-titre"
        title="Les avantages du recrutement prédictif"
        intro="Une méthode structurée qui sécurise chaque embauche, du cadrage du poste jusqu'à la fin de la période d'essai."
        centered
        plainTitle
      >
        <IconCards cards={advantages} beside className="mt-10 grid gap-6 sm:grid-cols-2" cardClassName="rounded-xl border border-slate-200 p-6 shadow-sm" />
      </MarketingSection>
      <MarketingSection
        titleId="chiffres-titre"
        title="Les chiffres du recrutement prédictif"
        centered
        plainTitle
        band="bg-brand-900 text-white"
        className="max-w-7xl py-14"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map(({ icon: Icon, value, label }) => (
            <li key={value} className="rounded-xl bg-white/10 p-6 text-center ring-1 ring-white/15">
              <Icon aria-hidden="true" className="mx-auto size-8 text-accent-light" />
              <p className="mt-3 text-5xl font-black">{value}&nbsp;%</p>
              <p className="mt-2 text-slate-200">{label}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>
    </>
  );
}
