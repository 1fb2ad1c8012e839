import type { Db } from "../db/client";
import { jobProfiles } from "../db/schema";
import type { ProfileGroup } from "../db/schema/job-profiles";
import type { JobProfileType } from "../../common/job-profiles";
import { jobProfileImageColumn } from "../modules/job-profiles/job-profile-images";
import { slugify } from "../../common/format/slug";
import { plainTextToHtml } from "../../common/format/rich-text";

type Group = [title: string, items: string[]];
type ProfileSeed = {
  title: string;
  type: JobProfileType;
  /** Listed among the frequently recruited profiles. */
  frequent?: boolean;
  description: string;
  responsibilities: Group[];
  skills: Group[];
  training: string[];
  career: string;
};

const groups = (list: Group[]): ProfileGroup[] => list.map(([title, items]) => ({ title, items }));

// Demo sheets (spec 1 §3, Job profile): invented text written for this site, 11 per type.
// Staff edit them in the «Fiches Métier» manager; the seed never runs twice.
const BTP: ProfileSeed[] = [
  {
    title: "Chef de chantier",
    type: "BTP",
    frequent: true,
    description:
      "Le chef de chantier organise le travail des équipes sur le terrain, du premier coup de pelle à la réception. Il garantit la sécurité, le respect du planning et la qualité d'exécution, en lien direct avec le conducteur de travaux.",
    responsibilities: [
      ["Préparer le chantier", ["Lire les plans et le CCTP", "Planifier les tâches de la semaine", "Commander matériaux et matériel", "Installer la base vie"]],
      ["Encadrer les équipes", ["Répartir le travail entre compagnons et sous-traitants", "Animer le quart d'heure sécurité", "Accueillir les intérimaires"]],
      ["Suivre l'avancement", ["Tenir le journal de chantier", "Contrôler la qualité des ouvrages", "Préparer les réceptions partielles"]],
    ],
    skills: [
      ["Savoir-faire", ["Lecture de plans", "Implantation et métrés simples", "Règles de prévention du BTP"]],
      ["Savoir-être", ["Leadership de proximité", "Sens de l'anticipation", "Calme face aux aléas"]],
    ],
    training: ["BTS Bâtiment", "BTS Travaux publics", "Titre professionnel Chef de chantier gros œuvre"],
    career:
      "Après quelques chantiers menés en autonomie, l'évolution naturelle mène vers la conduite de travaux, puis vers la direction de travaux ou la création d'entreprise.",
  },
  {
    title: "Conducteur de travaux",
    type: "BTP",
    frequent: true,
    description:
      "Le conducteur de travaux pilote un ou plusieurs chantiers sur les plans technique, financier et humain. Interlocuteur du maître d'ouvrage, il tient les délais et la marge tout en coordonnant les corps d'état.",
    responsibilities: [
      ["Piloter les opérations", ["Établir le planning général", "Choisir et consulter les sous-traitants", "Animer les réunions de chantier"]],
      ["Tenir le budget", ["Suivre les dépenses et la marge", "Chiffrer les travaux supplémentaires", "Valider les situations mensuelles"]],
      [
        "Représenter l'entreprise",
        ["Échanger avec l'architecte et le client", "Gérer les réserves à la réception", "Défendre les intérêts de l'entreprise en cas de litige"],
      ],
    ],
    skills: [
      ["Savoir-faire", ["Gestion budgétaire de chantier", "Connaissance des marchés publics et privés", "Maîtrise des logiciels de planification"]],
      ["Savoir-être", ["Négociation", "Esprit de synthèse", "Capacité à arbitrer vite"]],
    ],
    training: ["BUT Génie civil – construction durable", "Licence professionnelle Conduite de travaux", "Diplôme d'ingénieur en génie civil"],
    career: "Le poste ouvre vers la direction de travaux, la direction d'agence ou, pour les profils commerciaux, le développement de nouveaux marchés.",
  },
  {
    title: "Maçon",
    type: "BTP",
    frequent: true,
    description:
      "Le maçon construit les fondations, murs et dalles qui font tenir un bâtiment. Métier de précision autant que de force, il travaille aussi bien en construction neuve qu'en rénovation du bâti ancien.",
    responsibilities: [
      ["Réaliser le gros œuvre", ["Monter des murs en parpaings, briques ou pierres", "Couler les dalles et chapes", "Poser linteaux et planchers"]],
      ["Préparer et contrôler", ["Implanter l'ouvrage d'après les plans", "Préparer mortiers et bétons", "Vérifier niveaux, aplombs et alignements"]],
    ],
    skills: [
      ["Savoir-faire", ["Lecture de plans", "Maîtrise des matériaux et des dosages", "Respect des règles de sécurité en hauteur"]],
      ["Savoir-être", ["Rigueur", "Esprit d'équipe", "Endurance physique"]],
    ],
    training: ["CAP Maçon", "BP Maçon", "Titre professionnel Maçon du bâti ancien"],
    career: "Avec l'expérience, le maçon devient chef d'équipe puis chef de chantier ; beaucoup s'installent à leur compte.",
  },
  {
    title: "Électricien du bâtiment",
    type: "BTP",
    frequent: true,
    description:
      "L'électricien du bâtiment installe et raccorde les réseaux électriques des logements, bureaux et commerces. Il intervient en neuf comme en rénovation et veille à la conformité de chaque installation.",
    responsibilities: [
      ["Installer", ["Poser chemins de câbles, gaines et boîtiers", "Tirer les câbles et raccorder les appareillages", "Équiper les tableaux électriques"]],
      ["Mettre en service", ["Effectuer les essais et mesures", "Contrôler la conformité à la norme NF C 15-100", "Renseigner les documents de réception"]],
      ["Dépanner", ["Diagnostiquer une panne", "Remplacer les éléments défectueux", "Conseiller l'occupant"]],
    ],
    skills: [
      ["Savoir-faire", ["Lecture de schémas électriques", "Habilitation électrique", "Domotique et courants faibles"]],
      ["Savoir-être", ["Minutie", "Autonomie", "Sens du service"]],
    ],
    training: ["CAP Électricien", "Bac pro Métiers de l'électricité et de ses environnements connectés", "BTS Électrotechnique"],
    career: "L'électricien peut évoluer vers chef d'équipe, chargé d'affaires en électricité ou se spécialiser dans la borne de recharge et le photovoltaïque.",
  },
  {
    title: "Plombier chauffagiste",
    type: "BTP",
    description:
      "Le plombier chauffagiste installe et entretient les réseaux d'eau, de chauffage et de ventilation. La transition énergétique a fait de lui un acteur clé : pompes à chaleur et chaudières performantes sont désormais son quotidien.",
    responsibilities: [
      [
        "Installer les équipements",
        ["Poser les réseaux d'eau et d'évacuation", "Raccorder chaudières, pompes à chaleur et radiateurs", "Installer les sanitaires"],
      ],
      ["Entretenir et dépanner", ["Assurer l'entretien annuel des appareils", "Rechercher les fuites", "Remettre en service une installation"]],
    ],
    skills: [
      ["Savoir-faire", ["Soudure et brasure", "Réglementation gaz et fluides frigorigènes", "Lecture de plans techniques"]],
      ["Savoir-être", ["Relation client", "Ponctualité", "Débrouillardise"]],
    ],
    training: [
      "CAP Monteur en installations thermiques",
      "Bac pro Installateur en chauffage, climatisation et énergies renouvelables",
      "BTS Fluides, énergies, domotique",
    ],
    career: "Il peut devenir chef d'équipe, technicien de maintenance CVC ou créer sa propre entreprise de dépannage.",
  },
  {
    title: "Métreur économiste de la construction",
    type: "BTP",
    description:
      "Le métreur économiste chiffre les ouvrages avant qu'ils existent. À partir des plans, il calcule les quantités, estime les coûts et aide l'entreprise ou le maître d'œuvre à tenir une enveloppe réaliste.",
    responsibilities: [
      ["Quantifier", ["Réaliser les avant-métrés", "Établir les descriptifs", "Rédiger les DPGF"]],
      ["Estimer", ["Chiffrer les lots d'un projet", "Consulter les fournisseurs", "Comparer les variantes techniques"]],
      ["Suivre financièrement", ["Vérifier les situations de travaux", "Établir les décomptes définitifs"]],
    ],
    skills: [
      ["Savoir-faire", ["Logiciels de métré et de chiffrage", "Connaissance des prix du marché", "Maquette numérique BIM"]],
      ["Savoir-être", ["Précision", "Esprit d'analyse", "Discrétion"]],
    ],
    training: ["BTS Management économique de la construction", "BUT Génie civil – construction durable", "Licence professionnelle Économie de la construction"],
    career: "Il évolue vers ingénieur études de prix, économiste senior en cabinet ou responsable d'un bureau d'études.",
  },
  {
    title: "Ingénieur études de prix",
    type: "BTP",
    description:
      "L'ingénieur études de prix construit l'offre qui permettra de remporter un appel d'offres. Il imagine la meilleure méthode d'exécution et en déduit un prix à la fois compétitif et rentable.",
    responsibilities: [
      ["Analyser les consultations", ["Étudier le dossier de consultation", "Repérer les risques techniques", "Organiser la visite de site"]],
      ["Construire l'offre", ["Définir les modes opératoires", "Chiffrer main-d'œuvre, matériel et sous-traitance", "Rédiger le mémoire technique"]],
      ["Transmettre", ["Présenter l'offre à la direction", "Passer le relais aux équipes travaux après signature"]],
    ],
    skills: [
      ["Savoir-faire", ["Méthodes de construction", "Analyse des coûts", "Rédaction technique"]],
      ["Savoir-être", ["Résistance à la pression des délais", "Curiosité technique", "Esprit d'équipe"]],
    ],
    training: ["Diplôme d'ingénieur en génie civil", "Master Génie civil", "École spéciale des travaux publics"],
    career: "Le poste mène vers responsable du service études, directeur technique ou direction d'agence.",
  },
  {
    title: "Grutier",
    type: "BTP",
    description:
      "Le grutier déplace charges et matériaux sur le chantier avec une grue à tour ou mobile. Sa précision et sa vigilance conditionnent la sécurité de toute l'équipe au sol.",
    responsibilities: [
      ["Manœuvrer", ["Lever et déposer les charges", "Coordonner les mouvements avec le chef de manœuvre", "Adapter les gestes au vent et à la visibilité"]],
      ["Contrôler l'engin", ["Vérifier la grue en prise de poste", "Signaler toute anomalie", "Tenir le carnet de maintenance"]],
    ],
    skills: [
      ["Savoir-faire", ["CACES R487", "Lecture des abaques de charge", "Communication radio"]],
      ["Savoir-être", ["Concentration", "Sang-froid", "Sens des responsabilités"]],
    ],
    training: ["Titre professionnel Conducteur de grue à tour", "CACES R487 catégories 1 à 3"],
    career: "Un grutier expérimenté peut devenir formateur, chef de manœuvre ou responsable du parc matériel.",
  },
  {
    title: "Menuisier poseur",
    type: "BTP",
    description:
      "Le menuisier poseur installe portes, fenêtres, placards et agencements intérieurs. Il assure la finition qui se voit et conditionne aussi l'étanchéité et la performance thermique du bâtiment.",
    responsibilities: [
      ["Préparer la pose", ["Prendre les cotes sur site", "Vérifier les supports", "Préparer les éléments en atelier"]],
      ["Poser", ["Installer menuiseries extérieures et intérieures", "Assurer l'étanchéité à l'air et à l'eau", "Régler quincailleries et ouvrants"]],
      ["Finir", ["Poser les habillages", "Nettoyer et laisser un chantier propre"]],
    ],
    skills: [
      ["Savoir-faire", ["Usage des outils électroportatifs", "Connaissance du bois, de l'aluminium et du PVC", "Lecture de plans"]],
      ["Savoir-être", ["Soin du détail", "Relation avec l'occupant", "Autonomie"]],
    ],
    training: ["CAP Menuisier installateur", "BP Menuisier", "Bac pro Technicien menuisier agenceur"],
    career: "Il peut évoluer vers chef d'équipe pose, métreur en menuiserie ou technico-commercial.",
  },
  {
    title: "Coffreur bancheur",
    type: "BTP",
    description:
      "Le coffreur bancheur fabrique et assemble les moules dans lesquels le béton prend forme : voiles, poteaux, poutres. Son travail donne au bâtiment sa structure et ses dimensions exactes.",
    responsibilities: [
      ["Coffrer", ["Monter les banches et coffrages", "Positionner les armatures", "Contrôler les aplombs"]],
      ["Couler", ["Participer au coulage du béton", "Vibrer pour éviter les défauts", "Décoffrer et nettoyer les banches"]],
    ],
    skills: [
      ["Savoir-faire", ["Lecture de plans de coffrage", "Élingage et guidage des charges", "Travail en hauteur sécurisé"]],
      ["Savoir-être", ["Esprit d'équipe", "Rigueur", "Résistance physique"]],
    ],
    training: ["CAP Constructeur en béton armé du bâtiment", "Titre professionnel Coffreur bancheur"],
    career: "Le coffreur bancheur devient chef d'équipe gros œuvre puis chef de chantier.",
  },
  {
    title: "Géomètre topographe",
    type: "BTP",
    description:
      "Le géomètre topographe mesure le terrain et implante les ouvrages au centimètre près. Ses relevés servent de base aux architectes, aux bureaux d'études et aux équipes de chantier.",
    responsibilities: [
      ["Relever", ["Réaliser des levés topographiques", "Utiliser GPS, tachéomètre et scanner 3D", "Contrôler les données sur le terrain"]],
      ["Restituer", ["Produire les plans sous DAO", "Calculer surfaces et volumes", "Préparer les fichiers d'implantation"]],
      ["Implanter", ["Matérialiser les axes sur le chantier", "Contrôler les ouvrages exécutés"]],
    ],
    skills: [
      ["Savoir-faire", ["Instruments de topographie", "Logiciels de DAO", "Calculs géométriques"]],
      ["Savoir-être", ["Précision", "Goût du terrain", "Autonomie"]],
    ],
    training: [
      "BTS Métiers du géomètre-topographe et de la modélisation numérique",
      "BUT Génie civil – construction durable",
      "École supérieure des géomètres et topographes",
    ],
    career: "Le technicien peut devenir responsable de cellule topographique ou, après le diplôme de géomètre-expert, s'installer en cabinet.",
  },
];

