import { Award, Clock, GraduationCap, Handshake, HeartHandshake, MessagesSquare, Route, Scale, ShieldCheck, UserCheck, Users } from "lucide-react";
import { IconCards, type IconCard } from "~/components/marketing/icon-cards";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { useBrand } from "~/lib/root-data";
import { que } from "~common/format/typography";

/** What the label measures: told in words, without survey scores we could not source. */
export function GptwIntro() {
  const brand = useBrand();
  return (
    <section aria-labelledby="gptw-label-title" className="mx-auto max-w-5xl px-4 py-16">
      <div className="grid items-start gap-10 md:grid-cols-[auto_1fr]">
        <div className="mx-auto flex size-36 flex-col items-center justify-center rounded-full border-4 border-accent bg-white text-center shadow-md">
          <Award aria-hidden="true" className="size-10 text-accent" />
          <span className="mt-1 px-3 text-xs font-extrabold uppercase leading-tight text-brand-900">Great Place to Work®</span>
        </div>
        <div>
          <h2 id="gptw-label-title" className="text-3xl font-bold text-brand-900">
            Un label qui donne la parole aux salariés
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            La certification Great Place to Work® ne se déclare pas, elle se mérite. Elle repose d'abord sur un questionnaire anonyme proposé à l'ensemble des
            collaborateurs : confiance envers la direction, équité, respect, fierté du travail accompli, esprit d'équipe. Les pratiques RH de l'entreprise sont
            ensuite examinées par un organisme indépendant.
          </p>
          <p className="mt-4 text-lg text-slate-700">
            Chez {brand.name}, nous avons choisi de nous soumettre à cet exercice parce que notre métier consiste à promettre à des candidats un bon
            environnement de travail. Il nous semblait juste de commencer par le nôtre, et d'accepter d'être jugés par celles et ceux qui le vivent chaque jour.
          </p>
        </div>
      </div>
    </section>
  );
}

const forCandidates: IconCard[] = [
  {
    icon: UserCheck,
    title: "Un seul interlocuteur",
    text: "Des consultants qui restent, c'est un contact unique du premier appel jusqu'à votre intégration, qui connaît votre parcours sans que vous ayez à le répéter.",
  },
  {
    icon: MessagesSquare,
    title: "Une réponse, toujours",
    text: "Nous traitons les candidats comme nous aimons être traités : chaque candidature reçoit une réponse, et un refus après entretien s'accompagne d'un retour argumenté.",
  },
  {
    icon: Scale,
    title: "Des recrutements équitables",
    text: "Nos consultants évaluent les compétences et le potentiel, sur des critères partagés avec l'entreprise avant les entretiens, pas sur des préjugés.",
  },
];

const forClients: IconCard[] = [
  {
    icon: Users,
    title: "Des équipes stables",
    text: "Un consultant épanoui reste : il finit par connaître votre entreprise, votre culture et vos managers aussi bien qu'un recruteur interne.",
  },
  {
    icon: Handshake,
    title: "Un regard expert sur votre marque employeur",
    text: "Nous appliquons à nous-mêmes ce que nous vous conseillons : une offre claire, un accueil soigné, une intégration préparée. Nous savons ce qui retient un talent.",
  },
  {
    icon: ShieldCheck,
    title: "Des engagements tenus",
    text: "Délais de présentation, suivi pendant la période d'essai, garantie de remplacement : des équipes motivées tiennent leurs promesses dans la durée.",
  },
];

const THREE_COLUMNS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** Why a label about our own workplace matters to the two audiences of the site. */
export function GptwAudiences() {
  return (
    <MarketingSection titleId="gptw-audiences-title" title="Ce que notre certification change pour vous" centered band="bg-brand-50">
      <h3 className="mt-10 text-2xl font-bold text-brand-700">Vous êtes candidat</h3>
      <div className="mt-6">
        <IconCards cards={forCandidates} className={THREE_COLUMNS} />
      </div>
      <h3 className="mt-12 text-2xl font-bold text-brand-700">Vous êtes une entreprise</h3>
      <div className="mt-6">
        <IconCards cards={forClients} className={THREE_COLUMNS} />
      </div>
    </MarketingSection>
  );
}

const practices: IconCard[] = [
  {
    icon: GraduationCap,
    title: "Se former toute l'année",
    text: "Chaque consultant suit un parcours de formation aux techniques d'entretien, au droit du travail et aux métiers de sa filière.",
  },
  {
    icon: Route,
    title: "Évoluer en interne",
    text: "Les postes de responsable d'équipe et de directeur d'agence sont d'abord proposés à nos collaborateurs.",
  },
  {
    icon: Clock,
    title: "Préserver l'équilibre",
    text: "Droit à la déconnexion, télétravail organisé avec chaque équipe, horaires d'agence tenus : 08:30-17:30 du lundi au vendredi.",
  },
  {
    icon: HeartHandshake,
    title: "Écouter et ajuster",
    text: "Nous renouvelons l'enquête auprès de nos équipes et partageons ses résultats avec tous, avant d'en tirer un plan d'action commun.",
  },
];

/** The everyday practices behind the label: what a future colleague can check for themselves. */
export function GptwPractices() {
  const brand = useBrand();
  return (
    <MarketingSection
      titleId="gptw-practices-title"
      title="Nos engagements au quotidien"
      intro={
        <>
          Un label se renouvelle, il ne s'acquiert pas une fois pour toutes. Voici ce {que(brand.name)} met en œuvre pour rester un lieu où chacun a envie de
          construire sa carrière.
        </>
      }
      centered
    >
      <div className="mt-10">
        <IconCards cards={practices} />
      </div>
    </MarketingSection>
  );
}
