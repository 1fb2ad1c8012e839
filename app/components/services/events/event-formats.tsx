import { Building2, Coffee, Handshake, MonitorSmartphone, Store } from "lucide-react";
import { IconCards } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";

const formats = [
  {
    icon: Coffee,
    title: "Job dating",
    text: "Des entretiens courts et rythmés, sans CV obligatoire : idéal pour les métiers où l'attitude compte autant que l'expérience. Chaque candidat repart avec une réponse claire sur la suite.",
    fit: "Vente, restauration, logistique, services à la personne",
  },
  {
    icon: Store,
    title: "Forum et salon de l'emploi",
    text: "Nous tenons votre stand, préparons vos supports et présélectionnons les visiteurs pour que vos managers passent leur temps avec les bons interlocuteurs.",
    fit: "Recrutements multiples, plusieurs métiers à la fois",
  },
  {
    icon: Building2,
    title: "Après-midi marque employeur",
    text: "Vos portes s'ouvrent : visite des ateliers ou des bureaux, témoignages de collaborateurs, démonstrations métier. Les candidats voient concrètement où ils travailleront.",
    fit: "Métiers en tension, sites industriels, chantiers",
  },
  {
    icon: Handshake,
    title: "Session de recrutement collectif",
    text: "Pour une ouverture de site ou un pic d'activité : information collective, mises en situation et entretiens individuels sur une même journée, avec des grilles d'évaluation partagées.",
    fit: "Ouvertures de magasins, d'entrepôts ou d'usines",
  },
  {
    icon: MonitorSmartphone,
    title: "Job dating à distance",
    text: "Des rendez-vous en visio planifiés à l'avance : vous touchez des candidats d'autres régions, prêts à déménager, sans frais de déplacement de part et d'autre.",
    fit: "Profils rares, mobilité géographique, postes en télétravail",
  },
];

export function EventFormats() {
  return (
    <MarketingSection
      titleId="formats-titre"
      title="Cinq formats pour rencontrer vos futurs collaborateurs"
      intro="Nous choisissons avec vous le format qui correspond à vos postes, à votre calendrier et à l'image que vous voulez donner."
      centered
      plainTitle
    >
      <IconCards
        cards={formats.map(({ fit, ...format }) => ({
          ...format,
          footer: (
            <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <span className="font-semibold">Pour : </span>
              {fit}
            </p>
          ),
        }))}
        className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        cardClassName="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"
        titleClassName="mt-3 text-lg font-bold text-brand-700"
        textClassName="mt-2 flex-1 text-slate-700"
      />
    </MarketingSection>
  );
}
