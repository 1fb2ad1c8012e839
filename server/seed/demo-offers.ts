import type { Db } from "../db/client";
import { demoAgencies } from "./demo-agencies";
import { insertOffers, type OfferInput } from "../modules/offers/offers.service";
import { formatEuros } from "../../common/format/number";
import type { CustomField } from "../../common/offers";
import { atPlace, de, deBefore } from "../../common/format/typography";

// Demo job offers (spec 2 §3, Position): invented French text built from template pieces so
// each offer reads differently. A seeded PRNG keeps reruns identical (tests, benchmark).

/** [role, salary min and max in k€, the job's own mission, a contract the job implies]. */
type Job = [role: string, minK: number, maxK: number, mission: string, contract?: "Freelance" | "Stagiaire" | "Franchise"];
type Sector = { label: string; tags: string[]; kinds: string[]; missions: string[]; skills: string[]; jobs: Job[] };

export const SECTORS: Sector[] = [
  {
    label: "BTP / Construction",
    tags: ["BTP", "Chantier", "Bâtiment"],
    kinds: [
      "une entreprise générale de bâtiment d'environ 150 salariés",
      "une PME familiale spécialisée dans la rénovation énergétique",
      "une société régionale de travaux publics",
    ],
    missions: [
      "Préparer les interventions et vérifier l'arrivée des matériaux",
      "Appliquer et faire appliquer les règles de sécurité sur le chantier",
      "Contrôler la qualité des ouvrages avant leur réception",
      "Rendre compte chaque semaine de l'avancement à votre responsable",
      "Accueillir et guider les nouveaux arrivants sur le chantier",
    ],
    skills: [
      "Lecture de plans",
      "Connaissance des règles de prévention du BTP",
      "Permis B pour les déplacements entre chantiers",
      "Goût du travail en équipe",
      "Ponctualité et rigueur",
    ],
    jobs: [
      ["Chef de chantier gros œuvre", 36, 44, "Organiser le travail des compagnons et des sous-traitants au quotidien"],
      ["Conducteur de travaux", 45, 58, "Piloter le budget, le planning et les réunions de chantier"],
      ["Maçon coffreur", 26, 31, "Réaliser les coffrages, ferraillages et coulages de voiles et dalles"],
      ["Électricien du bâtiment", 27, 33, "Poser les réseaux, tableaux et appareillages en neuf comme en rénovation"],
      ["Plombier chauffagiste", 28, 34, "Installer et mettre en service les équipements sanitaires et de chauffage"],
      ["Métreur", 34, 42, "Établir les métrés et quantitatifs à partir des plans d'exécution"],
    ],
  },
  {
    label: "Industrie & Production",
    tags: ["Industrie", "Production", "Usine"],
    kinds: ["une usine de pièces mécaniques de précision", "une ETI de l'agroalimentaire", "une entreprise de plasturgie en plein développement"],
    missions: [
      "Respecter les consignes qualité, hygiène et sécurité du site",
      "Renseigner les indicateurs de production de votre poste",
      "Participer aux démarches d'amélioration continue",
      "Travailler en lien étroit avec les services maintenance et qualité",
      "Transmettre les informations clés lors des relèves d'équipe",
    ],
    skills: [
      "Lecture de plans et de gammes de fabrication",
      "Culture de la sécurité industrielle",
      "Disponibilité pour le travail en équipes alternées",
      "Esprit d'analyse",
      "Autonomie et sens des responsabilités",
    ],
    jobs: [
      ["Technicien de maintenance industrielle", 30, 38, "Diagnostiquer les pannes mécaniques, électriques et pneumatiques"],
      ["Opérateur de production", 23, 26, "Alimenter et surveiller les machines de votre ligne"],
      ["Responsable de production", 48, 60, "Animer les chefs d'équipe et tenir les objectifs de coût, qualité et délai"],
      ["Technicien qualité", 30, 36, "Réaliser les contrôles et rédiger les fiches de non-conformité"],
      ["Conducteur de ligne", 25, 29, "Régler et conduire une ligne de conditionnement automatisée"],
      ["Régleur sur commande numérique", 28, 34, "Programmer et régler les centres d'usinage pour chaque nouvelle série"],
    ],
  },
  {
    label: "Informatique & Numérique",
    tags: ["Informatique", "Numérique", "Tech"],
    kinds: [
      "une société éditrice de logiciels métier",
      "une ESN à taille humaine",
      "une start-up de la logistique urbaine",
      "une entreprise de services numériques aux collectivités",
    ],
    missions: [
      "Participer aux rituels agiles de l'équipe produit",
      "Documenter vos choix techniques pour l'équipe",
      "Contribuer aux revues de code et à la qualité logicielle",
      "Échanger directement avec les utilisateurs pour comprendre leurs besoins",
      "Assurer une veille technique et la partager",
    ],
    skills: [
      "Maîtrise de Git et des bonnes pratiques de développement",
      "Anglais technique lu",
      "Curiosité et goût d'apprendre",
      "Capacité à vulgariser",
      "Sens du service",
    ],
    jobs: [
      ["Développeur full stack TypeScript", 40, 52, "Concevoir de nouvelles fonctionnalités, de l'API à l'interface"],
      ["Administrateur systèmes et réseaux", 38, 46, "Maintenir les serveurs, la sauvegarde et la sécurité du réseau"],
      ["Chef de projet digital", 45, 55, "Coordonner les équipes techniques et le client de la conception à la mise en ligne"],
      ["Data analyst", 40, 50, "Construire les tableaux de bord et fiabiliser les données de l'entreprise"],
      ["Technicien support informatique", 26, 30, "Répondre aux demandes des utilisateurs et préparer les postes de travail"],
      ["Développeur React", 0, 0, "Renforcer l'équipe front-end sur une application à fort trafic", "Freelance"],
      ["Ingénieur DevOps", 48, 60, "Automatiser les déploiements et superviser les environnements de production"],
      ["Développeur Java", 42, 54, "Faire évoluer les services back-end d'une plateforme de paiement"],
      ["Data scientist", 45, 58, "Concevoir des modèles de prévision à partir des données clients"],
    ],
  },
  {
    label: "Commerce & Distribution",
    tags: ["Commerce", "Vente", "Retail"],
    kinds: [
      "une enseigne spécialisée dans l'équipement de la maison",
      "une chaîne de magasins de sport",
      "une société de distribution de fournitures professionnelles",
    ],
    missions: [
      "Accueillir et conseiller la clientèle",
      "Suivre les ventes et proposer des actions commerciales",
      "Veiller à la bonne tenue du point de vente",
      "Travailler en équipe avec les autres services",
      "Participer aux inventaires et aux opérations commerciales",
    ],
    skills: ["Aisance relationnelle", "Sens du résultat", "Goût du terrain", "Bonne présentation", "Maîtrise des outils bureautiques"],
    jobs: [
      ["Responsable de magasin", 34, 40, "Manager une équipe de huit vendeurs et piloter le chiffre d'affaires"],
      ["Vendeur conseil", 22, 25, "Accompagner chaque client jusqu'à la solution la mieux adaptée"],
      ["Chef de rayon", 28, 32, "Gérer les commandes, l'implantation et la rentabilité de votre rayon"],
      ["Vendeuse en boulangerie", 21, 23, "Accueillir les clients, conseiller et encaisser dans une boulangerie artisanale"],
      ["Commercial terrain", 32, 40, "Développer un portefeuille de clients professionnels sur votre secteur"],
      ["Stage – Assistant commercial", 0, 0, "Préparer les propositions commerciales et suivre les relances clients", "Stagiaire"],
    ],
  },
  {
    label: "Transport & Logistique",
    tags: ["Logistique", "Transport", "Entrepôt"],
    kinds: ["une plateforme logistique du e-commerce", "un transporteur régional de messagerie", "une société de distribution alimentaire"],
    missions: [
      "Respecter les procédures de sécurité et de traçabilité",
      "Signaler toute anomalie de stock ou de livraison",
      "Participer au rangement et à la propreté des zones de travail",
      "Travailler en lien avec l'exploitation et le service client",
      "Contribuer à tenir les délais annoncés aux clients",
    ],
    skills: ["CACES à jour selon le poste", "Organisation et rapidité", "Respect des consignes", "Esprit d'équipe", "Disponibilité en horaires décalés"],
    jobs: [
      ["Chauffeur poids lourd", 26, 30, "Assurer les livraisons régionales avec retour quotidien au dépôt"],
      ["Préparateur de commandes", 22, 24, "Préparer les commandes au scanner dans le respect des cadences"],
      ["Responsable d'entrepôt", 40, 48, "Organiser les flux de réception et d'expédition et encadrer les équipes"],
      ["Agent d'exploitation transport", 27, 32, "Planifier les tournées et affecter les chauffeurs"],
      ["Cariste", 23, 26, "Charger, décharger et ranger les palettes en hauteur"],
      ["Approvisionneur", 30, 36, "Calculer les besoins et passer les commandes auprès des fournisseurs"],
      ["Magasinier", 22, 25, "Réceptionner, contrôler et ranger les marchandises du magasin"],
      ["Chauffeur livreur", 22, 25, "Livrer les clients professionnels de votre tournée en véhicule utilitaire"],
    ],
  },
  {
    label: "Banque, Finance & Assurance",
    tags: ["Finance", "Comptabilité", "Assurance"],
    kinds: [
      "une mutuelle régionale",
      "un cabinet d'expertise comptable d'une quarantaine de collaborateurs",
      "une société de courtage en assurances",
      "une banque coopérative",
    ],
    missions: [
      "Garantir la fiabilité des informations que vous produisez",
      "Respecter les procédures internes et la réglementation",
      "Travailler en lien avec les équipes commerciales et de direction",
      "Participer aux clôtures mensuelles et annuelles",
      "Proposer des améliorations des outils et des processus",
    ],
    skills: ["Rigueur et sens de la confidentialité", "Maîtrise d'Excel", "Esprit d'analyse", "Qualités rédactionnelles", "Sens du service client"],
    jobs: [
      ["Comptable général", 32, 38, "Tenir la comptabilité générale jusqu'au bilan"],
      ["Contrôleur de gestion", 42, 52, "Construire le budget et analyser les écarts avec les opérationnels"],
      ["Conseiller clientèle particuliers", 28, 34, "Gérer et développer un portefeuille de clients particuliers"],
      ["Gestionnaire sinistres", 28, 33, "Instruire les dossiers de sinistres et décider des indemnisations"],
      ["Analyste crédit", 38, 46, "Étudier les demandes de financement des entreprises clientes"],
      ["Stage – Assistant contrôle de gestion", 0, 0, "Participer à la préparation du budget et des reportings mensuels", "Stagiaire"],
    ],
  },
  {
    label: "Santé & Médico-social",
    tags: ["Santé", "Soins", "Médico-social"],
    kinds: [
      "une clinique privée de soins de suite",
      "une association d'aide à domicile",
      "une maison de santé pluriprofessionnelle",
      "une résidence pour personnes âgées",
    ],
    missions: [
      "Assurer les transmissions écrites et orales avec l'équipe",
      "Respecter les protocoles d'hygiène et de sécurité des soins",
      "Contribuer au projet de vie des personnes accompagnées",
      "Participer aux réunions de coordination",
      "Accueillir et accompagner les familles",
    ],
    skills: [
      "Diplôme d'État correspondant au poste",
      "Bienveillance et patience",
      "Discrétion professionnelle",
      "Capacité à travailler en équipe pluridisciplinaire",
      "Permis B apprécié",
    ],
    jobs: [
      ["Infirmier coordinateur", 32, 38, "Coordonner les soins et le planning de l'équipe soignante"],
      ["Aide-soignant", 24, 27, "Réaliser les soins d'hygiène et de confort des patients"],
      ["Auxiliaire de vie", 21, 24, "Aider les personnes dans les gestes du quotidien à leur domicile"],
      ["Assistant médical", 24, 28, "Accueillir les patients et préparer les consultations"],
      ["Cadre de santé", 45, 52, "Encadrer les équipes de soins et garantir la qualité de la prise en charge"],
      ["Éducateur spécialisé", 27, 32, "Construire et suivre les projets éducatifs individualisés"],
      ["Infirmière de bloc opératoire", 34, 40, "Préparer la salle et assister les chirurgiens pendant les interventions"],
      ["Aide-soignante de nuit", 25, 28, "Veiller au confort et à la sécurité des résidents la nuit"],
      ["Sage-femme", 33, 40, "Suivre les grossesses et accompagner les naissances en maternité"],
    ],
  },
  {
    label: "Ressources humaines",
    tags: ["RH", "Recrutement", "Paie"],
    kinds: ["une entreprise de services de 600 salariés", "un groupe de distribution en pleine structuration", "une PME industrielle qui crée son service RH"],
    missions: [
      "Être l'interlocuteur des managers sur les questions RH",
      "Garantir la confidentialité des informations traitées",
      "Participer aux projets RH (intégration, entretiens annuels, formation)",
      "Suivre les indicateurs sociaux",
      "Veiller au respect du droit du travail et des accords d'entreprise",
    ],
    skills: ["Connaissance du droit social", "Aisance avec les SIRH", "Écoute et diplomatie", "Organisation", "Discrétion"],
    jobs: [
      ["Chargé de recrutement", 32, 38, "Mener les recrutements de A à Z, du brief au suivi d'intégration"],
      ["Gestionnaire de paie", 32, 38, "Établir les paies et les déclarations sociales d'environ 300 salariés"],
      ["Responsable ressources humaines", 45, 55, "Définir et conduire la politique RH avec la direction"],
      ["Assistant RH", 26, 30, "Gérer l'administration du personnel, des contrats aux visites médicales"],
      ["Cheffe de projet SIRH", 44, 52, "Piloter le déploiement du nouveau logiciel de gestion des talents"],
      ["Stage – Chargé de recrutement", 0, 0, "Rédiger les annonces, trier les candidatures et conduire des premiers entretiens", "Stagiaire"],
      ["Créateur d'agence de recrutement en franchise", 0, 0, "Ouvrir et développer votre propre agence au sein de notre réseau", "Franchise"],
    ],
  },
  {
    label: "Hôtellerie-Restauration",
    tags: ["Hôtellerie", "Restauration", "Cuisine"],
    kinds: ["une brasserie de centre-ville de 120 couverts", "un hôtel quatre étoiles", "une société de restauration collective", "une résidence de tourisme"],
    missions: [
      "Appliquer les règles d'hygiène et de sécurité alimentaire",
      "Offrir à chaque client un accueil chaleureux",
      "Participer à la mise en place et au rangement",
      "Travailler en bonne entente avec la salle et la cuisine",
      "Contribuer à la bonne réputation de l'établissement",
    ],
    skills: ["Connaissance des normes HACCP", "Sens de l'accueil", "Résistance au rythme des services", "Disponibilité les week-ends", "Esprit d'équipe"],
    jobs: [
      ["Chef de cuisine", 34, 40, "Élaborer la carte et encadrer une brigade de six personnes"],
      ["Commis de cuisine", 21, 23, "Préparer les entrées et desserts sous la responsabilité du chef"],
      ["Réceptionniste d'hôtel", 22, 25, "Gérer les arrivées, les départs et les réservations"],
      ["Serveur", 21, 24, "Prendre les commandes et assurer le service en salle et en terrasse"],
      ["Gouvernant d'étage", 24, 28, "Organiser le travail des femmes et valets de chambre"],
      ["Responsable de salle", 30, 35, "Animer l'équipe de salle et veiller à la satisfaction des clients"],
      ["Chef de rang", 22, 26, "Assurer le service d'un rang de tables et conseiller les clients sur les vins"],
      ["Plongeur", 20, 22, "Assurer la plonge et l'entretien de la cuisine dans le respect des normes d'hygiène"],
      ["Barman", 21, 25, "Préparer les cocktails et tenir le bar de l'hôtel"],
      ["Second de cuisine", 28, 33, "Seconder le chef et encadrer la brigade en son absence"],
      ["Cuisinière en restauration collective", 23, 26, "Préparer les repas d'un restaurant d'entreprise de 400 couverts"],
      ["Veilleur de nuit", 22, 25, "Assurer l'accueil et la sécurité de l'hôtel la nuit, et la clôture de la journée"],
    ],
  },
  {
    label: "Ingénierie & Bureau d'études",
    tags: ["Ingénierie", "Bureau d'études", "Technique"],
    kinds: ["un bureau d'études techniques indépendant", "une société d'ingénierie de l'énergie", "une entreprise de conception d'équipements industriels"],
    missions: [
      "Rédiger les notes techniques et les rapports d'études",
      "Échanger avec les clients et les équipes chantier",
      "Respecter les normes et réglementations en vigueur",
      "Participer aux réunions de conception",
      "Contribuer à la capitalisation des retours d'expérience",
    ],
    skills: ["Maîtrise d'un logiciel de CAO", "Solides bases scientifiques", "Rigueur et sens du détail", "Travail en mode projet", "Anglais technique"],
    jobs: [
      ["Ingénieur études structure", 42, 52, "Dimensionner les structures béton et métal des projets"],
      ["Dessinateur-projeteur", 32, 38, "Réaliser les plans d'ensemble et de détail en 3D"],
      ["Ingénieur méthodes", 40, 48, "Définir les gammes et optimiser les procédés de fabrication"],
      ["Chargé d'affaires CVC", 42, 50, "Suivre les affaires de chauffage et climatisation du chiffrage à la livraison"],
      ["Ingénieur calcul", 45, 55, "Mener les calculs de dimensionnement et de tenue mécanique"],
      ["Consultant PLM", 0, 0, "Accompagner le déploiement d'un outil de gestion du cycle de vie produit", "Freelance"],
    ],
  },
];