const INDUSTRY: ProfileSeed[] = [
  {
    title: "Technicien de maintenance industrielle",
    type: "INDUSTRY",
    frequent: true,
    description:
      "Le technicien de maintenance garde les lignes de production en état de marche. Il intervient en urgence sur les pannes et prépare surtout la maintenance préventive qui évite les arrêts coûteux.",
    responsibilities: [
      [
        "Dépanner",
        ["Diagnostiquer les pannes mécaniques, électriques et pneumatiques", "Remettre l'équipement en service", "Rédiger le compte rendu d'intervention"],
      ],
      ["Prévenir", ["Appliquer le plan de maintenance préventive", "Analyser les causes des pannes répétées", "Proposer des améliorations"]],
      ["Gérer les pièces", ["Suivre le stock de pièces critiques", "Préparer les commandes", "Tenir la GMAO à jour"]],
    ],
    skills: [
      ["Savoir-faire", ["Électrotechnique et automatisme", "Mécanique et hydraulique", "Lecture de schémas"]],
      ["Savoir-être", ["Réactivité", "Méthode", "Pédagogie avec les opérateurs"]],
    ],
    training: ["BTS Maintenance des systèmes", "BUT Génie industriel et maintenance", "Bac pro Maintenance des systèmes de production connectés"],
    career: "Il évolue vers chef d'équipe maintenance, responsable maintenance ou technicien méthodes.",
  },
  {
    title: "Opérateur de production",
    type: "INDUSTRY",
    frequent: true,
    description:
      "L'opérateur de production conduit une machine ou un poste de fabrication en respectant cadences, qualité et sécurité. C'est souvent la porte d'entrée dans l'industrie, accessible avec ou sans diplôme.",
    responsibilities: [
      ["Produire", ["Alimenter et conduire la machine", "Respecter les cadences et les consignes", "Effectuer les changements de série simples"]],
      ["Contrôler", ["Réaliser les autocontrôles", "Écarter les pièces non conformes", "Renseigner les fiches de suivi"]],
      ["Entretenir", ["Nettoyer le poste de travail", "Signaler les dysfonctionnements"]],
    ],
    skills: [
      ["Savoir-faire", ["Respect des modes opératoires", "Bases de la qualité", "Règles d'hygiène et de sécurité"]],
      ["Savoir-être", ["Concentration", "Ponctualité", "Esprit d'équipe"]],
    ],
    training: [
      "CAP Conducteur d'installations de production",
      "Bac pro Pilote de ligne de production",
      "Certificat de qualification professionnelle de branche",
    ],
    career: "L'opérateur peut devenir conducteur de ligne, régleur puis chef d'équipe de production.",
  },
  {
    title: "Régleur sur machines à commande numérique",
    type: "INDUSTRY",
    description:
      "Le régleur prépare et ajuste les machines à commande numérique avant chaque série. Son réglage conditionne la précision des pièces et la productivité de tout l'atelier.",
    responsibilities: [
      ["Préparer", ["Lire le dossier de fabrication", "Monter outils et montages", "Charger et adapter le programme"]],
      ["Régler", ["Produire et mesurer la première pièce", "Corriger les décalages", "Valider le lancement de la série"]],
      ["Accompagner", ["Former les opérateurs au poste", "Suivre la dérive des cotes"]],
    ],
    skills: [
      ["Savoir-faire", ["Programmation ISO", "Métrologie", "Lecture de plans industriels"]],
      ["Savoir-être", ["Rigueur", "Patience", "Sens de l'observation"]],
    ],
    training: [
      "Bac pro Technicien en réalisation de produits mécaniques",
      "BTS Conception des processus de réalisation de produits",
      "Titre professionnel Technicien d'usinage",
    ],
    career: "Le régleur évolue vers programmeur CN, technicien méthodes ou chef d'atelier.",
  },
  {
    title: "Soudeur",
    type: "INDUSTRY",
    description:
      "Le soudeur assemble des pièces métalliques selon des procédés adaptés à chaque matériau. Très recherché, il travaille en atelier comme sur site, de la chaudronnerie à l'aéronautique.",
    responsibilities: [
      ["Préparer", ["Lire le plan et la procédure de soudage", "Préparer les bords et les pièces", "Régler le poste"]],
      ["Souder", ["Réaliser les soudures en TIG, MIG ou à l'arc", "Respecter les paramètres qualifiés", "Travailler dans différentes positions"]],
      ["Contrôler", ["Vérifier visuellement les cordons", "Reprendre les défauts"]],
    ],
    skills: [
      ["Savoir-faire", ["Procédés de soudage", "Connaissance des métaux", "Qualifications de soudeur à jour"]],
      ["Savoir-être", ["Précision du geste", "Patience", "Vigilance sécurité"]],
    ],
    training: [
      "CAP Réalisations industrielles en chaudronnerie ou soudage",
      "Bac pro Technicien en chaudronnerie industrielle",
      "Titre professionnel Soudeur assembleur industriel",
    ],
    career: "Il peut devenir soudeur haute qualification, contrôleur soudage ou chef d'atelier.",
  },
  {
    title: "Responsable qualité",
    type: "INDUSTRY",
    description:
      "Le responsable qualité s'assure que l'entreprise livre des produits conformes et améliore sans cesse ses processus. Il fait vivre le système de management et représente l'usine face aux clients et auditeurs.",
    responsibilities: [
      ["Piloter le système qualité", ["Maintenir la certification ISO 9001", "Organiser les audits internes", "Suivre les indicateurs"]],
      ["Traiter les écarts", ["Analyser les réclamations clients", "Animer les résolutions de problèmes", "Suivre les plans d'actions"]],
      ["Former", ["Sensibiliser les équipes", "Rédiger les procédures"]],
    ],
    skills: [
      ["Savoir-faire", ["Normes ISO", "Outils de résolution de problèmes", "Statistiques appliquées"]],
      ["Savoir-être", ["Diplomatie", "Force de conviction", "Esprit critique"]],
    ],
    training: ["BUT Qualité, logistique industrielle et organisation", "Master Management de la qualité", "Diplôme d'ingénieur généraliste"],
    career: "Le poste ouvre vers la direction qualité d'un groupe, la direction industrielle ou l'audit.",
  },
  {
    title: "Ingénieur méthodes",
    type: "INDUSTRY",
    description:
      "L'ingénieur méthodes définit comment fabriquer : gammes, postes, outillages, temps. Il cherche en permanence la meilleure combinaison entre coût, qualité et ergonomie.",
    responsibilities: [
      ["Industrialiser", ["Concevoir les gammes de fabrication", "Définir les postes et outillages", "Lancer les nouveaux produits"]],
      ["Améliorer", ["Mesurer les temps et les rendements", "Conduire des chantiers lean", "Réduire les coûts de production"]],
      ["Investir", ["Rédiger les cahiers des charges", "Suivre l'installation des équipements"]],
    ],
    skills: [
      ["Savoir-faire", ["Lean manufacturing", "CAO et simulation", "Gestion de projet"]],
      ["Savoir-être", ["Esprit d'analyse", "Sens du terrain", "Leadership transversal"]],
    ],
    training: ["Diplôme d'ingénieur en génie industriel", "Diplôme d'ingénieur en mécanique", "Master Génie industriel"],
    career: "Il évolue vers responsable méthodes, responsable de production ou directeur de site.",
  },
  {
    title: "Responsable de production",
    type: "INDUSTRY",
    description:
      "Le responsable de production organise la fabrication pour tenir les engagements clients en qualité, coût et délai. Il manage les chefs d'équipe et arbitre au quotidien entre priorités concurrentes.",
    responsibilities: [
      ["Organiser", ["Établir le plan de production", "Affecter les effectifs", "Coordonner maintenance, qualité et logistique"]],
      ["Manager", ["Animer les chefs d'équipe", "Conduire les entretiens annuels", "Développer les compétences"]],
      ["Piloter la performance", ["Suivre le TRS et les coûts", "Mettre en place les actions correctives", "Rendre compte à la direction"]],
    ],
    skills: [
      ["Savoir-faire", ["Gestion de production", "Pilotage par indicateurs", "Droit social de base"]],
      ["Savoir-être", ["Leadership", "Résistance au stress", "Sens de la décision"]],
    ],
    training: ["Diplôme d'ingénieur généraliste", "BUT Qualité, logistique industrielle et organisation", "Master Management industriel"],
    career: "Le poste mène vers la direction d'usine ou la direction des opérations.",
  },
  {
    title: "Électrotechnicien",
    type: "INDUSTRY",
    description:
      "L'électrotechnicien installe, câble et dépanne les équipements électriques industriels : armoires, moteurs, variateurs. Il fait le lien entre l'électricité de puissance et l'automatisme.",
    responsibilities: [
      ["Installer", ["Câbler les armoires électriques", "Raccorder moteurs et capteurs", "Mettre en service les équipements"]],
      ["Maintenir", ["Diagnostiquer les défauts électriques", "Remplacer les composants", "Réaliser les thermographies"]],
    ],
    skills: [
      ["Savoir-faire", ["Habilitations électriques BR et B2V", "Lecture de schémas", "Variation de vitesse"]],
      ["Savoir-être", ["Rigueur", "Réactivité", "Sens de la sécurité"]],
    ],
    training: [
      "BTS Électrotechnique",
      "BUT Génie électrique et informatique industrielle",
      "Bac pro Métiers de l'électricité et de ses environnements connectés",
    ],
    career: "Il évolue vers automaticien, chargé d'affaires ou responsable maintenance électrique.",
  },
  {
    title: "Automaticien",
    type: "INDUSTRY",
    frequent: true,
    description:
      "L'automaticien programme les automates qui pilotent les machines et les lignes. Il conçoit, teste et met en service des systèmes de plus en plus connectés.",
    responsibilities: [
      ["Concevoir", ["Analyser le cahier des charges", "Programmer automates et interfaces opérateur", "Simuler le fonctionnement"]],
      ["Mettre en service", ["Tester sur site", "Régler les boucles de régulation", "Former les utilisateurs"]],
      ["Faire évoluer", ["Modifier les programmes existants", "Documenter les versions"]],
    ],
    skills: [
      ["Savoir-faire", ["Programmation d'automates", "Réseaux industriels", "Supervision"]],
      ["Savoir-être", ["Logique", "Persévérance", "Mobilité"]],
    ],
    training: [
      "BTS Conception et réalisation de systèmes automatiques",
      "BUT Génie électrique et informatique industrielle",
      "Diplôme d'ingénieur en automatique",
    ],
    career: "L'automaticien devient chef de projet automatisme, ingénieur informatique industrielle ou consultant.",
  },
  {
    title: "Chaudronnier",
    type: "INDUSTRY",
    description:
      "Le chaudronnier transforme des tôles et profilés en ensembles métalliques : cuves, carters, structures. Il trace, découpe, met en forme puis assemble des pièces parfois uniques.",
    responsibilities: [
      ["Tracer et débiter", ["Interpréter les plans", "Tracer les développés", "Découper au laser, plasma ou cisaille"]],
      ["Former et assembler", ["Plier, rouler et cintrer", "Pointer et souder les éléments", "Contrôler la géométrie"]],
    ],
    skills: [
      ["Savoir-faire", ["Calcul de développés", "Conduite de presse plieuse", "Soudage"]],
      ["Savoir-être", ["Vision dans l'espace", "Précision", "Autonomie"]],
    ],
    training: [
      "CAP Réalisations industrielles en chaudronnerie ou soudage",
      "Bac pro Technicien en chaudronnerie industrielle",
      "BTS Conception et réalisation en chaudronnerie industrielle",
    ],
    career: "Il évolue vers chef d'équipe, technicien méthodes chaudronnerie ou dessinateur industriel.",
  },
  {
    title: "Technicien QHSE",
    type: "INDUSTRY",
    description:
      "Le technicien QHSE veille à la qualité, à la santé, à la sécurité et à l'environnement sur le site. Il prévient les risques et accompagne les équipes vers de meilleures pratiques.",
    responsibilities: [
      ["Prévenir", ["Mettre à jour le document unique", "Réaliser les visites de sécurité", "Analyser les accidents"]],
      ["Préserver l'environnement", ["Suivre les déchets et rejets", "Préparer les contrôles réglementaires"]],
      ["Sensibiliser", ["Animer les accueils sécurité", "Organiser les exercices d'évacuation", "Diffuser les bonnes pratiques"]],
    ],
    skills: [
      ["Savoir-faire", ["Réglementation sécurité et environnement", "Analyse des risques", "Normes ISO 14001 et 45001"]],
      ["Savoir-être", ["Pédagogie", "Assertivité", "Rigueur"]],
    ],
    training: ["BUT Hygiène, sécurité, environnement", "Licence professionnelle Qualité, hygiène, sécurité, santé, environnement", "Master Management QHSE"],
    career: "Il peut devenir responsable QHSE d'un site puis d'un groupe.",
  },
];

