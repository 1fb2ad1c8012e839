import { Crosshair, FolderCheck, Gem, ListChecks, Megaphone, PiggyBank, Timer, UserMinus, Users, Workflow } from "lucide-react";
import { RpoSection } from "./rpo-section";
import { IconCards, type IconCard } from "~/components/marketing/icon-cards";

// Spec 1 §2: the six situations, in the spec's order.
const situations: IconCard[] = [
  {
    icon: Timer,
    title: "Vous devez recruter en urgence",
    text: "Un départ imprévu, un contrat signé plus tôt que prévu : nos recruteurs se mobilisent dès le brief et vous présentent les premiers candidats en 10 à 15 jours.",
  },
  {
    icon: Users,
    title: "Vous recrutez en volume",
    text: "Ouverture d'agence, saisonnalité, montée en charge d'une ligne de production : nous absorbons des dizaines de postes en parallèle sans dégrader la qualité.",
  },
  {
    icon: PiggyBank,
    title: "Vous voulez maîtriser vos coûts",
    text: "Un budget défini à l'avance plutôt qu'une commission par embauche : vous savez ce que coûte chaque recrutement avant de le lancer.",
  },
  {
    icon: UserMinus,
    title: "Vos équipes RH manquent de temps",
    text: "Paie, formation, relations sociales : vos RH sont déjà très sollicités. Nous prenons le relais sur le sourcing et les entretiens sans alourdir leur charge.",
  },
  {
    icon: Workflow,
    title: "Vous voulez structurer vos recrutements",
    text: "Fiches de poste, grilles d'évaluation, étapes et délais : nous formalisons un processus clair que vos managers pourront reprendre après la mission.",
  },
  {
    icon: Gem,
    title: "Vous cherchez des profils rares",
    text: "Ingénieurs spécialisés, techniciens de maintenance, experts du numérique : nous allons chercher les candidats qui ne répondent pas aux annonces.",
  },
];

// Spec 1 §2: the four intervention modes; multi-posting is an option.
const modes: IconCard[] = [
  {
    icon: Crosshair,
    title: "Chasse de talents",
    text: "Approche directe des candidats en poste, sur les réseaux professionnels et dans notre vivier, avec un discours fidèle à votre culture d'entreprise.",
  },
  {
    icon: ListChecks,
    title: "Présélection par nos experts",
    text: "Entretiens de qualification menés par des consultants spécialisés de votre secteur : compétences techniques, motivation, conditions et disponibilité.",
  },
  {
    icon: FolderCheck,
    title: "Dossier complet",
    text: "Pour chaque candidat retenu : synthèse d'entretien, points forts et points de vigilance, prétentions salariales et prise de références.",
  },
  {
    icon: Megaphone,
    title: "Multidiffusion sur les jobboards (en option)",
    text: "Rédaction de vos annonces et diffusion sur les sites d'emploi généralistes et spécialisés, avec le tri des candidatures entrantes.",
  },
];

export function RpoSituations() {
  return (
    <RpoSection
      tone="tinted"
      title="Dans quelles situations choisir le RPO ?"
      intro="Le RPO répond aux moments où vos recrutements dépassent ce que vos équipes peuvent porter seules."
    >
      <IconCards cards={situations} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </RpoSection>
  );
}

export function RpoModes() {
  return (
    <RpoSection title="Nos modes d'intervention" intro="Vous choisissez les briques dont vous avez besoin ; nous les assemblons en un dispositif cohérent.">
      <IconCards cards={modes} />
    </RpoSection>
  );
}