/** Agency cities: department and a few areas [postal code, address], coordinates from demo-agencies. */
const AGENCY_AREAS: Record<string, { departmentCode: string; areas: [string, string][] }> = {
  Paris: {
    departmentCode: "75",
    areas: [
      ["75009", "Secteur Opéra"],
      ["75012", "Secteur Bercy"],
      ["75015", "Secteur Beaugrenelle"],
    ],
  },
  Lyon: {
    departmentCode: "69",
    areas: [
      ["69003", "Secteur Part-Dieu"],
      ["69007", "Secteur Gerland"],
      ["69009", "Secteur Vaise"],
    ],
  },
  Marseille: {
    departmentCode: "13",
    areas: [
      ["13002", "Secteur Euroméditerranée"],
      ["13008", "Secteur Prado"],
      ["13010", "Secteur La Capelette"],
    ],
  },
  Lille: {
    departmentCode: "59",
    areas: [
      ["59800", "Secteur Euralille"],
      ["59000", "Secteur Vauban"],
    ],
  },
  Bordeaux: {
    departmentCode: "33",
    areas: [
      ["33300", "Secteur Chartrons"],
      ["33800", "Secteur Belcier"],
    ],
  },
  Nantes: {
    departmentCode: "44",
    areas: [
      ["44200", "Secteur Île de Nantes"],
      ["44000", "Secteur Centre-ville"],
    ],
  },
  Toulouse: {
    departmentCode: "31",
    areas: [
      ["31000", "Secteur Compans-Caffarelli"],
      ["31400", "Secteur Montaudran"],
    ],
  },
  Rennes: {
    departmentCode: "35",
    areas: [
      ["35000", "Secteur EuroRennes"],
      ["35200", "Secteur Le Blosne"],
    ],
  },
  Strasbourg: {
    departmentCode: "67",
    areas: [
      ["67000", "Secteur Wacken"],
      ["67100", "Secteur Neudorf"],
    ],
  },
  Montpellier: {
    departmentCode: "34",
    areas: [
      ["34000", "Secteur Port Marianne"],
      ["34070", "Secteur Près d'Arènes"],
    ],
  },
  Nice: {
    departmentCode: "06",
    areas: [
      ["06200", "Secteur Arénas"],
      ["06300", "Secteur du Port"],
    ],
  },
  Rouen: {
    departmentCode: "76",
    areas: [
      ["76100", "Secteur Saint-Sever"],
      ["76000", "Secteur Centre historique"],
    ],
  },
  Grenoble: {
    departmentCode: "38",
    areas: [
      ["38000", "Secteur Presqu'île"],
      ["38100", "Secteur Grands Boulevards"],
    ],
  },
};