const INFO: ProfileSeed[] = [
  {
    title: "Développeur full-stack",
    type: "INFO",
    frequent: true,
    description:
      "Le développeur full-stack conçoit une application de bout en bout : interface, logique métier et base de données. Polyvalent, il dialogue autant avec les designers qu'avec les équipes d'exploitation.",
    responsibilities: [
      ["Développer", ["Coder les fonctionnalités front et back", "Concevoir les API", "Modéliser les données"]],
      ["Garantir la qualité", ["Écrire les tests automatisés", "Relire le code de l'équipe", "Corriger les anomalies"]],
      ["Livrer", ["Participer aux rituels agiles", "Déployer en continu", "Surveiller la production"]],
    ],
    skills: [
      ["Savoir-faire", ["JavaScript ou TypeScript", "Un framework web moderne", "Bases de données SQL"]],
      ["Savoir-être", ["Curiosité", "Esprit d'équipe", "Autonomie"]],
    ],
    training: ["BUT Informatique", "Titre professionnel Concepteur développeur d'applications", "Diplôme d'ingénieur en informatique"],
    career: "Il évolue vers développeur senior, lead developer, architecte logiciel ou CTO de start-up.",
  },
  {
    title: "Administrateur systèmes et réseaux",
    type: "INFO",
    frequent: true,
    description:
      "L'administrateur systèmes et réseaux maintient l'infrastructure informatique disponible et sécurisée. Serveurs, réseaux, sauvegardes : il fait en sorte que tout fonctionne sans qu'on y pense.",
    responsibilities: [
      ["Administrer", ["Installer et configurer serveurs et postes", "Gérer les comptes et les droits", "Superviser les services"]],
      ["Sécuriser", ["Appliquer les mises à jour", "Gérer pare-feu et VPN", "Tester les sauvegardes"]],
      ["Accompagner", ["Résoudre les incidents de niveau 2", "Documenter l'infrastructure"]],
    ],
    skills: [
      ["Savoir-faire", ["Windows Server et Linux", "Réseaux TCP/IP", "Virtualisation"]],
      ["Savoir-être", ["Méthode", "Disponibilité", "Discrétion"]],
    ],
    training: [
      "BTS Services informatiques aux organisations",
      "BUT Réseaux et télécommunications",
      "Titre professionnel Administrateur d'infrastructures sécurisées",
    ],
    career: "Il peut devenir ingénieur systèmes, ingénieur cloud ou responsable d'infrastructure.",
  },
  {
    title: "Chef de projet informatique",
    type: "INFO",
    description:
      "Le chef de projet informatique mène un projet du besoin à la mise en production. Il coordonne les équipes techniques et métiers en tenant le périmètre, le budget et le calendrier.",
    responsibilities: [
      ["Cadrer", ["Recueillir les besoins", "Rédiger le cahier des charges", "Estimer charges et coûts"]],
      ["Piloter", ["Planifier les lots", "Animer les comités de suivi", "Gérer les risques"]],
      ["Déployer", ["Organiser la recette", "Accompagner le changement", "Dresser le bilan du projet"]],
    ],
    skills: [
      ["Savoir-faire", ["Méthodes agiles et cycle en V", "Outils de gestion de projet", "Culture technique large"]],
      ["Savoir-être", ["Communication", "Diplomatie", "Sens des priorités"]],
    ],
    training: ["Diplôme d'ingénieur en informatique", "Master MIAGE", "Certification de gestion de projet"],
    career: "Il évolue vers directeur de projet, responsable de domaine ou DSI.",
  },
  {
    title: "Data analyst",
    type: "INFO",
    frequent: true,
    description:
      "Le data analyst transforme les données de l'entreprise en décisions. Il interroge les bases, construit des tableaux de bord et traduit les chiffres en recommandations claires.",
    responsibilities: [
      ["Collecter et préparer", ["Extraire les données", "Nettoyer et fiabiliser les jeux de données", "Documenter les sources"]],
      ["Analyser", ["Répondre aux questions des métiers", "Construire les indicateurs", "Identifier les tendances"]],
      ["Restituer", ["Concevoir les tableaux de bord", "Présenter les résultats", "Former les utilisateurs"]],
    ],
    skills: [
      ["Savoir-faire", ["SQL", "Outils de visualisation", "Python ou R"]],
      ["Savoir-être", ["Esprit de synthèse", "Pédagogie", "Curiosité métier"]],
    ],
    training: ["BUT Science des données", "Master Statistique et informatique décisionnelle", "Diplôme d'école de commerce avec spécialisation data"],
    career: "Il peut devenir data scientist, analytics engineer ou responsable de la data.",
  },
  {
    title: "Ingénieur DevOps",
    type: "INFO",
    description:
      "L'ingénieur DevOps rapproche développement et exploitation pour livrer plus souvent et plus sûrement. Il automatise les déploiements et rend les plateformes observables.",
    responsibilities: [
      ["Automatiser", ["Construire les chaînes d'intégration continue", "Décrire l'infrastructure en code", "Industrialiser les environnements"]],
      ["Exploiter", ["Mettre en place la supervision", "Gérer les incidents", "Optimiser les coûts d'hébergement"]],
      ["Diffuser", ["Accompagner les équipes de développement", "Partager les bonnes pratiques"]],
    ],
    skills: [
      ["Savoir-faire", ["Conteneurs et orchestration", "Infrastructure as code", "Scripting"]],
      ["Savoir-être", ["Esprit d'équipe", "Rigueur", "Goût de l'amélioration continue"]],
    ],
    training: ["Diplôme d'ingénieur en informatique", "BUT Réseaux et télécommunications", "Titre professionnel Administrateur système DevOps"],
    career: "Il évolue vers SRE, architecte cloud ou responsable plateforme.",
  },
  {
    title: "Technicien support informatique",
    type: "INFO",
    description:
      "Le technicien support est le premier interlocuteur des utilisateurs en difficulté. Il résout les incidents, installe les équipements et fait en sorte que chacun puisse travailler sereinement.",
    responsibilities: [
      ["Assister", ["Prendre les appels et les tickets", "Diagnostiquer à distance", "Intervenir sur site"]],
      ["Équiper", ["Préparer et installer les postes", "Gérer le parc matériel", "Déployer les logiciels"]],
      ["Capitaliser", ["Rédiger les procédures", "Alimenter la base de connaissances"]],
    ],
    skills: [
      ["Savoir-faire", ["Systèmes d'exploitation", "Outils de ticketing", "Bases réseau"]],
      ["Savoir-être", ["Patience", "Pédagogie", "Sens du service"]],
    ],
    training: [
      "Bac pro Cybersécurité, informatique et réseaux, électronique",
      "BTS Services informatiques aux organisations",
      "Titre professionnel Technicien d'assistance en informatique",
    ],
    career: "Il peut évoluer vers administrateur systèmes, responsable support ou chef de projet déploiement.",
  },
  {
    title: "Ingénieur cybersécurité",
    type: "INFO",
    description:
      "L'ingénieur cybersécurité protège les systèmes et les données contre les attaques. Il évalue les risques, conçoit les protections et sait réagir quand un incident survient.",
    responsibilities: [
      ["Évaluer", ["Cartographier les risques", "Réaliser des audits de configuration", "Suivre les vulnérabilités"]],
      ["Protéger", ["Définir les règles de sécurité", "Déployer les outils de détection", "Sensibiliser les collaborateurs"]],
      ["Réagir", ["Analyser les alertes", "Coordonner la réponse à incident", "Rédiger les retours d'expérience"]],
    ],
    skills: [
      ["Savoir-faire", ["Sécurité des réseaux et systèmes", "Cadres de référence de l'ANSSI", "Analyse de journaux"]],
      ["Savoir-être", ["Sens éthique", "Vigilance", "Capacité d'explication"]],
    ],
    training: ["Diplôme d'ingénieur spécialisé en cybersécurité", "Master Cybersécurité", "BUT Réseaux et télécommunications parcours cybersécurité"],
    career: "Il peut devenir architecte sécurité, consultant, pentester ou RSSI.",
  },
  {
    title: "Product owner",
    type: "INFO",
    description:
      "Le product owner porte la vision d'un produit numérique au sein d'une équipe agile. Il décide de ce qui sera construit et dans quel ordre, pour apporter le plus de valeur aux utilisateurs.",
    responsibilities: [
      ["Définir", ["Recueillir les besoins des utilisateurs", "Rédiger les user stories", "Prioriser le backlog"]],
      ["Accompagner l'équipe", ["Préciser les critères d'acceptation", "Valider les livraisons", "Participer aux rituels"]],
      ["Mesurer", ["Suivre l'usage du produit", "Ajuster la feuille de route"]],
    ],
    skills: [
      ["Savoir-faire", ["Méthode Scrum", "Analyse fonctionnelle", "Outils de suivi agile"]],
      ["Savoir-être", ["Écoute", "Capacité à dire non", "Vision produit"]],
    ],
    training: ["Master MIAGE", "Diplôme d'école de commerce", "Certification Product Owner"],
    career: "Il évolue vers product manager, head of product ou directeur du numérique.",
  },
  {
    title: "UX UI designer",
    type: "INFO",
    description:
      "Le designer UX UI conçoit des interfaces utiles, simples et agréables. Il observe les utilisateurs, imagine les parcours puis soigne chaque écran jusqu'au détail.",
    responsibilities: [
      ["Comprendre", ["Mener des entretiens utilisateurs", "Analyser les parcours existants", "Définir les personas"]],
      ["Concevoir", ["Réaliser wireframes et prototypes", "Créer les maquettes graphiques", "Faire vivre le design system"]],
      ["Tester", ["Organiser les tests utilisateurs", "Itérer selon les retours", "Veiller à l'accessibilité"]],
    ],
    skills: [
      ["Savoir-faire", ["Outils de maquettage", "Ergonomie et accessibilité", "Bases de HTML et CSS"]],
      ["Savoir-être", ["Empathie", "Créativité", "Capacité à défendre ses choix"]],
    ],
    training: ["DN MADE Numérique", "BUT Métiers du multimédia et de l'internet", "Mastère Design d'interaction"],
    career: "Il peut devenir lead designer, design manager ou UX researcher.",
  },
  {
    title: "Architecte cloud",
    type: "INFO",
    description:
      "L'architecte cloud conçoit des infrastructures hébergées robustes, sûres et maîtrisées en coût. Il accompagne les migrations et fixe les standards techniques de l'entreprise.",
    responsibilities: [
      ["Concevoir", ["Définir les architectures cibles", "Choisir les services adaptés", "Intégrer sécurité et résilience"]],
      ["Migrer", ["Planifier les migrations", "Accompagner les équipes projet", "Valider les mises en production"]],
      ["Gouverner", ["Suivre les coûts", "Rédiger les standards", "Assurer la veille technologique"]],
    ],
    skills: [
      ["Savoir-faire", ["Plateformes cloud publiques", "Réseaux et sécurité", "Infrastructure as code"]],
      ["Savoir-être", ["Vision d'ensemble", "Pédagogie", "Leadership technique"]],
    ],
    training: ["Diplôme d'ingénieur en informatique", "Master Informatique parcours systèmes distribués", "Certifications d'architecte des fournisseurs cloud"],
    career: "Il évolue vers architecte d'entreprise, directeur technique ou consultant senior.",
  },
  {
    title: "Développeur mobile",
    type: "INFO",
    description:
      "Le développeur mobile crée les applications installées sur smartphones et tablettes. Il conjugue performance, sobriété énergétique et ergonomie tactile.",
    responsibilities: [
      ["Développer", ["Coder les écrans et les fonctionnalités", "Intégrer les API", "Gérer le mode hors ligne"]],
      ["Fiabiliser", ["Tester sur de nombreux appareils", "Optimiser les performances", "Corriger les anomalies"]],
      ["Publier", ["Préparer les versions", "Suivre les avis des stores"]],
    ],
    skills: [
      ["Savoir-faire", ["Kotlin ou Swift", "Frameworks multiplateformes", "Guides d'ergonomie mobile"]],
      ["Savoir-être", ["Souci du détail", "Curiosité", "Esprit d'équipe"]],
    ],
    training: ["BUT Informatique", "Titre professionnel Développeur web et web mobile", "Diplôme d'ingénieur en informatique"],
    career: "Il peut devenir lead mobile, architecte applicatif ou chef de projet numérique.",
  },
];

