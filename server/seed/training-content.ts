import { defaultBrand } from "../../common/brand";
import { rich } from "./rich-source";

/**
 * The demo training catalogue (spec 1 §2–§3, Training): the four filter lists, the trainings
 * with their sessions, and a few reviews. Original text written for the project; the firm,
 * its trainers and its trainees are invented. Rich-text fields use only p, ul, li, strong,
 * em and h3. Each picture is an illustration named «formation-…».
 */
export type DemoReference = { slug: string; label: string; header: string };

export type DemoTraining = {
  slug: string;
  label: string;
  /** One-sentence promise, at most 160 characters. */
  header: string;
  /** Euros, excluding tax, per person. */
  price: number;
  place: string;
  time: string;
  /** Internal code: thematic prefix and number. */
  reference: string;
  /** Slugs of demoThematics, demoDurations, demoLevels and demoModalities. */
  thematic: string;
  duration: string;
  level: string;
  modality: string;
  position: number;
  goal: string;
  target: string;
  requirement: string;
  program: string;
  evaluation: string;
  funding: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  image: string;
  /** When each run starts, in days from the seed (the next working day): its sessions come from `time`. */
  runs: number[];
  /** Seats per session. */
  capacity: number;
};

export type DemoTrainingReview = { training: string; author: string; rating: 4 | 5; text: string; daysAgo: number };

const BRAND = defaultBrand.name;

/** The goals, each completing «Être capable de…». */
const goals = (...items: string[]) => `<ul>${items.map((item) => `<li>Être capable ${item}</li>`).join("")}</ul>`;

/** The program: one item per module, its title in bold. */
const program = (...modules: [title: string, detail: string][]) =>
  `<ul>${modules.map(([title, detail]) => `<li><strong>${title}</strong> : ${detail}</li>`).join("")}</ul>`;

const ACCESSIBILITY =
  "<p>Formation accessible aux personnes en situation de handicap : notre référent handicap étudie avec vous, avant l'inscription, les adaptations utiles.</p>";

const requirement = (text: string) => `<p>${text}</p>${ACCESSIBILITY}`;

/** How the learning is checked, then what every training shares. */
const evaluation = (...checks: string[]) =>
  `<ul>${checks.map((check) => `<li>${check}</li>`).join("")}</ul><p>Chaque participant reçoit une attestation de fin de formation. Un questionnaire de satisfaction est envoyé à l'issue de la session, puis un second trois mois plus tard pour mesurer la mise en pratique.</p>`;

const QUALIOPI = `<p>La certification qualité Qualiopi a été délivrée à ${BRAND} au titre de la catégorie « actions de formation ».</p>`;

/** Employer funding (the OPCO), the CPF for certifying courses only, and the Qualiopi mention. */
const funding = (kind: "company" | "certifying" | "individual", extra = "") => {
  const opco =
    kind === "individual"
      ? "<p>Salarié, vous pouvez demander à votre employeur d'inscrire cette formation à son plan de développement des compétences ; son OPCO peut alors en prendre en charge tout ou partie. Demandeur d'emploi, parlez-en à votre conseiller, qui étudiera avec vous les aides possibles.</p>"
      : "<p>Formation finançable dans le cadre du plan de développement des compétences : selon ses critères et la taille de votre entreprise, votre OPCO peut prendre en charge tout ou partie des coûts pédagogiques. Nous vous transmettons le programme, la convention et le devis nécessaires à la demande.</p>";
  const cpf =
    kind === "certifying"
      ? "<p>Formation certifiante : elle est aussi éligible au CPF, chaque participant pouvant mobiliser les droits inscrits sur son compte personnel de formation.</p>"
      : "";
  return `${opco}${cpf}${extra}${QUALIOPI}`;
};

const INTRA = "<p>Également proposée en intra-entreprise, dans vos locaux et sur devis, à partir de quatre participants.</p>";

export const demoThematics: DemoReference[] = [
  { slug: "management", label: "Management", header: "Prendre sa place de manager, animer une équipe et la faire progresser au quotidien." },
  {
    slug: "recrutement-et-entretien",
    label: "Recrutement et entretien",
    header: "Définir un besoin, mener des entretiens fiables et réussir l'arrivée de chaque nouvelle recrue.",
  },
  {
    slug: "droit-social-et-paie",
    label: "Droit social et paie",
    header: "Les règles du contrat de travail et de la paie expliquées pour décider en connaissance de cause.",
  },
  { slug: "communication", label: "Communication", header: "Mieux s'exprimer, à l'oral comme en ligne, pour convaincre et faire connaître son entreprise." },
  {
    slug: "bureautique-et-outils-numeriques",
    label: "Bureautique et outils numériques",
    header: "Gagner du temps avec les tableurs et les outils collaboratifs que votre équipe utilise déjà.",
  },
  {
    slug: "securite-et-prevention",
    label: "Sécurité et prévention",
    header: "Protéger la santé des salariés, prévenir les accidents et répondre aux obligations de l'employeur.",
  },
  {
    slug: "commercial-et-relation-client",
    label: "Commercial et relation client",
    header: "Prospecter, vendre, négocier et fidéliser avec des méthodes simples et éprouvées.",
  },
  {
    slug: "efficacite-professionnelle",
    label: "Efficacité professionnelle",
    header: "Organiser son travail, préparer ses entretiens et construire la suite de son parcours.",
  },
];

export const demoDurations: DemoReference[] = [
  { slug: "1-jour", label: "1 jour", header: "Une journée, ou deux demi-journées à distance, pour acquérir un savoir-faire précis." },
  { slug: "2-jours", label: "2 jours", header: "Deux jours pour comprendre, s'entraîner et repartir avec ses propres outils." },
  { slug: "3-a-5-jours", label: "3 à 5 jours", header: "Plusieurs journées pour approfondir un domaine et l'appliquer à des cas réels." },
  { slug: "parcours-long", label: "Parcours long", header: "Un parcours étalé sur plusieurs mois, alternant formation et mise en pratique." },
];

export const demoLevels: DemoReference[] = [
  { slug: "initiation", label: "Initiation", header: "Pour découvrir un sujet et en maîtriser les bases, sans connaissance préalable." },
  { slug: "perfectionnement", label: "Perfectionnement", header: "Pour consolider une pratique existante et gagner en aisance." },
  { slug: "expertise", label: "Expertise", header: "Pour traiter les situations complexes et devenir la référence de son équipe." },
];

export const demoModalities: DemoReference[] = [
  { slug: "presentiel", label: "Présentiel", header: "En salle, dans l'une de nos agences ou dans vos locaux, avec un formateur à vos côtés." },
  { slug: "distanciel", label: "Distanciel", header: "En classe virtuelle, en direct avec le formateur, depuis votre bureau ou votre domicile." },
  { slug: "mixte", label: "Mixte", header: "Des journées en salle et des séquences à distance, pour avancer à votre rythme." },
];