type Place = { city: string; departmentCode: string; latitude: number; longitude: number; areas: [string, string][] };

const NEARBY_TOWNS: Place[] = [
  { city: "Villeurbanne", departmentCode: "69", latitude: 45.7719, longitude: 4.8902, areas: [["69100", "Quartier Gratte-Ciel"]] },
  { city: "Mérignac", departmentCode: "33", latitude: 44.8386, longitude: -0.6436, areas: [["33700", "Secteur aéroport"]] },
  { city: "Blagnac", departmentCode: "31", latitude: 43.637, longitude: 1.39, areas: [["31700", "Zone aéroportuaire"]] },
  { city: "Saint-Herblain", departmentCode: "44", latitude: 47.2122, longitude: -1.6497, areas: [["44800", "Secteur Atlantis"]] },
  { city: "Massy", departmentCode: "91", latitude: 48.7309, longitude: 2.2713, areas: [["91300", "Secteur gare TGV"]] },
  { city: "Boulogne-Billancourt", departmentCode: "92", latitude: 48.8397, longitude: 2.2399, areas: [["92100", "Secteur Trapèze"]] },
  { city: "Marcq-en-Barœul", departmentCode: "59", latitude: 50.6714, longitude: 3.0967, areas: [["59700", "Secteur Croisé-Laroche"]] },
  { city: "Aix-en-Provence", departmentCode: "13", latitude: 43.5297, longitude: 5.4474, areas: [["13290", "Pôle d'activités des Milles"]] },
  { city: "Illkirch-Graffenstaden", departmentCode: "67", latitude: 48.5297, longitude: 7.715, areas: [["67400", "Parc d'innovation"]] },
  { city: "Cesson-Sévigné", departmentCode: "35", latitude: 48.1213, longitude: -1.603, areas: [["35510", "Secteur Via Silva"]] },
  { city: "Échirolles", departmentCode: "38", latitude: 45.1436, longitude: 5.72, areas: [["38130", "Secteur Comboire"]] },
  { city: "Lattes", departmentCode: "34", latitude: 43.5673, longitude: 3.9014, areas: [["34970", "Secteur Boirargues"]] },
];

