/**
 * The firm's trades as job seekers name them (issue 47): readable data, edited by hand.
 *
 * A group's `names` are the ways to say one thing: each finds the others («RH» finds
 * «ressources humaines», «dev ops» finds «DevOps»). Its `jobs` are the trades it covers: a
 * query naming the group also finds offers whose title, sector or tags name one of them
 * («restauration» finds «Serveur», «Commis de cuisine»), ranked after the offers that carry the
 * words typed. A job does not find its group back («serveur» does not list every hotel offer).
 *
 * Entries are written as people write them (accents, hyphens, several words); the search folds
 * them exactly as it folds the visitor's words. Several words mean all of them, in any order.
 */
export type SynonymGroup = { names: string[]; jobs?: string[] };

const RESTAURANT_JOBS = [
  "serveur",
  "cuisinier",
  "commis de cuisine",
  "chef de cuisine",
  "chef de partie",
  "second de cuisine",
  "chef de rang",
  "plongeur",
  "barman",
  "maître d'hôtel",
  "responsable de salle",
];
const HOTEL_JOBS = ["réceptionniste", "gouvernant", "valet de chambre", "femme de chambre", "night audit", "veilleur de nuit", "concierge", "bagagiste"];

export const SYNONYM_GROUPS: SynonymGroup[] = [
  // Sectors and what they cover
  { names: ["restauration", "restaurant", "restaurateur", "brasserie"], jobs: RESTAURANT_JOBS },
  { names: ["hôtellerie", "hôtel", "hôtelier"], jobs: HOTEL_JOBS },
  { names: ["CHR", "HCR", "café hôtel restaurant", "hôtellerie-restauration"], jobs: [...RESTAURANT_JOBS, ...HOTEL_JOBS] },
  {
    names: ["informatique", "IT", "numérique", "digital", "tech", "informaticien", "ESN", "SSII"],
    jobs: [
      "développeur",
      "devops",
      "administrateur systèmes",
      "administrateur réseaux",
      "data",
      "ingénieur logiciel",
      "technicien support informatique",
      "chef de projet digital",
      "full stack",
      "front-end",
      "back-end",
    ],
  },
  {
    names: ["RH", "ressources humaines", "DRH", "RRH", "GRH", "human resources", "HR"],
    jobs: ["chargé de recrutement", "gestionnaire de paie", "assistant RH", "recruteur", "talent acquisition", "SIRH"],
  },
  {
    names: ["BTP", "bâtiment", "construction", "travaux publics", "TP", "gros œuvre", "second œuvre"],
    jobs: [
      "chef de chantier",
      "conducteur de travaux",
      "maçon",
      "coffreur",
      "électricien",
      "plombier",
      "chauffagiste",
      "métreur",
      "grutier",
      "couvreur",
      "menuisier",
      "peintre en bâtiment",
    ],
  },
  {
    names: ["logistique", "logisticien", "supply chain", "entrepôt", "magasinage"],
    jobs: [
      "préparateur de commandes",
      "cariste",
      "responsable d'entrepôt",
      "magasinier",
      "approvisionneur",
      "agent d'exploitation transport",
      "manutentionnaire",
    ],
  },
  { names: ["transport", "transporteur"], jobs: ["chauffeur", "agent d'exploitation transport", "livreur"] },
  {
    names: ["santé", "médical", "soins", "soignant", "médico-social", "hôpital", "clinique", "EHPAD", "paramédical"],
    jobs: [
      "infirmier",
      "aide-soignant",
      "auxiliaire de vie",
      "assistant médical",
      "cadre de santé",
      "éducateur spécialisé",
      "médecin",
      "kinésithérapeute",
      "sage-femme",
      "ASH",
      "pharmacien",
    ],
  },
  {
    names: ["finance", "banque", "assurance", "gestion"],
    jobs: ["contrôleur de gestion", "analyste crédit", "conseiller clientèle", "gestionnaire sinistres", "comptable"],
  },
  {
    names: ["commerce", "vente", "retail", "distribution"],
    jobs: ["vendeur", "commercial", "chef de rayon", "responsable de magasin", "assistant commercial", "business developer"],
  },
  {
    names: ["industrie", "production", "usine", "industriel"],
    jobs: ["opérateur de production", "conducteur de ligne", "technicien de maintenance", "régleur", "technicien qualité", "responsable de production"],
  },
  { names: ["ingénierie", "bureau d'études", "BE"], jobs: ["ingénieur", "dessinateur-projeteur", "chargé d'affaires", "consultant PLM"] },

  // Other ways to say one thing
  { names: ["devops", "dev ops", "SRE"], jobs: ["administrateur systèmes"] },
  {
    names: ["développeur", "dev", "developer", "développement logiciel", "programmeur"],
    jobs: ["full stack", "front-end", "back-end", "devops", "ingénieur logiciel"],
  },
  { names: ["data", "données", "big data"], jobs: ["data analyst", "data scientist", "data engineer"] },
  { names: ["front-end", "frontend", "front"], jobs: ["React", "Angular", "Vue"] },
  { names: ["full stack", "fullstack"] },
  { names: ["administrateur systèmes", "sysadmin", "admin sys", "administrateur réseaux"], jobs: ["devops"] },
  { names: ["support informatique", "helpdesk", "hotline"], jobs: ["technicien support informatique"] },
  { names: ["recrutement", "recruteur", "talent acquisition"], jobs: ["chargé de recrutement"] },
  { names: ["paie", "payroll"], jobs: ["gestionnaire de paie"] },
  { names: ["gestionnaire de paie", "gestionnaire paie", "responsable paie"], jobs: ["assistant RH", "comptable"] },
  // «compta» is not a name of «comptable»: its stem is that of «compte» («rendre compte»), in most descriptions.
  { names: ["comptable", "comptabilité"], jobs: ["aide-comptable", "expert-comptable", "contrôleur de gestion"] },
  { names: ["compta"], jobs: ["comptable", "aide-comptable", "expert-comptable"] },
  { names: ["infirmier", "IDE", "IDEL"], jobs: ["aide-soignant", "cadre de santé", "infirmier de bloc"] },
  { names: ["aide-soignant", "AS"], jobs: ["auxiliaire de vie", "infirmier", "ASH"] },
  { names: ["auxiliaire de vie", "AVS", "aide à domicile"], jobs: ["aide-soignant"] },
  { names: ["chauffeur", "conducteur routier", "routier"], jobs: ["chauffeur poids lourd", "chauffeur livreur", "livreur"] },
  { names: ["poids lourd", "PL", "SPL", "camion"], jobs: ["chauffeur poids lourd"] },
  { names: ["cariste", "CACES"], jobs: ["préparateur de commandes", "magasinier"] },
  { names: ["magasinier"], jobs: ["cariste", "préparateur de commandes"] },
  { names: ["chef de chantier"], jobs: ["conducteur de travaux"] },
  { names: ["conducteur de travaux"], jobs: ["chef de chantier"] },
  { names: ["électricien"], jobs: ["plombier chauffagiste"] },
  { names: ["plombier"], jobs: ["chauffagiste", "électricien"] },
  { names: ["CVC", "génie climatique", "chauffage ventilation climatisation"], jobs: ["chauffagiste"] },
  { names: ["serveur", "serveur en salle"], jobs: ["chef de rang", "barman", "responsable de salle", "maître d'hôtel"] },
  { names: ["service en salle", "salle"], jobs: ["serveur", "chef de rang", "maître d'hôtel", "responsable de salle", "barman"] },
  { names: ["cuisine", "cuisinier", "cuistot"], jobs: ["commis de cuisine", "chef de cuisine", "second de cuisine", "chef de partie", "plongeur"] },
  { names: ["commis de cuisine"], jobs: ["cuisinier", "second de cuisine", "chef de partie", "plongeur"] },
  { names: ["réceptionniste", "agent de réception", "night auditor"], jobs: ["veilleur de nuit", "night audit", "gouvernant"] },
  { names: ["technicien de maintenance", "technicien maintenance", "agent de maintenance", "mainteneur"], jobs: ["électromécanicien", "régleur"] },
  { names: ["maintenance"], jobs: ["technicien de maintenance", "électromécanicien"] },
  { names: ["opérateur de production", "agent de production"], jobs: ["conducteur de ligne", "régleur"] },
  { names: ["vendeur", "conseiller de vente"], jobs: ["vendeur conseil", "chef de rayon"] },
  {
    names: ["commercial", "business developer", "biz dev", "développeur commercial", "technico-commercial"],
    jobs: ["commercial terrain", "assistant commercial"],
  },
  { names: ["stage", "stagiaire", "internship"] },
  { names: ["alternance", "alternant", "apprentissage", "apprenti"] },
  { names: ["freelance", "indépendant", "free-lance", "portage salarial"] },
  { names: ["franchise", "franchisé"] },
  { names: ["assistant", "secrétaire"] },
];