export const demoTrainings: DemoTraining[] = [
  // Management
  {
    slug: "reussir-sa-prise-de-poste-de-manager",
    label: "Réussir sa prise de poste de manager",
    header: "Trois jours pour passer de collègue à manager, poser un cadre clair et gagner la confiance de votre équipe dès les premières semaines.",
    price: 1690,
    place: "Lyon et à distance",
    time: "21 heures (3 jours)",
    reference: "MGT-01",
    thematic: "management",
    duration: "3-a-5-jours",
    level: "initiation",
    modality: "mixte",
    position: 10,
    goal: goals(
      "de définir son rôle de manager et ce que l'équipe peut attendre de lui",
      "de fixer des objectifs clairs et de suivre leur avancement",
      "d'adapter son style de management à la maturité de chaque collaborateur",
      "de mener un entretien de recadrage avec calme et fermeté",
    ),
    target: rich`
      <p>Nouveaux managers, chefs d'équipe récemment promus et collaborateurs sur le point d'encadrer une équipe pour la première fois, quel que soit le secteur.</p>
    `,
    requirement: requirement("Aucun prérequis, sinon d'encadrer une équipe ou de s'y préparer dans les six prochains mois."),
    program: program(
      ["Devenir manager", "les changements de posture, la relation avec les anciens collègues, la légitimité qui se construit"],
      ["Donner le cap", "objectifs individuels et collectifs, indicateurs simples, rituels d'équipe"],
      ["Adapter son management", "autonomie et motivation de chacun, délégation progressive, reconnaissance"],
      ["Les entretiens du manager", "féliciter, recadrer, accompagner une difficulté ; mises en situation filmées"],
      ["Classe virtuelle à un mois", "retour sur les premières semaines, cas apportés par les participants"],
    ),
    evaluation: evaluation(
      "Autodiagnostic de posture en début et en fin de formation",
      "Mises en situation d'entretien observées par le formateur",
      "Plan d'action individuel relu lors de la classe virtuelle",
    ),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Une formation pour les premiers mois</h3>
      <p>Prendre la tête d'une équipe change tout : la relation aux autres, l'emploi du temps, la manière d'être jugé. Cette formation donne aux nouveaux managers des repères concrets et des outils directement utilisables, sans jargon.</p>
      <h3>Deux jours en salle, puis un rendez-vous à distance</h3>
      <p>Les deux premières journées alternent apports courts et mises en situation. Un mois plus tard, une classe virtuelle d'une journée permet de revenir sur les premières expériences et d'ajuster son plan d'action.</p>
    `,
    seoTitle: "Formation nouveau manager : réussir sa prise de poste",
    seoDescription:
      "Trois jours pour réussir sa prise de poste de manager : posture, objectifs, délégation et entretiens de recadrage. Formation mixte à Lyon et à distance.",
    image: "formation-prise-de-poste-manager",
    runs: [12, 47],
    capacity: 10,
  },
  {
    slug: "manager-une-equipe-a-distance",
    label: "Manager une équipe à distance ou en hybride",
    header: "Garder une équipe soudée et efficace quand une partie travaille à distance, avec des rituels et des règles communes.",
    price: 1190,
    place: "À distance",
    time: "14 heures (4 demi-journées)",
    reference: "MGT-02",
    thematic: "management",
    duration: "2-jours",
    level: "perfectionnement",
    modality: "distanciel",
    position: 20,
    goal: goals(
      "de fixer avec son équipe des règles de fonctionnement en télétravail",
      "d'organiser des rituels à distance courts et utiles",
      "de suivre l'activité par les résultats plutôt que par la présence",
      "de repérer les signes d'isolement et d'y répondre",
    ),
    target: rich`
      <p>Managers et dirigeants dont l'équipe travaille en partie ou totalement à distance, ou répartie sur plusieurs sites.</p>
    `,
    requirement: requirement(
      "Encadrer au moins un collaborateur. Disposer d'un ordinateur avec caméra et micro et d'une connexion stable pour les classes virtuelles.",
    ),
    program: program(
      ["Les spécificités du travail à distance", "ce qui change pour l'équipe et pour le manager, les risques à anticiper"],
      ["La charte d'équipe", "disponibilités, canaux de communication, droit à la déconnexion"],
      ["Les rituels à distance", "points quotidiens, réunions hebdomadaires, entretiens individuels en visioconférence"],
      ["Piloter par les résultats", "objectifs, livrables, tableaux de suivi partagés"],
      ["Préserver le lien", "intégrer un nouvel arrivant à distance, repérer l'isolement, célébrer les réussites"],
    ),
    evaluation: evaluation(
      "Quiz en ligne à la fin de chaque demi-journée",
      "Construction de la charte de son équipe, commentée par le formateur",
      "Animation d'un rituel à distance devant le groupe",
    ),
    funding: funding("company"),
    content: rich`
      <h3>Quatre demi-journées en classe virtuelle</h3>
      <p>La formation se déroule elle-même à distance, ce qui permet d'expérimenter les outils et les rituels présentés. Les demi-journées sont espacées d'une semaine pour tester chaque outil avec son équipe entre deux séances.</p>
      <p>Chaque participant repart avec une charte de télétravail adaptée à son équipe et un calendrier de rituels prêt à l'emploi.</p>
    `,
    seoTitle: "Formation manager à distance : équipe hybride et télétravail",
    seoDescription:
      "Manager une équipe en télétravail ou en hybride : charte, rituels, pilotage par les résultats et prévention de l'isolement. Quatre demi-journées à distance.",
    image: "formation-management-a-distance",
    runs: [8, 36, 71],
    capacity: 12,
  },
  {
    slug: "conduire-les-entretiens-annuels-et-professionnels",
    label: "Conduire les entretiens annuels et professionnels",
    header: "Préparer et mener des entretiens annuels et professionnels qui motivent, dans le respect des obligations de l'employeur.",
    price: 650,
    place: "Paris, Lyon ou dans vos locaux",
    time: "7 heures (1 jour)",
    reference: "MGT-03",
    thematic: "management",
    duration: "1-jour",
    level: "perfectionnement",
    modality: "presentiel",
    position: 30,
    goal: goals(
      "de distinguer l'entretien annuel d'évaluation et l'entretien professionnel",
      "de préparer un entretien à partir de faits observés",
      "de fixer des objectifs mesurables et partagés",
      "de construire avec le collaborateur un projet de développement des compétences",
    ),
    target: rich`
      <p>Managers, dirigeants de PME et responsables RH qui conduisent des entretiens annuels ou professionnels.</p>
    `,
    requirement: requirement("Avoir déjà mené ou s'apprêter à mener des entretiens annuels avec ses collaborateurs."),
    program: program(
      ["Deux entretiens, deux finalités", "l'évaluation de l'année et l'entretien professionnel, leur fréquence et leurs obligations"],
      ["Préparer", "réunir les faits, relire les objectifs, inviter le collaborateur à se préparer lui aussi"],
      ["Conduire l'échange", "écoute active, questions ouvertes, feedback équilibré, gestion des désaccords"],
      ["Conclure et suivre", "objectifs, besoins de formation, compte rendu, points d'étape dans l'année"],
    ),
    evaluation: evaluation("Jeux de rôle d'entretien avec grille d'observation", "Quiz sur les obligations liées à l'entretien professionnel"),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Faire de l'entretien un vrai temps d'échange</h3>
      <p>Trop souvent vécu comme une formalité, l'entretien annuel est pourtant le moment privilégié pour reconnaître le travail accompli et préparer l'année suivante. L'entretien professionnel, lui, répond à une obligation légale et engage l'employeur sur l'évolution de ses salariés.</p>
      <p>Cette journée très pratique s'appuie sur vos propres trames d'entretien : apportez-les, nous les retravaillerons ensemble.</p>
    `,
    seoTitle: "Formation entretien annuel et entretien professionnel",
    seoDescription:
      "Une journée pour préparer et conduire des entretiens annuels et professionnels utiles : faits, objectifs, feedback et obligations de l'employeur.",
    image: "formation-entretiens-annuels",
    runs: [15, 58],
    capacity: 12,
  },
  {
    slug: "parcours-manager-de-proximite",
    label: "Parcours certifiant manager de proximité",
    header: "Un parcours de cinq mois pour consolider toutes les facettes du management de proximité et le faire reconnaître par une certification.",
    price: 3900,
    place: "Lyon, Nantes et à distance",
    time: "70 heures (10 jours sur 5 mois)",
    reference: "MGT-04",
    thematic: "management",
    duration: "parcours-long",
    level: "perfectionnement",
    modality: "mixte",
    position: 40,
    goal: goals(
      "d'organiser l'activité de son équipe et de répartir la charge de travail",
      "de mobiliser ses collaborateurs autour d'objectifs communs",
      "de prévenir et de gérer les tensions et les conflits",
      "d'accompagner le développement des compétences de chacun",
      "de conduire un changement au sein de son équipe",
    ),
    target: rich`
      <p>Managers de proximité en poste depuis au moins six mois, chefs d'équipe et responsables d'atelier, de magasin ou de service.</p>
    `,
    requirement: requirement(
      "Encadrer une équipe depuis au moins six mois. Un entretien préalable avec le responsable pédagogique vérifie l'adéquation du parcours au projet du participant.",
    ),
    program: program(
      ["Organiser l'activité", "planification, priorités, répartition des tâches et délégation"],
      ["Motiver et fédérer", "leviers de motivation, communication d'équipe, reconnaissance"],
      ["Gérer les situations difficiles", "tensions, conflits, recadrage, absentéisme"],
      ["Développer les compétences", "entretiens, tutorat, plan de formation de l'équipe"],
      ["Conduire le changement", "annoncer, accompagner les résistances, ancrer les nouvelles pratiques"],
      ["Préparation à la certification", "dossier professionnel, soutenance blanche devant un jury"],
    ),
    evaluation: evaluation(
      "Évaluations intermédiaires à la fin de chaque module",
      "Dossier professionnel décrivant une action de management menée dans l'entreprise",
      "Soutenance devant un jury de professionnels pour l'obtention de la certification",
    ),
    funding: funding("certifying", "<p>Le parcours peut aussi être financé par l'employeur, seul ou en complément des droits CPF du participant.</p>"),
    content: rich`
      <h3>Un parcours pour les managers déjà en poste</h3>
      <p>Dix journées réparties sur cinq mois, en salle et en classe virtuelle, permettent d'appliquer chaque module dans son équipe avant d'aborder le suivant. Un formateur référent suit chaque participant tout au long du parcours.</p>
      <h3>Une compétence reconnue</h3>
      <p>Le parcours se conclut par la présentation d'un dossier professionnel devant un jury. Les participants qui le réussissent obtiennent une certification qui atteste leurs compétences de manager de proximité.</p>
    `,
    seoTitle: "Parcours certifiant manager de proximité (CPF)",
    seoDescription:
      "Parcours certifiant de 70 heures pour les managers de proximité : organisation, motivation, conflits, compétences et conduite du changement.",
    image: "formation-parcours-manager-proximite",
    runs: [30],
    capacity: 12,
  },
  // Recrutement et entretien
  {
    slug: "mener-un-entretien-de-recrutement",
    label: "Mener un entretien de recrutement structuré",
    header: "Une méthode d'entretien structuré pour évaluer les candidats sur des critères objectifs et choisir avec plus de sûreté.",
    price: 590,
    place: "Paris ou Lille",
    time: "7 heures (1 jour)",
    reference: "REC-01",
    thematic: "recrutement-et-entretien",
    duration: "1-jour",
    level: "initiation",
    modality: "presentiel",
    position: 50,
    goal: goals(
      "de traduire un besoin de recrutement en critères observables",
      "de construire une grille d'entretien structuré",
      "de poser des questions comportementales et d'en analyser les réponses",
      "de comparer plusieurs candidats de façon équitable",
    ),
    target: rich`
      <p>Dirigeants de PME, managers et assistants RH qui recrutent occasionnellement et souhaitent fiabiliser leurs entretiens.</p>
    `,
    requirement: requirement("Aucun prérequis. Apporter si possible une fiche de poste ou une offre d'emploi en cours."),
    program: program(
      ["Du besoin aux critères", "missions, compétences indispensables et souhaitables, profil réaliste"],
      ["La grille d'entretien", "questions identiques pour tous, échelle de notation, répartition des rôles à deux recruteurs"],
      ["Les questions qui révèlent", "questions comportementales et situationnelles, relances, pièges à éviter"],
      ["Décider", "débriefing, comparaison des candidats, prise de références, retour aux candidats non retenus"],
    ),
    evaluation: evaluation(
      "Simulations d'entretien avec des candidats joués par les participants",
      "Grille d'entretien construite pour un poste réel de l'entreprise",
    ),
    funding: funding("company", INTRA),
    content: rich`
      <h3>La méthode de nos consultants, transmise en une journée</h3>
      <p>Nos consultants en recrutement conduisent chaque semaine des dizaines d'entretiens. Cette formation partage la méthode qu'ils utilisent : un entretien préparé, les mêmes questions pour chaque candidat et une décision fondée sur des faits plutôt que sur une impression.</p>
      <p>La journée fait une large place à la pratique : chaque participant mène et observe plusieurs entretiens simulés.</p>
    `,
    seoTitle: "Formation entretien de recrutement structuré pour PME",
    seoDescription:
      "Apprenez à mener un entretien de recrutement structuré : critères, grille, questions comportementales et décision. Une journée à Paris ou à Lille.",
    image: "formation-entretien-recrutement",
    runs: [6, 33, 75],
    capacity: 10,
  },
  {
    slug: "reussir-l-integration-d-un-nouveau-collaborateur",
    label: "Réussir l'intégration d'un nouveau collaborateur",
    header: "Construire un parcours d'intégration simple qui fait gagner du temps au nouvel arrivant et sécurise la période d'essai.",
    price: 490,
    place: "À distance",
    time: "7 heures (2 demi-journées)",
    reference: "REC-02",
    thematic: "recrutement-et-entretien",
    duration: "1-jour",
    level: "initiation",
    modality: "distanciel",
    position: 60,
    goal: goals(
      "de préparer l'arrivée d'un collaborateur avant son premier jour",
      "de bâtir un parcours d'intégration sur les premières semaines",
      "de désigner et d'outiller un tuteur ou un parrain",
      "de conduire les points d'étape jusqu'à la fin de la période d'essai",
    ),
    target: rich`
      <p>Dirigeants, managers et responsables RH de TPE et de PME qui accueillent régulièrement de nouveaux collaborateurs.</p>
    `,
    requirement: requirement("Aucun prérequis. Un ordinateur avec caméra et micro est nécessaire pour les classes virtuelles."),
    program: program(
      ["Avant l'arrivée", "garder le contact après la signature, préparer le poste, le matériel et les accès"],
      ["Le premier jour et la première semaine", "accueil, présentation de l'équipe, premières missions"],
      ["Le parcours d'intégration", "étapes, formations internes, rôle du tuteur"],
      ["Les points d'étape", "entretiens de suivi, bilan de fin de période d'essai"],
    ),
    evaluation: evaluation(
      "Quiz en ligne à la fin de chaque demi-journée",
      "Parcours d'intégration rédigé pour un poste de l'entreprise et commenté par le formateur",
    ),
    funding: funding("company"),
    content: rich`
      <h3>Les premières semaines font la différence</h3>
      <p>Un recrutement ne s'arrête pas à la signature du contrat. Un nouvel arrivant bien accueilli devient plus vite autonome et a davantage envie de rester. Cette formation vous aide à formaliser un parcours d'intégration réaliste, même sans service RH.</p>
      <p>Vous repartez avec une liste de contrôle de l'arrivée, un modèle de livret d'accueil et des trames d'entretien de suivi.</p>
    `,
    seoTitle: "Formation onboarding : réussir l'intégration d'un salarié",
    seoDescription:
      "Deux demi-journées à distance pour préparer l'arrivée, organiser le parcours d'intégration et suivre la période d'essai d'un nouveau collaborateur.",
    image: "formation-integration-nouveau-collaborateur",
    runs: [10, 52],
    capacity: 14,
  },
  {
    slug: "recruter-sans-discriminer",
    label: "Recruter sans discriminer",
    header: "Connaître le cadre légal et repérer ses propres biais pour garantir l'égalité de traitement à chaque étape du recrutement.",
    price: 520,
    place: "À distance",
    time: "7 heures (2 demi-journées)",
    reference: "REC-03",
    thematic: "recrutement-et-entretien",
    duration: "1-jour",
    level: "perfectionnement",
    modality: "distanciel",
    position: 70,
    goal: goals(
      "de citer les critères de discrimination interdits par la loi",
      "de rédiger une offre d'emploi conforme et inclusive",
      "de repérer les biais qui influencent un jugement en entretien",
      "de justifier une décision de recrutement par des critères objectifs",
    ),
    target: rich`
      <p>Toute personne qui participe à un recrutement : dirigeants, managers, chargés de recrutement et assistants RH. Dans les entreprises d'au moins 300 salariés, les personnes chargées du recrutement doivent suivre une formation à la non-discrimination à l'embauche au moins tous les cinq ans.</p>
    `,
    requirement: requirement("Participer, même occasionnellement, à des recrutements."),
    program: program(
      ["Le cadre légal", "critères prohibés, sanctions, ce que l'employeur peut et ne peut pas demander"],
      ["De l'offre à la présélection", "rédaction de l'offre, tri des candidatures, diffusion"],
      ["Les biais en entretien", "premières impressions, effet de similitude, stéréotypes ; exercices de prise de conscience"],
      ["Objectiver la décision", "grilles communes, traçabilité, réponse aux candidats"],
    ),
    evaluation: evaluation("Quiz sur le cadre légal", "Analyse d'offres d'emploi et de cas d'entretien à corriger en groupe"),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Une obligation, et surtout une meilleure façon de recruter</h3>
      <p>Recruter sans discriminer, c'est respecter la loi, mais c'est aussi élargir son vivier et choisir sur les compétences. Cette formation donne les règles à connaître et des outils concrets pour que chaque candidat soit évalué sur les mêmes bases.</p>
    `,
    seoTitle: "Formation non-discrimination à l'embauche",
    seoDescription: "Formation à distance pour recruter sans discriminer : cadre légal, offres inclusives, biais en entretien et décisions objectivées.",
    image: "formation-recruter-sans-discriminer",
    runs: [19, 64],
    capacity: 14,
  },
  {
    slug: "parcours-charge-de-recrutement",
    label: "Parcours certifiant chargé de recrutement",
    header: "Maîtriser tout le processus de recrutement, de l'analyse du besoin à l'intégration, et valider ses compétences par une certification.",
    price: 3400,
    place: "Paris, Lyon et à distance",
    time: "63 heures (9 jours sur 4 mois)",
    reference: "REC-04",
    thematic: "recrutement-et-entretien",
    duration: "parcours-long",
    level: "expertise",
    modality: "mixte",
    position: 80,
    goal: goals(
      "d'analyser un besoin de recrutement avec un manager et d'en tirer une stratégie de sourcing",
      "de rechercher des candidats par annonce, par les réseaux sociaux et par approche directe",
      "de conduire des entretiens structurés et de rédiger des synthèses de candidature",
      "de piloter un processus de recrutement et ses indicateurs",
      "de conseiller les managers sur l'intégration des nouvelles recrues",
    ),
    target: rich`
      <p>Chargés de recrutement, assistants RH qui prennent en charge le recrutement, responsables RH de PME et consultants souhaitant consolider leur pratique.</p>
    `,
    requirement: requirement(
      "Une première expérience du recrutement ou des ressources humaines. Un entretien préalable vérifie que le parcours répond au projet du participant.",
    ),
    program: program(
      ["Analyser le besoin", "entretien avec le manager, fiche de poste, profil et rémunération"],
      ["Sourcer les candidats", "annonces, sites d'emploi, réseaux sociaux, cooptation, approche directe"],
      ["Évaluer", "présélection téléphonique, entretien structuré, mises en situation, prise de références"],
      ["Piloter le processus", "délais, indicateurs, expérience candidat, conformité et protection des données"],
      ["Accompagner l'intégration", "conseil au manager, suivi de la période d'essai"],
      ["Préparation à la certification", "étude de cas et soutenance blanche"],
    ),
    evaluation: evaluation(
      "Études de cas à la fin de chaque module",
      "Dossier de recrutement complet réalisé sur un poste réel",
      "Soutenance devant un jury de professionnels pour l'obtention de la certification",
    ),
    funding: funding("certifying"),
    content: rich`
      <h3>Le métier de recruteur, vu par des recruteurs</h3>
      <p>Ce parcours est animé par des consultants qui recrutent au quotidien pour des PME de tous secteurs. Chaque module s'appuie sur des cas réels et sur les postes que les participants ont à pourvoir.</p>
      <h3>Un rythme compatible avec le poste</h3>
      <p>Neuf journées réparties sur quatre mois, dont trois en classe virtuelle, laissent le temps d'appliquer chaque méthode entre deux sessions.</p>
    `,
    seoTitle: "Parcours certifiant chargé de recrutement (CPF)",
    seoDescription:
      "Parcours certifiant de 63 heures : analyse du besoin, sourcing, entretien structuré, pilotage du processus et intégration. Éligible au CPF.",
    image: "formation-parcours-charge-recrutement",
    runs: [41],
    capacity: 10,
  },
  // Droit social et paie
  {
    slug: "bases-du-droit-du-travail-pour-dirigeants-de-pme",
    label: "Les bases du droit du travail pour dirigeants de PME",
    header: "Embaucher, gérer le temps de travail et faire face aux situations courantes en sécurisant vos décisions d'employeur.",
    price: 1190,
    place: "Marseille ou Toulouse",
    time: "14 heures (2 jours)",
    reference: "DSP-01",
    thematic: "droit-social-et-paie",
    duration: "2-jours",
    level: "initiation",
    modality: "presentiel",
    position: 90,
    goal: goals(
      "de choisir le contrat de travail adapté à un besoin",
      "de situer le rôle de la convention collective applicable à son entreprise",
      "d'appliquer les règles essentielles sur la durée du travail, les congés et les absences",
      "d'identifier les situations qui nécessitent l'avis d'un spécialiste",
    ),
    target: rich`
      <p>Dirigeants et créateurs de TPE et de PME, managers et assistants administratifs qui gèrent le personnel sans service juridique.</p>
    `,
    requirement: requirement("Aucun prérequis en droit."),
    program: program(
      ["Les sources du droit du travail", "Code du travail, convention collective, accords d'entreprise, contrat"],
      ["Embaucher", "formalités, CDI, CDD, temps partiel, période d'essai, clauses utiles"],
      ["Le temps de travail", "durée légale, heures supplémentaires, repos, congés payés"],
      ["La vie du contrat", "absences, arrêts maladie, modification du contrat, pouvoir disciplinaire"],
      ["Les représentants du personnel", "seuils d'effectifs et premiers repères sur le CSE"],
    ),
    evaluation: evaluation("Quiz de connaissances à la fin de chaque journée", "Cas pratiques tirés de situations de PME, corrigés en groupe"),
    funding: funding("company"),
    content: rich`
      <h3>Le droit du travail sans jargon</h3>
      <p>Cette formation s'adresse à ceux qui n'ont pas le temps de devenir juristes mais qui prennent chaque semaine des décisions d'employeur. Le formateur, spécialiste du droit social, part de cas concrets pour dégager des règles simples et des réflexes.</p>
      <p>Les textes évoluent souvent : le support remis à chaque participant est mis à jour avant chaque session.</p>
    `,
    seoTitle: "Formation droit du travail pour dirigeants de PME",
    seoDescription: "Deux jours pour maîtriser les bases du droit du travail : contrats, période d'essai, temps de travail, congés, absences et discipline.",
    image: "formation-droit-du-travail-pme",
    runs: [14, 56],
    capacity: 12,
  },
  {
    slug: "comprendre-et-controler-un-bulletin-de-paie",
    label: "Comprendre et contrôler un bulletin de paie",
    header: "Lire chaque ligne d'un bulletin de paie, de la rémunération brute au net à payer, et repérer les erreurs courantes.",
    price: 1290,
    place: "À distance",
    time: "21 heures (6 demi-journées)",
    reference: "DSP-02",
    thematic: "droit-social-et-paie",
    duration: "3-a-5-jours",
    level: "initiation",
    modality: "distanciel",
    position: 100,
    goal: goals(
      "d'expliquer la structure d'un bulletin de paie à un salarié",
      "de calculer un salaire brut avec heures supplémentaires et absences",
      "de distinguer les cotisations salariales et patronales",
      "de contrôler un bulletin avant sa validation",
    ),
    target: rich`
      <p>Dirigeants de TPE, assistants administratifs, gestionnaires RH débutants et toute personne qui valide ou prépare des bulletins de paie.</p>
    `,
    requirement: requirement("Savoir utiliser une calculatrice ou un tableur. Aucune connaissance en paie n'est nécessaire."),
    program: program(
      ["Le cadre de la paie", "mentions obligatoires, rôle de la convention collective, calendrier de la paie"],
      ["Du salaire de base au brut", "primes, heures supplémentaires, avantages en nature"],
      ["Les absences", "congés payés, maladie, absences non rémunérées"],
      ["Du brut au net", "cotisations sociales, prélèvement à la source, net à payer"],
      ["Contrôler et expliquer", "méthode de vérification, erreurs fréquentes, réponses aux questions des salariés"],
    ),
    evaluation: evaluation("Exercices de calcul corrigés à chaque demi-journée", "Contrôle complet d'un bulletin comportant des erreurs volontaires"),
    funding: funding("company"),
    content: rich`
      <h3>La paie, ligne par ligne</h3>
      <p>Que la paie soit faite en interne ou confiée à un prestataire, l'employeur reste responsable de son exactitude. Cette formation vous apprend à lire et à vérifier un bulletin, et à répondre avec assurance aux questions de vos salariés.</p>
      <p>Six demi-journées en classe virtuelle, avec des exercices à réaliser entre les séances sur des bulletins anonymisés.</p>
    `,
    seoTitle: "Formation paie : comprendre et contrôler un bulletin de salaire",
    seoDescription: "Formation à distance pour lire et contrôler un bulletin de paie : brut, absences, cotisations, net à payer et erreurs fréquentes.",
    image: "formation-bulletin-de-paie",
    runs: [21, 63],
    capacity: 12,
  },
  {
    slug: "gerer-les-ruptures-du-contrat-de-travail",
    label: "Gérer les ruptures du contrat de travail",
    header: "Démission, rupture conventionnelle, licenciement : choisir la bonne procédure et la mener sans faux pas.",
    price: 790,
    place: "Paris",
    time: "7 heures (1 jour)",
    reference: "DSP-03",
    thematic: "droit-social-et-paie",
    duration: "1-jour",
    level: "expertise",
    modality: "presentiel",
    position: 110,
    goal: goals(
      "de distinguer les différents modes de rupture et leurs conséquences",
      "de conduire une procédure de rupture conventionnelle",
      "de sécuriser une procédure de licenciement pour motif personnel",
      "de préparer les documents de fin de contrat",
    ),
    target: rich`
      <p>Responsables RH, dirigeants et managers de PME déjà familiers des bases du droit du travail.</p>
    `,
    requirement: requirement(
      "Connaître les bases du droit du travail, par exemple après la formation « Les bases du droit du travail pour dirigeants de PME ».",
    ),
    program: program(
      ["Panorama des ruptures", "démission, rupture conventionnelle, licenciement, fin de CDD, départ à la retraite"],
      ["La rupture conventionnelle", "entretiens, indemnité, délais, homologation"],
      ["Le licenciement pour motif personnel", "motif, convocation, entretien préalable, notification"],
      ["Après la rupture", "préavis, indemnités, documents de fin de contrat, risques de contentieux"],
    ),
    evaluation: evaluation("Étude de dossiers réels anonymisés", "Rédaction commentée d'une convocation et d'une lettre de notification"),
    funding: funding("company"),
    content: rich`
      <h3>Les procédures qui ne pardonnent pas l'erreur</h3>
      <p>Une rupture mal conduite coûte cher, en temps comme en argent. Cette journée passe en revue chaque étape, avec ses délais et ses documents, à partir de situations rencontrées par les participants.</p>
      <p><em>La formation donne des repères pratiques ; elle ne remplace pas le conseil d'un avocat pour un dossier particulier.</em></p>
    `,
    seoTitle: "Formation rupture du contrat de travail et licenciement",
    seoDescription: "Une journée à Paris pour maîtriser rupture conventionnelle, licenciement pour motif personnel et documents de fin de contrat.",
    image: "formation-ruptures-contrat",
    runs: [27],
    capacity: 10,
  },
  // Communication
  {
    slug: "developper-sa-marque-employeur-sur-les-reseaux-sociaux",
    label: "Développer sa marque employeur sur les réseaux sociaux",
    header: "Donner envie aux candidats de vous rejoindre en montrant votre entreprise telle qu'elle est, avec des publications régulières et sincères.",
    price: 1290,
    place: "Nantes et à distance",
    time: "14 heures (2 jours)",
    reference: "COM-01",
    thematic: "communication",
    duration: "2-jours",
    level: "perfectionnement",
    modality: "mixte",
    position: 120,
    goal: goals(
      "de formuler ce qui rend son entreprise attractive pour les candidats",
      "de choisir les réseaux sociaux adaptés aux profils recherchés",
      "de bâtir un calendrier éditorial réaliste",
      "d'impliquer ses salariés comme ambassadeurs",
      "de mesurer les effets de ses publications sur les candidatures",
    ),
    target: rich`
      <p>Dirigeants, responsables RH et chargés de communication de PME qui peinent à attirer des candidats ou souhaitent se faire mieux connaître.</p>
    `,
    requirement: requirement("Disposer d'une page entreprise sur au moins un réseau social, ou prévoir de la créer."),
    program: program(
      ["Les fondations", "valeurs, promesse employeur, ce que disent vos salariés"],
      ["Choisir ses canaux", "réseaux professionnels et grand public, site carrière, avis en ligne"],
      ["Produire du contenu", "portraits, coulisses, offres d'emploi incarnées, vidéos courtes au smartphone"],
      ["Les ambassadeurs", "mobiliser les salariés volontaires, fixer des règles simples"],
      ["Mesurer et ajuster", "indicateurs, lien avec les candidatures, calendrier des trois prochains mois"],
    ),
    evaluation: evaluation("Atelier de création de publications commentées par le groupe", "Calendrier éditorial de trois mois présenté en classe virtuelle"),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Une journée en salle, puis deux demi-journées à distance</h3>
      <p>La première journée pose les fondations et se termine par la création de vos premières publications. Après deux semaines de mise en pratique, deux classes virtuelles permettent d'analyser les résultats et d'ajuster le calendrier.</p>
      <p>Pas besoin d'équipement particulier : un smartphone suffit pour produire des contenus de qualité.</p>
    `,
    seoTitle: "Formation marque employeur sur les réseaux sociaux",
    seoDescription:
      "Développez votre marque employeur sur les réseaux sociaux : promesse, contenus, salariés ambassadeurs et mesure des résultats. À Nantes et à distance.",
    image: "formation-marque-employeur-reseaux-sociaux",
    runs: [17, 66],
    capacity: 12,
  },
  {
    slug: "prendre-la-parole-en-public",
    label: "Prendre la parole en public avec aisance",
    header: "Gérer son trac, structurer son message et capter l'attention d'un auditoire, en réunion comme devant un public plus large.",
    price: 1090,
    place: "Lille",
    time: "14 heures (2 jours)",
    reference: "COM-02",
    thematic: "communication",
    duration: "2-jours",
    level: "initiation",
    modality: "presentiel",
    position: 130,
    goal: goals(
      "de préparer une intervention orale structurée en peu de temps",
      "de gérer son trac avec des techniques de respiration et d'ancrage",
      "d'utiliser sa voix, son regard et ses gestes pour convaincre",
      "de répondre aux questions et aux objections avec calme",
    ),
    target: rich`
      <p>Toute personne amenée à présenter un projet, animer une réunion ou intervenir devant un groupe : managers, commerciaux, chefs de projet, dirigeants.</p>
    `,
    requirement: requirement("Aucun prérequis."),
    program: program(
      ["Se connaître à l'oral", "premier passage filmé, points forts et axes de progrès"],
      ["Structurer son message", "un objectif, trois idées, une conclusion qui invite à agir"],
      ["Le corps et la voix", "respiration, posture, regard, rythme, silences"],
      ["Interagir avec l'auditoire", "questions, objections, imprévus"],
      ["Le passage final", "intervention filmée et comparaison avec le premier passage"],
    ),
    evaluation: evaluation("Passages filmés en début et en fin de formation", "Retours individualisés du formateur et du groupe"),
    funding: funding("company"),
    content: rich`
      <h3>Un groupe réduit pour pratiquer</h3>
      <p>Avec huit participants au plus, chacun prend la parole plusieurs fois par jour. Les exercices sont filmés puis regardés ensemble, dans un climat bienveillant : les progrès entre le premier et le dernier passage sont souvent spectaculaires.</p>
    `,
    seoTitle: "Formation prise de parole en public à Lille",
    seoDescription: "Deux jours à Lille pour gérer le trac, structurer son message et gagner en aisance à l'oral, avec des exercices filmés en petit groupe.",
    image: "formation-prise-de-parole",
    runs: [24, 79],
    capacity: 8,
  },
  // Bureautique et outils numériques
  {
    slug: "excel-les-fondamentaux",
    label: "Excel : les fondamentaux pour piloter son activité",
    header: "Créer des tableaux propres, maîtriser les formules essentielles et présenter ses chiffres en graphiques clairs.",
    price: 690,
    place: "Rennes ou dans vos locaux",
    time: "14 heures (2 jours)",
    reference: "NUM-01",
    thematic: "bureautique-et-outils-numeriques",
    duration: "2-jours",
    level: "initiation",
    modality: "presentiel",
    position: 140,
    goal: goals(
      "de concevoir un tableau structuré et lisible",
      "d'utiliser les formules de calcul et les fonctions les plus courantes",
      "de trier, filtrer et mettre en forme des données",
      "de construire un graphique adapté à son message",
    ),
    target: rich`
      <p>Salariés, managers et dirigeants qui utilisent Excel de façon occasionnelle et veulent gagner en rapidité et en fiabilité.</p>
    `,
    requirement: requirement("Savoir utiliser un ordinateur et un clavier. Les postes de travail sont fournis en agence."),
    program: program(
      ["Prendre en main le classeur", "feuilles, cellules, saisie, mise en forme"],
      ["Les calculs", "formules, références relatives et absolues, fonctions SOMME, MOYENNE, SI"],
      ["Gérer une liste de données", "tris, filtres, mise en forme conditionnelle"],
      ["Les graphiques", "choisir le bon type, le mettre en forme, l'imprimer"],
      ["Atelier", "construction d'un tableau de suivi d'activité de bout en bout"],
    ),
    evaluation: evaluation("Exercices pratiques corrigés tout au long de la formation", "Réalisation d'un tableau de suivi complet en fin de session"),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Les bases solides qui font gagner du temps</h3>
      <p>Beaucoup d'utilisateurs d'Excel ont appris seuls et passent trop de temps sur des tâches qu'une formule réglerait en quelques secondes. Cette formation reprend les fondamentaux dans l'ordre, avec des exercices tirés du quotidien d'une PME : suivi des ventes, des absences, des commandes.</p>
    `,
    seoTitle: "Formation Excel débutant : les fondamentaux",
    seoDescription: "Deux jours pour maîtriser les bases d'Excel : tableaux, formules, tris, filtres et graphiques. À Rennes ou dans vos locaux.",
    image: "formation-excel-fondamentaux",
    runs: [9, 44, 82],
    capacity: 8,
  },
  {
    slug: "excel-tableaux-de-bord-et-tableaux-croises-dynamiques",
    label: "Excel : tableaux croisés dynamiques et tableaux de bord",
    header: "Analyser de grands volumes de données et construire des tableaux de bord fiables, avec passage d'une certification bureautique.",
    price: 1190,
    place: "À distance",
    time: "21 heures (3 jours)",
    reference: "NUM-02",
    thematic: "bureautique-et-outils-numeriques",
    duration: "3-a-5-jours",
    level: "expertise",
    modality: "distanciel",
    position: 150,
    goal: goals(
      "de préparer et de fiabiliser des données issues de plusieurs sources",
      "d'utiliser les fonctions de recherche et les fonctions logiques imbriquées",
      "d'analyser des données avec des tableaux croisés dynamiques",
      "de concevoir un tableau de bord qui se met à jour automatiquement",
    ),
    target: rich`
      <p>Contrôleurs de gestion, assistants RH et commerciaux, managers qui produisent régulièrement des indicateurs.</p>
    `,
    requirement: requirement(
      "Maîtriser les fondamentaux d'Excel : formules, références absolues, tris et filtres. Un test de positionnement en ligne est proposé avant l'inscription.",
    ),
    program: program(
      ["Préparer les données", "tableaux structurés, nettoyage, validation des saisies"],
      ["Les fonctions avancées", "RECHERCHEX, INDEX et EQUIV, fonctions logiques, dates"],
      ["Les tableaux croisés dynamiques", "création, regroupements, champs calculés, segments"],
      ["Le tableau de bord", "indicateurs, graphiques dynamiques, mise en page"],
      ["Préparation à la certification", "entraînement sur des épreuves types et passage de l'examen"],
    ),
    evaluation: evaluation(
      "Test de positionnement avant la formation",
      "Cas pratique de tableau de bord RH ou commercial",
      "Passage d'une certification bureautique reconnue en fin de parcours",
    ),
    funding: funding("certifying"),
    content: rich`
      <h3>Du tableur au tableau de bord</h3>
      <p>Trois journées en classe virtuelle, avec partage d'écran, pour passer d'une utilisation courante d'Excel à une véritable maîtrise de l'analyse de données. Les exercices portent sur des fichiers réalistes : effectifs, absentéisme, chiffre d'affaires par client.</p>
      <p>La formation se conclut par le passage d'une certification qui atteste votre niveau.</p>
    `,
    seoTitle: "Formation Excel avancé : TCD et tableaux de bord (CPF)",
    seoDescription: "Excel avancé à distance : fonctions de recherche, tableaux croisés dynamiques et tableaux de bord, avec passage d'une certification.",
    image: "formation-excel-tableaux-de-bord",
    runs: [13, 55],
    capacity: 10,
  },
  {
    slug: "travailler-avec-les-outils-collaboratifs",
    label: "Travailler en équipe avec les outils collaboratifs",
    header: "Partager des documents, organiser des visioconférences et coordonner les tâches d'une équipe sans se perdre dans les messages.",
    price: 450,
    place: "À distance",
    time: "7 heures (2 demi-journées)",
    reference: "NUM-03",
    thematic: "bureautique-et-outils-numeriques",
    duration: "1-jour",
    level: "initiation",
    modality: "distanciel",
    position: 160,
    goal: goals(
      "de partager et de coéditer des documents en toute sécurité",
      "d'organiser et d'animer une visioconférence",
      "de suivre les tâches d'une équipe sur un tableau partagé",
      "de définir avec son équipe des règles d'usage de la messagerie",
    ),
    target: rich`
      <p>Salariés et managers de PME qui utilisent, ou vont utiliser, une suite collaborative en ligne.</p>
    `,
    requirement: requirement("Utiliser un ordinateur au quotidien. Un compte sur la suite collaborative de l'entreprise est un plus pour les exercices."),
    program: program(
      ["L'espace de travail partagé", "stockage en ligne, droits d'accès, versions"],
      ["Coéditer", "commentaires, suggestions, suivi des modifications"],
      ["Les réunions en ligne", "planifier, partager son écran, enregistrer, prendre des notes communes"],
      ["Coordonner l'équipe", "tableaux de tâches, messagerie d'équipe, bonnes pratiques pour limiter les interruptions"],
    ),
    evaluation: evaluation("Exercices pratiques réalisés en direct pendant les classes virtuelles", "Quiz de fin de formation"),
    funding: funding("company"),
    content: rich`
      <h3>Indépendant des logiciels</h3>
      <p>Les principes enseignés valent pour les principales suites collaboratives du marché. Le formateur adapte ses démonstrations à l'outil utilisé par les participants, pour que chacun puisse appliquer immédiatement ce qu'il apprend.</p>
    `,
    seoTitle: "Formation outils collaboratifs et travail en équipe",
    seoDescription: "Deux demi-journées à distance pour partager des documents, animer des visioconférences et coordonner les tâches d'une équipe.",
    image: "formation-outils-collaboratifs",
    runs: [5, 40],
    capacity: 14,
  },
  // Sécurité et prévention
  {
    slug: "sauveteur-secouriste-du-travail",
    label: "Sauveteur secouriste du travail (SST)",
    header: "Savoir porter secours à un collègue et contribuer à la prévention des risques dans l'entreprise, avec un certificat reconnu.",
    price: 390,
    place: "Strasbourg, Grenoble ou dans vos locaux",
    time: "14 heures (2 jours)",
    reference: "SEC-01",
    thematic: "securite-et-prevention",
    duration: "2-jours",
    level: "initiation",
    modality: "presentiel",
    position: 170,
    goal: goals(
      "de protéger la victime et les témoins d'un accident",
      "d'examiner une victime et d'alerter les secours de façon efficace",
      "de réaliser les gestes de secours adaptés, dont la réanimation avec un défibrillateur",
      "de repérer les situations dangereuses et d'en informer les bonnes personnes",
    ),
    target: rich`
      <p>Tout salarié volontaire pour devenir sauveteur secouriste du travail dans son entreprise, quel que soit son métier.</p>
    `,
    requirement: requirement("Aucun prérequis. Une tenue confortable est conseillée pour les exercices au sol."),
    program: program(
      ["Le rôle du SST", "cadre juridique, place dans l'organisation de la prévention"],
      ["Protéger et prévenir", "supprimer ou isoler le danger, repérer les situations dangereuses"],
      ["Examiner et alerter", "reconnaître les signes vitaux, transmettre l'alerte"],
      ["Secourir", "saignements, étouffement, malaise, brûlures, perte de connaissance, arrêt cardiaque"],
      ["Mises en situation", "accidents simulés dans des conditions proches du réel"],
    ),
    evaluation: evaluation(
      "Évaluation continue des gestes pendant les exercices",
      "Épreuves certificatives en fin de formation ; les participants qui les réussissent obtiennent le certificat SST, valable 24 mois",
    ),
    funding: funding("certifying"),
    content: rich`
      <h3>Une formation très pratique</h3>
      <p>Plus de la moitié du temps est consacrée aux gestes, sur mannequins et lors d'accidents simulés. Chaque participant repart capable d'agir avec calme face à une urgence, au travail comme dans sa vie personnelle.</p>
      <p>En intra-entreprise, les mises en situation sont adaptées aux risques propres à votre activité.</p>
      <p>Pour conserver le certificat, une session de maintien et d'actualisation des compétences, d'une journée, est à suivre avant la fin de sa validité.</p>
    `,
    seoTitle: "Formation Sauveteur secouriste du travail (SST)",
    seoDescription:
      "Formation SST de deux jours : protéger, alerter, secourir et prévenir. Certificat valable 24 mois. À Strasbourg, Grenoble ou dans vos locaux.",
    image: "formation-sauveteur-secouriste",
    runs: [4, 32, 68],
    capacity: 10,
  },
  {
    slug: "evaluer-les-risques-et-mettre-a-jour-le-document-unique",
    label: "Évaluer les risques et mettre à jour le document unique",
    header: "Une méthode pas à pas pour évaluer les risques professionnels, tenir à jour le document unique et en faire un vrai plan d'action.",
    price: 690,
    place: "Grenoble ou Rouen",
    time: "7 heures (1 jour)",
    reference: "SEC-02",
    thematic: "securite-et-prevention",
    duration: "1-jour",
    level: "perfectionnement",
    modality: "presentiel",
    position: 180,
    goal: goals(
      "de rappeler les obligations de l'employeur en matière d'évaluation des risques",
      "d'inventorier les risques par unité de travail",
      "de hiérarchiser les risques et de choisir des mesures de prévention",
      "d'associer les salariés et leurs représentants à la démarche",
    ),
    target: rich`
      <p>Dirigeants de PME, responsables RH, responsables qualité, sécurité et environnement, et membres du CSE.</p>
    `,
    requirement: requirement("Connaître l'organisation de son entreprise. Apporter, s'il existe, le document unique actuel."),
    program: program(
      ["Le cadre", "obligations de l'employeur, principes généraux de prévention, mise à jour"],
      ["Identifier les risques", "unités de travail, observation des postes, échanges avec les salariés"],
      ["Évaluer et hiérarchiser", "gravité, fréquence, exposition ; une grille simple"],
      ["Du document au plan d'action", "mesures, responsables, échéances, suivi"],
    ),
    evaluation: evaluation("Atelier d'évaluation sur des situations de travail filmées", "Relecture commentée du document unique de chaque participant"),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Un document utile, pas une formalité</h3>
      <p>Le document unique d'évaluation des risques professionnels est obligatoire dès le premier salarié. Bien construit, il devient l'outil de pilotage de la prévention. Cette journée vous donne une méthode simple et une grille réutilisable pour le mettre à jour sans y passer des semaines.</p>
    `,
    seoTitle: "Formation document unique et évaluation des risques",
    seoDescription: "Une journée pour évaluer les risques professionnels, mettre à jour le document unique et bâtir un plan d'action de prévention.",
    image: "formation-document-unique",
    runs: [22, 61],
    capacity: 12,
  },
  {
    slug: "prevenir-les-risques-psychosociaux",
    label: "Prévenir les risques psychosociaux",
    header: "Repérer les signaux de stress et d'épuisement, agir sur l'organisation du travail et savoir réagir face à un salarié en difficulté.",
    price: 1190,
    place: "Montpellier et à distance",
    time: "14 heures (2 jours)",
    reference: "SEC-03",
    thematic: "securite-et-prevention",
    duration: "2-jours",
    level: "perfectionnement",
    modality: "mixte",
    position: 190,
    goal: goals(
      "de définir les risques psychosociaux et leurs facteurs",
      "de repérer les signaux d'alerte individuels et collectifs",
      "de mener un entretien avec un salarié en difficulté",
      "de proposer des actions de prévention portant sur l'organisation du travail",
    ),
    target: rich`
      <p>Managers, dirigeants, responsables RH et membres du CSE.</p>
    `,
    requirement: requirement("Aucun prérequis."),
    program: program(
      ["Comprendre", "stress, épuisement professionnel, harcèlement, violences ; les facteurs de risque"],
      ["Repérer", "signaux individuels et collectifs, indicateurs RH"],
      ["Agir en manager", "l'entretien avec un salarié en difficulté, l'orientation vers les bons interlocuteurs"],
      ["Prévenir collectivement", "charge de travail, autonomie, reconnaissance, relations ; plan d'action"],
    ),
    evaluation: evaluation(
      "Quiz sur les notions clés",
      "Mises en situation d'entretien",
      "Plan de prévention rédigé pour son équipe, présenté en classe virtuelle",
    ),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Agir avant la crise</h3>
      <p>Les risques psychosociaux se préviennent d'abord par l'organisation du travail et par la qualité du management. Cette formation donne aux managers des repères pour détecter les situations à risque et des outils pour agir, sans se substituer aux professionnels de santé.</p>
      <p>Une journée en salle, suivie de deux demi-journées en classe virtuelle pour travailler sur les situations rencontrées entre-temps.</p>
    `,
    seoTitle: "Formation prévention des risques psychosociaux (RPS)",
    seoDescription: "Prévenir les risques psychosociaux : repérer les signaux, conduire un entretien avec un salarié en difficulté et agir sur l'organisation.",
    image: "formation-risques-psychosociaux",
    runs: [26, 73],
    capacity: 12,
  },
  // Commercial et relation client
  {
    slug: "les-fondamentaux-de-la-vente-b2b",
    label: "Les fondamentaux de la vente aux entreprises",
    header: "Prospecter, découvrir les besoins du client, argumenter et conclure : la démarche commerciale complète en trois jours.",
    price: 1490,
    place: "Toulouse ou Bordeaux",
    time: "21 heures (3 jours)",
    reference: "VEN-01",
    thematic: "commercial-et-relation-client",
    duration: "3-a-5-jours",
    level: "initiation",
    modality: "presentiel",
    position: 200,
    goal: goals(
      "d'organiser sa prospection et de décrocher des rendez-vous",
      "de conduire un entretien de découverte des besoins",
      "de présenter une offre sous forme de bénéfices pour le client",
      "de traiter les objections et de conclure une vente",
    ),
    target: rich`
      <p>Commerciaux débutants, technico-commerciaux, dirigeants et créateurs d'entreprise qui vendent eux-mêmes leurs services.</p>
    `,
    requirement: requirement("Aucun prérequis."),
    program: program(
      ["Préparer sa prospection", "cibles, fichier, messages, organisation de la semaine"],
      ["Décrocher un rendez-vous", "appel de prospection, premier contact sur les réseaux professionnels"],
      ["La découverte", "questionnement, écoute, reformulation des besoins"],
      ["Argumenter", "caractéristiques, avantages, bénéfices ; preuves"],
      ["Conclure", "objections, signaux d'achat, engagement et suivi"],
    ),
    evaluation: evaluation("Jeux de rôle filmés à chaque étape de la vente", "Plan de prospection personnel présenté en fin de formation"),
    funding: funding("company", INTRA),
    content: rich`
      <h3>Une méthode complète, de la prospection à la signature</h3>
      <p>Trois journées rythmées par des mises en situation tirées de vos propres offres. Le formateur, ancien responsable commercial, partage des outils simples : trames d'appel, guide de découverte, fiche de préparation de rendez-vous.</p>
    `,
    seoTitle: "Formation vente aux entreprises : les fondamentaux",
    seoDescription: "Trois jours pour maîtriser la vente aux entreprises : prospection, découverte des besoins, argumentation, objections et conclusion.",
    image: "formation-vente-b2b",
    runs: [18, 60],
    capacity: 10,
  },
  {
    slug: "negocier-et-defendre-ses-prix",
    label: "Négocier et défendre ses prix",
    header: "Préparer ses négociations, tenir ses marges et obtenir des contreparties face à des acheteurs exigeants.",
    price: 1290,
    place: "Marseille ou Nice",
    time: "14 heures (2 jours)",
    reference: "VEN-02",
    thematic: "commercial-et-relation-client",
    duration: "2-jours",
    level: "expertise",
    modality: "presentiel",
    position: 210,
    goal: goals(
      "de préparer une négociation : objectifs, marges de manœuvre, point de rupture",
      "d'annoncer un prix avec assurance",
      "de répondre aux techniques de pression des acheteurs",
      "de n'accorder une concession qu'en échange d'une contrepartie",
    ),
    target: rich`
      <p>Commerciaux expérimentés, responsables de comptes et dirigeants qui négocient des contrats importants.</p>
    `,
    requirement: requirement("Au moins deux ans d'expérience de la vente ou de la négociation commerciale."),
    program: program(
      ["Préparer", "cartographie des interlocuteurs, objectifs, liste de concessions chiffrées"],
      ["Annoncer et défendre son prix", "présenter la valeur avant le prix, tenir face au silence"],
      ["Les tactiques des acheteurs", "mise en concurrence, ultimatum, demandes de dernière minute"],
      ["Concéder et obtenir", "règle de la contrepartie, conclusion écrite"],
      ["Négociations simulées", "cas complets avec acheteurs joués par le formateur"],
    ),
    evaluation: evaluation("Négociations simulées filmées et débriefées", "Fiche de préparation d'une négociation réelle à venir"),
    funding: funding("company"),
    content: rich`
      <h3>Pour les négociateurs qui veulent passer un cap</h3>
      <p>Cette formation s'adresse à des commerciaux aguerris. Elle s'appuie sur des négociations simulées de plus en plus difficiles, où le formateur joue des acheteurs exigeants, pour entraîner les bons réflexes sous pression.</p>
    `,
    seoTitle: "Formation négociation commerciale : défendre ses prix",
    seoDescription:
      "Deux jours pour les commerciaux expérimentés : préparer, défendre ses prix, répondre aux tactiques des acheteurs et concéder avec contrepartie.",
    image: "formation-negociation-prix",
    runs: [35],
    capacity: 8,
  },
  {
    slug: "accueil-et-relation-client-au-telephone",
    label: "Accueil et relation client au téléphone",
    header: "Offrir à chaque appelant un accueil professionnel, traiter les demandes avec efficacité et apaiser les clients mécontents.",
    price: 490,
    place: "À distance",
    time: "7 heures (2 demi-journées)",
    reference: "VEN-03",
    thematic: "commercial-et-relation-client",
    duration: "1-jour",
    level: "perfectionnement",
    modality: "distanciel",
    position: 220,
    goal: goals(
      "d'accueillir un appelant avec une présentation claire et chaleureuse",
      "de comprendre rapidement la demande par un questionnement adapté",
      "de gérer un appel difficile ou une réclamation",
      "de conclure l'appel en s'assurant de la satisfaction du client",
    ),
    target: rich`
      <p>Assistants, chargés d'accueil, conseillers clientèle et toute personne qui répond au téléphone au nom de l'entreprise.</p>
    `,
    requirement: requirement("Répondre régulièrement aux appels de clients. Prévoir un casque avec micro."),
    program: program(
      ["Les premières secondes", "formule d'accueil, sourire dans la voix, prise en charge"],
      ["Comprendre la demande", "questions, reformulation, prise de notes"],
      ["Les appels difficiles", "réclamation, agressivité, attente ; les mots qui apaisent"],
      ["Conclure et suivre", "récapitulatif, engagement, transmission de message"],
    ),
    evaluation: evaluation("Simulations d'appels enregistrées puis écoutées ensemble", "Grille d'auto-évaluation de ses appels réels"),
    funding: funding("company"),
    content: rich`
      <h3>Le téléphone, première image de votre entreprise</h3>
      <p>Un appel bien accueilli rassure un client ; un appel mal géré peut le faire partir. Deux demi-journées en classe virtuelle, avec de nombreuses simulations d'appels, pour gagner en aisance et en efficacité.</p>
    `,
    seoTitle: "Formation accueil téléphonique et relation client",
    seoDescription: "Deux demi-journées à distance pour améliorer l'accueil au téléphone, comprendre les demandes et gérer les appels difficiles.",
    image: "formation-accueil-telephonique",
    runs: [11, 50],
    capacity: 10,
  },
  // Efficacité professionnelle
  {
    slug: "gerer-son-temps-et-ses-priorites",
    label: "Gérer son temps et ses priorités",
    header: "Reprendre la main sur son agenda, distinguer l'urgent de l'important et protéger du temps pour les tâches qui comptent.",
    price: 490,
    place: "À distance",
    time: "7 heures (2 demi-journées)",
    reference: "EFF-01",
    thematic: "efficacite-professionnelle",
    duration: "1-jour",
    level: "initiation",
    modality: "distanciel",
    position: 230,
    goal: goals(
      "d'analyser l'usage de son temps et ses principales sources d'interruption",
      "de hiérarchiser ses tâches selon leur importance et leur urgence",
      "de planifier sa semaine en réservant des plages de travail sans interruption",
      "de refuser ou de renégocier une demande avec tact",
    ),
    target: rich`
      <p>Tout salarié, manager ou dirigeant qui se sent débordé ou souhaite mieux organiser son travail.</p>
    `,
    requirement: requirement(
      "Aucun prérequis. Noter ses activités pendant les trois jours qui précèdent la formation, à l'aide de la grille envoyée à l'inscription.",
    ),
    program: program(
      ["Faire le point", "analyse de son emploi du temps, voleurs de temps"],
      ["Prioriser", "matrice importance et urgence, objectifs de la semaine"],
      ["Planifier", "agenda, plages protégées, gestion des courriels et des messages"],
      ["S'affirmer", "dire non, négocier un délai, limiter les interruptions"],
    ),
    evaluation: evaluation("Quiz de fin de formation", "Plan d'organisation personnel, revu par le formateur deux semaines plus tard par courriel"),
    funding: funding("company"),
    content: rich`
      <h3>Des outils simples, adoptés tout de suite</h3>
      <p>Pas de méthode miracle, mais quelques habitudes qui changent vraiment le quotidien. Entre les deux demi-journées, chaque participant teste une nouvelle organisation de sa semaine et en fait le bilan avec le groupe.</p>
    `,
    seoTitle: "Formation gestion du temps et des priorités",
    seoDescription: "Deux demi-journées à distance pour mieux gérer son temps : priorités, planification, plages protégées et affirmation de soi.",
    image: "formation-gestion-du-temps",
    runs: [7, 45, 86],
    capacity: 14,
  },
  {
    slug: "preparer-son-cv-et-reussir-ses-entretiens",
    label: "Préparer son CV et réussir ses entretiens d'embauche",
    header: "Un CV qui met en valeur vos compétences et une préparation concrète pour aborder chaque entretien d'embauche avec confiance.",
    price: 290,
    place: "À distance",
    time: "7 heures (2 demi-journées)",
    reference: "EFF-02",
    thematic: "efficacite-professionnelle",
    duration: "1-jour",
    level: "initiation",
    modality: "distanciel",
    position: 240,
    goal: goals(
      "de rédiger un CV clair, centré sur ses réalisations",
      "d'adapter son CV et sa lettre à chaque offre",
      "de présenter son parcours en deux minutes",
      "de répondre aux questions les plus fréquentes des recruteurs",
    ),
    target: rich`
      <p>Candidats en recherche d'emploi, salariés qui souhaitent changer de poste, jeunes diplômés et personnes qui reprennent une activité.</p>
    `,
    requirement: requirement("Apporter son CV actuel, même ancien ou incomplet, et une ou deux offres d'emploi qui vous intéressent."),
    program: program(
      ["Le CV", "structure, titre, compétences, réalisations chiffrées, mise en page lisible"],
      ["Le CV face aux logiciels de tri", "mots-clés, format du fichier, erreurs à éviter"],
      ["Se présenter", "le parcours en deux minutes, le fil conducteur, les motivations"],
      ["L'entretien", "questions fréquentes, questions sur les points faibles, questions à poser au recruteur"],
      ["Simulation", "entretien simulé avec un consultant en recrutement et retours personnalisés"],
    ),
    evaluation: evaluation("Relecture individuelle du CV par le formateur", "Entretien simulé avec grille de retours personnalisés"),
    funding: funding("individual"),
    content: rich`
      <h3>Le regard de recruteurs</h3>
      <p>Cette formation est animée par des consultants qui lisent des centaines de CV chaque mois et mènent des entretiens au quotidien. Ils vous disent ce qu'ils regardent vraiment et vous aident à présenter votre parcours sous son meilleur jour.</p>
      <p>Chaque participant repart avec un CV retravaillé et une liste de réponses préparées aux questions clés.</p>
    `,
    seoTitle: "Formation CV et entretien d'embauche à distance",
    seoDescription: "Deux demi-journées à distance avec des consultants en recrutement pour rédiger un CV percutant et préparer ses entretiens d'embauche.",
    image: "formation-cv-entretien-embauche",
    runs: [3, 31, 62],
    capacity: 12,
  },
  {
    slug: "construire-son-projet-de-reconversion",
    label: "Construire son projet de reconversion professionnelle",
    header: "Faire le point sur ses compétences, explorer des métiers qui recrutent et bâtir un plan d'action réaliste pour changer de voie.",
    price: 1490,
    place: "Rennes, Bordeaux et à distance",
    time: "28 heures (8 demi-journées sur 2 mois)",
    reference: "EFF-03",
    thematic: "efficacite-professionnelle",
    duration: "parcours-long",
    level: "initiation",
    modality: "mixte",
    position: 250,
    goal: goals(
      "d'identifier ses compétences transférables et ses motivations",
      "d'explorer des métiers qui correspondent à son profil et qui recrutent dans sa région",
      "de vérifier la faisabilité d'un projet par des enquêtes auprès de professionnels",
      "d'établir un plan d'action : formation, financement, calendrier",
    ),
    target: rich`
      <p>Salariés et demandeurs d'emploi qui envisagent de changer de métier ou de secteur et souhaitent être accompagnés pour construire leur projet.</p>
    `,
    requirement: requirement(
      "Aucun prérequis, sinon l'envie de changer de voie. Un entretien gratuit avant l'inscription permet de vérifier que le parcours répond à vos attentes.",
    ),
    program: program(
      ["Faire le point", "parcours, réussites, compétences transférables, valeurs et contraintes"],
      ["Explorer", "métiers et secteurs qui recrutent, fiches métier, tendances locales de l'emploi"],
      ["Vérifier", "enquêtes métier auprès de professionnels, immersion si possible"],
      ["Décider", "comparaison des pistes, choix du projet principal et d'une alternative"],
      ["Passer à l'action", "formations, financements, calendrier, CV et pitch de reconversion"],
    ),
    evaluation: evaluation(
      "Carnet de bord complété à chaque séance",
      "Présentation du projet et du plan d'action lors de la dernière séance, avec retours du consultant",
    ),
    funding: funding("individual"),
    content: rich`
      <h3>Un accompagnement en petit groupe</h3>
      <p>Huit demi-journées sur deux mois, en alternant rencontres en agence et séances en classe virtuelle. Le groupe, de six à huit personnes, est un soutien précieux : chacun avance sur son propre projet en profitant des idées et des contacts des autres.</p>
      <h3>Le regard du marché de l'emploi</h3>
      <p>Nos consultants connaissent les besoins des entreprises de votre région. Ils vous aident à confronter votre projet à la réalité du terrain avant d'investir dans une formation.</p>
    `,
    seoTitle: "Accompagnement à la reconversion professionnelle",
    seoDescription: "Parcours de deux mois pour construire son projet de reconversion : compétences, exploration des métiers, enquêtes et plan d'action.",
    image: "formation-reconversion-professionnelle",
    runs: [20, 77],
    capacity: 8,
  },
];

export const demoTrainingReviews: DemoTrainingReview[] = [
  {
    training: "reussir-sa-prise-de-poste-de-manager",
    author: "Claire M.",
    rating: 5,
    text: "Promue responsable d'équipe il y a deux mois, j'ai enfin des repères. Les mises en situation de recadrage m'ont beaucoup servi dès la semaine suivante.",
    daysAgo: 18,
  },
  {
    training: "reussir-sa-prise-de-poste-de-manager",
    author: "Julien B.",
    rating: 4,
    text: "Formation concrète et bien rythmée. La classe virtuelle un mois après permet de faire le point, j'aurais aimé une deuxième séance de ce type.",
    daysAgo: 64,
  },
  {
    training: "mener-un-entretien-de-recrutement",
    author: "Nadia K.",
    rating: 5,
    text: "Je recrutais à l'intuition. Avec la grille construite pendant la journée, mes entretiens sont plus courts et mes décisions plus sûres.",
    daysAgo: 25,
  },
  {
    training: "mener-un-entretien-de-recrutement",
    author: "Thomas R.",
    rating: 5,
    text: "Très pratique : nous avons travaillé sur nos propres postes à pourvoir. Le formateur connaît parfaitement le sujet.",
    daysAgo: 97,
  },
  {
    training: "comprendre-et-controler-un-bulletin-de-paie",
    author: "Sophie L.",
    rating: 5,
    text: "Je valide les bulletins de notre entreprise sans être spécialiste. Je sais maintenant ce que je contrôle et je réponds aux questions des salariés sans hésiter.",
    daysAgo: 41,
  },
  {
    training: "bases-du-droit-du-travail-pour-dirigeants-de-pme",
    author: "Karim D.",
    rating: 4,
    text: "Beaucoup de contenu en deux jours, mais tout est clair et illustré par des cas de PME. Le support est une vraie référence au quotidien.",
    daysAgo: 53,
  },
  {
    training: "developper-sa-marque-employeur-sur-les-reseaux-sociaux",
    author: "Émilie P.",
    rating: 5,
    text: "Nous publions désormais chaque semaine, avec nos salariés. Les candidatures spontanées ont nettement augmenté depuis.",
    daysAgo: 33,
  },
  {
    training: "excel-les-fondamentaux",
    author: "Laurent G.",
    rating: 4,
    text: "Idéal pour repartir sur de bonnes bases. Le tableau de suivi réalisé le dernier jour est directement utilisé dans mon service.",
    daysAgo: 12,
  },
  {
    training: "excel-tableaux-de-bord-et-tableaux-croises-dynamiques",
    author: "Camille F.",
    rating: 5,
    text: "Exigeant mais passionnant. Mon tableau de bord mensuel, qui me prenait une journée, se met à jour en quelques minutes.",
    daysAgo: 76,
  },
  {
    training: "sauveteur-secouriste-du-travail",
    author: "Mathieu V.",
    rating: 5,
    text: "Formation très vivante, presque entièrement pratique. Je me sens capable d'intervenir en cas d'accident sur notre atelier.",
    daysAgo: 29,
  },
  {
    training: "manager-une-equipe-a-distance",
    author: "Inès T.",
    rating: 4,
    text: "La charte de télétravail que nous avons rédigée a apaisé bien des tensions dans l'équipe. Le format en demi-journées est très pratique.",
    daysAgo: 47,
  },
  {
    training: "preparer-son-cv-et-reussir-ses-entretiens",
    author: "Olivier C.",
    rating: 5,
    text: "Mon CV a été entièrement retravaillé et l'entretien simulé m'a donné confiance. J'ai décroché un poste trois semaines plus tard.",
    daysAgo: 58,
  },
  {
    training: "construire-son-projet-de-reconversion",
    author: "Aurélie H.",
    rating: 5,
    text: "Après quinze ans dans la vente, je ne savais pas par où commencer. Les enquêtes métier m'ont permis de confirmer mon projet avant de me former.",
    daysAgo: 88,
  },
  {
    training: "negocier-et-defendre-ses-prix",
    author: "Yann L.",
    rating: 4,
    text: "Les négociations simulées sont intenses et très formatrices. J'ai déjà appliqué la règle de la contrepartie avec deux clients.",
    daysAgo: 21,
  },
];