const AGENCY_PLACES: Place[] = demoAgencies.flatMap((agency) => {
  const area = AGENCY_AREAS[agency.city];
  return area ? [{ city: agency.city, latitude: agency.latitude, longitude: agency.longitude, ...area }] : [];
});

const JOBS = SECTORS.flatMap((sector) => sector.jobs.map((job) => ({ sector, job })));
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
// A stride coprime with the job count visits every job once per round while mixing sectors.
const STRIDE = [7, 11, 13, 17].find((n) => gcd(n, JOBS.length) === 1) ?? 1;

export const FIRST_NAMES = [
  "Camille",
  "Julien",
  "Sarah",
  "Thomas",
  "Inès",
  "Nicolas",
  "Léa",
  "Mathieu",
  "Chloé",
  "Karim",
  "Émilie",
  "Antoine",
  "Manon",
  "Hugo",
  "Nadia",
  "Romain",
];
export const LAST_NAMES = [
  "Marchand",
  "Lefort",
  "Benali",
  "Garnier",
  "Roussel",
  "Perrin",
  "Fabre",
  "Morel",
  "Caron",
  "Guérin",
  "Barbier",
  "Lemaire",
  "Vidal",
  "Renaud",
];
const EXPERIENCES = ["Débutant accepté", "Moins de 2 ans", "2 à 5 ans", "5 à 10 ans", "Plus de 10 ans"];
// Weighted: the usual wording comes up most often.
const SALARY_TEXTS = ["Selon profil et expérience", "Selon profil et expérience", "Fixe + variable selon profil", "Selon grille de la convention collective"];
/** Employee perks make no sense for a freelance, an intern or a franchisee. */
const CONTRACT_ADVANTAGES: Record<string, string[]> = {
  Freelance: ["Mission longue avec une bonne visibilité", "Équipe technique expérimentée", "Télétravail jusqu'à trois jours par semaine"],
  Stagiaire: ["Titres-restaurant de 10 € par jour travaillé", "Participation aux transports à 75 %", "Possibilité d'embauche à l'issue du stage"],
  Franchise: [
    "Formation initiale de six semaines",
    "Marque, outils et fichier de candidats du réseau",
    "Animation régionale et partage d'affaires entre agences",
  ],
};
const ADVANTAGES = [
  "Mutuelle prise en charge à 60 %",
  "Titres-restaurant de 10 € par jour travaillé",
  "Treizième mois",
  "Prime d'intéressement annuelle",
  "Parcours d'intégration de deux semaines",
  "Formations certifiantes financées",
  "Comité social et économique actif",
  "Participation aux transports à 75 %",
  "Prime de cooptation",
  "RTT en plus des congés payés",
];
// Names repeat across cities for the demo (realistic); past three rounds the generator qualifies them.
const QUALIFIERS = [
  "création de poste",
  "poste évolutif",
  "démarrage rapide",
  "temps plein",
  "nouvelle équipe",
  "secteur en croissance",
  "grand compte",
  "environnement international",
  "PME dynamique",
  "site moderne",
  "équipe de jour",
  "projet d'envergure",
];
const DAY_MS = 86_400_000;