const DISTRIBUTION: ProfileSeed[] = [
  {
    title: "Directeur de magasin",
    type: "DISTRIBUTION",
    frequent: true,
    description:
      "Le directeur de magasin gère un point de vente comme une entreprise : chiffre d'affaires, équipes, stocks et satisfaction client. Il traduit la stratégie de l'enseigne en actions concrètes sur le terrain.",
    responsibilities: [
      [
        "Développer le chiffre d'affaires",
        ["Analyser les ventes et les marges", "Adapter l'offre à la clientèle locale", "Animer les opérations commerciales"],
      ],
      ["Manager", ["Recruter et former les équipes", "Organiser les plannings", "Fixer et suivre les objectifs"]],
      ["Gérer", ["Piloter le compte d'exploitation", "Garantir la sécurité du magasin", "Superviser les inventaires"]],
    ],
    skills: [
      ["Savoir-faire", ["Gestion d'un centre de profit", "Merchandising", "Droit du travail appliqué"]],
      ["Savoir-être", ["Leadership", "Sens commercial", "Résistance à la pression"]],
    ],
    training: ["BTS Management commercial opérationnel", "Licence professionnelle Commerce et distribution", "Diplôme d'école de commerce"],
    career: "Il peut prendre un magasin plus important, devenir directeur régional ou rejoindre les fonctions centrales de l'enseigne.",
  },
  {
    title: "Chef de rayon",
    type: "DISTRIBUTION",
    frequent: true,
    description:
      "Le chef de rayon est responsable d'un univers de produits et de l'équipe qui le fait vivre. Il veille à un rayon bien approvisionné, attractif et rentable.",
    responsibilities: [
      ["Gérer le rayon", ["Passer les commandes", "Suivre les stocks et la démarque", "Appliquer les plans de masse"]],
      ["Vendre", ["Mettre en avant les promotions", "Analyser les ventes", "Proposer des animations"]],
      ["Encadrer", ["Organiser le travail des employés", "Former les nouveaux arrivants", "Faire le point chaque matin"]],
    ],
    skills: [
      ["Savoir-faire", ["Gestion des stocks", "Calcul de marge", "Techniques de merchandising"]],
      ["Savoir-être", ["Dynamisme", "Sens de l'organisation", "Goût du contact"]],
    ],
    training: ["BTS Management commercial opérationnel", "BUT Techniques de commercialisation", "Bac pro Métiers du commerce et de la vente"],
    career: "Il évolue vers chef de secteur, directeur adjoint puis directeur de magasin.",
  },
  {
    title: "Employé commercial en libre-service",
    type: "DISTRIBUTION",
    description:
      "L'employé commercial approvisionne les rayons et renseigne les clients. Premier visage du magasin, il contribue directement à l'expérience d'achat.",
    responsibilities: [
      ["Approvisionner", ["Réceptionner les marchandises", "Remplir les rayons selon les règles de rotation", "Étiqueter les produits"]],
      ["Servir le client", ["Orienter et conseiller", "Tenir un rayon propre et attractif", "Remonter les ruptures"]],
    ],
    skills: [
      ["Savoir-faire", ["Règles d'hygiène alimentaire", "Utilisation d'un terminal de gestion", "Gestes et postures"]],
      ["Savoir-être", ["Amabilité", "Rapidité", "Esprit d'équipe"]],
    ],
    training: ["CAP Équipier polyvalent du commerce", "Bac pro Métiers du commerce et de la vente"],
    career: "Il peut devenir adjoint au chef de rayon puis chef de rayon.",
  },
  {
    title: "Responsable logistique",
    type: "DISTRIBUTION",
    description:
      "Le responsable logistique organise les flux de marchandises, de la réception à la livraison. Il cherche le meilleur équilibre entre coût, délai et qualité de service.",
    responsibilities: [
      ["Organiser les flux", ["Planifier réceptions et expéditions", "Optimiser l'implantation de l'entrepôt", "Choisir les transporteurs"]],
      ["Manager", ["Encadrer les chefs d'équipe", "Garantir la sécurité des opérateurs", "Adapter les effectifs aux pics d'activité"]],
      ["Piloter", ["Suivre les indicateurs de service", "Réduire les coûts logistiques", "Conduire les projets d'automatisation"]],
    ],
    skills: [
      ["Savoir-faire", ["Logiciels de gestion d'entrepôt", "Gestion des approvisionnements", "Réglementation transport"]],
      ["Savoir-être", ["Leadership", "Anticipation", "Réactivité"]],
    ],
    training: ["BUT Qualité, logistique industrielle et organisation", "Licence professionnelle Logistique et pilotage des flux", "Master Supply chain"],
    career: "Il évolue vers directeur de site logistique ou directeur supply chain.",
  },
  {
    title: "Préparateur de commandes",
    type: "DISTRIBUTION",
    frequent: true,
    description:
      "Le préparateur de commandes prélève les articles en entrepôt et prépare les colis destinés aux magasins ou aux clients. Précision et rythme sont ses meilleurs atouts.",
    responsibilities: [
      ["Préparer", ["Prélever les articles selon les bons", "Scanner et vérifier les quantités", "Filmer et étiqueter les palettes"]],
      ["Participer aux flux", ["Décharger les livraisons", "Ranger les emplacements", "Contribuer aux inventaires"]],
    ],
    skills: [
      ["Savoir-faire", ["Utilisation du scanner et de la commande vocale", "CACES R489 apprécié", "Gestes et postures"]],
      ["Savoir-être", ["Rigueur", "Endurance", "Ponctualité"]],
    ],
    training: ["CAP Opérateur logistique", "Bac pro Logistique", "Titre professionnel Préparateur de commandes en entrepôt"],
    career: "Il peut devenir cariste, chef d'équipe ou gestionnaire de stocks.",
  },
  {
    title: "Acheteur",
    type: "DISTRIBUTION",
    description:
      "L'acheteur sélectionne les fournisseurs et négocie les conditions d'achat au meilleur rapport qualité-prix. Ses choix pèsent directement sur la marge et l'image de l'enseigne.",
    responsibilities: [
      ["Sourcer", ["Identifier de nouveaux fournisseurs", "Analyser les tendances du marché", "Évaluer les échantillons"]],
      ["Négocier", ["Préparer les négociations annuelles", "Obtenir prix, délais et conditions", "Rédiger les contrats"]],
      ["Suivre", ["Mesurer la performance fournisseur", "Gérer les litiges"]],
    ],
    skills: [
      ["Savoir-faire", ["Techniques de négociation", "Analyse financière", "Anglais commercial"]],
      ["Savoir-être", ["Ténacité", "Esprit d'analyse", "Aisance relationnelle"]],
    ],
    training: ["BUT Gestion administrative et commerciale des organisations", "Master Achats", "Diplôme d'école de commerce"],
    career: "Il évolue vers acheteur senior, responsable achats ou directeur des achats.",
  },
  {
    title: "Conseiller de vente",
    type: "DISTRIBUTION",
    description:
      "Le conseiller de vente accueille, écoute et guide les clients jusqu'à l'achat. Sa connaissance des produits et son sens du service font la différence face à la vente en ligne.",
    responsibilities: [
      ["Conseiller", ["Accueillir les clients", "Identifier leurs besoins", "Présenter les produits adaptés"]],
      ["Vendre", ["Conclure la vente", "Proposer services et garanties", "Encaisser"]],
      ["Faire vivre le magasin", ["Mettre en valeur les produits", "Participer à la réception"]],
    ],
    skills: [
      ["Savoir-faire", ["Techniques de vente", "Connaissance produits", "Outils d'encaissement"]],
      ["Savoir-être", ["Écoute", "Enthousiasme", "Persuasion"]],
    ],
    training: [
      "Bac pro Métiers du commerce et de la vente",
      "BTS Négociation et digitalisation de la relation client",
      "Titre professionnel Conseiller de vente",
    ],
    career: "Il peut devenir responsable de rayon, adjoint de magasin ou commercial terrain.",
  },
  {
    title: "Responsable e-commerce",
    type: "DISTRIBUTION",
    description:
      "Le responsable e-commerce développe les ventes en ligne d'une enseigne. Il pilote le site, l'acquisition de trafic et l'expérience client, en lien étroit avec les magasins.",
    responsibilities: [
      ["Piloter le site", ["Définir la feuille de route", "Suivre les conversions", "Gérer le catalogue en ligne"]],
      ["Acquérir du trafic", ["Piloter référencement et campagnes", "Animer les réseaux sociaux", "Suivre le retour sur investissement"]],
      ["Relier en ligne et magasins", ["Organiser le retrait en magasin", "Harmoniser les offres"]],
    ],
    skills: [
      ["Savoir-faire", ["Outils d'analyse d'audience", "Référencement naturel et payant", "Gestion de projet web"]],
      ["Savoir-être", ["Agilité", "Sens du client", "Goût des chiffres"]],
    ],
    training: ["Master Commerce électronique", "Diplôme d'école de commerce", "BUT Métiers du multimédia et de l'internet"],
    career: "Il évolue vers directeur e-commerce ou directeur marketing et digital.",
  },
  {
    title: "Chef de secteur",
    type: "DISTRIBUTION",
    description:
      "Le chef de secteur représente une marque auprès des magasins d'une région. Il négocie la présence des produits en rayon et veille à leur bonne mise en avant.",
    responsibilities: [
      ["Visiter les magasins", ["Organiser ses tournées", "Contrôler la présence des références", "Relever les prix"]],
      ["Négocier", ["Vendre les opérations promotionnelles", "Obtenir des emplacements", "Suivre les accords nationaux"]],
      ["Rendre compte", ["Analyser les ventes du secteur", "Remonter les informations terrain"]],
    ],
    skills: [
      ["Savoir-faire", ["Négociation commerciale", "Merchandising", "Outils CRM"]],
      ["Savoir-être", ["Autonomie", "Persévérance", "Sens du relationnel"]],
    ],
    training: ["BTS Négociation et digitalisation de la relation client", "BUT Techniques de commercialisation", "Diplôme d'école de commerce"],
    career: "Il peut devenir responsable grands comptes, chef des ventes régional ou chef de produit.",
  },
  {
    title: "Cariste",
    type: "DISTRIBUTION",
    description:
      "Le cariste déplace les marchandises à l'aide d'un chariot élévateur : déchargement, stockage en hauteur, chargement des camions. Un métier clé de la chaîne logistique.",
    responsibilities: [
      ["Manutentionner", ["Décharger et charger les camions", "Ranger les palettes en hauteur", "Approvisionner les zones de préparation"]],
      ["Contrôler", ["Vérifier l'état du chariot", "Signaler les colis endommagés", "Respecter les plans de circulation"]],
    ],
    skills: [
      ["Savoir-faire", ["CACES R489", "Utilisation d'un terminal radio", "Règles de sécurité en entrepôt"]],
      ["Savoir-être", ["Vigilance", "Précision", "Esprit d'équipe"]],
    ],
    training: ["CACES R489 catégories 1, 3 et 5", "Titre professionnel Agent magasinier", "CAP Opérateur logistique"],
    career: "Il peut devenir chef d'équipe, gestionnaire de stocks ou responsable de quai.",
  },
  {
    title: "Category manager",
    type: "DISTRIBUTION",
    description:
      "Le category manager construit l'offre d'une catégorie de produits pour répondre aux attentes des clients. Il s'appuie sur les données pour choisir l'assortiment, les prix et l'implantation.",
    responsibilities: [
      ["Analyser", ["Étudier les ventes et le marché", "Comprendre les comportements d'achat", "Mesurer la performance des références"]],
      ["Construire l'offre", ["Définir l'assortiment", "Fixer la stratégie de prix", "Concevoir les planogrammes"]],
      ["Collaborer", ["Travailler avec les acheteurs et les fournisseurs", "Accompagner les magasins"]],
    ],
    skills: [
      ["Savoir-faire", ["Analyse de données de panel", "Tableurs avancés", "Marketing de l'offre"]],
      ["Savoir-être", ["Esprit stratégique", "Curiosité", "Sens de la collaboration"]],
    ],
    training: ["Master Marketing", "Diplôme d'école de commerce", "Master Management de la distribution"],
    career: "Il évolue vers responsable de département, directeur de l'offre ou directeur marketing.",
  },
];

export const jobProfileSeeds: ProfileSeed[] = [...BTP, ...INDUSTRY, ...INFO, ...DISTRIBUTION];

/**
 * Step "demo:job-profiles": 44 sheets across the four types. Only the image path is
 * stored; the WebP files are drawn on first request by the image endpoint.
 */
export async function seedJobProfiles(db: Db): Promise<void> {
  await db.insert(jobProfiles).values(
    jobProfileSeeds.map((p, i) => {
      const slug = slugify(p.title);
      return {
        title: p.title,
        slug,
        type: p.type,
        image: jobProfileImageColumn(slug),
        description: plainTextToHtml(p.description),
        responsibilities: groups(p.responsibilities),
        skills: groups(p.skills),
        training: p.training,
        careerOpportunities: plainTextToHtml(p.career),
        isFrequentlyRecruited: !!p.frequent,
        position: (i + 1) * 10,
        seoTitle: `${p.title} : fiche métier, missions et formations`,
        seoDescription: p.description.length > 155 ? `${p.description.slice(0, p.description.lastIndexOf(" ", 152))}…` : p.description,
      };
    }),
  );
}
