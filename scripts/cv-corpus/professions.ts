// Invented careers by trade: titles, employers, tasks, degrees and skills the generator draws from.
// Employers are ordinary French companies or invented small firms; nothing here is about a real person.

/** A title for a man and for a woman (the same text when French has one form). */
export type Title = readonly [string, string];
export type Degree = { degree: string; field: string; schools: readonly string[]; years: number };

export type Profession = {
  key: string;
  headlines: readonly Title[];
  /** Titles from junior to senior. */
  titles: readonly Title[];
  companies: readonly string[];
  bullets: readonly string[];
  /** The highest degree first. */
  degrees: readonly Degree[];
  skills: readonly string[];
  /** Skill groups some CVs print as «Logiciels : Sage, Cegid». */
  skillGroups?: Readonly<Record<string, readonly string[]>>;
  /** The same trade for a CV written in English. */
  english?: { headlines: readonly string[]; titles: readonly string[]; bullets: readonly string[]; skills: readonly string[] };
};

const same = (t: string): Title => [t, t];

export const PROFESSIONS: readonly Profession[] = [
  {
    key: "comptable",
    headlines: [
      same("Comptable confirmé(e) – 8 ans d'expérience"),
      ["Comptable unique en PME", "Comptable unique en PME"],
      ["Assistant comptable polyvalent", "Assistante comptable polyvalente"],
    ],
    titles: [
      ["Assistant comptable", "Assistante comptable"],
      same("Comptable fournisseurs"),
      same("Comptable général"),
      ["Comptable unique", "Comptable unique"],
      ["Chef comptable", "Cheffe comptable"],
    ],
    companies: [
      "Fiducial",
      "KPMG",
      "In Extenso",
      "Cabinet Roussel & Associés",
      "Groupe Seb",
      "Boulangeries Marceau",
      "Transports Giraud",
      "Mairie de Vénissieux",
    ],
    bullets: [
      "Saisie et contrôle des factures fournisseurs (300 pièces par mois)",
      "Rapprochements bancaires et lettrage des comptes clients",
      "Préparation des déclarations de TVA mensuelles",
      "Participation aux clôtures mensuelles et annuelles",
      "Relances clients et suivi des encaissements",
      "Établissement des bilans et liasses fiscales pour un portefeuille de 40 dossiers",
      "Mise en place de la dématérialisation des factures",
      "Suivi des immobilisations et calcul des amortissements",
    ],
    degrees: [
      { degree: "Diplôme de comptabilité et de gestion (DCG)", field: "", schools: ["Lycée Jean Moulin", "Intec"], years: 3 },
      { degree: "BTS", field: "Comptabilité et gestion", schools: ["Lycée Jean Moulin", "Lycée Condorcet", "Lycée La Martinière Duchère"], years: 2 },
      { degree: "Licence professionnelle", field: "Métiers de la gestion et de la comptabilité", schools: ["IUT Lyon 3", "IUT de Nantes"], years: 1 },
      { degree: "Baccalauréat STMG", field: "Gestion et finance", schools: ["Lycée Jean Moulin", "Lycée Ampère"], years: 1 },
    ],
    skills: ["Sage 100", "Cegid", "Excel (tableaux croisés dynamiques)", "Déclarations de TVA", "Rapprochement bancaire", "Paie", "Clôtures", "Quadratus"],
    skillGroups: { Logiciels: ["Sage 100", "Cegid", "Quadratus", "Excel"], Fiscalité: ["TVA", "Liasse fiscale", "CFE"] },
  },
  {
    key: "aide-soignante",
    headlines: [["Aide-soignant diplômé d'État", "Aide-soignante diplômée d'État"], same("Aide-soignant(e) en EHPAD et à domicile")],
    titles: [
      ["Agent de service hospitalier", "Agente de service hospitalier"],
      ["Aide-soignant", "Aide-soignante"],
      ["Aide-soignant de nuit", "Aide-soignante de nuit"],
    ],
    companies: [
      "EHPAD Les Jardins d'Automne",
      "Hospices Civils de Lyon",
      "Clinique du Parc",
      "Korian",
      "CHU de Rennes",
      "ADMR",
      "Centre hospitalier de Quimper",
    ],
    bullets: [
      "Soins d'hygiène et de confort auprès de 12 résidents",
      "Aide à la prise des repas et surveillance de l'hydratation",
      "Transmissions écrites et orales à l'équipe infirmière",
      "Prévention des escarres et des chutes",
      "Accompagnement des personnes en fin de vie",
      "Entretien des chambres et du matériel médical",
      "Accueil des familles et des nouveaux résidents",
    ],
    degrees: [
      {
        degree: "Diplôme d'État d'aide-soignant",
        field: "",
        schools: ["IFAS de Rennes", "IFAS des Hospices Civils de Lyon", "Croix-Rouge compétence"],
        years: 1,
      },
      {
        degree: "Bac professionnel",
        field: "Accompagnement, soins et services à la personne",
        schools: ["Lycée Marie Curie", "Lycée professionnel Jean Monnet"],
        years: 3,
      },
      { degree: "Certificat AFGSU", field: "Gestes et soins d'urgence niveau 2", schools: ["CESU 35", "CESU 69"], years: 1 },
    ],
    skills: [
      "Soins d'hygiène et de confort",
      "Transmissions ciblées",
      "Manutention des patients",
      "Gestes d'urgence (AFGSU 2)",
      "Bientraitance",
      "Logiciel NetSoins",
    ],
  },
  {
    key: "developpeur",
    headlines: [
      ["Développeur full-stack TypeScript", "Développeuse full-stack TypeScript"],
      same("Ingénieur(e) logiciel – Java / Spring"),
      ["Développeur web React et Node.js", "Développeuse web React et Node.js"],
    ],
    titles: [
      ["Développeur web", "Développeuse web"],
      ["Développeur full-stack", "Développeuse full-stack"],
      same("Ingénieur logiciel"),
      ["Lead développeur", "Lead développeuse"],
    ],
    companies: ["Capgemini", "Sopra Steria", "Doctolib", "OVHcloud", "Agence Pixelune", "Lumio SAS", "Crédit Agricole Technologies", "Decathlon"],
    bullets: [
      "Développement d'une application de prise de rendez-vous en React et Node.js",
      "Migration d'une API REST de Java 8 vers Spring Boot 3",
      "Mise en place de l'intégration continue (GitLab CI, Docker)",
      "Revue de code et accompagnement de deux développeurs juniors",
      "Optimisation des requêtes PostgreSQL (temps de réponse divisé par 4)",
      "Rédaction des tests unitaires et de bout en bout (Vitest, Playwright)",
      "Conception d'un design system partagé par trois applications",
    ],
    degrees: [
      { degree: "Master", field: "Informatique", schools: ["Université de Nantes", "Université Claude Bernard Lyon 1", "Université de Bordeaux"], years: 2 },
      { degree: "Diplôme d'ingénieur", field: "Informatique et réseaux", schools: ["INSA Lyon", "ENSEEIHT", "Polytech Nantes"], years: 3 },
      { degree: "BUT", field: "Informatique", schools: ["IUT de Nantes", "IUT de Lannion", "IUT Lyon 1"], years: 3 },
      { degree: "Licence", field: "Informatique", schools: ["Université de Lille", "Université de Rennes"], years: 3 },
    ],
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "Docker", "Java", "Spring Boot", "Git", "Kubernetes", "Python"],
    skillGroups: { Langages: ["TypeScript", "Java", "Python", "SQL"], Outils: ["Docker", "Git", "GitLab CI"], Frameworks: ["React", "Spring Boot", "Express"] },
    english: {
      headlines: ["Full-stack developer (TypeScript, React)", "Backend software engineer"],
      titles: ["Software engineer", "Full-stack developer", "Web developer", "Lead developer"],
      bullets: [
        "Built a booking application with React and Node.js",
        "Migrated a REST API from Java 8 to Spring Boot 3",
        "Set up continuous integration with GitLab CI and Docker",
        "Mentored two junior developers",
        "Cut PostgreSQL query times by a factor of four",
      ],
      skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "Docker", "Git", "AWS"],
    },
  },
  {
    key: "assistante-direction",
    headlines: [["Assistant de direction bilingue", "Assistante de direction bilingue"], same("Office manager – 10 ans d'expérience")],
    titles: [
      ["Assistant administratif", "Assistante administrative"],
      ["Assistant de direction", "Assistante de direction"],
      same("Office manager"),
      ["Assistant de direction bilingue", "Assistante de direction bilingue"],
    ],
    companies: [
      "Groupe Fnac Darty",
      "Cabinet Lefèvre Avocats",
      "Chambre de commerce et d'industrie",
      "Vinci Construction",
      "Les Ateliers du Rhône",
      "Bouygues Immobilier",
    ],
    bullets: [
      "Gestion de l'agenda de trois directeurs et organisation des déplacements",
      "Préparation des comités de direction et rédaction des comptes rendus",
      "Accueil physique et téléphonique, gestion du courrier",
      "Suivi des notes de frais et des commandes de fournitures",
      "Organisation d'un séminaire de 120 personnes",
      "Mise à jour des tableaux de bord mensuels",
    ],
    degrees: [
      { degree: "BTS", field: "Support à l'action managériale", schools: ["Lycée Saint-Exupéry", "Lycée Jacques Prévert", "Lycée Descartes"], years: 2 },
      { degree: "Licence", field: "Langues étrangères appliquées (anglais-espagnol)", schools: ["Université Lumière Lyon 2", "Université Rennes 2"], years: 3 },
      {
        degree: "Baccalauréat",
        field: "Sciences et technologies du management et de la gestion",
        schools: ["Lycée Saint-Exupéry", "Lycée Jacques Prévert"],
        years: 1,
      },
    ],
    skills: ["Pack Office", "Gestion d'agenda", "Organisation d'événements", "Rédaction de comptes rendus", "SAP", "Outlook", "Accueil"],
  },
  {
    key: "cariste",
    headlines: [
      ["Cariste CACES 1, 3 et 5", "Cariste CACES 1, 3 et 5"],
      ["Préparateur de commandes et cariste", "Préparatrice de commandes et cariste"],
    ],
    titles: [
      ["Préparateur de commandes", "Préparatrice de commandes"],
      same("Cariste"),
      same("Cariste magasinier"),
      ["Chef d'équipe logistique", "Cheffe d'équipe logistique"],
    ],
    companies: ["Amazon", "Geodis", "FM Logistic", "Leclerc Base Sud-Est", "Intermarché", "Transports Perrin", "XPO Logistics"],
    bullets: [
      "Chargement et déchargement des camions au chariot élévateur",
      "Préparation de commandes à la commande vocale (180 colis par heure)",
      "Réception et contrôle des marchandises, mise en stock",
      "Inventaires tournants et mises à jour du WMS",
      "Respect des consignes de sécurité et des flux",
      "Conduite de gerbeur et de transpalette électrique",
    ],
    degrees: [
      { degree: "CACES R489", field: "Catégories 1, 3 et 5", schools: ["AFPA", "Aftral", "Promotrans"], years: 1 },
      { degree: "CAP", field: "Opérateur logistique", schools: ["Lycée professionnel Hélène Boucher", "CFA de la logistique"], years: 2 },
      { degree: "Titre professionnel", field: "Agent magasinier", schools: ["AFPA", "Greta"], years: 1 },
    ],
    skills: ["CACES 1, 3 et 5", "Gestion des stocks", "WMS Reflex", "Commande vocale", "Gestes et postures", "Sauveteur secouriste du travail"],
  },
  {
    key: "commercial",
    headlines: [
      ["Commercial terrain B2B", "Commerciale terrain B2B"],
      same("Business developer – solutions de paiement"),
      ["Attaché commercial", "Attachée commerciale"],
    ],
    titles: [
      ["Conseiller de vente", "Conseillère de vente"],
      ["Attaché commercial", "Attachée commerciale"],
      ["Commercial terrain", "Commerciale terrain"],
      same("Responsable grands comptes"),
    ],
    companies: ["Orange", "Manutan", "Lyreco", "Kiloutou", "Darty", "Groupe Pierre Martinet", "Ouest Bureautique"],
    bullets: [
      "Prospection de PME et gestion d'un portefeuille de 150 clients",
      "Chiffre d'affaires annuel de 1,2 M€, objectif dépassé de 15 %",
      "Négociation des contrats et suivi des recouvrements",
      "Animation de salons professionnels",
      "Remontée d'informations du terrain au service marketing",
      "Suivi des opportunités dans Salesforce",
    ],
    degrees: [
      {
        degree: "BTS",
        field: "Négociation et digitalisation de la relation client",
        schools: ["Lycée Hôtelier", "Lycée Gustave Eiffel", "CFA Commerce"],
        years: 2,
      },
      {
        degree: "Bachelor",
        field: "Commerce et développement commercial",
        schools: ["NEOMA Business School", "IDRAC Business School", "KEDGE Business School"],
        years: 3,
      },
      { degree: "DUT", field: "Techniques de commercialisation", schools: ["IUT de Bordeaux", "IUT de Reims", "IUT Lyon 3"], years: 2 },
    ],
    skills: ["Prospection", "Négociation", "Salesforce", "Fidélisation", "Permis B", "Pack Office", "Closing"],
    english: {
      headlines: ["B2B sales executive", "Key account manager"],
      titles: ["Sales representative", "Account manager", "Key account manager"],
      bullets: ["Managed a portfolio of 150 small business clients", "Exceeded annual sales target by 15%", "Negotiated contracts and followed up collections"],
      skills: ["Prospecting", "Negotiation", "Salesforce", "Customer retention"],
    },
  },
  {
    key: "infirmier",
    headlines: [["Infirmier diplômé d'État", "Infirmière diplômée d'État"], same("IDE – urgences et réanimation")],
    titles: [
      ["Infirmier", "Infirmière"],
      ["Infirmier en soins généraux", "Infirmière en soins généraux"],
      ["Infirmier aux urgences", "Infirmière aux urgences"],
      ["Infirmier coordinateur", "Infirmière coordinatrice"],
    ],
    companies: [
      "CHU de Rennes",
      "Hôpital Édouard Herriot",
      "Clinique Saint-Vincent",
      "Centre hospitalier de Brest",
      "AP-HM",
      "SSIAD du Pays d'Aix",
      "Groupe Ramsay Santé",
    ],
    bullets: [
      "Prise en charge de 10 patients en service de médecine interne",
      "Administration des traitements et surveillance des paramètres vitaux",
      "Accueil et tri des patients aux urgences",
      "Encadrement des étudiants infirmiers et des aides-soignants",
      "Participation aux protocoles de prévention des infections",
      "Éducation thérapeutique des patients diabétiques",
    ],
    degrees: [
      { degree: "Diplôme d'État d'infirmier", field: "", schools: ["IFSI de Rennes", "IFSI Esquirol", "IFSI de Brest", "IFSI de la Croix-Rouge"], years: 3 },
      { degree: "Diplôme universitaire", field: "Plaies et cicatrisation", schools: ["Université de Montpellier", "Université de Rennes"], years: 1 },
      { degree: "Baccalauréat S", field: "Sciences de la vie et de la Terre", schools: ["Lycée Chateaubriand", "Lycée Kerichen"], years: 1 },
    ],
    skills: ["Soins techniques", "Urgences", "Logiciel DxCare", "Gestion de la douleur", "Éducation thérapeutique", "AFGSU 2"],
  },
  {
    key: "chef-chantier",
    headlines: [same("Chef de chantier gros œuvre"), same("Conducteur de travaux TCE")],
    titles: [same("Maçon coffreur"), same("Chef d'équipe"), same("Chef de chantier"), same("Conducteur de travaux")],
    companies: ["Bouygues Bâtiment", "Eiffage Construction", "Vinci Construction France", "Spie batignolles", "Entreprise Moreau BTP", "Léon Grosse"],
    bullets: [
      "Encadrement d'une équipe de 12 compagnons et intérimaires",
      "Construction d'un groupe scolaire de 4 500 m² en béton banché",
      "Planification des tâches et commande des matériaux",
      "Suivi de la sécurité sur chantier (PPSPS, accueil sécurité)",
      "Réception des travaux et levée des réserves",
      "Coordination des sous-traitants et des corps d'état",
    ],
    degrees: [
      { degree: "BTS", field: "Bâtiment", schools: ["Lycée Le Corbusier", "Lycée Jean Lurçat", "Lycée du BTP"], years: 2 },
      {
        degree: "Bac professionnel",
        field: "Technicien du bâtiment : organisation et réalisation du gros œuvre",
        schools: ["Lycée professionnel du Bâtiment", "CFA BTP"],
        years: 3,
      },
      { degree: "CAP", field: "Maçon", schools: ["CFA BTP", "Compagnons du Devoir"], years: 2 },
    ],
    skills: ["Lecture de plans", "Gros œuvre", "Management d'équipe", "AutoCAD", "Planification", "SST", "CACES R482"],
  },
  {
    key: "rh",
    headlines: [
      ["Chargé de ressources humaines généraliste", "Chargée de ressources humaines généraliste"],
      same("Responsable RH – paie et relations sociales"),
    ],
    titles: [
      ["Assistant RH", "Assistante RH"],
      ["Gestionnaire de paie", "Gestionnaire de paie"],
      ["Chargé de recrutement", "Chargée de recrutement"],
      ["Chargé RH", "Chargée RH"],
      same("Responsable ressources humaines"),
    ],
    companies: ["Adecco", "Randstad", "Groupe Casino", "Airbus", "Sodexo", "Mutuelle Saint-Christophe", "Clinique du Parc"],
    bullets: [
      "Recrutement de 60 collaborateurs par an (sourcing, entretiens, intégration)",
      "Administration du personnel : contrats, avenants, visites médicales",
      "Préparation des éléments variables de paie pour 250 salariés",
      "Organisation des élections du CSE et des NAO",
      "Pilotage du plan de développement des compétences",
      "Mise en place d'un SIRH et formation des managers",
    ],
    degrees: [
      { degree: "Master 2", field: "Gestion des ressources humaines", schools: ["IAE Lyon", "IAE de Toulouse", "Université Paris-Est Créteil"], years: 2 },
      { degree: "Licence professionnelle", field: "Gestion des ressources humaines", schools: ["IUT de Bordeaux", "Université de Lille"], years: 1 },
      { degree: "BTS", field: "Gestion de la PME", schools: ["Lycée Saint-Exupéry", "Lycée Condorcet"], years: 2 },
    ],
    skills: ["Recrutement", "Droit du travail", "Paie (Silae)", "SIRH", "Entretiens annuels", "Relations sociales", "Excel"],
    english: {
      headlines: ["HR generalist", "Talent acquisition specialist"],
      titles: ["HR assistant", "Recruiter", "HR business partner"],
      bullets: ["Hired 60 people a year from sourcing to onboarding", "Ran payroll inputs for 250 employees", "Rolled out a new HRIS and trained managers"],
      skills: ["Recruitment", "Employment law", "Payroll", "HRIS"],
    },
  },
  {
    key: "logisticien",
    headlines: [same("Responsable logistique – supply chain"), same("Technicien(ne) logistique et approvisionnement")],
    titles: [same("Agent logistique"), same("Gestionnaire des approvisionnements"), same("Responsable d'entrepôt"), same("Responsable logistique")],
    companies: ["Schneider Electric", "Decathlon", "Michelin", "Fnac Logistique", "Stef", "Biocoop", "Lactalis"],
    bullets: [
      "Pilotage d'un entrepôt de 12 000 m² et de 35 personnes",
      "Réduction des ruptures de stock de 20 % par un nouveau calcul des seuils",
      "Suivi des indicateurs de performance (taux de service, productivité)",
      "Négociation avec les transporteurs et suivi des litiges",
      "Déploiement d'un WMS sur deux sites",
      "Organisation des inventaires annuels",
    ],
    degrees: [
      {
        degree: "Master",
        field: "Management de la chaîne logistique",
        schools: ["Kedge Business School", "Université d'Aix-Marseille", "ISEL Le Havre"],
        years: 2,
      },
      { degree: "DUT", field: "Gestion logistique et transport", schools: ["IUT d'Aix-Marseille", "IUT du Havre", "IUT de Roanne"], years: 2 },
      { degree: "Licence professionnelle", field: "Logistique et pilotage des flux", schools: ["IUT de Roanne", "Université de Lille"], years: 1 },
    ],
    skills: ["SAP MM", "WMS", "Lean management", "Gestion des stocks", "Transport", "Excel avancé", "Management"],
    english: {
      headlines: ["Supply chain manager", "Logistics coordinator"],
      titles: ["Logistics coordinator", "Warehouse manager", "Supply chain manager"],
      bullets: ["Ran a 12,000 m² warehouse with 35 staff", "Cut stock-outs by 20%", "Rolled out a WMS on two sites"],
      skills: ["SAP MM", "WMS", "Lean", "Inventory management"],
    },
  },
  {
    key: "juriste",
    headlines: [same("Juriste en droit social"), same("Juriste d'entreprise – contrats et conformité")],
    titles: [same("Juriste stagiaire"), same("Juriste"), same("Juriste droit social"), same("Responsable juridique")],
    companies: ["Cabinet Fidal", "EDF", "Groupe Seb", "Capstan Avocats", "Banque Populaire Auvergne Rhône Alpes", "Orange"],
    bullets: [
      "Rédaction et négociation des contrats commerciaux",
      "Conseil aux opérationnels en droit du travail",
      "Gestion des contentieux prud'homaux avec les avocats",
      "Veille juridique et formation des managers",
      "Mise en conformité RGPD et tenue du registre des traitements",
      "Secrétariat juridique des filiales (assemblées, dépôts au greffe)",
    ],
    degrees: [
      { degree: "Master 2", field: "Droit social", schools: ["Université Lyon 3", "Université Paris 1 Panthéon-Sorbonne", "Université de Bordeaux"], years: 2 },
      { degree: "Master 2", field: "Droit des affaires", schools: ["Université Paris-Saclay", "Université d'Aix-Marseille"], years: 2 },
      { degree: "Licence", field: "Droit", schools: ["Université Lyon 3", "Université de Rennes", "Université Toulouse Capitole"], years: 3 },
    ],
    skills: ["Droit du travail", "Rédaction de contrats", "RGPD", "Contentieux", "Droit des sociétés", "Dalloz", "Lexis 360"],
  },
  {
    key: "communication",
    headlines: [["Chargé de communication digitale", "Chargée de communication digitale"], same("Community manager et rédacteur(trice) web")],
    titles: [
      ["Assistant communication", "Assistante communication"],
      same("Community manager"),
      ["Chargé de communication", "Chargée de communication"],
      same("Responsable communication"),
    ],
    companies: ["Métropole de Lyon", "Agence Sillage", "Groupe SOS", "Ville de Nantes", "Le Progrès", "Havas", "Office de tourisme d'Annecy"],
    bullets: [
      "Animation des réseaux sociaux (45 000 abonnés, +30 % en un an)",
      "Rédaction des communiqués et relations presse",
      "Conception des supports imprimés avec InDesign",
      "Organisation d'événements grand public",
      "Suivi des statistiques et rapports mensuels",
      "Refonte du site internet sous WordPress",
    ],
    degrees: [
      { degree: "Master", field: "Communication des organisations", schools: ["Université Lumière Lyon 2", "CELSA", "Sciences Po Rennes"], years: 2 },
      { degree: "Licence professionnelle", field: "Métiers du numérique", schools: ["IUT de Nantes", "IUT Bordeaux Montaigne"], years: 1 },
      { degree: "BTS", field: "Communication", schools: ["Lycée Jean Perrin", "Lycée Jacques Prévert"], years: 2 },
    ],
    skills: ["Réseaux sociaux", "InDesign", "Photoshop", "WordPress", "Rédaction web", "Relations presse", "Canva"],
    skillGroups: { PAO: ["InDesign", "Photoshop", "Illustrator"], Web: ["WordPress", "Google Analytics", "Canva"] },
  },
  {
    key: "electricien",
    headlines: [same("Électricien bâtiment habilité B2V BR"), same("Technicien de maintenance électrique")],
    titles: [same("Apprenti électricien"), same("Électricien"), same("Électricien chef d'équipe"), same("Technicien de maintenance")],
    companies: ["Cegelec", "Spie", "Engie Solutions", "Électricité Bernard et Fils", "Eiffage Énergie Systèmes", "Ineo"],
    bullets: [
      "Installation de tableaux électriques en logements neufs",
      "Tirage de câbles et raccordements en courant fort et faible",
      "Dépannage et maintenance préventive des installations",
      "Lecture de schémas et mise en conformité NF C 15-100",
      "Encadrement de deux apprentis",
    ],
    degrees: [
      {
        degree: "Bac professionnel",
        field: "Métiers de l'électricité et de ses environnements connectés",
        schools: ["Lycée professionnel Louis Armand", "Lycée Léonard de Vinci"],
        years: 3,
      },
      { degree: "CAP", field: "Électricien", schools: ["CFA du BTP", "Lycée professionnel Louis Armand"], years: 2 },
      { degree: "BTS", field: "Électrotechnique", schools: ["Lycée Léonard de Vinci", "Lycée Gustave Eiffel"], years: 2 },
    ],
    skills: ["Habilitation B2V BR", "NF C 15-100", "Domotique", "Lecture de schémas", "Courant faible", "Permis B"],
  },
  {
    key: "serveur",
    headlines: [["Serveur en restauration traditionnelle", "Serveuse en restauration traditionnelle"], same("Chef de rang – hôtellerie de luxe")],
    titles: [["Commis de salle", "Commis de salle"], ["Serveur", "Serveuse"], same("Chef de rang"), same("Maître d'hôtel")],
    companies: ["Brasserie Georges", "Hôtel Negresco", "Paul Bocuse – L'Auberge du Pont de Collonges", "Le Bistrot du Port", "Groupe Flo", "Accor – Novotel"],
    bullets: [
      "Accueil et placement des clients, prise de commandes",
      "Service à l'assiette et au plateau (120 couverts)",
      "Conseil sur les vins et accords mets-vins",
      "Encaissement et clôture de caisse",
      "Mise en place de la salle et du bar",
    ],
    degrees: [
      {
        degree: "Bac professionnel",
        field: "Commercialisation et services en restauration",
        schools: ["Lycée hôtelier François Rabelais", "Lycée hôtelier de Dinard"],
        years: 3,
      },
      {
        degree: "CAP",
        field: "Commercialisation et services en hôtel-café-restaurant",
        schools: ["Lycée hôtelier François Rabelais", "CFA de l'hôtellerie"],
        years: 2,
      },
    ],
    skills: ["Service en salle", "Œnologie", "Encaissement", "Accueil client", "Travail en équipe", "Anglais professionnel"],
  },
  {
    key: "data",
    headlines: [["Data analyst – Python, SQL, Power BI", "Data analyst – Python, SQL, Power BI"], same("Data scientist")],
    titles: [same("Data analyst"), same("Data scientist"), same("Consultant BI"), same("Responsable data")],
    companies: ["BNP Paribas", "Cdiscount", "Veepee", "Maif", "Datalyse Conseil", "SNCF Voyageurs"],
    bullets: [
      "Conception de tableaux de bord Power BI pour la direction commerciale",
      "Modèle de prévision des ventes (scikit-learn), erreur réduite de 12 %",
      "Industrialisation des flux de données avec Airflow",
      "Animation d'ateliers avec les métiers pour définir les indicateurs",
      "Nettoyage et documentation d'un entrepôt de données",
    ],
    degrees: [
      { degree: "Master", field: "Statistique et science des données", schools: ["Université de Bordeaux", "ENSAI", "Université Lumière Lyon 2"], years: 2 },
      { degree: "Licence", field: "Mathématiques appliquées", schools: ["Université de Rennes", "Université Grenoble Alpes"], years: 3 },
    ],
    skills: ["Python", "SQL", "Power BI", "scikit-learn", "Airflow", "Tableau", "Statistiques"],
    english: {
      headlines: ["Data analyst – Python, SQL, Power BI", "Data scientist"],
      titles: ["Data analyst", "Data scientist", "BI consultant"],
      bullets: [
        "Built Power BI dashboards for the sales management",
        "Designed a sales forecasting model with scikit-learn",
        "Automated data pipelines with Airflow",
      ],
      skills: ["Python", "SQL", "Power BI", "scikit-learn", "Airflow"],
    },
  },
  {
    key: "auxiliaire-puericulture",
    headlines: [
      ["Auxiliaire de puériculture", "Auxiliaire de puériculture"],
      ["Éducateur de jeunes enfants", "Éducatrice de jeunes enfants"],
    ],
    titles: [
      same("Agent petite enfance"),
      same("Auxiliaire de puériculture"),
      ["Éducateur de jeunes enfants", "Éducatrice de jeunes enfants"],
      same("Directeur adjoint de crèche"),
    ],
    companies: ["Crèche Les Petits Loups", "People&Baby", "Ville de Toulouse", "Maternité régionale de Nancy", "Babilou", "Crèche parentale Les Lucioles"],
    bullets: [
      "Accueil des enfants et des familles, transmissions quotidiennes",
      "Soins d'hygiène, repas et siestes d'un groupe de 10 enfants",
      "Animation d'ateliers d'éveil et de motricité",
      "Participation au projet pédagogique de la structure",
      "Observation du développement et repérage des difficultés",
    ],
    degrees: [
      { degree: "Diplôme d'État d'auxiliaire de puériculture", field: "", schools: ["IFAP de Toulouse", "Institut de formation Croix-Rouge"], years: 1 },
      { degree: "CAP", field: "Accompagnant éducatif petite enfance", schools: ["Greta", "Lycée professionnel Marie Curie"], years: 1 },
      { degree: "Diplôme d'État d'éducateur de jeunes enfants", field: "", schools: ["IRTS de Lorraine", "ITS de Tours"], years: 3 },
    ],
    skills: ["Éveil de l'enfant", "Hygiène et sécurité", "Communication avec les familles", "Pédagogie Montessori", "PSC1"],
  },
];