/** mulberry32: tiny, fast and good enough to vary demo text. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
/** n distinct items, in the list's order shifted by a random start. */
const pickSome = <T>(random: Random, list: readonly T[], n: number): T[] => {
  const start = Math.floor(random() * list.length);
  const step = random() < 0.5 ? 1 : list.length - 1;
  return Array.from({ length: Math.min(n, list.length) }, (_, k) => list[(start + k * step) % list.length]);
};

function contractPhrase(contract: string, random: Random): string {
  if (contract === "CDD") return `CDD de ${pick(random, [3, 6, 9, 12])} mois, à temps plein, avec une vraie perspective de prolongation.`;
  if (contract === "Freelance") return `Mission en freelance de ${pick(random, [3, 6, 9])} mois renouvelable, démarrage sous quinze jours.`;
  if (contract === "Stagiaire") return "Stage de 4 à 6 mois sous convention, avec un tuteur dédié tout au long de la période.";
  if (contract === "Franchise") return "Contrat de franchise : formation initiale, outils et accompagnement au démarrage assurés par le réseau.";
  return `Poste en CDI à temps plein, ${pick(random, ["du lundi au vendredi", "avec des horaires stables", "avec une période d'essai de trois mois"])}.`;
}

function description(
  p: {
    role: string;
    city: string;
    kind: string;
    sector: Sector;
    mission: string;
    experience: string;
    contract: string;
    salaryLine: string | null;
    recruiter: string;
  },
  random: Random,
): string {
  const intros = [
    `Notre client, ${p.kind} implantée à ${p.city}, renforce ses équipes et nous confie le recrutement d'un(e) <strong>${p.role}</strong>.`,
    `Pour accompagner sa croissance, ${p.kind} basée à ${p.city} recherche un(e) <strong>${p.role}</strong> pour rejoindre une équipe de ${pick(random, [5, 8, 12, 20, 35])} personnes.`,
    `Nous recrutons pour ${p.kind} ${de(p.city)} un(e) <strong>${p.role}</strong>. L'entreprise mise sur la proximité, la formation interne et une ambiance de travail simple et exigeante.`,
    `Vous cherchez un poste ${deBefore(p.role)}<strong>${p.role}</strong> ${atPlace(p.city)} où votre travail compte vraiment ? Nous accompagnons ${p.kind} dans ce recrutement.`,
  ];
  const intro =
    p.contract === "Franchise"
      ? `Vous voulez entreprendre dans le recrutement à ${p.city} ? Notre réseau y ouvre une nouvelle agence et cherche son <strong>${p.role.toLowerCase()}</strong>.`
      : pick(random, intros);
  const profile =
    p.experience === "Débutant accepté"
      ? "Vous débutez ou avez une première expérience : votre motivation compte autant que votre CV, et la formation au poste est assurée."
      : `Vous justifiez d'une expérience de ${p.experience.toLowerCase()} sur un poste similaire.`;
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
  const advantages = [...(p.salaryLine ? [p.salaryLine] : []), ...(CONTRACT_ADVANTAGES[p.contract] ?? pickSome(random, ADVANTAGES, 3))];
  const closings = [
    `${p.recruiter}, consultant(e) de notre agence, vous appelle sous 48 heures après votre candidature, puis vous rencontrez le manager du poste.`,
    `Le processus est court : un échange téléphonique avec ${p.recruiter}, un entretien sur site à ${p.city}, une réponse dans la semaine.`,
    `Votre candidature est lue par ${p.recruiter}, qui vous présente l'entreprise en détail avant tout entretien.`,
  ];
  const closing =
    p.contract === "Franchise"
      ? `${p.recruiter}, responsable du développement du réseau, vous présente le modèle économique et les étapes de l'ouverture.`
      : pick(random, closings);
  return [
    `<p>${intro}</p>`,
    `<p>${contractPhrase(p.contract, random)}</p>`,
    `<h3>Vos missions</h3>${list([p.mission, ...pickSome(random, p.sector.missions, 3)])}`,
    `<h3>Votre profil</h3><p>${profile}</p>${list(pickSome(random, p.sector.skills, 3))}`,
    `<h3>Ce que nous vous proposons</h3>${list(advantages)}`,
    `<p>${closing}</p>`,
  ].join("\n");
}

