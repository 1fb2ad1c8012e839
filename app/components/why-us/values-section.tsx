import { HeartHandshake, MapPinned, Target, Timer } from "lucide-react";
import { IconCards, type IconCard } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { useRootData } from "~/lib/root-data";

type Value = IconCard & { proof: string };

// The site map's default number of agencies (spec 1 §9) when none is configured yet.
const DEFAULT_AGENCY_COUNT = 13;

function values(agencyCount: number): Value[] {
  const agencies = `${agencyCount} agence${agencyCount > 1 ? "s" : ""}`;
  return [
    {
      icon: Target,
      title: "Des consultants spécialistes de votre métier",
      text: "Chaque consultant se consacre à une filière : BTP, commerce et distribution, industrie, numérique et informatique. Il parle le langage de vos équipes, connaît les salaires pratiqués et sait où se trouvent les profils rares.",
      proof: "Un interlocuteur unique, expert de votre secteur",
    },
    {
      icon: MapPinned,
      title: "Un réseau d'agences au plus près de vous",
      text: `Avec ${agencies} en France, nous recrutons au cœur de votre bassin d'emploi. Nous rencontrons les candidats en personne et connaissons les entreprises qui recrutent autour de vous, ce qui rend nos conseils concrets.`,
      proof: `${agencies} de recrutement en France`,
    },
    {
      icon: Timer,
      title: "Une méthode rapide et rigoureuse",
      text: "Nous revenons vers vous sous 48 h et activons tout de suite notre vivier et l'approche directe. Vous recevez des candidats déjà évalués, accompagnés d'une synthèse claire, plutôt qu'une pile de CV à trier.",
      proof: "Premiers candidats en 10 à 15 jours en moyenne",
    },
    {
      icon: HeartHandshake,
      title: "Un engagement qui dure après l'embauche",
      text: "Nous suivons chaque nouvelle recrue pendant sa période d'essai, avec vous et avec elle. Si le recrutement ne tient pas, nous relançons la recherche sans honoraires supplémentaires : notre réussite se mesure dans la durée.",
      proof: "93 % de clients satisfaits",
    },
  ];
}

/** The four value cards of the page (spec 1 §2), each titled by an h3 under the section's h2. */
export function ValuesSection() {
  const { agencies } = useRootData();
  const agencyCount = agencies.length || DEFAULT_AGENCY_COUNT;
  return (
    <MarketingSection
      titleId="valeurs-title"
      title="Ce qui fait la différence"
      intro="Quatre engagements guident chacune de nos missions, du premier appel jusqu'à l'intégration de votre nouveau collaborateur."
      introClassName="mt-3 text-lg"
    >
      <IconCards
        cards={values(agencyCount).map(({ proof, ...value }) => ({
          ...value,
          footer: <p className="mt-5 border-t border-slate-100 pt-4 text-sm font-semibold text-brand-700">{proof}</p>,
        }))}
        icon="square"
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        titleClassName="mt-5 text-lg font-bold text-brand-900"
        textClassName="mt-3 flex-1 text-slate-700"
      />
    </MarketingSection>
  );
}