function offer(index: number, random: Random, now: Date): OfferInput {
  const { sector, job } = JOBS[(index * STRIDE) % JOBS.length];
  const [role, minK, maxK, mission, fixedContract] = job;
  // One offer in three is in a nearby town; the others cycle through every agency city.
  const place =
    index % 3 === 2 ? NEARBY_TOWNS[Math.floor(index / 3) % NEARBY_TOWNS.length] : AGENCY_PLACES[(index - Math.floor(index / 3)) % AGENCY_PLACES.length];
  // The area turns with each visit of the place, so every area (Paris 15e, Lyon 9e…) gets offers.
  const [zipCode, address] = place.areas[Math.floor(index / 3) % place.areas.length];

  const customFields: CustomField[] = [];
  let contract: string | null = fixedContract ?? "CDI";
  const contractDraw = random();
  if (!fixedContract && contractDraw < 0.15) contract = "CDD";
  else if (!fixedContract && contractDraw < 0.25) {
    // ATS exports where the contract lives only in a custom field, or nowhere (CDI by rule).
    contract = null;
    if (contractDraw < 0.2) customFields.push({ name: "Contrat", value: "CDD" });
  }
  const shownContract = customFields.length ? "CDD" : (contract ?? "CDI");

  let remunerationMin: number | null = null;
  let remunerationMax: number | null = null;
  const salaryDraw = random();
  if (fixedContract === "Freelance")
    customFields.push({ name: "Remuneration", value: `TJM de ${pick(random, [400, 450, 500])} à ${pick(random, [550, 600, 650])} € selon profil` });
  else if (fixedContract === "Stagiaire") customFields.push({ name: "Remuneration", value: "Gratification de stage selon convention" });
  else if (fixedContract === "Franchise") customFields.push({ name: "Remuneration", value: "Selon chiffre d'affaires réalisé" });
  else if (salaryDraw < 0.72) {
    const bump = Math.floor(random() * 4) * 1000;
    remunerationMin = minK * 1000 + bump;
    remunerationMax = maxK * 1000 + bump;
  } else if (salaryDraw < 0.86) customFields.push({ name: "Remuneration", value: pick(random, SALARY_TEXTS) });
  const displayRemuneration = index % 10 !== 7;

  const level = fixedContract === "Freelance" ? 3 : fixedContract === "Franchise" ? 2 : minK < 25 ? 0 : minK < 30 ? 1 : minK < 40 ? 2 : minK < 48 ? 3 : 4;
  const experience = EXPERIENCES[Math.min(4, level + (random() < 0.3 ? 1 : 0))];
  const recruiter = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
  const archived = index % 11 === 4;
  // Archived offers are the older ones, as they would be on a live site.
  const ageDays = archived ? 60 + random() * 29.5 : 0.5 + random() * 89;
  const creationDate = new Date(now.getTime() - ageDays * DAY_MS);
  const updatedDate = new Date(Math.min(now.getTime(), creationDate.getTime() + random() * 10 * DAY_MS));
  const round = Math.floor(index / JOBS.length);
  const qualifier = round >= 3 ? ` – ${QUALIFIERS[(round - 3) % QUALIFIERS.length]}` : "";
  const salaryLine =
    remunerationMin != null && displayRemuneration
      ? `Rémunération annuelle brute de ${formatEuros(remunerationMin)} à ${formatEuros(remunerationMax ?? remunerationMin)} selon expérience`
      : null;

  return {
    name: `${role} H/F${qualifier}`,
    description: description(
      {
        role: role.replace(/^Stage – (.)/, (_, first: string) => `stagiaire ${first.toLowerCase()}`),
        city: place.city,
        kind: pick(random, sector.kinds),
        sector,
        mission,
        experience,
        contract: shownContract,
        salaryLine,
        recruiter,
      },
      random,
    ),
    state: archived ? "archived" : "published",
    isRemote: sector.label === "Informatique & Numérique" && random() < 0.4,
    orgType: "other",
    tags: [shownContract, ...pickSome(random, sector.tags, 2)],
    industry: sector.label,
    creationDate,
    updatedDate,
    validThrough: index % 2 === 0 ? new Date(creationDate.getTime() + 60 * DAY_MS) : null,
    city: place.city,
    address,
    zipCode,
    departmentCode: place.departmentCode,
    latitude: Math.round((place.latitude + (random() - 0.5) * 0.04) * 1e5) / 1e5,
    longitude: Math.round((place.longitude + (random() - 0.5) * 0.04) * 1e5) / 1e5,
    customFields,
    experienceName: experience,
    remunerationMin,
    remunerationMax,
    displayRemuneration,
    contract,
    recruiterName: recruiter,
  };
}

/** Talent-pool positions: what a CV drop attaches to; never listed among the offers. */
function poolOffers(now: Date): OfferInput[] {
  return ["Lyon", "Paris", "Bordeaux"].map((city) => ({
    name: `Candidature spontanée – Vivier ${city}`,
    description: `<p>Aucune offre ne correspond exactement à votre projet ? Déposez votre CV dans notre vivier ${de(city)} : nos consultants le consultent à chaque nouveau recrutement de la région et vous contactent dès qu'une opportunité vous correspond.</p>`,
    state: "published",
    orgType: "pool",
    city,
    departmentCode: AGENCY_AREAS[city].departmentCode,
    creationDate: new Date(now.getTime() - 90 * DAY_MS),
    updatedDate: new Date(now.getTime() - 90 * DAY_MS),
  }));
}

export const DEMO_OFFER_COUNT = 177;

/** The demo site's offers: 177 offers (about 15 archived) and 3 talent-pool positions. */
export function demoOfferInputs(now: Date): OfferInput[] {
  return [...generatedOfferInputs(DEMO_OFFER_COUNT, now), ...poolOffers(now)];
}

/** The same generator at any size (the search benchmark uses 10 000); deterministic. */
export function generatedOfferInputs(count: number, now: Date): OfferInput[] {
  const random = seededRandom(20240607);
  return Array.from({ length: count }, (_, index) => offer(index, random, now));
}

export async function seedDemoOffers(db: Db, now = new Date()): Promise<void> {
  await insertOffers(db, demoOfferInputs(now));
}
